import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { makeQueuedExports } from '../modules/exports/exports.service.js';
import { storageFromConfig } from '../lib/storage/storage.js';
import { asSession, type Session } from './fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * A list's export as an admin's screen gets it (docs/decisions/169-exports-made-by-a-worker.md):
 * the list's GET with `exports` (202 and the job), the worker's run (the job's service, as the
 * tests call jobs themselves), then the file. A refusal (422, 403…) is answered as it came.
 */
export async function exported(
  t: Pick<TestApp, 'app' | 'db' | 'config'>,
  session: Session,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  const queued = await t.app.inject(asSession(session, request));
  if (queued.statusCode !== 202) return queued;
  const job = queued.json<{ id: string; status: string }>();
  expect(job.status).toBe('queued');
  expect(queued.headers.location).toBe(`/api/v1/exports/${job.id}`);
  const storage = await storageFromConfig(t.config);
  try {
    await makeQueuedExports({ db: t.db, storage, maxRows: t.config.EXPORT_MAX_ROWS });
  } finally {
    storage.close();
  }
  const made = await t.app.inject(asSession(session, { url: `/api/v1/exports/${job.id}` }));
  expect(made.json<{ status: string }>(), made.body).toMatchObject({ status: 'ready', percent: 100 });
  return t.app.inject(asSession(session, { url: `/api/v1/exports/${job.id}/file` }));
}
