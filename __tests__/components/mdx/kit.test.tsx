/** @jest-environment jsdom */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fireEvent } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { Badge, Cards, Details, FileTree, Kbd, LinkCard, Steps } from "@/components/mdx/kit";
import { ConfigTwin, PackageManagers, Tab, Tabs } from "@/components/mdx/tabs";
import { Glossary, Term } from "@/components/mdx/term";
import { onTermKey, onTermLeave } from "@/lib/kit/term-dismiss";
import { activateTab, applyStoredTabsHere, onTabKey } from "@/lib/kit/tabs-dom";
import { generateSiteData } from "../../helpers/site-data";
import { applyTabsBeforePaint, TABS_STORAGE_KEY, tabsScript } from "@/lib/kit/tabs";

/** Server markup in the document, as a reader's browser gets it. */
function mount(markup: string): HTMLElement {
  document.body.innerHTML = `<main>${markup}</main>`;
  return document.body;
}

const pkgGroup = () => (
  <Tabs syncKey="pkg">
    <Tab label="npm">npm i</Tab>
    <Tab label="pnpm">pnpm add</Tab>
    <Tab label="yarn">yarn add</Tab>
  </Tabs>
);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-tabs-js");
  document.documentElement.removeAttribute("data-tab-pkg");
});

describe("Tabs", () => {
  it("renders WAI-ARIA tabs: a named tablist, tabs controlling panels labelled by them, every panel in the HTML", () => {
    const root = mount(renderToStaticMarkup(pkgGroup()));
    const list = root.querySelector("[role=tablist]");
    expect(list?.getAttribute("aria-label")).toBe("npm, pnpm, yarn");
    const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab]")];
    expect(tabs.map((t) => t.textContent)).toEqual(["npm", "pnpm", "yarn"]);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      expect(panel?.getAttribute("role")).toBe("tabpanel");
      expect(panel?.getAttribute("aria-labelledby")).toBe(tab.id);
    }
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    // No `hidden`: without script all panels are readable; CSS hides unselected ones only under html[data-tabs-js].
    expect(root.querySelectorAll("[role=tabpanel][hidden]")).toHaveLength(0);
    expect(root.textContent).toContain("pnpm add");
  });

  it("gives two groups on a page distinct ids", () => {
    const root = mount(
      renderToStaticMarkup(
        <>
          {pkgGroup()}
          {pkgGroup()}
        </>,
      ),
    );
    const ids = [...root.querySelectorAll("[id]")].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("moves with arrows, Home and End (wrapping), selecting as it goes", () => {
    const root = mount(
      renderToStaticMarkup(
        <Tabs>
          <Tab label="Astro">a</Tab>
          <Tab label="Next.js">n</Tab>
          <Tab label="Nuxt">x</Tab>
        </Tabs>,
      ),
    );
    const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab]")];
    const key = (target: HTMLElement, k: string) => {
      target.addEventListener("keydown", onTabKey as EventListener, { once: true });
      fireEvent.keyDown(target, { key: k });
    };
    key(tabs[0]!, "ArrowLeft");
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs[2]!.getAttribute("aria-selected")).toBe("true");
    expect(document.getElementById(tabs[2]!.getAttribute("aria-controls")!)?.hasAttribute("data-selected")).toBe(true);
    expect(document.getElementById(tabs[0]!.getAttribute("aria-controls")!)?.hasAttribute("data-selected")).toBe(false);
    key(tabs[2]!, "ArrowRight");
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, "End");
    expect(document.activeElement).toBe(tabs[2]);
    key(tabs[2]!, "Home");
    expect(document.activeElement).toBe(tabs[0]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it("syncKey: choosing pnpm in one group switches every group with that key and is saved for later pages", () => {
    const root = mount(
      renderToStaticMarkup(
        <>
          {pkgGroup()}
          <Tabs syncKey="framework">
            <Tab label="pnpm">other key</Tab>
            <Tab label="b">b</Tab>
          </Tabs>
          {pkgGroup()}
        </>,
      ),
    );
    const groups = [...root.querySelectorAll<HTMLElement>("[data-tabs]")];
    activateTab(groups[0]!.querySelectorAll<HTMLElement>("[role=tab]")[1]!);
    const selected = (g: HTMLElement) => g.querySelector("[role=tab][aria-selected=true]")?.textContent;
    expect(selected(groups[0]!)).toBe("pnpm");
    expect(selected(groups[2]!)).toBe("pnpm");
    // Another key: its first tab ("pnpm" too, by label) stays selected and its "b" tab is untouched.
    expect(groups[1]!.querySelectorAll("[role=tab]")[1]!.getAttribute("aria-selected")).toBe("false");
    expect(groups[2]!.querySelector("[data-selected]")?.textContent).toBe("pnpm add");
    expect(JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? "{}")).toEqual({ pkg: "pnpm" });
  });

  it("before paint: the inline script marks <html> and selects the stored tab in groups as they are added", async () => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ pkg: "yarn" }));
    document.body.innerHTML = "";
    // The serialised script, as the page's <head> runs it.
    new Function(tabsScript())();
    expect(document.documentElement.hasAttribute("data-tabs-js")).toBe(true);
    expect(document.documentElement.getAttribute("data-tab-pkg")).toBe("yarn");
    const holder = document.createElement("div");
    holder.innerHTML = renderToStaticMarkup(
      <>
        {pkgGroup()}
        <Tabs>
          <Tab label="npm">x</Tab>
          <Tab label="yarn">y</Tab>
        </Tabs>
      </>,
    );
    document.body.append(holder);
    await Promise.resolve(); // mutation observers run as a microtask: before the next paint
    const groups = [...document.querySelectorAll<HTMLElement>("[data-tabs]")];
    expect(groups[0]!.querySelector("[aria-selected=true]")?.textContent).toBe("yarn");
    expect(groups[0]!.querySelector("[data-selected]")?.textContent).toBe("yarn add");
    expect(groups[1]!.querySelector("[aria-selected=true]")?.textContent).toBe("npm"); // not synced
    // A choice made later (then a client navigation adds a page): read again when groups appear.
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ pkg: "pnpm" }));
    const next = document.createElement("div");
    next.innerHTML = renderToStaticMarkup(pkgGroup());
    document.body.append(next);
    await Promise.resolve();
    expect(next.querySelector("[aria-selected=true]")?.textContent).toBe("pnpm");
    // The parser may add a group before its tabs and panels (a network chunk ending inside it): each part that
    // joins later is selected in its group.
    const parts = document.createElement("div");
    parts.innerHTML = renderToStaticMarkup(pkgGroup());
    const group = parts.firstElementChild!;
    const [list, ...panels] = [...group.children];
    const tabs = [...list!.children];
    const shell = group.cloneNode(false) as Element;
    const listShell = list!.cloneNode(false) as Element;
    document.body.append(shell);
    await Promise.resolve();
    shell.append(listShell);
    await Promise.resolve();
    for (const tab of tabs) {
      listShell.append(tab);
      await Promise.resolve();
    }
    expect(listShell.querySelector("[aria-selected=true]")?.textContent).toBe("pnpm");
    for (const panel of panels) {
      shell.append(panel);
      await Promise.resolve();
    }
    expect(shell.querySelector("[data-selected]")?.textContent).toBe("pnpm add");
    expect(typeof applyTabsBeforePaint).toBe("function");
  });

  /** Runs the serialised script with MutationObserver counted, and the document's parse state as given. */
  function runScript(readyState: DocumentReadyState): { observers: MutationObserver[] } {
    const Real = window.MutationObserver;
    const observers: MutationObserver[] = [];
    class Counted extends Real {
      constructor(callback: MutationCallback) {
        super(callback);
        observers.push(this);
      }
    }
    const state = jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
    window.MutationObserver = Counted;
    try {
      new Function(tabsScript())();
    } finally {
      window.MutationObserver = Real;
      state.mockRestore();
    }
    return { observers };
  }

  it("before paint, with no choice stored (a first visit): marks <html> and watches nothing through the parse", () => {
    document.body.innerHTML = "";
    const { observers } = runScript("loading");
    expect(document.documentElement.hasAttribute("data-tabs-js")).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it("before paint: stops watching once the parser is done (DOMContentLoaded)", async () => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ pkg: "yarn" }));
    document.body.innerHTML = "";
    const { observers } = runScript("loading");
    expect(observers).toHaveLength(1);
    const parsed = mount(renderToStaticMarkup(pkgGroup()));
    await Promise.resolve();
    expect(parsed.querySelector("[aria-selected=true]")?.textContent).toBe("yarn");
    observers[0]!.disconnect = jest.fn(observers[0]!.disconnect.bind(observers[0]!));
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(observers[0]!.disconnect).toHaveBeenCalledTimes(1);
  });

  it("after a client navigation: the island selects the stored choice in the new page's synced groups only", () => {
    const root = mount(
      renderToStaticMarkup(
        <>
          {pkgGroup()}
          <Tabs syncKey="framework">
            <Tab label="a">a</Tab>
            <Tab label="b">b</Tab>
          </Tabs>
          <Tabs>
            <Tab label="npm">x</Tab>
            <Tab label="pnpm">y</Tab>
          </Tabs>
        </>,
      ),
    );
    applyStoredTabsHere(); // nothing stored: nothing changes
    const selected = () => [...root.querySelectorAll("[data-tabs]")].map((g) => g.querySelector("[aria-selected=true]")?.textContent);
    expect(selected()).toEqual(["npm", "a", "npm"]);
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ pkg: "pnpm", framework: "nope" }));
    applyStoredTabsHere();
    // The pkg group takes the choice (tab and panel); a stored value no tab has, and a group without a key, are left alone.
    expect(selected()).toEqual(["pnpm", "a", "npm"]);
    expect(root.querySelector("[data-sync-key=pkg] [data-selected]")?.textContent).toBe("pnpm add");
    localStorage.setItem(TABS_STORAGE_KEY, "not json");
    expect(() => applyStoredTabsHere()).not.toThrow();
  });
});

