import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import type { MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { pageCsp, thirdPartyHosts } from "@/lib/hosting/csp";
import type { OpenApiDocument } from "@/lib/content/reference-data";
import { listOperations } from "@/lib/content/reference-openapi";
import { renderSamples, SAMPLES_SYNC_KEY } from "@/lib/content/reference-render";

const doc = loadYaml(fs.readFileSync(path.join(__dirname, "../../fixtures/reference/openapi.yaml"), "utf8")) as OpenApiDocument;
const op = (id: string) => listOperations(doc).find((o) => o.operationId === id)!;
const attr = (node: MdxJsxFlowElement, name: string) => node.attributes.find((a) => "name" in a && a.name === name)?.value;

describe("reference samples", () => {
  it("renders an operation's samples as tabs synced by 'lang', then its Try it element with the example request", () => {
    const [, tabs, tryIt] = renderSamples(op("createWidget")) as MdxJsxFlowElement[];
    expect(tabs!.name).toBe("Tabs");
    expect(attr(tabs!, "syncKey")).toBe(SAMPLES_SYNC_KEY);
    expect(tabs!.children.map((tab) => attr(tab as MdxJsxFlowElement, "label"))).toEqual(["curl", "CLI", "JavaScript", "Python"]);
    const code = (tabs!.children[2] as MdxJsxFlowElement).children[0] as { lang: string; value: string };
    expect(code.lang).toBe("js");
    expect(code.value).toContain(`body: JSON.stringify({name: 'gear', size: 2})`);
    expect(tryIt!.name).toBe("TryIt");
    const data = JSON.parse(String(attr(tryIt!, "operation")));
    expect(data.request).toMatchObject({ operationId: "createWidget", method: "post", pathParams: { project_id: "p_42" }, body: { name: "gear", size: 2 } });
    expect(data.params).toContainEqual({ name: "project_id", in: "path", required: true, type: "string" });
    // The body as a field per property, from the schema (an object property is one JSON field).
    expect(data.body).toEqual([
      { name: "name", kind: "string", required: true },
      { name: "size", kind: "integer", required: false },
      { name: "dimensions", kind: "json", required: false },
    ]);
  });

  it("keeps an upload to its curl command (no language tabs), with a Try it that sends a file", () => {
    const nodes = renderSamples(op("uploadZip"));
    const elements = nodes.filter((n): n is MdxJsxFlowElement => n.type === "mdxJsxFlowElement");
    expect(elements.map((n) => n.name)).toEqual(["TryIt"]);
    expect(JSON.parse(String(attr(elements[0]!, "operation"))).request).toMatchObject({ operationId: "uploadZip", bodyType: "application/zip" });
    expect(JSON.parse(String(attr(elements[0]!, "operation"))).body).toBeUndefined();
    expect(JSON.stringify(nodes)).toContain("--data-binary @site.zip");
  });

  it("lets the pages connect to the configured API origin, and only that one", () => {
    expect(pageCsp([], thirdPartyHosts({}))).toMatch(/connect-src [^;]*https:\/\/api\.launchbay\.com/);
    const policy = pageCsp([], thirdPartyHosts({ NEXT_PUBLIC_API_ORIGIN: "http://127.0.0.1:4010" }));
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:4010/);
    expect(policy).not.toContain("api.launchbay.com");
  });
});
