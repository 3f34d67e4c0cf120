import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  'data',
]);

function filesUnder(dir: string, fileName: RegExp): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(relative, fileName);
    return fileName.test(entry.name) ? [relative] : [];
  });
}

/**
 * The repository's own source files whose names match, relative to its root: under apps/,
 * packages/, e2e/, bench/ and scripts/, without dependencies, builds, test output or data (the
 * source-walking tests: doc citations, the one India clock).
 */
export function repoSourceFiles(fileName: RegExp): string[] {
  return SOURCE_ROOTS.flatMap((root) => filesUnder(root, fileName));
}
