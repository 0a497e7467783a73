// Nextra's defaults, exported statically like our site (scripts/bench-nextra.ts fills content/).
import nextra from "nextra";

export default nextra({})({ output: "export", trailingSlash: true, images: { unoptimized: true } });
