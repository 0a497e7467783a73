import path from "node:path";

/** The content tree: content/, or CONTENT_ROOT (the test fixture site, a preview of a branch). */
export const contentRoot = () => path.resolve(process.env.CONTENT_ROOT ?? "content");
