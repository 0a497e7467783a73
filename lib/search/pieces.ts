/**
 * The SentencePiece unigram tokenizer of Universal Sentence Encoder lite, small enough for the browser:
 * the best-scoring split of a word into vocabulary pieces (Viterbi over piece log-probabilities), the
 * same split the model makes. Build and browser share it, so a query is split as the table was made.
 */

/** Marks the start of a word in piece strings ("▁domain"). */
export const WORD_START = "\u2581";

/** Words whose split a tokenizer keeps (the site's text has ~6,000 distinct words; a reader's queries far fewer). */
const MAX_SPLITS = 50_000;

export class PieceTokenizer {
  private readonly ids = new Map<string, number>();
  private readonly maxLength: number;
  /** Each word's split, once: the build embeds ~3,500 texts of a few thousand distinct words (1.4 → 0.6 s). */
  private readonly splits = new Map<string, readonly number[]>();

  /** `pieces[i]` is piece i; `scores[i]` its log-probability (higher is more common). */
  constructor(
    readonly pieces: readonly string[],
    readonly scores: ArrayLike<number>,
  ) {
    let maxLength = 1;
    pieces.forEach((piece, id) => {
      if (piece && !this.ids.has(piece)) this.ids.set(piece, id);
      maxLength = Math.max(maxLength, [...piece].length);
    });
    this.maxLength = maxLength;
  }

  /** The piece ids of one word (no spaces), with the word-start mark added; unknown characters are skipped. */
  encodeWord(word: string): readonly number[] {
    let split = this.splits.get(word);
    if (!split) {
      if (this.splits.size >= MAX_SPLITS) this.splits.clear();
      this.splits.set(word, (split = this.split(word)));
    }
    return split;
  }

  private split(word: string): number[] {
    const symbols = [...(WORD_START + word.normalize("NFKC"))];
    const n = symbols.length;
    const best = new Float64Array(n + 1).fill(-Infinity);
    const from = new Int32Array(n + 1).fill(-1);
    const piece = new Int32Array(n + 1).fill(-1);
    best[0] = 0;
    for (let start = 0; start < n; start++) {
      if (best[start] === -Infinity) continue;
      // An unknown character costs more than any piece, so it is only used when nothing else fits.
      const skip = (best[start] as number) - 20;
      if (skip > (best[start + 1] as number)) {
        best[start + 1] = skip;
        from[start + 1] = start;
        piece[start + 1] = -1;
      }
      let text = "";
      for (let end = start + 1; end <= Math.min(n, start + this.maxLength); end++) {
        text += symbols[end - 1];
        const id = this.ids.get(text);
        if (id === undefined) continue;
        const score = (best[start] as number) + (this.scores[id] ?? 0);
        if (score > (best[end] as number)) {
          best[end] = score;
          from[end] = start;
          piece[end] = id;
        }
      }
    }
    const out: number[] = [];
    for (let end = n; end > 0; end = from[end] as number) {
      if ((piece[end] as number) >= 0) out.push(piece[end] as number);
    }
    return out.reverse();
  }
}
