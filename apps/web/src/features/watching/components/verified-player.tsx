import { skippedAhead, type VideoKind } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FastForward, History } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type HlsType from 'hls.js/light';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language-provider';
import type { PlayableVideo } from '../../../lib/playable-video';
import { loadYoutubeApi, type YoutubePlayerApi, youtubeIdOf } from '../../../lib/youtube';
import { clockText } from '../../../lib/date-text';
import { reportWatchProgress, resumableSessionQuery, startWatchSession } from '../api/watch-sessions';
import {
  type LinkHints,
  levelSettings,
  QUALITY_CHOICES,
  QUALITY_STORAGE_KEY,
  type QualityChoice,
  qualityOf,
} from '../lib/quality';

/**
 * How often a playing video reports its position (and on pause, on a jump and at the end): often
 * enough that a skip is answered while fresh and the server's checkpoints (every 15 s) follow the
 * video; the reports in between write nothing (docs/decisions/164-progress-reports-that-write-nothing.md).
 */
const REPORT_EVERY_MS = 5000;
/** After the end, how often and how many times to ask again while the server's clock catches up. */
const SETTLE_EVERY_MS = 1000;
const SETTLE_TRIES = 5;

interface PlayerProps {
  kind: VideoKind;
  video: PlayableVideo;
  /** Already counted as watched (today, or for this attempt): the player says so from the start. */
  watched?: boolean;
  /** Called once, when the server counts the video as watched. */
  onWatched(): void;
}

/**
 * A player whose watching the server verifies (docs/product/content-and-earning.md, Watching):
 * pressing play starts a watch session, the position is reported every few seconds, on pause and
 * at the end, and only the server's answer marks the video watched. Uploaded files play in the
 * browser's own player, from their adaptive ladder once it is made (hls.js, or the browser's own
 * HLS; docs/decisions/159-the-player-picks-its-rung.md) with a quality choice, else the original
 * file; YouTube links in YouTube's IFrame player. A player coming back to a session still running
 * (the page was left, the link dropped) starts at the position the server recorded and says so
 * (docs/decisions/161-resume-the-same-watch-session.md).
 */
export function VerifiedPlayer({ kind, video, watched: watchedBefore = false, onWatched }: PlayerProps) {
  const t = useT();
  const [watched, setWatched] = useState(watchedBefore);
  // Seconds of watching still needed when the player ran ahead of the server's clock (a skip).
  const [skipped, setSkipped] = useState<{ secondsLeft: number } | null>(null);
  const session = useRef<Promise<string | null> | null>(null);
  const resumable = useQuery({ ...resumableSessionQuery(kind, video.id), enabled: !watchedBefore }).data
    ?.session;
  // Where the server has this user's running session, until play continues it from there.
  const [played, setPlayed] = useState(false);
  const continueFrom =
    resumable && !resumable.watched && resumable.position > 0 && !played ? resumable.position : 0;
  const [quality, setQuality] = useState<QualityChoice>(() => qualityOf(storedQuality()));
  // The source is chosen when the video opens and kept: a ladder that becomes ready while the
  // original file plays must not swap what plays (the next visit plays the ladder).
  const ladderReady = !video.youtube_url && video.media?.status === 'ready' && Boolean(video.media.hls_url);
  const source = useRef({ videoId: video.id, adaptive: ladderReady });
  if (source.current.videoId !== video.id) source.current = { videoId: video.id, adaptive: ladderReady };
  const adaptive = source.current.adaptive;
  const done = useRef(watchedBefore);
  // The latest callback, so the players' handlers stay the same and a YouTube player is made once.
  const notify = useRef(onWatched);
  useEffect(() => {
    notify.current = onWatched;
  }, [onWatched]);

  const start = useCallback(() => {
    setPlayed(true);
    // A refused start (the toast says why) leaves no session: the next play asks again.
    session.current ??= startWatchSession(kind, video.id).then(
      (answer) => answer.id,
      () => {
        session.current = null;
        return null;
      },
    );
  }, [kind, video.id]);

  const report = useCallback(
    async (position: number, paused = false) => {
      if (done.current || !session.current) return false;
      const id = await session.current;
      if (!id) return false;
      const answer = await reportWatchProgress(id, position, paused).catch((error: unknown) => {
        // The session outlived its bound (a long pause): a new one starts, its clock from now
        // (docs/product/content-and-earning.md, Watching).
        if (error instanceof ApiError && error.status === 410) {
          session.current = null;
          start();
        }
        return null;
      });
      if (answer && !answer.watched)
        setSkipped(
          skippedAhead({
            playerPosition: position,
            creditedPosition: answer.position,
            durationSeconds: video.duration_seconds,
          }),
        );
      if (answer?.watched && !done.current) {
        setSkipped(null);
        done.current = true;
        setWatched(true);
        notify.current();
      }
      return Boolean(answer?.watched);
    },
    [start, video.duration_seconds],
  );

  /** At the end: report, and ask again a few times while the server's clock reaches 90 %. */
  const finish = useCallback(
    async (position: number) => {
      for (let tries = 0; tries < SETTLE_TRIES && !done.current; tries++) {
        if (await report(position, true)) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_EVERY_MS));
      }
    },
    [report],
  );

  return (
    <div className="flex w-full max-w-3xl flex-col gap-3">
      <div className="overflow-hidden rounded-xl bg-black">
        {video.youtube_url ? (
          <YoutubePlayer
            video={video}
            startAt={continueFrom}
            onStart={start}
            onReport={report}
            onEnd={finish}
          />
        ) : (
          <FilePlayer
            video={video}
            quality={adaptive ? quality : null}
            startAt={continueFrom}
            onStart={start}
            onReport={report}
            onEnd={finish}
          />
        )}
      </div>
      {adaptive && (
        <QualityPicker
          value={quality}
          onChange={(choice) => {
            setQuality(choice);
            keepQuality(choice);
          }}
        />
      )}
      <p role="status" className="flex items-center gap-2 text-sm">
        {watched ? (
          <>
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
            <span className="font-medium text-emerald-700">{t('player.watched')}</span>
          </>
        ) : continueFrom > 0 ? (
          <>
            <History className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
            <span className="font-medium text-sky-800">
              {t('player.continueFrom', { time: clockText(continueFrom) })}
            </span>
          </>
        ) : skipped ? (
          <>
            <FastForward className="size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span className="font-medium text-amber-800">
              {t('player.skipped', { seconds: skipped.secondsLeft })}
            </span>
          </>
        ) : (
          <span className="text-slate-600">{t('player.watchToEnd')}</span>
        )}
      </p>
    </div>
  );
}

