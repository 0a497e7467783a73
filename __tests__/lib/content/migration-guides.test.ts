/**
 * The migration guides (issue #27, point 6): each names the source platform's configuration file it maps from,
 * all three move the domain with the same steps (after a first step of their own), and the pages a migrating
 * reader lands on link them.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";

const content = path.join(__dirname, "../../../content");
const read = (file: string) => matter(fs.readFileSync(path.join(content, file), "utf8")).content;

const GUIDES = {
  "welcome/migrate/from-a-netlify-style-project.mdx": "netlify.toml",
  "welcome/migrate/from-a-vercel-style-project.mdx": "vercel.json",
  "welcome/migrate/from-a-cloudflare-pages-style-project.mdx": "wrangler.toml",
};
const guidePath = (file: string) => `/${file.replace(/\.mdx$/, "")}/`;

/** The numbered steps of a page's "Move the domain" section. */
function cutoverSteps(body: string): string[] {
  const section = /^## Move the domain\n([\s\S]*?)(?=^## )/m.exec(body)?.[1] ?? "";
  return section.split("\n").filter((line) => /^\d+\. /.test(line));
}

describe("the migration guides", () => {
  it.each(Object.entries(GUIDES))("%s names %s in its text, not only its keywords", (file, config) => {
    expect(read(file)).toContain(`\`${config}\``);
  });

  it("move the domain with the same steps: add it, lower the TTL a day ahead, change DNS, certificate, keep the old host until the TTL has passed", () => {
    const steps = Object.keys(GUIDES).map((file) => cutoverSteps(read(file)));
    for (const own of steps) expect(own.length).toBe(6);
    const shared = steps.map((own) => own.slice(1));
    expect(shared[1]).toEqual(shared[0]);
    expect(shared[2]).toEqual(shared[0]);
    const text = (shared[0] ?? []).join("\n");
    for (const fact of ["300 seconds", "198.51.100.24", "apex-lb.launchbay.com", "PROJECT-NAME.launchbay.app", "dns1.lbdns.net", "letsencrypt.org", "TTL has passed"]) expect(text).toContain(fact);
  });

  it("are linked from the pages a migrating reader lands on", () => {
    const landing = ["get-started.mdx", "welcome/add-new-project.mdx", "domains/configure-domains/bring-a-domain-to-launchbay.mdx", "configure-builds/file-based-configuration.mdx"];
    for (const page of landing) for (const guide of Object.keys(GUIDES)) expect(`${page}: ${read(page).includes(`](${guidePath(guide)})`)}`).toBe(`${page}: true`);
  });

  it("agree with the domain page on the TTL and on keeping the old host until it has passed", () => {
    const domainPage = read("domains/configure-domains/bring-a-domain-to-launchbay.mdx");
    expect(domainPage).toMatch(/lower the TTL of the apex and `www` records to 300 seconds/);
    expect(domainPage).toMatch(/until the old records' TTL has passed/);
  });
});
