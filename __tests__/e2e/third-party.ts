import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Route } from "playwright-core";
import type { AnalyticsKeys } from "@/lib/site";
import { baseURL, launch } from "./browser";

/** The production host, served by the test server through Chromium's host resolver. */
export const productionURL = "http://docs.launchbay.com";

/** Chromium mapped so http://docs.launchbay.com/ is the test server (and a secure context, like production). */
export function launchOnProductionHost() {
  const port = new URL(baseURL).port;
  return launch([`--host-resolver-rules=MAP docs.launchbay.com 127.0.0.1:${port}`, `--unsafely-treat-insecure-origin-as-secure=${productionURL}`]);
}

/** Keys the tests answer `/analytics-config.json` with. */
export const testKeys: AnalyticsKeys = {
  gtmContainerId: "GTM-TEST",
  gtmPreview: "",
  gtmAuth: "",
  segmentWriteKey: "seg-test-key",
  customerioSiteId: "cio-test-site",
  rumApplicationId: "00000000-0000-4000-8000-000000000001",
  rumClientToken: "pubtesttoken",
};

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "fixtures/third-party", name), "utf8");

/** Third-party scripts and collectors, answered from local fixtures. */
const answers: { test: (url: URL) => boolean; answer: (route: Route) => Promise<void> }[] = [
  { test: (u) => u.hostname === "www.googletagmanager.com" && u.pathname === "/gtm.js", answer: (r) => r.fulfill({ contentType: "text/javascript", body: fixture("gtm.js") }) },
  { test: (u) => u.hostname === "cdn.segment.com", answer: (r) => r.fulfill({ contentType: "text/javascript", body: fixture("segment.js") }) },
  { test: (u) => u.hostname === "assets.customer.io", answer: (r) => r.fulfill({ contentType: "text/javascript", body: fixture("customerio.js") }) },
  { test: (u) => u.hostname.startsWith("browser-intake-") && u.hostname.endsWith("datadoghq.com"), answer: (r) => r.fulfill({ status: 202, body: "" }) },
];

/** What left the site during a test. */
export interface ThirdPartyLog {
  /** Every request to another host than the site's. */
  requests: string[];
  /** Those no fixture answers (aborted). */
  unexpected: string[];
}

/**
 * Intercepts every request of the context: the site's own go through (with `/analytics-config.json` answered
 * with `keys` when given), known third-party URLs are answered from fixtures, anything else is aborted. Nothing
 * reaches the internet.
 */
export async function routeThirdParty(context: BrowserContext, keys?: AnalyticsKeys): Promise<ThirdPartyLog> {
  const log: ThirdPartyLog = { requests: [], unexpected: [] };
  const siteHosts = new Set([new URL(baseURL).host, new URL(productionURL).host]);
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (siteHosts.has(url.host)) {
      if (keys && url.pathname === "/analytics-config.json") return route.fulfill({ contentType: "application/json", body: JSON.stringify(keys) });
      return route.fallback();
    }
    log.requests.push(url.toString());
    const known = answers.find((a) => a.test(url));
    if (known) return known.answer(route);
    log.unexpected.push(url.toString());
    return route.abort();
  });
  return log;
}
