/** YouTube's IFrame player API and the addresses of YouTube videos, for every screen that shows one. */

export interface YoutubePlayerApi {
  getCurrentTime(): number;
  getDuration(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
}
export interface YoutubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      playerVars?: Record<string, number | string>;
      events?: { onReady?(): void; onStateChange?(event: { data: number }): void };
    },
  ) => YoutubePlayerApi;
  PlayerState: { PLAYING: number; PAUSED: number; ENDED: number };
}
declare global {
  interface Window {
    YT?: YoutubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let youtubeApi: Promise<YoutubeNamespace> | null = null;

/** YouTube's IFrame player API, loaded once (the Content-Security-Policy admits its hosts). */
export function loadYoutubeApi(): Promise<YoutubeNamespace> {
  youtubeApi ??= new Promise((resolve, reject) => {
    if (window.YT?.Player) return resolve(window.YT);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(window.YT!);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.onerror = () => {
      // Unreachable now (offline, blocked): a later call may try again.
      youtubeApi = null;
      script.remove();
      reject(new Error('The YouTube player could not be loaded'));
    };
    document.head.append(script);
  });
  return youtubeApi;
}

/** The video id of a youtube.com or youtu.be address. */
export function youtubeIdOf(url: string): string | null {
  try {
    const address = new URL(url);
    if (address.hostname === 'youtu.be') return address.pathname.slice(1) || null;
    return address.searchParams.get('v') ?? address.pathname.split('/').filter(Boolean).at(-1) ?? null;
  } catch {
    return null;
  }
}

/**
 * A YouTube video's length in whole seconds, read by a hidden IFrame player, or null when the
 * player cannot load (offline, blocked) within 15 s.
 */
export function youtubeDuration(url: string): Promise<number | null> {
  const videoId = youtubeIdOf(url);
  if (!videoId) return Promise.resolve(null);
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;left:-9999px';
    host.setAttribute('aria-hidden', 'true');
    document.body.append(host);
    const target = document.createElement('div');
    host.append(target);
    let player: YoutubePlayerApi | null = null;
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      player?.destroy();
      host.remove();
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), 15_000);
    loadYoutubeApi().then(
      (YT) => {
        player = new YT.Player(target, {
          videoId,
          events: {
            onReady: () => {
              const seconds = Math.round(player?.getDuration() ?? 0);
              finish(seconds > 0 ? seconds : null);
            },
          },
        });
      },
      () => finish(null),
    );
  });
}