describe("PackageManagers and ConfigTwin", () => {
  it("turns one command into npm, pnpm and yarn tabs synced by pkg", () => {
    const root = mount(renderToStaticMarkup(<PackageManagers command="install @launchbay/cli" dev />));
    expect(root.querySelector("[data-tabs]")?.getAttribute("data-sync-key")).toBe("pkg");
    expect(root.querySelector("[role=tablist]")?.getAttribute("aria-label")).toBe("Package manager");
    expect([...root.querySelectorAll("code")].map((c) => c.textContent)).toEqual(["npm install --save-dev @launchbay/cli", "pnpm add --save-dev @launchbay/cli", "yarn add --dev @launchbay/cli"]);
    mount(renderToStaticMarkup(<PackageManagers command="install @launchbay/cli" global />));
    expect([...document.querySelectorAll("code")].map((c) => c.textContent)).toEqual(["npm install --global @launchbay/cli", "pnpm add --global @launchbay/cli", "yarn global add @launchbay/cli"]);
    mount(renderToStaticMarkup(<PackageManagers command="npx @launchbay/cli login" />));
    expect([...document.querySelectorAll("code")].map((c) => c.textContent)).toEqual(["npx @launchbay/cli login", "pnpm dlx @launchbay/cli login", "yarn dlx @launchbay/cli login"]);
  });

  it("shows the config block and its dashboard path and CLI command as tabs", () => {
    const root = mount(
      renderToStaticMarkup(
        <ConfigTwin ui="Project configuration › Functions › Region" cli="launchbay env:set A b">
          <pre>x</pre>
        </ConfigTwin>,
      ),
    );
    expect([...root.querySelectorAll("[role=tab]")].map((t) => t.textContent)).toEqual(["launchbay.toml", "Dashboard", "CLI"]);
    expect(root.textContent).toContain("In the dashboard: Project configuration › Functions › Region");
    expect(root.querySelector("[data-tabs]")?.getAttribute("data-sync-key")).toBe("config");
  });
});

