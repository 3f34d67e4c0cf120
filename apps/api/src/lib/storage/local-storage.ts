import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage, StoredObject } from './storage.js';
import { checkedKey, isStorageKey, type ByteRange } from './storage.rules.js';

/**
 * Storage in a directory of this machine (docs/decisions/157-one-storage-for-every-file.md): a
 * key is a path under `directory`. A write lands in a temporary file beside it first and is
 * renamed into place, so a reader sees the old object or the new one, never half of one.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;

  constructor(readonly directory: string) {}

  private pathOf(key: string): string {
    return path.join(this.directory, ...checkedKey(key).split('/'));
  }

  /** A temporary name beside the object's own, a dotfile (never a key, never served). */
  private async workingPathFor(key: string): Promise<{ target: string; working: string }> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    return { target, working: path.join(path.dirname(target), `.${randomUUID()}.part`) };
  }

  async put(key: string, body: Readable | Buffer): Promise<void> {
    const { target, working } = await this.workingPathFor(key);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(working));
      await rename(working, target);
    } finally {
      await rm(working, { force: true });
    }
  }

  async moveIn(key: string, workingFile: string): Promise<void> {
    try {
      const { target, working } = await this.workingPathFor(key);
      try {
        await rename(workingFile, target);
      } catch (error) {
        // Another file system (a data directory on another disk): copy, then rename into place.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(workingFile, working);
        await rename(working, target);
      } finally {
        await rm(working, { force: true });
      }
    } finally {
      await rm(workingFile, { force: true });
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    const found = await stat(this.pathOf(key)).catch(() => null);
    return found?.isFile() ? { key, size: found.size } : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!(await this.head(key))) return null;
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    const keys: string[] = [];
    await collectKeys(this.directory, '', keys);
    keys.sort();
    for (const key of keys) {
      if (!key.startsWith(prefix)) continue;
      const found = await this.head(key);
      if (found) yield found;
    }
  }

  async withLocalFile<T>(key: string, work: (file: string) => Promise<T>): Promise<T | null> {
    if (!(await this.head(key))) return null;
    return work(this.pathOf(key));
  }

  async signedUrl(): Promise<string | null> {
    return null;
  }

  close(): void {
    // Nothing held open between calls.
  }
}

/** The keys of every file under `directory`; dotfiles (working files) and other names skipped. */
async function collectKeys(directory: string, prefix: string, keys: string[]): Promise<void> {
  const entries = await opendir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!entries) return;
  for await (const entry of entries) {
    const key = `${prefix}${entry.name}`;
    if (!isStorageKey(key)) continue;
    if (entry.isDirectory()) await collectKeys(path.join(directory, entry.name), `${key}/`, keys);
    else if (entry.isFile()) keys.push(key);
  }
}
