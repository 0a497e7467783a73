"use client";

import { useState, type MouseEvent } from "react";
import { site } from "@/lib/site";

interface VideoProps {
  youtubeId: string;
  title: string;
  poster: string;
  duration?: string;
}

/**
 * The home page video: a local poster and a play control; the player (a third-party iframe) is created
 * only when the reader presses play. Without JavaScript the control is a link to the video.
 */
export function VideoCard({ youtubeId, title, poster, duration }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`${site.videoEmbedOrigin}/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          width={640}
          height={360}
        />
      </div>
    );
  }
  const play = (event: MouseEvent) => {
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <a className="video-poster" href={`${site.videoEmbedOrigin}/watch?v=${encodeURIComponent(youtubeId)}`} rel="noopener" onClick={play}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export serves the poster as is */}
      <img src={poster} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <span className="video-play">
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="currentColor">
          <path d="M6 4l15 8-15 8z" />
        </svg>
        Play video: {title}
        {duration ? ` (${duration})` : ""}
      </span>
    </a>
  );
}
