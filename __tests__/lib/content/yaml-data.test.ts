import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { ContentError } from "@/lib/content/error";
import { parseYamlData, readYamlData } from "@/lib/content/yaml-data";

const schema = z.strictObject({
  title: z.string().min(1),
  items: z.array(z.strictObject({ name: z.string(), size: z.number().int().optional() })).min(1),
});

/** The problem lines of what `run` throws (it must throw a ContentError). */
function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems;
  }
  throw new Error("expected a ContentError");
}

describe("reading a YAML data file with its schema", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yaml-data-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it("returns the typed data of a valid file", () => {
    const file = write("valid.yaml", "# comment\ntitle: Sizes\nitems:\n  - name: a\n    size: 2\n  - { name: b }\n");
    const data = readYamlData(file, schema);
    expect(data).toEqual({ title: "Sizes", items: [{ name: "a", size: 2 }, { name: "b" }] });
    expect(data.items[0]?.size).toBe(2);
  });

  it("names a YAML syntax error with its line", () => {
    const file = write("syntax.yaml", "title: T\nitems:\n  - name: a\n  - name: a\n    name: b\n");
    expect(problems(() => readYamlData(file, schema, "content/syntax.yaml"))).toEqual([expect.stringMatching(/^content\/syntax\.yaml:5: YAML error: Map keys must be unique/)]);
    expect(problems(() => parseYamlData("title: [\n", schema, "x.yaml"))).toEqual([expect.stringMatching(/^x\.yaml:2: YAML error: /)]);
  });

  it("names each schema violation with the line of the offending key, or of its parent for a missing one", () => {
    const text = "title: T\nitems:\n  - name: a\n\n  - name: b\n    size: big\n  - size: 3\n";
    expect(problems(() => parseYamlData(text, schema, "content/data.yaml"))).toEqual([
      "content/data.yaml:6: items.1.size: Invalid input: expected number, received string",
      "content/data.yaml:7: items.2.name: Invalid input: expected string, received undefined",
    ]);
    expect(problems(() => parseYamlData("title: T\nitems: []\nextra: 1\n", schema, "d.yaml"))).toEqual([expect.stringMatching(/^d\.yaml:2: items: Too small/), expect.stringMatching(/^d\.yaml:1: Unrecognized key: "extra"/)]);
  });

  it("names a missing file, by its path from the working directory unless told otherwise", () => {
    const file = path.join(dir, "nothing.yaml");
    expect(problems(() => readYamlData(file, schema))).toEqual([`${path.relative(process.cwd(), file)}: missing`]);
    expect(problems(() => readYamlData(file, schema, "content/nothing.yaml"))).toEqual(["content/nothing.yaml: missing"]);
  });
});
