import type { VideoMedia } from '@portal/shared';
import type { ReactNode } from 'react';

/** A video a screen can play: an uploaded file (`url`) or a YouTube link (`youtube_url`). */
export interface PlayableVideo {
  id: number;
  title: string;
  url: string;
  youtube_url: string | null;
  duration_seconds: number;
  /** The adaptive ladder made from an uploaded file (null for YouTube; absent: play `url`). */
  media?: VideoMedia | null;
}

/**
 * A verified player as a feature's screen receives it: features import no other feature
 * (CONTRIBUTING.md, section 7), so the route composing the screen passes the watching feature's
 * player in, and the screen gives it the video and whether it has been watched.
 */
export type RenderPlayer = (props: {
  video: PlayableVideo;
  watched: boolean;
  onWatched(): void;
}) => ReactNode;
