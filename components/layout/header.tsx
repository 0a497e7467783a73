import { SearchButton } from "@/components/search/search-button.client";
import { site } from "@/lib/site";
import { ThemeToggle } from "../theme-toggle.client";

/** The site header: product name, and the places for search, theme and Ask. */
export function Header() {
  return (
    <header className="site-header">
      <a href="/" className="brand" aria-label={`${site.name} home`}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" className="brand-mark">
          <path d="M12 2 3 7v10l9 5 9-5V7z" fill="currentColor" opacity=".18" />
          <path d="M12 6.5 7 9.3v5.4l5 2.8 5-2.8V9.3z" fill="currentColor" />
        </svg>
        <span>
          {site.product} <span className="brand-docs">Docs</span>
        </span>
      </a>
      <div className="header-actions" id="header-actions">
        <SearchButton />
        <a href={site.askPath} className="header-link">
          Ask <span className="header-link-long">{site.product}</span>
        </a>
        <ThemeToggle />
      </div>
    </header>
  );
}
