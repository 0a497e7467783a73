import { apiOrigin, requestUrl, type ApiRequest } from "@/lib/api/request";
import { cliSample, harOf, hasGeneratedSamples, pythonLiteral, samplesOf } from "@/lib/api/samples";

const create: ApiRequest = {
  operationId: "createWidget",
  method: "post",
  path: "/v1/projects/{project_id}/widgets",
  pathParams: { project_id: "p 42" },
  query: { dry_run: "true", empty: "" },
  bodyType: "application/json",
  body: { name: "it's", pem: "a\nb", on: true },
};

describe("API samples", () => {
  it("builds the URL with encoded path parameters and non-empty query parameters", () => {
    expect(requestUrl(create)).toBe("https://api.launchbay.com/v1/projects/p%2042/widgets?dry_run=true");
    expect(requestUrl(create, "http://127.0.0.1:4010")).toBe("http://127.0.0.1:4010/v1/projects/p%2042/widgets?dry_run=true");
  });

  it("takes the API origin from configuration, rejecting what is no http(s) origin", () => {
    expect(apiOrigin(undefined)).toBe("https://api.launchbay.com");
    expect(apiOrigin("http://127.0.0.1:4010/ignored")).toBe("http://127.0.0.1:4010");
    expect(() => apiOrigin("javascript:alert(1)")).toThrow(/http\(s\) origin/);
  });

  it("generates curl, CLI, JavaScript and Python, each reading the token from the environment", () => {
    const [curl, cli, js, py] = samplesOf(create);
    expect([curl, cli, js, py].map((s) => s?.label)).toEqual(["curl", "CLI", "JavaScript", "Python"]);
    expect(curl!.code).toContain(`--header "Authorization: Bearer $LAUNCHBAY_AUTH_TOKEN"`);
    expect(curl!.code).toContain("--request POST");
    expect(cli!.code).toBe(`launchbay api createWidget --data '{"project_id":"p 42","dry_run":"true","name":"it'\\''s","pem":"a\\nb","on":true}'`);
    expect(js!.code).toContain("Authorization: `Bearer ${process.env.LAUNCHBAY_AUTH_TOKEN}`");
    expect(js!.code).toContain("fetch('https://api.launchbay.com/v1/projects/p%2042/widgets?dry_run=true', options)");
    expect(py!.code).toMatch(/^import os\nimport requests\n/);
    expect(py!.code).toContain(`f"Bearer {os.environ['LAUNCHBAY_AUTH_TOKEN']}"`);
    expect(py!.code).toContain(`"pem": "a\\nb"`);
    expect(py!.code).toContain(`"on": True`);
  });

  it("writes JSON as Python literals, leaving strings as they are", () => {
    expect(pythonLiteral({ a: null, b: [true, false], c: 'true "null"' })).toBe(`{\n  "a": None,\n  "b": [\n    True,\n    False\n  ],\n  "c": "true \\"null\\""\n}`);
  });

  it("makes a HAR request: no body for a GET, form fields for a form body; uploads are left to curl", () => {
    const get: ApiRequest = { operationId: "listWidgets", method: "get", path: "/v1/widgets", pathParams: {}, query: {} };
    expect(harOf(get).postData).toBeUndefined();
    expect(samplesOf(get)[0]!.code).not.toContain("--data");
    const form: ApiRequest = { ...get, method: "post", bodyType: "application/x-www-form-urlencoded", body: { grant_type: "code" } };
    expect(harOf(form).postData).toEqual({ mimeType: "application/x-www-form-urlencoded", params: [{ name: "grant_type", value: "code" }] });
    expect(cliSample(form)).toBeUndefined();
    expect(hasGeneratedSamples({ ...get, method: "post", bodyType: "application/zip" })).toBe(false);
  });
});
