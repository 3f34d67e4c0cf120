/**
 * The player's side of `npm run bench:video` (bench/README.md, "Video"): a made ladder and its
 * original file, watched in Debian's Chromium under DevTools network emulation (time to first
 * frame, stalls, seconds stalled, bytes fetched), and the API's CPU while many promoters stream
 * the ladder from local storage at once (docs/decisions/162-video-files-for-signed-in-users-only.md).
 */
import { cpSync, createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { apiLogin, config, cpuSample, foreignCpuPercent, log, REPO_ROOT, sleep, startApi } from './common.js';

/** A link as DevTools emulates it. */
export interface LinkProfile {
  name: string;
  kbitPerSecond: number;
  roundTripMs: number;
}

export const LINKS: LinkProfile[] = [
  { name: '400 kbit/s, 400 ms', kbitPerSecond: 400, roundTripMs: 400 },
  { name: '1.5 Mbit/s, 150 ms', kbitPerSecond: 1500, roundTripMs: 150 },
];

export interface PlaybackFigures {
  firstFrameSeconds: number | null;
  stalls: number;
  stalledSeconds: number;
  playedSeconds: number;
  megabytes: number;
  level: number | null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/**
 * The page: a phone-sized player of the ladder (hls.js light, as the portal loads it, starting on
 * the lowest rung as the portal's Auto does on a slow or saving link, then following the
 * bandwidth, capped to the player's size) or of the original file, counting what the viewer sees.
 */
function playerPage(mode: 'ladder' | 'original', master: string): string {
  return `<!doctype html><html><body>
<video id="v" muted playsinline width="360" height="203"></video>
<script src="/hls.light.min.js"></script>
<script>
  const v = document.getElementById('v');
  const bench = (window.bench = { start: performance.now(), firstFrame: null, stalls: 0, stalledMs: 0, waitingSince: null, level: null });
  v.addEventListener('waiting', () => {
    if (bench.firstFrame !== null && bench.waitingSince === null) { bench.stalls += 1; bench.waitingSince = performance.now(); }
  });
  v.addEventListener('playing', () => {
    if (bench.waitingSince !== null) { bench.stalledMs += performance.now() - bench.waitingSince; bench.waitingSince = null; }
  });
  v.requestVideoFrameCallback(() => { bench.firstFrame = performance.now() - bench.start; });
  if (${JSON.stringify(mode)} === 'ladder') {
    const hls = new Hls({ enableWorker: false, startLevel: 0, capLevelToPlayerSize: true });
    hls.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => { bench.level = data.level; });
    hls.loadSource(${JSON.stringify(master)});
    hls.attachMedia(v);
  } else {
    v.src = '/original.mp4';
  }
  v.play();
</script></body></html>`;
}

/** A loopback server of the page, hls.js, the ladder and the original (with ranges). */
async function serveFiles(storageDir: string, original: string): Promise<{ url: string; close(): void }> {
  const hlsJs = path.join(REPO_ROOT, 'node_modules/hls.js/dist/hls.light.min.js');
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const master = url.searchParams.get('master') ?? '';
    if (url.pathname === '/player.html') {
      const mode = url.searchParams.get('mode') === 'ladder' ? 'ladder' : 'original';
      response.writeHead(200, { 'content-type': TYPES['.html']! });
      return response.end(playerPage(mode, master));
    }
    const file =
      url.pathname === '/hls.light.min.js'
        ? hlsJs
        : url.pathname === '/original.mp4'
          ? path.join(storageDir, original)
          : path.join(storageDir, path.normalize(url.pathname).replace(/^[/\\]+/, ''));
    if (!file.startsWith(storageDir) && file !== hlsJs) return response.writeHead(404).end();
    if (!existsSync(file)) return response.writeHead(404).end();
    const size = statSync(file).size;
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const range = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? '');
    if (range) {
      const from = Number(range[1]);
      const to = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      response.writeHead(206, {
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-range': `bytes ${from}-${to}/${size}`,
        'content-length': String(to - from + 1),
      });
      return createReadStream(file, { start: from, end: to }).pipe(response);
    }
    response.writeHead(200, {
      'content-type': type,
      'accept-ranges': 'bytes',
      'content-length': String(size),
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * Watches `watchSeconds` of the ladder and of the original file on each link, one after another in
 * one Chromium, and answers the figures per link and source.
 */
export async function measurePlayback(options: {
  storageDir: string;
  stem: string;
  original: string;
  watchSeconds: number;
  links?: LinkProfile[];
}): Promise<{ link: string; source: string; figures: PlaybackFigures }[]> {
  const files = await serveFiles(options.storageDir, options.original);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const results: { link: string; source: string; figures: PlaybackFigures }[] = [];
  try {
    for (const link of options.links ?? LINKS) {
      for (const source of ['ladder', 'original'] as const) {
        const page = await browser.newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: link.roundTripMs,
          downloadThroughput: (link.kbitPerSecond * 1000) / 8,
          uploadThroughput: (link.kbitPerSecond * 1000) / 8,
        });
        let bytes = 0;
        cdp.on('Network.dataReceived', (event: { dataLength: number }) => {
          bytes += event.dataLength;
        });
        const master = `/media/${options.stem}/master.m3u8`;
        await page.goto(`${files.url}/player.html?mode=${source}&master=${encodeURIComponent(master)}`);
        await sleep(options.watchSeconds * 1000);
        // A string: the bench compiles without the DOM's types.
        const seen = (await page.evaluate(`(() => {
          const bench = window.bench;
          const waiting = bench.waitingSince === null ? 0 : performance.now() - bench.waitingSince;
          return { ...bench, stalledMs: bench.stalledMs + waiting, played: document.querySelector('video').currentTime };
        })()`)) as {
          firstFrame: number | null;
          stalls: number;
          stalledMs: number;
          played: number;
          level: number | null;
        };
        const figures: PlaybackFigures = {
          firstFrameSeconds: seen.firstFrame === null ? null : seen.firstFrame / 1000,
          stalls: seen.stalls,
          stalledSeconds: seen.stalledMs / 1000,
          playedSeconds: seen.played,
          megabytes: bytes / 1e6,
          level: seen.level,
        };
        results.push({ link: link.name, source, figures });
        log(`${link.name}, ${source}: ${JSON.stringify(figures)}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    files.close();
  }
  return results;
}

/**
 * The API (as built, on PostgreSQL, local storage) while `streams` signed-in promoters each play
 * the ladder's `level` at real-time pace for `seconds`: every stream fetches the master and the
 * level's playlist, then one segment per segment length, as hls.js does once its buffer is full.
 * Answers the API's CPU share of one core, and its CPU per request.
 */
export async function measureStreaming(options: {
  storageDir: string;
  stem: string;
  streams: number;
  seconds: number;
  level: number;
}): Promise<{
  requests: number;
  failed: number;
  apiCpuPercent: number;
  cpuMsPerRequest: number;
  foreign: number;
}> {
  const database = 'portal_bench_video';
  const admin = new pg.Client({ connectionString: config.pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(config.pgUrl);
  url.pathname = `/${database}`;
  const api = await startApi({ databaseUrl: url.toString(), poolMax: 10 });
  try {
    // The ladder in the API's storage: DATA_DIR/uploads/final/media/<stem>/ (startApi's data dir).
    cpSync(
      path.join(options.storageDir, 'media', options.stem),
      path.join(api.dataDir, 'uploads/final/media', options.stem),
      {
        recursive: true,
      },
    );
    const tokens: string[] = [];
    for (let i = 0; i < options.streams; i += 1)
      tokens.push(await apiLogin(api, config.adminUsername, config.adminPassword));
    const base = `${api.baseUrl}/media/${options.stem}`;
    const playlist = readFileSync(
      path.join(options.storageDir, 'media', options.stem, String(options.level), 'index.m3u8'),
      'utf8',
    );
    const segments = playlist.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const segmentSeconds = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1] ?? 4);
    let requests = 0;
    let failed = 0;
    const get = async (token: string, file: string) => {
      requests += 1;
      const response = await fetch(`${base}/${file}`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    };
    const before = cpuSample(api);
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      tokens.map(async (token, index) => {
        // Streams start spread over one segment's length, as viewers do.
        await sleep((index / tokens.length) * segmentSeconds * 1000);
        await get(token, 'master.m3u8');
        await get(token, `${options.level}/index.m3u8`);
        for (let n = 0; performance.now() < deadline; n += 1) {
          const due = started + (index / tokens.length) * segmentSeconds * 1000 + n * segmentSeconds * 1000;
          if (due > performance.now()) await sleep(due - performance.now());
          if (performance.now() >= deadline) break;
          await get(token, `${options.level}/${segments[n % segments.length]}`);
        }
      }),
    );
    const wall = performance.now() - started;
    const after = cpuSample(api);
    const apiMs = after.apiMs - before.apiMs;
    return {
      requests,
      failed,
      apiCpuPercent: (apiMs / wall) * 100,
      cpuMsPerRequest: apiMs / requests,
      foreign: foreignCpuPercent(before, after, wall),
    };
  } finally {
    await api.stop();
  }
}
