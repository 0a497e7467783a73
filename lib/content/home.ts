import { z } from "zod";
import { parseYamlData } from "./yaml-data";

const reference = z.strictObject({ title: z.string().min(1), url: z.string().min(1) });
const card = z.strictObject({
  title: z.string().min(1),
  text: z.array(z.string().min(1)).min(1),
  references: z.array(reference).default([]),
  icon: z.string().optional(),
});

/** The home page data (docs/CONTRACT.md §3, home page content cards). */
export const homeSchema = z.strictObject({
  hero: z.strictObject({ heading: z.string().min(1), text: z.string().min(1), actions: z.array(reference).default([]) }),
  // "What's new?" comes from content/changelog.yaml (lib/content/changelog.ts): a whatsNew key here is an error (strict object).
  /** Headings of the card sections; optional so older home files keep working. */
  headings: z.strictObject({ platform: z.string().min(1), support: z.string().min(1) }).default({ platform: "Build on the platform", support: "Get support" }),
  platformCards: z.array(card).min(1),
  supportCards: z.array(card).min(1),
  video: z.strictObject({
    title: z.string().min(1),
    text: z.string().min(1),
    poster: z.string().startsWith("/"),
    youtubeId: z.string().regex(/^[\w-]{6,20}$/),
    duration: z.string().optional(),
  }),
});

/** Validated home data. */
export type HomeData = z.infer<typeof homeSchema>;

/** Parses home.yaml; throws a ContentError naming the file, line and field of each problem. */
export function parseHome(text: string, fileName = "content/home.yaml"): HomeData {
  return parseYamlData(text, homeSchema, fileName);
}

/** Every link of the home data, for the link check. */
export function homeLinks(home: HomeData): string[] {
  const references = [...home.platformCards, ...home.supportCards].flatMap((c) => c.references);
  return [...home.hero.actions, ...references].map((r) => r.url);
}
