/**
 * Lets the browser handle input and paint before the next piece of work: `scheduler.yield()` where the
 * browser has it, else a new task. Splitting start-up work this way keeps every task short (no long task
 * for Lighthouse's Total Blocking Time, and no input waiting behind analytics).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
