// Every test file runs in exactly one Vitest project (vitest.config.ts,
// docs/decisions/124-test-projects.md): a file in none would never run, a file in two would run
// twice, and an API test outside `api` would start without its migrated database.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { databaseTestFiles } from '../vitest.config.ts';
import { root } from './lib.mjs';

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  'data',
]);

/** Test files on disk, relative to the root; e2e/ is Playwright's, not Vitest's. */
function testFilesUnder(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : testFilesUnder(relative);
    return TEST_FILE.test(entry.name) ? [relative] : [];
  });
}

it('every test file on disk is in exactly one project; api holds those using the test database', () => {
  const onDisk = ['apps', 'packages', 'scripts', 'bench'].flatMap(testFilesUnder).sort();
  const listed = JSON.parse(
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'list', '--filesOnly', '--json'],
      { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    ),
  ).map(({ file, projectName }) => ({
    file: path.relative(root, file).split(path.sep).join('/'),
    projectName,
  }));

  const projectsOf = new Map(onDisk.map((file) => [file, []]));
  for (const { file, projectName } of listed)
    projectsOf.set(file, [...(projectsOf.get(file) ?? []), projectName]);
  const notInOne = [...projectsOf].filter(([, projects]) => projects.length !== 1);
  expect(notInOne, 'files in no project ([]) or in several').toEqual([]);
  expect([...projectsOf.keys()].sort(), 'files Vitest runs that the walk did not find').toEqual(onDisk);

  const inApi = listed.filter(({ projectName }) => projectName === 'api').map(({ file }) => file);
  expect(inApi.sort()).toEqual(databaseTestFiles(root));
  expect(inApi).toContain('apps/api/src/modules/users/users.routes.test.ts');
  expect(inApi).toContain('apps/api/src/server.test.ts');
});
