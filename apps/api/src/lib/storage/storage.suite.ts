import { randomBytes } from 'node:crypto';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from './storage.js';

/**
 * The one behaviour every storage has (docs/decisions/157-one-storage-for-every-file.md), run
 * against each implementation: local-storage.test.ts and s3-storage.test.ts.
 */
export function describeStorage(name: string, open: () => Promise<Storage>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let scratch: string;
    beforeAll(async () => {
      storage = await open();
      scratch = await mkdtemp(path.join(tmpdir(), 'portal-storage-suite-'));
    });

    it('stores bytes, reads them back whole and by range, and knows their size', async () => {
      await storage.put('suite/a.txt', Buffer.from('hello, storage'));
      expect(await storage.head('suite/a.txt')).toEqual({ key: 'suite/a.txt', size: 14 });
      expect(await text((await storage.read('suite/a.txt'))!)).toBe('hello, storage');
      expect(await text((await storage.read('suite/a.txt', { start: 7, end: 13 }))!)).toBe('storage');
      expect(await text((await storage.read('suite/a.txt', { start: 7 }))!)).toBe('storage');
    });

    it('replaces an object written again, and a stream is stored like bytes', async () => {
      await storage.put('suite/b.txt', Buffer.from('first'));
      await storage.put('suite/b.txt', Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
      expect(await text((await storage.read('suite/b.txt'))!)).toBe('second');
    });

    it('a missing object is null everywhere and removing it is no error', async () => {
      expect(await storage.head('suite/missing.bin')).toBeNull();
      expect(await storage.read('suite/missing.bin')).toBeNull();
      expect(await storage.withLocalFile('suite/missing.bin', async () => 'ran')).toBeNull();
      await storage.remove('suite/missing.bin');
    });

    it('removes an object', async () => {
      await storage.put('suite/c.txt', Buffer.from('gone soon'));
      await storage.remove('suite/c.txt');
      expect(await storage.head('suite/c.txt')).toBeNull();
    });

    it('lists the objects under a prefix in key order', async () => {
      await storage.put('listed/2.txt', Buffer.from('22'));
      await storage.put('listed/1.txt', Buffer.from('1'));
      await storage.put('listed/deeper/3.txt', Buffer.from('333'));
      await storage.put('unlisted.txt', Buffer.from('x'));
      const listed = [];
      for await (const object of storage.list('listed/')) listed.push(object);
      expect(listed).toEqual([
        { key: 'listed/1.txt', size: 1 },
        { key: 'listed/2.txt', size: 2 },
        { key: 'listed/deeper/3.txt', size: 3 },
      ]);
    });

    it('moves a working file in (a large one in parts), byte for byte, and the working file is gone', async () => {
      // 11 MiB: more than one 8 MiB part in a bucket.
      const bytes = randomBytes(11 * 1024 * 1024);
      const working = path.join(scratch, 'upload.bin');
      await writeFile(working, bytes);
      await storage.moveIn('suite/large.bin', working, { contentType: 'video/mp4' });
      await expect(stat(working)).rejects.toThrow();
      expect(await storage.head('suite/large.bin')).toEqual({ key: 'suite/large.bin', size: bytes.length });
      const back = await buffer((await storage.read('suite/large.bin'))!);
      expect(back.equals(bytes)).toBe(true);
      // A tool that reads files gets the same bytes on this machine.
      const onDisk = await storage.withLocalFile('suite/large.bin', (file) => readFile(file));
      expect(onDisk?.equals(bytes)).toBe(true);
    });

    it('refuses a key that could leave its place or name a dotfile', async () => {
      for (const key of ['../escape.txt', 'a//b', '.env', 'suite/.hidden', '/absolute', 'back\\slash', '']) {
        await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('Not a storage key');
        await expect(storage.head(key), key).rejects.toThrow('Not a storage key');
      }
    });
  });
}
