import path from 'node:path';

/**
 * The HLS ladder made from an uploaded video (docs/decisions/158-video-ladder-made-at-upload.md):
 * four rungs for phones on 2G–4G, never above the source's own height, AAC audio, 4-second
 * segments whose keyframes line up across rungs so the player can switch at any segment.
 */
export const LADDER = [
  { height: 144, videoKbps: 100, audioKbps: 48 },
  { height: 240, videoKbps: 250, audioKbps: 48 },
  { height: 360, videoKbps: 500, audioKbps: 64 },
  { height: 480, videoKbps: 900, audioKbps: 64 },
] as const;
export type Rung = { height: number; videoKbps: number; audioKbps: number };

export const SEGMENT_SECONDS = 4;

/** The rungs for a source `height` pixels high: those not above it, or one at its own height. */
export function ladderFor(sourceHeight: number): Rung[] {
  const rungs = LADDER.filter((rung) => rung.height <= sourceHeight);
  if (rungs.length > 0) return rungs;
  // Smaller than the smallest rung: one rung at the source's (even) height.
  return [{ ...LADDER[0], height: Math.max(2, sourceHeight - (sourceHeight % 2)) }];
}

/** A rung's advertised bandwidth in bits per second (video and audio), as the playlist carries it. */
export function bandwidthOf(rung: Rung, hasAudio: boolean): number {
  return (rung.videoKbps + (hasAudio ? rung.audioKbps : 0)) * 1000;
}

