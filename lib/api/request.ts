/**
 * One API request as the reference's samples and its Try it panel see it: an operation's method and path,
 * its path and query parameter values and its body. Client-safe and dependency-free: the Try it panel's chunk
 * imports it; the snippet generator (lib/api/samples.ts) builds its HAR request from it.
 */

/** Where requests go unless configured (NEXT_PUBLIC_API_ORIGIN). */
export const DEFAULT_API_ORIGIN = "https://api.launchbay.com";

/** The environment variable every sample reads the personal access token from. */
export const TOKEN_VARIABLE = "LAUNCHBAY_AUTH_TOKEN";

export interface ApiRequest {
  operationId: string;
  method: "get" | "put" | "post" | "delete" | "patch";
  /** The templated path: `/v1/projects/{project_id}`. */
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  /** The body's media type, when the operation takes one. */
  bodyType?: string;
  /** A JSON body (any JSON value), or an object of fields for `application/x-www-form-urlencoded`. */
  body?: unknown;
}

/** The API origin of this build: NEXT_PUBLIC_API_ORIGIN (an http(s) origin) or the production API. */
export function apiOrigin(value: string | undefined = process.env.NEXT_PUBLIC_API_ORIGIN): string {
  if (!value) return DEFAULT_API_ORIGIN;
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`NEXT_PUBLIC_API_ORIGIN must be an http(s) origin, not ${value}`);
  return url.origin;
}

/** The request's URL: path parameters filled in (encoded) and the non-empty query parameters appended. */
export function requestUrl(request: ApiRequest, origin = DEFAULT_API_ORIGIN): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.pathParams[name] ?? name.toUpperCase()));
  const query = Object.entries(request.query)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${origin}${path}${query.length ? `?${query.join("&")}` : ""}`;
}

/** Whether the body is sent as JSON (the generated samples and Try it cover these and form-encoded bodies). */
export const isJsonBody = (request: ApiRequest) => request.bodyType === "application/json";

/** Whether the body is a file (a zip of a deploy): Try it sends a file the reader picks, the samples keep curl. */
export const isFileBody = (request: ApiRequest) => request.bodyType !== undefined && !isJsonBody(request) && request.bodyType !== "application/x-www-form-urlencoded";
