import { CHANGELOG_DESCRIPTION, CHANGELOG_FEED_PATH, CHANGELOG_TITLE, entryId, type ChangelogEntry } from "@/lib/content/changelog";
import { formatDate } from "@/lib/content/dates";

/** `/changelog/`: every changelog entry, newest first, each with its date, summary and link, and the RSS feed. */
export function ChangelogLayout({ entries }: { entries: ChangelogEntry[] }) {
  return (
    <main id="main" className="layout-changelog" tabIndex={-1}>
      <h1>{CHANGELOG_TITLE}</h1>
      <p className="doc-description">
        {CHANGELOG_DESCRIPTION}{" "}
        <a href={CHANGELOG_FEED_PATH} type="application/rss+xml">
          Subscribe with RSS
        </a>
      </p>
      <ol className="changelog-list">
        {entries.map((entry) => (
          <li key={entryId(entry)} id={entryId(entry)} className="changelog-entry">
            <time dateTime={entry.date}>{formatDate(Date.parse(`${entry.date}T00:00:00Z`))}</time>
            <h2>{entry.title}</h2>
            <p>{entry.summary}</p>
            <p>
              <a href={entry.link} rel={entry.link.startsWith("/") ? undefined : "noopener"}>
                Read more<span className="visually-hidden">: {entry.title}</span>
              </a>
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
