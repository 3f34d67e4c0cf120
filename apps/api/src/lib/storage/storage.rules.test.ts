import { describe, expect, it } from 'vitest';
import { contentTypeOf, isStorageKey, KEY_MAX_LENGTH, rangeHeader } from './storage.rules.js';

describe('storage keys', () => {
  it('takes relative names of letters, digits, dots, _ and -', () => {
    for (const key of [
      'a.mp4',
      '0b7c1f2e-1a2b-4c3d-8e9f-001122334455.mp4',
      'media/abc/360p/segment_001.ts',
    ]) {
      expect(isStorageKey(key), key).toBe(true);
    }
  });

  it('refuses what could climb out, name a dotfile or differ between a disk and a bucket', () => {
    for (const key of [
      '',
      '/a',
      'a/',
      'a//b',
      '..',
      '../a',
      'a/../b',
      '.env',
      'a/.git/config',
      'a b',
      'a\\b',
      'ä.mp4',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
    expect(isStorageKey('a'.repeat(KEY_MAX_LENGTH))).toBe(true);
    expect(isStorageKey('a'.repeat(KEY_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('content types', () => {
  it('come from the extension, in any case, and unknown ones are bytes', () => {
    expect(contentTypeOf('x/clip.MP4')).toBe('video/mp4');
    expect(contentTypeOf('poster.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('media/1/index.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeOf('noextension')).toBe('application/octet-stream');
  });
});

describe('ranges', () => {
  it('read as HTTP counts them, the end inclusive', () => {
    expect(rangeHeader({ start: 0, end: 99 })).toBe('bytes=0-99');
    expect(rangeHeader({ start: 100 })).toBe('bytes=100-');
  });
});