describe("the other kit components", () => {
  it("Badge says its release phase in text", () => {
    expect(renderToStaticMarkup(<Badge phase="early-access" />)).toBe('<span class="badge badge-early-access" data-phase="early-access">Early access</span>');
    expect(mount(renderToStaticMarkup(<Badge phase="end-of-service" />)).textContent).toBe("End of service");
  });

  it("Details is a native disclosure named by its summary", () => {
    const root = mount(renderToStaticMarkup(<Details summary="Why?">Because.</Details>));
    expect(root.querySelector("details > summary")?.textContent).toBe("Why?");
    expect(root.querySelector("details")?.hasAttribute("open")).toBe(false);
  });

  it("Steps, Cards, LinkCard, FileTree and Kbd", () => {
    const root = mount(
      renderToStaticMarkup(
        <>
          <Steps>
            <ol>
              <li>One</li>
            </ol>
          </Steps>
          <Cards>
            <LinkCard href="/functions/overview/" title="Functions" description="Run code" />
          </Cards>
          <FileTree>
            <ul>
              <li>
                src/
                <ul>
                  <li>index.ts</li>
                </ul>
              </li>
            </ul>
          </FileTree>
          <Kbd>Ctrl</Kbd>
        </>,
      ),
    );
    expect(root.querySelector(".steps > ol > li")?.textContent).toBe("One");
    const card = root.querySelector<HTMLAnchorElement>(".cards a.link-card");
    expect(card?.getAttribute("href")).toBe("/functions/overview/");
    expect(card?.textContent).toBe("FunctionsRun code");
    expect(card?.hasAttribute("rel")).toBe(false);
    expect(root.querySelector("[role=group][aria-label='File tree'] li li")?.textContent).toBe("index.ts");
    expect(root.querySelector("kbd")?.textContent).toBe("Ctrl");
  });
});

