import { contentTypeOf } from './storage.rules.js';
import type { Storage } from './storage.js';

export interface MigrationReport {
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every object of `from` that `to` lacks (`npm run storage:migrate`,
 * docs/decisions/157-one-storage-for-every-file.md). An object already there with the same size
 * is skipped, so a second run copies nothing and a run cut off halfway is finished by the next
 * (an object is only there once whole: a bucket shows a multipart upload when it completes).
 * Nothing is removed from `from`.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  onCopied: (key: string, size: number) => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytes: 0 };
  for await (const object of from.list()) {
    const there = await to.head(object.key);
    if (there?.size === object.size) {
      report.skipped += 1;
      continue;
    }
    const body = await from.read(object.key);
    if (!body) continue; // removed since it was listed
    await to.put(object.key, body, { contentType: contentTypeOf(object.key) });
    report.copied += 1;
    report.bytes += object.size;
    onCopied(object.key, object.size);
  }
  return report;
}
