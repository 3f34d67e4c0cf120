import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';
import { describeStorage } from './storage.suite.js';

let directory = '';
describeStorage('local', async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'portal-local-storage-'));
  return new LocalStorage(directory);
});

it('keeps no working file behind once a write is done', async () => {
  const storage = new LocalStorage(await mkdtemp(path.join(tmpdir(), 'portal-local-storage-')));
  await storage.put('one/two.txt', Buffer.from('x'));
  expect(await readdir(path.join(storage.directory, 'one'))).toEqual(['two.txt']);
});
