import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  acceptedType,
  boxAt,
  isStoredName,
  isUploadKind,
  movieHeaderSeconds,
  wholeSeconds,
} from './uploads.rules.js';

const MP4_CLIP = fileURLToPath(new URL('../../../media/clip-3s.mp4', import.meta.url));

/** A movie header box (`mvhd`) of the given version with a time scale and a duration. */
function mvhd(version: 0 | 1, timescale: number, duration: number): Uint8Array {
  const body = new Uint8Array(version === 1 ? 32 : 20);
  const view = new DataView(body.buffer);
  body[0] = version;
  const scaleAt = version === 1 ? 20 : 12;
  view.setUint32(scaleAt, timescale);
  if (version === 1) view.setBigUint64(scaleAt + 4, BigInt(duration));
  else view.setUint32(scaleAt + 4, duration);
  return box('mvhd', body);
}

function box(type: string, body: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(8 + body.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  bytes.set(body, 8);
  return bytes;
}

describe('upload kinds and types', () => {
  it('takes the kind from the field name only', () => {
    expect(isUploadKind('image')).toBe(true);
    expect(isUploadKind('video')).toBe(true);
    expect(isUploadKind('file')).toBe(false);
    expect(isUploadKind('constructor')).toBe(false);
  });

  it('accepts each kind its own types, under our extensions', () => {
    expect(acceptedType('image', 'image/jpeg')).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(acceptedType('video', 'video/x-m4v')).toEqual({ mime: 'video/mp4', ext: 'mp4' });
    expect(acceptedType('video', 'video/quicktime')).toEqual({ mime: 'video/quicktime', ext: 'mov' });
    expect(acceptedType('video', 'image/png')).toBeNull();
    expect(acceptedType('image', 'video/mp4')).toBeNull();
    expect(acceptedType('image', 'image/svg+xml')).toBeNull();
    expect(acceptedType('image', 'text/html')).toBeNull();
    expect(acceptedType('image', undefined)).toBeNull();
  });

  it('knows only the names it generates', () => {
    expect(isStoredName('0b6f1f4e-8f0a-4d6e-9d4e-3d2b1c0a9f8e.mp4')).toBe(true);
    expect(isStoredName('../0b6f1f4e-8f0a-4d6e-9d4e-3d2b1c0a9f8e.mp4')).toBe(false);
    expect(isStoredName('0b6f1f4e-8f0a-4d6e-9d4e-3d2b1c0a9f8e.html')).toBe(false);
    expect(isStoredName('.env')).toBe(false);
  });

  it('rounds a length to whole seconds, at least 1, and refuses nonsense', () => {
    expect(wholeSeconds(3.02)).toBe(3);
    expect(wholeSeconds(0.2)).toBe(1);
    expect(wholeSeconds(0)).toBeNull();
    expect(wholeSeconds(Number.NaN)).toBeNull();
    expect(wholeSeconds(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('MP4 movie header', () => {
  it('reads version 0 and version 1 headers, after other boxes', () => {
    const other = box('trak', new Uint8Array(12));
    expect(movieHeaderSeconds(new Uint8Array([...other, ...mvhd(0, 1000, 212_500)]))).toBe(212.5);
    expect(movieHeaderSeconds(mvhd(1, 90_000, 90_000 * 3600))).toBe(3600);
  });

  it('gives null for a missing, cut short or zero-scale header', () => {
    expect(movieHeaderSeconds(box('trak', new Uint8Array(4)))).toBeNull();
    expect(movieHeaderSeconds(mvhd(0, 1000, 5000).subarray(0, 18))).toBeNull();
    expect(movieHeaderSeconds(mvhd(0, 0, 5000))).toBeNull();
  });

  it('reads box headers, including 64-bit sizes and "to the end"', () => {
    const large = new Uint8Array(16);
    const view = new DataView(large.buffer);
    view.setUint32(0, 1);
    large.set(
      [...'mdat'].map((c) => c.charCodeAt(0)),
      4,
    );
    view.setBigUint64(8, 5_000_000_000n);
    expect(boxAt(large, 0)).toEqual({ type: 'mdat', bodyStart: 16, size: 5_000_000_000 });
    const toEnd = box('mdat', new Uint8Array(4));
    new DataView(toEnd.buffer).setUint32(0, 0);
    expect(boxAt(toEnd, 0, 1234)).toEqual({ type: 'mdat', bodyStart: 8, size: 1234 });
  });

  it('finds the length in a real clip', () => {
    const bytes = readFileSync(MP4_CLIP);
    let seconds: number | null = null;
    for (let offset = 0; offset < bytes.length;) {
      const found = boxAt(bytes, offset)!;
      if (found.type === 'moov')
        seconds = movieHeaderSeconds(bytes.subarray(found.bodyStart, offset + found.size));
      offset += found.size;
    }
    expect(wholeSeconds(seconds!)).toBe(3);
  });
});
