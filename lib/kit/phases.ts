/** The release phases of docs/CONTRACT.md §4 (`<Badge phase>`), with the words readers see. */
export const BADGE_PHASES = {
  beta: "Beta",
  "early-access": "Early access",
  ga: "Generally available",
  deprecated: "Deprecated",
  "end-of-service": "End of service",
} as const;
export type BadgePhase = keyof typeof BADGE_PHASES;
