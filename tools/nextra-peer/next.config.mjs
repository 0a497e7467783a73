// Nextra's defaults, exported statically like our site (scripts/bench-nextra.ts fills content/). Its root is this
// folder, as for the same site standing alone: inside our repository Next would take our lockfile's folder for it.
import { fileURLToPath } from "node:url";
import nextra from "nextra";

const root = fileURLToPath(new URL(".", import.meta.url));

export default nextra({})({ output: "export", trailingSlash: true, images: { unoptimized: true }, turbopack: { root }, outputFileTracingRoot: root });
