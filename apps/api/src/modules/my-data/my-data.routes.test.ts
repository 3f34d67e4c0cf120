import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { storageFromConfig } from '../../lib/storage/storage.js';
import { adjustWallet, registerAndLogin, saveBankDetails, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { makeQueuedExports } from '../exports/exports.service.js';

/** A promoter's own data (issue 19, point 6; docs/decisions/182-own-data-export.md). */
const t = useTestApp();
const { root } = t;

const runWorker = async () => {
  const storage = await storageFromConfig(t.config);
  try {
    return await makeQueuedExports({ db: t.db, storage, maxRows: t.config.EXPORT_MAX_ROWS });
  } finally {
    storage.close();
  }
};

/** A promoter with a bank account and PAN, a credit, a withdrawal and a ticket. */
async function promoterWithData(mark: string) {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, user, {
    acc_no: `9${String(user.userId).padStart(11, '0')}`,
    pan: `ABCDE${String(user.userId % 10_000).padStart(4, '0')}F`,
    pan_name: `Name ${mark}`,
  });
  expect(
    (
      await adjustWallet(t.app, root, {
        user_id: user.userId,
        wallet_type: 1,
        amount: 700,
        reason: `Bonus ${mark}`,
      })
    ).statusCode,
  ).toBe(201);
  const requested = await t.request(user, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount: 150 },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const ticket = await t.request(user, {
    method: 'POST',
    url: '/api/v1/contact-messages',
    payload: { category: 'account', subject: `Ticket ${mark}`, message: `Please help with ${mark}` },
  });
  expect(ticket.statusCode, ticket.body).toBe(201);
  const answered = await t.request(root, {
    method: 'POST',
    url: `/api/v1/contact-messages/${ticket.json().id}/replies`,
    payload: { body: `Reply for ${mark}` },
  });
  expect(answered.statusCode).toBe(200);
  return { user, withdrawalId: requested.json().id as number, ticketId: ticket.json().id as number };
}

async function exportOf(user: Session) {
  const queued = await t.request(user, { method: 'POST', url: '/api/v1/my-data/export' });
  expect(queued.statusCode, queued.body).toBe(202);
  expect(queued.json()).toMatchObject({ list: 'my_data', status: 'queued' });
  expect(await runWorker()).toMatchObject({ made: 1, failed: 0 });
  const job = (await t.request(user, { url: `/api/v1/exports/${queued.json().id}` })).json();
  expect(job).toMatchObject({ status: 'ready', expires_at: expect.any(String) });
  // Kept for a day.
  const keptMs = Date.parse(job.expires_at) - Date.parse(job.finished_at);
  expect(keptMs).toBeGreaterThan(23.9 * 3600_000);
  expect(keptMs).toBeLessThanOrEqual(24 * 3600_000 + 1000);
  const file = await t.request(user, { url: `/api/v1/exports/${queued.json().id}/file` });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  return { id: queued.json().id as string, file, zip: await JSZip.loadAsync(file.rawPayload) };
}

describe('a promoter’s own data', () => {
  it('is a zip of JSON and spreadsheets with their rows and nobody else’s', async () => {
    const mine = await promoterWithData('mine');
    const other = await promoterWithData('theirs');
    const { zip, file } = await exportOf(mine.user);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="my_data_${mine.user.username}.zip"`,
    );
    expect(Object.keys(zip.files).sort()).toEqual([
      'bank_details.json',
      'ledger_lines.json',
      'ledger_lines.xlsx',
      'notifications.json',
      'pin_requests.json',
      'profile.json',
      'quiz_attempts.xlsx',
      'tickets.json',
      'withdrawals.json',
    ]);
    const json = async (name: string) => JSON.parse(await zip.file(name)!.async('string'));
    expect(await json('profile.json')).toMatchObject({ id: mine.user.userId, username: mine.user.username });
    expect(await json('bank_details.json')).toMatchObject({ pan_name: 'Name mine' });
    expect((await json('withdrawals.json')).map((row: { id: number }) => row.id)).toEqual([
      mine.withdrawalId,
    ]);
    const tickets = await json('tickets.json');
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ id: mine.ticketId, subject: 'Ticket mine' });
    expect(tickets[0].thread[0]).toMatchObject({ body: 'Reply for mine', from: 'admin' });
    const notifications = await json('notifications.json');
    expect(notifications.notifications.map((entry: { event: string }) => entry.event)).toEqual([
      'ticket_replied',
    ]);
    expect(notifications.preferences.ticket_replied.in_app).toBe(true);
    const ledger = await json('ledger_lines.json');
    expect(ledger.map((row: { description: string }) => row.description)).toContain('Bonus mine');

    // Nothing of the other promoter's anywhere in the archive.
    for (const name of Object.keys(zip.files)) {
      const text = await zip.file(name)!.async('string');
      for (const theirs of [other.user.username, 'Bonus theirs', 'Ticket theirs', 'Name theirs'])
        expect(text, `${name} holds ${theirs}`).not.toContain(theirs);
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await zip.file('ledger_lines.xlsx')!.async('arraybuffer'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(7).value).toBe('Description');
    expect(sheet.rowCount - 1).toBe(ledger.length);
  });

  it('is the promoter’s alone to queue and download', async () => {
    const { user } = await promoterWithData('alone');
    const stranger = await registerAndLogin(t.app, root.promoterCode);
    const { id } = await exportOf(user);
    expect((await t.request(stranger, { url: `/api/v1/exports/${id}/file` })).statusCode).toBe(404);
    expect((await t.request(root, { url: `/api/v1/exports/${id}/file` })).statusCode).toBe(404);
    expect((await t.request(root, { method: 'POST', url: '/api/v1/my-data/export' })).statusCode).toBe(403);
  });
});
