import { z } from "zod";
import { LAYOUT_NAMES } from "./layouts";

/** A prev/next override: a link, or false for none. */
const navLink = z.union([
  z.literal(false),
  z.strictObject({ title: z.string().min(1), url: z.string().startsWith("/") }),
]);

/** Dates may be written as YAML dates or strings; both become a Date. */
const date = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const parsed = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(parsed.getTime())) {
    ctx.addIssue({ code: "custom", message: `not a date: ${String(value)}` });
    return z.NEVER;
  }
  return parsed;
});

/** The frontmatter every MDX page must carry. Unknown keys are errors, so typos surface. */
export const frontmatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1).max(160, "keep descriptions under 160 characters"),
  sidebarTitle: z.string().trim().min(1).optional(),
  prev: navLink.optional(),
  next: navLink.optional(),
  layout: z.enum(LAYOUT_NAMES).default("doc"),
  robots: z.string().regex(/^[a-z, -]+$/, "robots takes values like noindex or noindex, nofollow").optional(),
  canonicalUrl: z.url().optional(),
  image: z.string().min(1).optional(),
  lastUpdated: date.optional(),
  /** When an editor last checked the page against the product (content:report ages pages by the later of this and lastUpdated). */
  lastReviewed: date.optional(),
  status: z.enum(["beta", "deprecated", "end-of-service"]).optional(),
  /**
   * Search keywords: the words and short phrases readers use for this page's topic that its title and headings do
   * not (plain-language names of the problem, other hosts' terms). Indexed by search and Ask, never shown.
   */
  keywords: z
    .array(
      z
        .string()
        .trim()
        .min(2)
        .max(40, "keep each keyword under 40 characters")
        .regex(/^[^A-Z]*$/, "write keywords in lower case (product names too)"),
    )
    .max(16, "at most 16 keywords: pick the phrases readers really use")
    .optional(),
  /**
   * The questions and symptoms this page answers, in readers' words (goals, symptoms, error messages), written
   * from the page's own content by its authors. Indexed and embedded by search and Ask as their own field, never shown.
   */
  questions: z
    .array(z.string().trim().min(8, "write a whole question or symptom").max(140, "keep each question under 140 characters"))
    .max(12, "at most 12 questions: pick the ones readers really ask")
    .optional(),
  hidden: z.boolean().default(false),
  redirects: z.strictObject({ html: z.boolean().optional(), index: z.boolean().optional() }).optional(),
});

/** Validated frontmatter of a page. */
export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Validates raw frontmatter; returns the data or a list of "field: problem" messages. */
export function parseFrontmatter(raw: unknown): { data: Frontmatter } | { errors: string[] } {
  const result = frontmatterSchema.safeParse(raw);
  if (result.success) return { data: result.data };
  return {
    errors: result.error.issues.map((issue) => {
      if (issue.code === "unrecognized_keys") return `unknown field ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
      const field = issue.path.join(".") || "(root)";
      if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return `${field}: is required (add ${field}: … between the --- lines)`;
      return `${field}: ${issue.message}`;
    }),
  };
}
