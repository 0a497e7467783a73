/**
 * analytics-utils as the site's bundles see it (next.config.mjs aliases the package to this file): the
 * package itself, except that getTimeZone() answers undefined.
 *
 * @analytics/core calls getTimeZone() once, when it loads, to fill `context.timezone`. It asks
 * Intl.DateTimeFormat, and a page's first Intl formatter starts ICU: about 25 ms of main thread on this
 * machine, a 100 ms long task on a phone, in the middle of the reader's first seconds. No destination of ours
 * reads that value: GTM, Segment and Customer.io take the time zone from their own scripts. undefined is
 * what the package itself answers where Intl is missing.
 */
// A relative path, so that the alias does not send this import back here.
export * from "../../node_modules/analytics-utils/dist/analytics-utils.module.js";

/** @returns {undefined} */
export function getTimeZone() {
  return undefined;
}
