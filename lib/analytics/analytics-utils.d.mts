// Types of the analytics-utils alias (analytics-utils.mjs): the package's own.
export * from "analytics-utils";
