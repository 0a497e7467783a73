/**
 * The Try it button of an API operation (components/mdx/try-it.tsx): a delegated click that the page behaviour
 * island adds. The panel's code (components/try-it/panel.client.tsx) is a chunk of its own, loaded on the first
 * press only: a page's first view carries this listener and nothing more.
 */
export function onTryItClick(event: MouseEvent): void {
  const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-try-it-open]");
  const root = button?.closest<HTMLElement>("[data-try-it]");
  if (!button || !root || root.dataset.tryItState) return;
  root.dataset.tryItState = "loading";
  import("@/components/try-it/panel.client")
    .then((panel) => panel.openTryIt(root, button))
    .catch(() => {
      delete root.dataset.tryItState;
    });
}
