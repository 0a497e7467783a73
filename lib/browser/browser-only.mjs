/**
 * What the browser-only libraries resolve to when Next compiles code for the server (next.config.mjs,
 * `BROWSER_ONLY`). Each is imported only by code that runs after hydration (analytics, RUM, Algolia), so server
 * rendering never calls them; without this, every route's server bundle compiled ~5 MB of them (Datadog's SDK,
 * and the Node builds of the analytics plugins with the `request` library) for nothing.
 */
function browserOnly() {
  throw new Error("a browser-only library (next.config.mjs BROWSER_ONLY) was called while rendering on the server");
}

export default browserOnly;
export const datadogRum = { init: browserOnly };
export const liteClient = browserOnly;
export const CONSTANTS = {};
