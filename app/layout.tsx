import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { Analytics } from "@/components/analytics.client";
import { Header } from "@/components/layout/header";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.origin),
  title: { template: `%s${site.titleSuffix}`, default: site.name },
  description: "Guides and references for building, deploying and running sites and apps on Launchbay.",
  applicationName: site.name,
  icons: { icon: [{ url: "/favicon.svg", type: "image/svg+xml" }] },
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
  return (
    <html lang={site.language} suppressHydrationWarning>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        {children}
        {/* useSearchParams needs a Suspense boundary in a static export */}
        <Suspense fallback={null}>
          <Analytics />
        </Suspense>
      </body>
    </html>
  );
}