interface SourceProps {
  video: PlayableVideo;
  /** Seconds to start at: the running session's position the server recorded (0: the start). */
  startAt: number;
  onStart(): void;
  /** `paused`: the player stopped here (a pause, the end): a position to come back to. */
  onReport(position: number, paused?: boolean): Promise<boolean>;
  onEnd(position: number): Promise<void>;
}

function storedQuality(): string | null {
  try {
    return window.localStorage.getItem(QUALITY_STORAGE_KEY);
  } catch {
    return null;
  }
}

function keepQuality(choice: QualityChoice): void {
  try {
    window.localStorage.setItem(QUALITY_STORAGE_KEY, choice);
  } catch {
    // A browser that keeps nothing still uses the choice until the page is left.
  }
}

/** What the browser says of the link: Save-Data, and its effective type (Chromium has it). */
function linkHints(): LinkHints | undefined {
  return (navigator as Navigator & { connection?: LinkHints }).connection;
}

const QUALITY_LABELS = {
  saver: 'player.quality.saver',
  auto: 'player.quality.auto',
  high: 'player.quality.high',
} as const;

function QualityPicker({ value, onChange }: { value: QualityChoice; onChange(choice: QualityChoice): void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-600">
        {t('player.quality.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as QualityChoice)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900"
      >
        {QUALITY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(QUALITY_LABELS[choice])}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The ladder through hls.js (loaded only when a ladder plays), or the browser's own HLS where it
 * has no Media Source Extensions (iOS). The rung playing is on the element as `data-level`.
 */
function useAdaptiveSource(
  element: React.RefObject<HTMLVideoElement | null>,
  hlsUrl: string | null,
  fallbackUrl: string,
  quality: QualityChoice | null,
  levels: number,
) {
  const instance = useRef<HlsType | null>(null);
  const [level, setLevel] = useState<number | null>(null);
  const chosen = useRef(quality);
  chosen.current = quality;
  useEffect(() => {
    const media = element.current;
    if (!media || !hlsUrl) return;
    let cancelled = false;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        // The browser's own HLS (iOS), else the original file.
        media.src = media.canPlayType('application/vnd.apple.mpegurl') ? hlsUrl : fallbackUrl;
        return;
      }
      const settings = levelSettings(chosen.current ?? 'auto', linkHints(), levels);
      const hls = new Hls({
        enableWorker: false,
        startLevel: settings.startLevel,
        capLevelToPlayerSize: settings.capLevelToPlayerSize,
      });
      hls.on(Hls.Events.MANIFEST_PARSED, () => {
        hls.autoLevelCapping = settings.autoLevelCapping;
      });
      hls.on(Hls.Events.LEVEL_SWITCHED, (_event, data) => setLevel(data.level));
      hls.loadSource(hlsUrl);
      hls.attachMedia(media);
      instance.current = hls;
    });
    return () => {
      cancelled = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [element, hlsUrl, fallbackUrl, levels]);
  // A new choice applies from the next segment, without reloading what plays.
  useEffect(() => {
    const hls = instance.current;
    if (!hls || !quality) return;
    const settings = levelSettings(quality, linkHints(), levels);
    hls.capLevelToPlayerSize = settings.capLevelToPlayerSize;
    hls.autoLevelCapping = settings.autoLevelCapping;
    hls.nextLevel = quality === 'auto' ? -1 : settings.startLevel;
  }, [quality, levels]);
  return level;
}

/** Puts a player that has not played yet at `startAt` once it knows the video's length. */
function useStartAt(element: React.RefObject<HTMLVideoElement | null>, startAt: number) {
  useEffect(() => {
    const media = element.current;
    if (!media || startAt <= 0) return;
    const seek = () => {
      if (media.played.length === 0 && media.currentTime < startAt) media.currentTime = startAt;
    };
    if (media.readyState >= HTMLMediaElement.HAVE_METADATA) return seek();
    media.addEventListener('loadedmetadata', seek);
    return () => media.removeEventListener('loadedmetadata', seek);
  }, [element, startAt]);
}

function FilePlayer({
  video,
  quality,
  startAt,
  onStart,
  onReport,
  onEnd,
}: SourceProps & { quality: QualityChoice | null }) {
  const last = useRef(0);
  const element = useRef<HTMLVideoElement>(null);
  const hlsUrl = quality ? (video.media?.hls_url ?? null) : null;
  const level = useAdaptiveSource(element, hlsUrl, video.url, quality, video.media?.renditions.length ?? 0);
  useStartAt(element, startAt);
  return (
    <video
      ref={element}
      src={hlsUrl ? undefined : video.url}
      poster={video.media?.poster_url ?? undefined}
      data-level={level ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={video.title}
      className="aspect-video w-full"
      onPlay={onStart}
      onTimeUpdate={(event) => {
        const now = Date.now();
        if (now - last.current < REPORT_EVERY_MS) return;
        last.current = now;
        void onReport(event.currentTarget.currentTime);
      }}
      onPause={(event) => void onReport(event.currentTarget.currentTime, true)}
      // A jump is reported at once, so a skip that did not count is said while it is fresh.
      onSeeked={(event) => void onReport(event.currentTarget.currentTime)}
      onEnded={(event) => void onEnd(event.currentTarget.currentTime)}
    />
  );
}

// ---- YouTube ------------------------------------------------------------------------------------

function YoutubePlayer({ video, startAt, onStart, onReport, onEnd }: SourceProps) {
  const host = useRef<HTMLDivElement>(null);
  // Read when play first starts, so the answer arriving late does not make the player again.
  const resumeAt = useRef(startAt);
  resumeAt.current = startAt;
  const t = useT();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const videoId = youtubeIdOf(video.youtube_url!);
    if (!videoId || !host.current) return;
    let player: YoutubePlayerApi | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    const target = document.createElement('div');
    host.current.replaceChildren(target);
    void loadYoutubeApi().then(
      (YT) => {
        if (cancelled) return;
        player = new YT.Player(target, {
          videoId,
          playerVars: { rel: 0, modestbranding: 1, playsinline: 1 },
          events: {
            onStateChange: ({ data }) => {
              clearInterval(timer);
              const position = () => player?.getCurrentTime() ?? 0;
              if (data === YT.PlayerState.PLAYING) {
                if (resumeAt.current > position()) player?.seekTo(resumeAt.current, true);
                resumeAt.current = 0;
                onStart();
                timer = setInterval(() => void onReport(position()), REPORT_EVERY_MS);
              } else if (data === YT.PlayerState.PAUSED) void onReport(position(), true);
              else if (data === YT.PlayerState.ENDED) void onEnd(position());
            },
          },
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      clearInterval(timer);
      player?.destroy();
    };
  }, [video.youtube_url, onStart, onReport, onEnd]);
  if (failed)
    return (
      <p className="flex aspect-video w-full items-center justify-center p-6 text-center text-sm text-white">
        {t('player.youtubeFailed')}
      </p>
    );
  return (
    <div
      ref={host}
      className="aspect-video w-full [&_iframe]:h-full [&_iframe]:w-full"
      aria-label={video.title}
    />
  );
}
