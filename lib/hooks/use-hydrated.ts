import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** False in the server HTML and while hydrating, true from the render after hydration on (React's server snapshot). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
