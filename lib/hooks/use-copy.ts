import { useCallback, useEffect, useRef, useState } from "react";
import { copyText } from "../browser/clipboard";
import { timings } from "../site";

/** Copy state for a button: `copy(text)` copies, then `copied` is true for 800 ms (docs/CONTRACT.md §4). */
export function useCopy(): { copied: boolean; copy: (text: string | Promise<string>) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string | Promise<string>) => {
    const ok = await copyText(text);
    if (ok) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), timings.copiedNotice);
    }
    return ok;
  }, []);
  return { copied, copy };
}