/** What the source holds, read from `ffmpeg -i`'s description of it. */
export interface SourceFacts {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/**
 * Reads `ffmpeg -hide_banner -i <file>`'s report (on stderr): the duration line, the first video
 * stream's size and whether there is an audio stream. Null when there is no video stream or no
 * duration (not a video, or a damaged one).
 */
export function parseSourceFacts(report: string): SourceFacts | null {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(report);
  const video = /Stream #\d+:\d+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(report);
  if (!duration || !video) return null;
  const durationSeconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  if (!(durationSeconds > 0)) return null;
  return {
    durationSeconds,
    width: Number(video[1]),
    height: Number(video[2]),
    hasAudio: /Stream #\d+:\d+.*?: Audio: /.test(report),
  };
}

/**
 * The percentage done from one block of `ffmpeg -progress` output (`out_time_us=`, or
 * `out_time_ms=`, which older ffmpeg also counts in microseconds), or null when it holds none.
 * Never 100 before the files are stored: that is the job's to say.
 */
export function progressPercent(block: string, durationSeconds: number): number | null {
  const match = /out_time_(?:us|ms)=(\d+)/.exec(block);
  if (!match || durationSeconds <= 0) return null;
  const seconds = Number(match[1]) / 1_000_000;
  return Math.max(0, Math.min(99, Math.floor((seconds / durationSeconds) * 100)));
}

/** Where a stored file's ladder and pictures live in storage: `media/<name without extension>/`. */
export function mediaKeys(file: string) {
  const base = `media/${path.parse(file).name}`;
  return {
    prefix: `${base}/`,
    master: `${base}/master.m3u8`,
    poster: `${base}/poster.jpg`,
    thumbnail: `${base}/thumbnail.jpg`,
  };
}

/** A rung's frame width for a source of `width`×`height`: the same shape, rounded to an even number. */
export function rungWidth(rung: Rung, source: { width: number; height: number }): number {
  return Math.max(2, Math.round((rung.height * source.width) / source.height / 2) * 2);
}

/**
 * ffmpeg's arguments for one rung: scaled to `width`×`height`, H.264 (main profile, which every
 * Android phone decodes in hardware) at a capped bitrate, keyframes forced at every segment's
 * start, so all rungs cut at the same instants and the player can switch at any segment, AAC
 * audio, 4-second segments and a VOD playlist `index.m3u8` in `outDir`. One rung per run: the
 * npm package's ffmpeg 4.1 crashes on several variant streams in one run.
 */
export function rungArguments({
  input,
  outDir,
  rung,
  width,
  hasAudio,
}: {
  input: string;
  outDir: string;
  rung: Rung;
  width: number;
  hasAudio: boolean;
}): string[] {
  const args = ['-hide_banner', '-y', '-nostats', '-progress', 'pipe:1', '-i', input];
  args.push('-map', '0:v:0', '-vf', `scale=${width}:${rung.height}`);
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  args.push('-b:v', `${rung.videoKbps}k`, '-maxrate', `${Math.round(rung.videoKbps * 1.1)}k`);
  args.push('-bufsize', `${rung.videoKbps * 2}k`, '-sc_threshold', '0');
  args.push('-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`);
  if (hasAudio)
    args.push('-map', '0:a:0', '-c:a', 'aac', '-b:a', `${rung.audioKbps}k`, '-ac', '2', '-ar', '44100');
  args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
  args.push('-hls_segment_filename', path.join(outDir, 'segment_%03d.ts'));
  args.push(path.join(outDir, 'index.m3u8'));
  return args;
}

/** The master playlist naming each rung's playlist (`<index>/index.m3u8`), lowest first. */
export function masterPlaylist(
  rungs: { height: number; width: number; bandwidth: number }[],
  hasAudio: boolean,
): string {
  const codecs = hasAudio ? 'avc1.4d401e,mp4a.40.2' : 'avc1.4d401e';
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  rungs.forEach((rung, index) => {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rung.bandwidth},RESOLUTION=${rung.width}x${rung.height},CODECS="${codecs}"`,
      `${index}/index.m3u8`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/** ffmpeg's arguments for one still picture at `atSeconds`, `height` pixels high at most. */
export function stillArguments({
  input,
  output,
  atSeconds,
  height,
}: {
  input: string;
  output: string;
  atSeconds: number;
  height: number;
}): string[] {
  return [
    '-hide_banner',
    '-y',
    '-ss',
    atSeconds.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale=-2:'min(${height},ih)'`,
    '-q:v',
    '4',
    output,
  ];
}

/** Where in the video the poster is taken: a second in, or a third of a shorter video. */
export function posterSecond(durationSeconds: number): number {
  return Math.min(1, durationSeconds / 3);
}

/** The last line(s) of ffmpeg's report worth showing an admin as the reason a job failed. */
export function failureReason(report: string): string {
  const lines = report
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (lines.slice(-2).join(' ') || 'ffmpeg failed without a message').slice(0, 500);
}

/**
 * Delivery (docs/decisions/162-video-files-for-signed-in-users-only.md): what is made of a video
 * is served only under /media/, to signed-in users. The kinds of file there, by extension, and
 * how long a browser may keep each: segments never change (a remade ladder gets new names only
 * after a failure, when nothing played), playlists are asked again, pictures kept for a day.
 * `private`: never a shared cache, which would hand them to someone not signed in.
 */
export const MEDIA_FILES = {
  '.m3u8': { type: 'application/vnd.apple.mpegurl', cacheControl: 'private, no-cache' },
  '.ts': { type: 'video/mp2t', cacheControl: 'private, max-age=31536000, immutable' },
  '.jpg': { type: 'image/jpeg', cacheControl: 'private, max-age=86400' },
} as const;
export type MediaFileKind = keyof typeof MEDIA_FILES;

/** The storage key of a /media/ path's rest (`<name>/…`), with its kind; null for anything else. */
export function mediaFileOf(rest: string): { key: string; kind: MediaFileKind } | null {
  const kind = path.extname(rest) as MediaFileKind;
  if (
    !Object.hasOwn(MEDIA_FILES, kind) ||
    rest.split('/').some((part) => part === '' || part.startsWith('.'))
  )
    return null;
  return { key: `media/${rest}`, kind };
}

/** The URL path a stored media key is served at: `media/<name>/poster.jpg` → `/media/<name>/poster.jpg`. */
export function mediaPath(key: string): string {
  return `/${key}`;
}

/**
 * A media playlist with each segment line replaced by `urlOf(segment)` (a signed URL of the
 * bucket or CDN); tags and the master playlist's variant lines are left as they are.
 */
export function withSegmentUrls(playlist: string, urlOf: (segment: string) => string): string {
  if (playlist.includes('#EXT-X-STREAM-INF')) return playlist;
  return playlist
    .split('\n')
    .map((line) => {
      const uri = line.trim();
      return uri === '' || uri.startsWith('#') ? line : urlOf(uri);
    })
    .join('\n');
}

/**
 * A bucket's signed URL of `key` sent through a CDN at `baseUrl` instead: the same key and
 * signature under the CDN's address (the CDN passes the request on to the bucket, whose host the
 * signature names).
 */
export function throughCdn(signedUrl: string, key: string, baseUrl: string): string {
  const url = new URL(signedUrl);
  return `${baseUrl.replace(/\/+$/, '')}/${key}${url.search}`;
}
