import fs from "node:fs";
import path from "node:path";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Analytics } from "@/components/analytics.client";
import { DevReload } from "@/components/dev-reload.client";
import { PageBehavior } from "@/components/page-behavior.client";
import { AgentDirective } from "@/components/layout/agent-directive";
import { currentManifest } from "@/lib/content/generated";
import { Header } from "@/components/layout/header";
import { SiteBanner } from "@/components/layout/site-banner";
import { bannerScript } from "@/lib/content/banner";
import { getSiteBanner } from "@/lib/content/pages";
import { chunkRecoveryScript } from "@/lib/browser/chunk-recovery";
import { site } from "@/lib/site";
import { SITE_DESCRIPTION } from "@/lib/routes/metadata";
import { tabsScript } from "@/lib/kit/tabs";
import { themeScript } from "@/lib/browser/theme";
import { inter } from "./fonts";
// Every stylesheet a page needs before its first paint, in one file: the search button sits in the header
// of every page, and the Ask page shares the doc pages' route (whose client CSS would load on all of them
// anyway). Only the search dialog's styles load later, with the dialog.
import "./globals.css";
import "@/components/reader.css";
import "@/components/page-features.css";
import "@/components/search/search-button.css";
import "@/components/ask/ask.css";
import "@/components/mdx/kit.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { template: `%s${site.titleSuffix}`, default: site.name },
  description: SITE_DESCRIPTION,
  applicationName: site.name,
  // The icon inline (181 bytes): one request less in every page's first view (issue #17's request budget).
  icons: { icon: [{ url: `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(process.cwd(), "public/favicon.svg"), "utf8").trim())}`, type: "image/svg+xml" }] },
  openGraph: { siteName: site.name, images: [{ url: site.defaultImage }] },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1419" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const banner = getSiteBanner();
  return (
    <html lang={site.language} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Before first paint: the stored theme (no flash), then recovery from chunk load errors. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript() }} />
        <script dangerouslySetInnerHTML={{ __html: chunkRecoveryScript() }} />
        {/* Before first paint: the reader's synced tab choices (MDX <Tabs syncKey>), no flash of the wrong tab. */}
        <script dangerouslySetInnerHTML={{ __html: tabsScript() }} />
        {/* Before first paint: a dismissed announcement stays hidden (content/banner.yaml, lib/content/banner.ts). */}
        {banner ? <script dangerouslySetInnerHTML={{ __html: bannerScript(banner) }} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AgentDirective />
        <SiteBanner banner={banner} />
        <Header />
        {children}
        {/* `npm run dev`: refresh the open page when its content is saved (the build leaves it out). */}
        {process.env.NODE_ENV === "development" && <DevReload rendered={currentManifest().inputs} />}
        {/* Copy buttons, client navigation, tabs and terms, the TOC scroll-spy, the 404 event: one island. */}
        <PageBehavior />
        <Analytics />
      </body>
    </html>
  );
}
