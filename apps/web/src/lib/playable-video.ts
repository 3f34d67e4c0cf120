/** A video a screen can play: an uploaded file (`url`) or a YouTube link (`youtube_url`). */
export interface PlayableVideo {
  id: number;
  title: string;
  url: string;
  youtube_url: string | null;
  duration_seconds: number;
}
