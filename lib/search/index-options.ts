import type { Options } from "minisearch";
import { processTerm, tokenize } from "./terms";

/** A section as the index stores it: enough to show a result; the text comes from the page's text file. */
export interface StoredSection {
  path: string;
  anchor: string;
  pageTitle: string;
  headings: string[];
  /** Ranking weight of the page (1 when absent). */
  weight?: number;
}

/** The document shape the index is built from. */
export interface IndexedSection extends StoredSection {
  id: string;
  /** The page title (every section of a page carries it). */
  title: string;
  /** The heading path, joined. */
  heading: string;
  /** Prose and code of the section. */
  text: string;
  /** The page's search keywords (intro section only; "" elsewhere). */
  keywords: string;
  /** The questions the page answers (intro section only; "" elsewhere). */
  questions: string;
}

/** Index fields, in order. */
export const INDEX_FIELDS = ["title", "heading", "text", "keywords", "questions"];

/** Index options; the build and the browser must use the same ones (MiniSearch.loadJS). */
export const indexOptions: Options<IndexedSection> = {
  idField: "id",
  fields: INDEX_FIELDS,
  storeFields: ["path", "anchor", "pageTitle", "headings", "weight"],
  tokenize,
  processTerm,
};
