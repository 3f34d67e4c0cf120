import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * Short real video files for the demo seed (docs/decisions/087-demo-videos-made-at-seed-time.md):
 * ffmpeg's test pattern encoded as WebM when the machine has ffmpeg with libvpx, else a WebM
 * written here: a VP8 stream of grey key frames, one a second, in a Matroska (WebM) container
 * whose header gives the duration.
 */

export type DemoVideoSource = 'ffmpeg' | 'generated';

/** Writes a `seconds`-long WebM video to `file` and says how it was made. */
export function writeDemoVideo(file: string, seconds: number): DemoVideoSource {
  try {
    execFileSync(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc=duration=${seconds}:size=320x180:rate=15`,
        '-c:v',
        'libvpx',
        '-b:v',
        '200k',
        '-an',
        file,
      ],
      { timeout: 60_000, stdio: 'ignore' },
    );
    return 'ffmpeg';
  } catch {
    writeFileSync(file, greyWebm(seconds));
    return 'generated';
  }
}

// ---- VP8 (RFC 6386) -----------------------------------------------------------------------------

const WIDTH = 160;
const HEIGHT = 96;

/**
 * A VP8 key frame whose two partitions are all zero bytes. A boolean decoder reading zeros decodes
 * every symbol as 0, whatever its probability: no segmentation, no loop filter, quantiser 0, no
 * probability updates, no skip flags; each macroblock B_PRED with every sub-block B_DC_PRED and
 * chroma DC_PRED; every block's first token end-of-block. Nothing is added to the prediction, so
 * the frame is the predictor's flat grey. Zeros cost a decoder at most 7 bits a symbol, so one
 * byte per symbol read is room enough.
 */
function greyKeyFrame(): Uint8Array {
  const macroblocks = Math.ceil(WIDTH / 16) * Math.ceil(HEIGHT / 16);
  // The frame header (about 1,100 symbols, 1,056 of them probability-update flags), then per
  // macroblock its mode, 16 sub-block modes and the chroma mode.
  const firstPartition = 1200 + macroblocks * 18;
  // One end-of-block token for each of a macroblock's 16 luma and 8 chroma blocks.
  const tokenPartition = macroblocks * 24;
  const frame = new Uint8Array(10 + firstPartition + tokenPartition);
  // Frame tag: key frame (bit 0 clear), version 0, shown, the first partition's size.
  const tag = (firstPartition << 5) | (1 << 4);
  frame.set([tag & 0xff, (tag >> 8) & 0xff, (tag >> 16) & 0xff]);
  // Start code, then width and height (14 bits each, no scaling), little-endian.
  frame.set([0x9d, 0x01, 0x2a, WIDTH & 0xff, WIDTH >> 8, HEIGHT & 0xff, HEIGHT >> 8], 3);
  return frame;
}

// ---- WebM (Matroska, EBML) --------------------------------------------------------------------------

/** An EBML size: the shortest variable-length integer that holds it. */
function sizeOf(size: number): number[] {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes: number[] = [];
      let rest = size;
      for (let i = 0; i < length; i++) {
        bytes.unshift(rest % 256);
        rest = Math.floor(rest / 256);
      }
      bytes[0]! |= 0x80 >> (length - 1);
      return bytes;
    }
  }
  throw new Error('EBML size too large');
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** An element: its id (with its length marker, as the EBML specification writes it), size and body. */
function element(id: number, ...body: Uint8Array[]): Uint8Array {
  const data = concat(body);
  const idBytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) idBytes.unshift(rest % 256);
  return concat([Uint8Array.from([...idBytes, ...sizeOf(data.length)]), data]);
}

function uint(value: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; rest > 0 || bytes.length === 0; rest = Math.floor(rest / 256))
    bytes.unshift(rest % 256);
  return Uint8Array.from(bytes);
}
const text = (value: string) => new TextEncoder().encode(value);
function float64(value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return bytes;
}

/** A WebM of `seconds` grey key frames, one a second, with the duration in its header. */
export function greyWebm(seconds: number): Uint8Array {
  const frame = greyKeyFrame();
  const header = element(
    0x1a45dfa3,
    element(0x4286, uint(1)), // EBMLVersion
    element(0x42f7, uint(1)), // EBMLReadVersion
    element(0x42f2, uint(4)), // EBMLMaxIDLength
    element(0x42f3, uint(8)), // EBMLMaxSizeLength
    element(0x4282, text('webm')), // DocType
    element(0x4287, uint(2)), // DocTypeVersion
    element(0x4285, uint(2)), // DocTypeReadVersion
  );
  const info = element(
    0x1549a966,
    element(0x2ad7b1, uint(1_000_000)), // TimecodeScale: milliseconds
    element(0x4d80, text('portal demo seed')), // MuxingApp
    element(0x5741, text('portal demo seed')), // WritingApp
    element(0x4489, float64(seconds * 1000)), // Duration (ms)
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae, // TrackEntry
      element(0xd7, uint(1)), // TrackNumber
      element(0x73c5, uint(1)), // TrackUID
      element(0x83, uint(1)), // TrackType: video
      element(0x9c, uint(0)), // FlagLacing
      element(0x86, text('V_VP8')), // CodecID
      element(0xe0, element(0xb0, uint(WIDTH)), element(0xba, uint(HEIGHT))), // Video
    ),
  );
  // One cluster per 30 s (a block's time is a signed 16-bit offset from its cluster's).
  const clusters: Uint8Array[] = [];
  for (let start = 0; start < seconds; start += 30) {
    const blocks: Uint8Array[] = [];
    for (let second = start; second < Math.min(seconds, start + 30); second++) {
      const offset = (second - start) * 1000;
      // SimpleBlock: track 1, time offset, flags (key frame), the frame.
      blocks.push(element(0xa3, Uint8Array.from([0x81, offset >> 8, offset & 0xff, 0x80]), frame));
    }
    clusters.push(element(0x1f43b675, element(0xe7, uint(start * 1000)), ...blocks));
  }
  return concat([header, element(0x18538067, info, tracks, ...clusters)]);
}
