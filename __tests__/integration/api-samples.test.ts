/**
 * The reference's generated samples (lib/api/samples.ts) run against Prism serving content/api/openapi.yaml:
 * each JavaScript (fetch) sample gets a 2xx whose body validates against the operation's response schema; each
 * Python sample compiles (python3 -m py_compile).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { samplesOf, hasGeneratedSamples } from "@/lib/api/samples";
import { apiIndex, checkResponse } from "@/lib/content/check-examples";
import { loadReferenceData } from "@/lib/content/reference-data";
import { exampleRequest, listOperations } from "@/lib/content/reference-openapi";
import { startMockApi, type MockApi } from "../e2e/prism";

const doc = loadReferenceData(path.resolve(__dirname, "../../content")).api.data!;
const operations = listOperations(doc).filter((op) => hasGeneratedSamples(exampleRequest(op)));
const TOKEN = "test-token";

/** Runs a fetch sample as a reader would (Node, the token in the environment); resolves with the response it got. */
async function runJs(code: string): Promise<{ status: number; type: string; body: string; logs: unknown[] }> {
  let recorded: Promise<{ status: number; type: string; body: string }> | undefined;
  const logs: unknown[] = [];
  const recordingFetch = (input: string, init?: RequestInit) => {
    const response = fetch(input, init);
    recorded = response.then(async (r) => ({ status: r.status, type: r.headers.get("content-type") ?? "", body: await r.clone().text() }));
    return response;
  };
  const consoleStub = { log: (...args: unknown[]) => logs.push(args), error: (...args: unknown[]) => logs.push(args) };
  new Function("fetch", "console", "process", code)(recordingFetch, consoleStub, { env: { LAUNCHBAY_AUTH_TOKEN: TOKEN } });
  if (!recorded) throw new Error(`the sample made no request:\n${code}`);
  return { ...(await recorded), logs };
}

describe("generated JavaScript samples against the mock API (Prism)", () => {
  let mock: MockApi;
  beforeAll(async () => {
    mock = await startMockApi();
  }, 90_000);
  afterAll(() => mock?.stop());

  it("covers the operations", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s: 2xx and a response that validates", async (_, op) => {
    const js = samplesOf(exampleRequest(op), mock.origin).find((s) => s.label === "JavaScript")!;
    expect(js.code).toContain(mock.origin);
    const { status, type, body } = await runJs(js.code);
    expect({ status, body: status < 300 ? "" : body }).toEqual({ status: expect.any(Number), body: "" });
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    const media = op.responses.find((r) => r.status === String(status))?.media;
    if (media && media.type !== "application/json") expect(type).toContain(media.type);
    else expect(checkResponse(apiIndex(doc), op, String(status), body)).toEqual([]);
  });

  it("is a real check: a sample whose body breaks the schema is rejected by the mock", async () => {
    const op = operations.find((o) => o.requestBody?.required && o.requestBody.media.type === "application/json")!;
    const js = samplesOf({ ...exampleRequest(op), body: { not_a_field: 1 } }, mock.origin).find((s) => s.label === "JavaScript")!;
    const { status } = await runJs(js.code);
    expect(status).toBeGreaterThanOrEqual(400);
  });
});

const python = spawnSync("python3", ["--version"]).status === 0;
if (!python) console.warn("python3 is not installed: the Python samples' syntax check is skipped (install python3 to run it).");

(python ? describe : describe.skip)("generated Python samples", () => {
  it("every sample compiles (python3 -m py_compile)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "py-samples-"));
    try {
      const files = operations.map((op) => {
        const file = path.join(dir, `${op.operationId}.py`);
        fs.writeFileSync(file, samplesOf(exampleRequest(op)).find((s) => s.label === "Python")!.code);
        return file;
      });
      expect(() => execFileSync("python3", ["-m", "py_compile", ...files], { stdio: "pipe" })).not.toThrow();
      // And the check fails on broken code.
      const broken = path.join(dir, "broken.py");
      fs.writeFileSync(broken, "payload = {\n");
      expect(() => execFileSync("python3", ["-m", "py_compile", broken], { stdio: "pipe" })).toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
