import type { PageRecord } from "@/lib/content/types";
import { pageJsonLd, type Crumb } from "@/lib/agents/json-ld";
import { scriptJson } from "@/lib/hosting/csp";

/** The page's schema.org data (TechArticle + BreadcrumbList) as a JSON-LD data block: never executed, so outside the CSP's script rules. */
export function JsonLd({ record, crumbs }: { record: PageRecord; crumbs: Crumb[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(pageJsonLd(record, crumbs)) }} />;
}
