import "@testing-library/jest-dom";

// next build inlines this from `trailingSlash: true`; jsdom tests must match what the exported site renders.
process.env.__NEXT_TRAILING_SLASH = "true";
