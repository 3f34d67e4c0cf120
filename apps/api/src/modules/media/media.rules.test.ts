import { describe, expect, it } from 'vitest';
import {
  bandwidthOf,
  failureReason,
  ladderFor,
  LADDER,
  masterPlaylist,
  mediaFileOf,
  mediaKeys,
  mediaPath,
  parseSourceFacts,
  posterSecond,
  progressPercent,
  rungArguments,
  rungWidth,
  throughCdn,
  withSegmentUrls,
} from './media.rules.js';

const REPORT = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'talk.mp4':
  Duration: 00:03:02.48, start: 0.000000, bitrate: 1869 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1280x720 [SAR 1:1 DAR 16:9], 1791 kb/s, 25 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, stereo, fltp, 128 kb/s (default)
At least one output file must be specified`;

describe('the ladder', () => {
  it('never climbs above the source, and a tiny source gets one rung of its own height', () => {
    expect(ladderFor(720).map((rung) => rung.height)).toEqual([144, 240, 360, 480]);
    expect(ladderFor(480).map((rung) => rung.height)).toEqual([144, 240, 360, 480]);
    expect(ladderFor(360).map((rung) => rung.height)).toEqual([144, 240, 360]);
    expect(ladderFor(200).map((rung) => rung.height)).toEqual([144]);
    expect(ladderFor(121)).toEqual([{ ...LADDER[0], height: 120 }]);
  });

  it('advertises video and audio bandwidth, and keeps the frame shape at even widths', () => {
    expect(bandwidthOf(LADDER[0], true)).toBe(148_000);
    expect(bandwidthOf(LADDER[3], false)).toBe(900_000);
    expect(rungWidth(LADDER[0], { width: 1280, height: 720 })).toBe(256);
    expect(rungWidth(LADDER[1], { width: 1280, height: 720 })).toBe(426);
    expect(rungWidth(LADDER[2], { width: 720, height: 1280 })).toBe(202);
  });

  it("reads the source's length, size and sound from ffmpeg's report", () => {
    expect(parseSourceFacts(REPORT)).toEqual({
      durationSeconds: 182.48,
      width: 1280,
      height: 720,
      hasAudio: true,
    });
    expect(parseSourceFacts(REPORT.replace(/.*Audio.*\n/, ''))).toMatchObject({ hasAudio: false });
    expect(parseSourceFacts('Invalid data found when processing input')).toBeNull();
    expect(parseSourceFacts(REPORT.replace(/.*Video.*\n/, ''))).toBeNull();
  });

  it('turns progress into a percentage below 100', () => {
    expect(progressPercent('frame=10\nout_time_us=45620000\nprogress=continue', 182.48)).toBe(25);
    expect(progressPercent('out_time_ms=182480000\nprogress=end', 182.48)).toBe(99);
    expect(progressPercent('frame=10', 182.48)).toBeNull();
  });

  it('cuts every rung at the same instants, at its own bitrate', () => {
    const args = rungArguments({
      input: 'in.mp4',
      outDir: '/w/0',
      rung: LADDER[0],
      width: 256,
      hasAudio: true,
    });
    expect(args.join(' ')).toContain('-vf scale=256:144');
    expect(args.join(' ')).toContain('-b:v 100k -maxrate 110k -bufsize 200k');
    expect(args.join(' ')).toContain('-force_key_frames expr:gte(t,n_forced*4)');
    expect(args.join(' ')).toContain('-c:a aac -b:a 48k');
    expect(args.join(' ')).toContain('-hls_time 4');
    expect(args.at(-1)).toBe('/w/0/index.m3u8');
    expect(
      rungArguments({ input: 'in.mp4', outDir: '/w/0', rung: LADDER[0], width: 256, hasAudio: false }),
    ).not.toContain('0:a:0');
  });

  it('writes a master playlist naming each rung, lowest first', () => {
    expect(masterPlaylist([{ height: 144, width: 256, bandwidth: 148_000 }], true)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=148000,RESOLUTION=256x144,CODECS="avc1.4d401e,mp4a.40.2"\n0/index.m3u8\n',
    );
  });

  it('keeps what it makes under media/<name>/, and says why it failed in a line or two', () => {
    expect(mediaKeys('abc.mp4')).toEqual({
      prefix: 'media/abc/',
      master: 'media/abc/master.m3u8',
      poster: 'media/abc/poster.jpg',
      thumbnail: 'media/abc/thumbnail.jpg',
    });
    expect(posterSecond(2)).toBeCloseTo(0.667, 2);
    expect(posterSecond(60)).toBe(1);
    expect(failureReason('a\nb\n\nin.mp4: Invalid data found when processing input\n')).toBe(
      'b in.mp4: Invalid data found when processing input',
    );
    expect(failureReason('')).toBe('ffmpeg failed without a message');
  });
});

describe('delivery under /media/ (docs/decisions/162-video-files-for-signed-in-users-only.md)', () => {
  it('serves playlists, segments and pictures of a ladder, nothing else', () => {
    expect(mediaFileOf('abc/master.m3u8')).toEqual({ key: 'media/abc/master.m3u8', kind: '.m3u8' });
    expect(mediaFileOf('abc/0/seg00001.ts')).toEqual({ key: 'media/abc/0/seg00001.ts', kind: '.ts' });
    expect(mediaFileOf('abc/poster.jpg')?.kind).toBe('.jpg');
    for (const refused of ['abc/notes.html', 'abc/.env.jpg', 'abc//0.ts', 'abc/../x.ts', 'abc/file.mp4'])
      expect(mediaFileOf(refused), refused).toBeNull();
    expect(mediaPath(mediaKeys('abc.mp4').poster)).toBe('/media/abc/poster.jpg');
  });

  it('signs each segment line of a media playlist and leaves a master playlist alone', () => {
    const media =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg00000.ts\n#EXTINF:2.5,\nseg00001.ts\n#EXT-X-ENDLIST\n';
    expect(withSegmentUrls(media, (segment) => `https://b/${segment}?sig=1`)).toBe(
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nhttps://b/seg00000.ts?sig=1\n#EXTINF:2.5,\nhttps://b/seg00001.ts?sig=1\n#EXT-X-ENDLIST\n',
    );
    const master = masterPlaylist([{ height: 144, width: 256, bandwidth: 148_000 }], true);
    expect(withSegmentUrls(master, () => 'signed')).toBe(master);
  });

  it('sends a signed URL through the CDN with its key and signature', () => {
    const signed =
      'http://127.0.0.1:9000/portal/media/abc/0/seg00000.ts?X-Amz-Signature=f00&X-Amz-Expires=60';
    expect(throughCdn(signed, 'media/abc/0/seg00000.ts', 'https://cdn.example.in/')).toBe(
      'https://cdn.example.in/media/abc/0/seg00000.ts?X-Amz-Signature=f00&X-Amz-Expires=60',
    );
  });
});
