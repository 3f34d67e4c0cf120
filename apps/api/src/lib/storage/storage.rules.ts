/**
 * What a stored object's key may be (docs/decisions/157-one-storage-for-every-file.md): relative,
 * `/`-separated names of letters, digits, `.`, `_` and `-`, none empty and none starting with a
 * dot, so a key can never climb out of the local directory or name a dotfile, and reads the same
 * on a disk and in a bucket.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const KEY_MAX_LENGTH = 512;

export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > KEY_MAX_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** The key itself, or an error naming it: a caller passing a bad key is a bug, not bad input. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The media type a stored file is served with, from its extension (the portal names every file). */
const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  json: 'application/json',
};

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  const extension = dot < 0 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** An inclusive byte range of an object, as HTTP's Range header counts it. */
export interface ByteRange {
  start: number;
  /** The last byte, inclusive; absent: to the end. */
  end?: number;
}

/** The S3 Range header of a byte range. */
export function rangeHeader(range: ByteRange): string {
  return `bytes=${range.start}-${range.end ?? ''}`;
}
