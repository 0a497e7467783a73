import fs from "node:fs";
import path from "node:path";
import heldOut from "./held-out-questions.json";
import asked from "./questions.json";

/**
 * The question set: questions the way readers ask them — full sentences in their own words (not the
 * page's title words), some with typos — each with the page(s) that answer it, read from the pages
 * themselves. More than one expected page only where several genuinely answer. Spread over all ten
 * sidebar groups (`group` is the sidebar group of the first expected page; the test checks it).
 * Search must put an expected page in its top 3, Ask must cite one, for QUESTION_SET_TARGET of them.
 */
export interface Question {
  question: string;
  /** Pages that answer it, the best first. */
  expected: string[];
  /** The sidebar group of expected[0] (content/sidebar.yaml `group`). */
  group: string;
}

/** The share of questions search (top 3) and Ask (citations) must answer (issue #14, point 3): not reached yet. */
export const QUESTION_SET_TARGET = 0.9;

/**
 * What the current method reaches, measured on this set: lexical only 126/142 (88.7 %), hybrid 128/142 (90.1 %),
 * Ask 128/142 (90.1 %), with the pages' search keywords, Ask reading the best sections of four pages and always
 * naming the page search ranks first. The tests fail below these, so no change makes search or Ask worse, and
 * print how far each is from QUESTION_SET_TARGET. Hybrid search and Ask are at the target, by one question.
 */
export const QUESTION_SET_FLOOR = { lexical: 0.88, hybrid: 0.9, ask: 0.9 } as const;

/**
 * The set itself is data, kept in questions.json beside this file in the held-out set's shape (one question a line,
 * grouped in sidebar order).
 */
export const QUESTION_SET: Question[] = asked;

/**
 * The held-out set: 60 questions (6 per sidebar group) written after the method was fixed, by a writer who saw
 * neither the pages' keywords nor the set above. A regression floor in hybrid.integration.test.ts; measured by
 * `npm run bench:search` too.
 */
export const HELD_OUT_SET: Question[] = heldOut;

/** A question set kept in a JSON file next to this one (held-out-questions.json's shape), or undefined when the file is absent. */
export function optionalSet(file: string): Question[] | undefined {
  const full = path.join(__dirname, file);
  if (!fs.existsSync(full)) return undefined;
  const set = JSON.parse(fs.readFileSync(full, "utf8")) as unknown;
  const valid = (q: unknown): q is Question => {
    const { question, expected } = (q ?? {}) as Partial<Question>;
    return typeof question === "string" && Array.isArray(expected) && expected.length > 0 && expected.every((page) => typeof page === "string");
  };
  if (!Array.isArray(set)) throw new Error(`${file}: expected a JSON array of questions`);
  const bad = set.findIndex((q) => !valid(q));
  if (bad >= 0) throw new Error(`${file}: question ${bad + 1} needs a "question" string and a non-empty "expected" list of page paths`);
  return set as Question[];
}

/**
 * The blind sets (issue #28): questions written from randomly drawn pages by a writer who saw neither the
 * engine, its tests nor the pages' `questions:`; the typo set has a typo in every question, often in a word's
 * first letters. Tested when present, like the held-out set; their rates are reported once, by whoever runs them.
 */
export const BLIND_SET = optionalSet("blind-questions.json");
export const TYPO_SET = optionalSet("typo-questions.json");

/**
 * Floors of the blind set (search top 3, Ask citations): issue #28's target. Its one blind measure, with every page's
 * `questions:` indexed (2026-11-26): search 112/120 (93.3 %), Ask 112/120 (93.3 %). Tuning on it from now on makes
 * it a regression set, not a blind one.
 */
export const BLIND_FLOOR = { search: 0.9, ask: 0.9 } as const;
/** Floor of the typo set: search top 3 on the split index, answering from the shards the first query loads (measured once: 39/40). */
export const TYPO_FLOOR = { search: 0.9 } as const;
