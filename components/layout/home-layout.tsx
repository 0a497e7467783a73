import { Fragment } from "react";
import { CHANGELOG_FEED_PATH, CHANGELOG_PATH, type ChangelogEntry } from "@/lib/content/changelog";
import type { HomeData } from "@/lib/content/home";
import { VideoCard } from "../video-card.client";

type Card = HomeData["platformCards"][number];

function SmartLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  // A site link navigates client-side through the page behaviour island's one click handler (lib/nav/intent.ts).
  return (
    <a href={href} className={className} rel={href.startsWith("/") ? undefined : "noopener"}>
      {children}
    </a>
  );
}

function Cards({ cards, headingId, heading }: { cards: Card[]; headingId: string; heading: string }) {
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.title} className="card">
            <h3>{card.title}</h3>
            {card.text.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {card.references.length > 0 ? (
              <ul className="card-links">
                {card.references.map((ref) => (
                  <li key={ref.url}>
                    <SmartLink href={ref.url}>{ref.title}</SmartLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page: hero with "What's new?" (the newest changelog entries, content/changelog.yaml), platform cards,
 * support cards and a video card from content/home.yaml.
 */
export function HomeLayout({ home, whatsNew }: { home: HomeData; whatsNew: ChangelogEntry[] }) {
  const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return (
    <main id="main" className="layout-home" tabIndex={-1}>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero-text">
          <h1 id="hero-heading">{home.hero.heading}</h1>
          <p className="hero-lead">{home.hero.text}</p>
          <p className="hero-actions">
            {/* A space between the buttons (the flex gap draws it): their text does not run together as "Get startedAsk…". */}
            {home.hero.actions.map((action, i) => (
              <Fragment key={action.url}>
                {i > 0 ? " " : null}
                <SmartLink href={action.url} className={i === 0 ? "button button-primary" : "button"}>
                  {action.title}
                </SmartLink>
              </Fragment>
            ))}
          </p>
        </div>
        <section className="whats-new" aria-labelledby="whats-new-heading">
          <h2 id="whats-new-heading">What&apos;s new?</h2>
          <ul>
            {whatsNew.map((item) => (
              <li key={item.date + item.title}>
                {/* Its own block (the item is a column anyway): the date's text does not run into the title's. */}
                <div>
                  <time dateTime={item.date}>{dateFormat.format(new Date(item.date))}</time>
                </div>
                <SmartLink href={item.link}>{item.title}</SmartLink>
              </li>
            ))}
          </ul>
          <p className="whats-new-more">
            <a href={CHANGELOG_PATH}>All changes</a>
            <a href={CHANGELOG_FEED_PATH} type="application/rss+xml">
              RSS feed
            </a>
          </p>
        </section>
      </section>
      <Cards cards={home.platformCards} headingId="platform-heading" heading={home.headings.platform} />
      <Cards cards={home.supportCards} headingId="support-heading" heading={home.headings.support} />
      <section className="home-section video-card" aria-labelledby="video-heading">
        <div>
          <h2 id="video-heading">{home.video.title}</h2>
          <p>{home.video.text}</p>
        </div>
        <VideoCard youtubeId={home.video.youtubeId} title={home.video.title} poster={home.video.poster} duration={home.video.duration} />
      </section>
    </main>
  );
}