describe("Term and Glossary", () => {
  const saved = process.env.CONTENT_ROOT;
  let root = "";
  let removeSiteData = () => undefined as void;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "glossary-"));
    fs.writeFileSync(
      path.join(root, "glossary.yaml"),
      "- term: Deploy preview\n  aliases: [deploy previews]\n  definition: A deploy of a pull request.\n- term: Build hook\n  definition: A URL that starts a build.\n",
    );
    process.env.CONTENT_ROOT = root;
    // The components read the glossary the content step generated, as the routes do.
    removeSiteData = generateSiteData(root);
  });
  afterAll(() => {
    removeSiteData();
    process.env.CONTENT_ROOT = saved;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("links the term to the glossary and describes it with its definition (aria-describedby), focusable", () => {
    const body = mount(
      renderToStaticMarkup(
        <p>
          Open <Term>deploy previews</Term> now.
        </p>,
      ),
    );
    const link = body.querySelector<HTMLAnchorElement>("a.term-link");
    expect(link?.getAttribute("href")).toBe("/glossary/#deploy-preview");
    const tip = document.getElementById(link?.getAttribute("aria-describedby") ?? "");
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toBe("A deploy of a pull request.");
    link?.focus();
    expect(document.activeElement).toBe(link);
  });

  it("Escape dismisses the focused term's tooltip without moving focus; it shows again after focus leaves", () => {
    const body = mount(
      renderToStaticMarkup(
        <p>
          Open <Term>deploy previews</Term> now. <a href="#next">Next</a>
        </p>,
      ),
    );
    document.addEventListener("keydown", onTermKey);
    document.addEventListener("focusout", onTermLeave);
    try {
      const term = body.querySelector<HTMLElement>(".term");
      const link = body.querySelector<HTMLAnchorElement>("a.term-link");
      link?.focus();
      link?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      expect(term?.hasAttribute("data-dismissed")).toBe(false);
      link?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      expect(term?.hasAttribute("data-dismissed")).toBe(true);
      expect(document.activeElement).toBe(link);
      body.querySelector<HTMLAnchorElement>("a[href='#next']")?.focus();
      expect(term?.hasAttribute("data-dismissed")).toBe(false);
    } finally {
      document.removeEventListener("keydown", onTermKey);
      document.removeEventListener("focusout", onTermLeave);
    }
  });

  it("lists every term with an anchor on the glossary page", () => {
    const body = mount(renderToStaticMarkup(<Glossary />));
    expect([...body.querySelectorAll("dt")].map((dt) => [dt.id, dt.textContent])).toEqual([
      ["build-hook", "Build hook"],
      ["deploy-preview", "Deploy preview"],
    ]);
  });
});
