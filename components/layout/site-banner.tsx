import type { Banner } from "@/lib/content/banner";

/**
 * The operators' announcement (lib/content/banner.ts) above the header of every page: server HTML, so it takes its
 * place in the first paint and never shifts the page; the inline script of lib/content/banner.ts hides a dismissed
 * one before paint and handles the dismiss button (no client component).
 */
export function SiteBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <div className="site-banner" role="region" aria-label="Announcement" data-banner-id={banner.id}>
      <p>
        {banner.text}
        {banner.link ? (
          <>
            {" "}
            <a href={banner.link.url} rel={banner.link.url.startsWith("/") ? undefined : "noopener"}>
              {banner.link.text}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" className="site-banner-dismiss" data-banner-dismiss aria-label="Dismiss announcement">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
