import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportJobs, users } from '../../db/schema.js';
import { storageFromConfig } from '../../lib/storage/storage.js';
import { createAdmin, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import * as exportsRepo from './exports.repository.js';
import { makeQueuedExports, removeExpiredExports } from './exports.service.js';
import { MAX_ATTEMPTS } from './exports.rules.js';

/**
 * Exports made by a worker (docs/decisions/169-exports-made-by-a-worker.md): a list's GET with
 * `exports` keeps and queues the export; the worker's job makes the file into storage; the admin
 * follows the job and downloads the file for a day.
 */
const t = useTestApp();

const runWorker = async () => {
  const storage = await storageFromConfig(t.config);
  try {
    return await makeQueuedExports({ db: t.db, storage, maxRows: t.config.EXPORT_MAX_ROWS });
  } finally {
    storage.close();
  }
};

const queue = async (session: Session, query: Record<string, string> = {}) => {
  const response = await t.request(session, {
    url: '/api/v1/all-referrals',
    query: { exports: '1', ...query },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ id: string; status: string; percent: number }>();
};

const jobOf = async (session: Session, id: string) => {
  const response = await t.request(session, { url: `/api/v1/exports/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    status: string;
    percent: number;
    rows_total: number | null;
    rows_written: number;
    error: string | null;
    expires_at: string | null;
    downloaded_at: string | null;
  }>();
};

const rowOf = async (id: string) => (await t.db.select().from(exportJobs).where(eq(exportJobs.id, id)))[0]!;

describe('an export made by the worker', () => {
  it('is queued with the query as sent, made into storage by the job, followed to 100 % and downloaded once ready', async () => {
    const admin = await createAdmin(t.app, t.root);
    const promoter = await registerAndLogin(t.app, t.root.promoterCode);
    const job = await queue(admin, { search: promoter.username, page_size: '10' });
    expect(job).toMatchObject({ status: 'queued', percent: 0 });
    // Kept as the admin sent it, less `exports`; nothing made yet, no file to download.
    const kept = await rowOf(job.id);
    expect(kept).toMatchObject({ list: 'users', language: 'en', fileName: 'users.xlsx', storageKey: null });
    expect(kept.query).toEqual({ search: promoter.username, page_size: '10' });
    expect((await t.request(admin, { url: `/api/v1/exports/${job.id}/file` })).statusCode).toBe(404);

    expect(await runWorker()).toMatchObject({ made: 1, failed: 0 });
    const made = await jobOf(admin, job.id);
    expect(made).toMatchObject({
      status: 'ready',
      percent: 100,
      rows_total: 1,
      rows_written: 1,
      error: null,
    });
    const hoursKept = (Date.parse(made.expires_at!) - Date.now()) / 3_600_000;
    expect(hoursKept).toBeGreaterThan(23.9);
    expect(hoursKept).toBeLessThanOrEqual(24);

    // Listed for the screen that reloads while it runs.
    const listed = await t.request(admin, { url: '/api/v1/exports', query: { list: 'users' } });
    expect(listed.json().data.map((row: { id: string }) => row.id)).toEqual([job.id]);
    const none = await t.request(admin, { url: '/api/v1/exports', query: { list: 'pin_requests' } });
    expect(none.json().data).toEqual([]);

    const file = await t.request(admin, { url: `/api/v1/exports/${job.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe(promoter.username);
    expect((await rowOf(job.id)).downloadedAt).toBeInstanceOf(Date);
    // A second run finds nothing to do: the file is made once.
    expect(await runWorker()).toMatchObject({ made: 0, failed: 0 });
  });

  it('belongs to the admin who asked: another admin or a promoter gets 404, and a promoter cannot export a list', async () => {
    const admin = await createAdmin(t.app, t.root);
    const other = await createAdmin(t.app, t.root);
    const promoter = await registerAndLogin(t.app, t.root.promoterCode);
    const job = await queue(admin, { search: promoter.username });
    await runWorker();
    expect((await t.request(other, { url: `/api/v1/exports/${job.id}` })).statusCode).toBe(404);
    expect((await t.request(other, { url: `/api/v1/exports/${job.id}/file` })).statusCode).toBe(404);
    expect((await t.request(other, { url: '/api/v1/exports' })).json().data).toEqual([]);
    expect((await t.request(promoter, { url: `/api/v1/exports/${job.id}` })).statusCode).toBe(404);
    expect(
      (await t.request(promoter, { url: '/api/v1/all-referrals', query: { exports: '1' } })).statusCode,
    ).toBe(403);
    expect((await rowOf(job.id)).downloadedAt).toBeNull();
  });

  it('expires a day after it was made: 410 meanwhile, then the file and the row are removed', async () => {
    const admin = await createAdmin(t.app, t.root);
    const job = await queue(admin, { search: 'nobody-at-all' });
    await runWorker();
    const { storageKey } = await rowOf(job.id);
    const storage = await storageFromConfig(t.config);
    try {
      expect(await storage.head(storageKey!)).not.toBeNull();
      await t.db
        .update(exportJobs)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(exportJobs.id, job.id));
      const gone = await t.request(admin, { url: `/api/v1/exports/${job.id}/file` });
      expect(gone.statusCode).toBe(410);
      expect(gone.json()).toMatchObject({
        message: 'This export has expired: export the list again',
        code: 'export.expired',
      });
      const younger = await queue(admin, { search: 'nobody-else' });
      expect(await removeExpiredExports({ db: t.db, storage })).toEqual({ removed: 1 });
      expect(await storage.head(storageKey!)).toBeNull();
      expect(await t.db.$count(exportJobs, eq(exportJobs.id, job.id))).toBe(0);
      expect(await t.db.$count(exportJobs, eq(exportJobs.id, younger.id))).toBe(1);
    } finally {
      storage.close();
    }
  });

  it('fails with a message in the admin’s language when it cannot be made (the admin was deactivated meanwhile)', async () => {
    const admin = await createAdmin(t.app, t.root);
    await t.request(admin, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'ta' } });
    const job = await queue(admin, { search: 'nobody-at-all' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.username, admin.username));
    expect(await runWorker()).toMatchObject({ failed: 1 });
    const row = await rowOf(job.id);
    expect(row).toMatchObject({
      status: 'failed',
      storageKey: null,
      error: 'The export could not be made: please export again',
    });
    await t.db.update(users).set({ isActive: true }).where(eq(users.username, admin.username));
    const answered = await jobOf(admin, job.id);
    expect(answered.status).toBe('failed');
    expect(answered.error).toBe('ஏற்றுமதியை உருவாக்க முடியவில்லை: மீண்டும் ஏற்றுமதி செய்யவும்');
  });

  it('is made again once when its worker died mid-file, never completed twice, and given up after that', async () => {
    const admin = await createAdmin(t.app, t.root);
    const job = await queue(admin, { search: 'nobody-at-all' });
    // A worker claims it (attempt 1) and dies: its heartbeat goes stale.
    const claimed = await exportsRepo.claimNext(t.db);
    expect(claimed).toMatchObject({ id: job.id, attempt: 1, status: 'running' });
    // While the heartbeat is fresh, no other run takes it.
    expect(await runWorker()).toMatchObject({ made: 0 });
    const stale = sql`now() - interval '2 minutes'`;
    await t.db.update(exportJobs).set({ progressAt: stale }).where(eq(exportJobs.id, job.id));
    expect(await runWorker()).toMatchObject({ made: 1, failed: 0 });
    expect(await rowOf(job.id)).toMatchObject({ status: 'ready', attempt: 2 });
    // The dead attempt coming back to life cannot finish it a second time.
    expect(
      await exportsRepo.finishAttempt(t.db, { id: job.id, attempt: 1 }, { status: 'failed', error: 'late' }),
    ).toBe(false);
    expect(await rowOf(job.id)).toMatchObject({ status: 'ready', error: null });

    // One whose second run died too is given up, with a message.
    const twice = await queue(admin, { search: 'nobody-else' });
    await t.db
      .update(exportJobs)
      .set({ status: 'running', attempt: MAX_ATTEMPTS, progressAt: stale })
      .where(eq(exportJobs.id, twice.id));
    expect(await runWorker()).toMatchObject({ made: 0, abandoned: 1 });
    expect(await rowOf(twice.id)).toMatchObject({
      status: 'failed',
      error: 'The export could not be made: please export again',
    });
  });
});
