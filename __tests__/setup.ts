// jest-dom's matchers are for the DOM tests (`@jest-environment jsdom`); its types come from tsconfig's `types`.
// Loaded in every test file it cost ~0.3 s of CPU each, most of the run time of a small node-environment test.
if (typeof document !== "undefined") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("@testing-library/jest-dom");
}

// next build inlines this from `trailingSlash: true`; jsdom tests must match what the exported site renders.
process.env.__NEXT_TRAILING_SLASH = "true";
