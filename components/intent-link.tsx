import Link from "next/link";
import type { ComponentProps } from "react";
import { intentProps } from "@/lib/nav/intent";

/**
 * A client-router link that prefetches on intent, not on sight (lib/nav/intent.ts): `prefetch={false}` turns
 * off Next's in-view prefetch, and the mark lets the one IntentPrefetch island prefetch it on hover, focus or touch.
 */
export function IntentLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link {...props} prefetch={false} {...intentProps} />;
}
