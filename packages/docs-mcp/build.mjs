// Bundles the server (src/cli.ts and the docs site's search code it imports from lib/search/) into one
// CommonJS file with no runtime dependencies: dist/cli.cjs, the package's bin. `npm pack` runs it (prepack).
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(here, "src/cli.ts")],
  outfile: path.join(here, "dist/cli.cjs"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  minify: true,
  legalComments: "none",
  banner: { js: "#!/usr/bin/env node" },
  logLevel: "warning",
});
