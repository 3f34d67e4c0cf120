import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  createTranslator,
  indiaDate,
  loadMessageCatalogue,
  type AuditLogRow,
  Role,
} from '@portal/shared';
import { auditLogs } from '../../db/schema.js';
import {
  adjustWallet,
  createAdmin,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { exported } from '../../test/exports.js';
import { useTestApp } from '../../test/test-app.js';
import { AUDIT_LOG_EXPORT_COLUMNS } from './audit-log.export.js';
import { exportAuditLog } from './audit-log.service.js';

/**
 * The audit log on screen (docs/decisions/184-audit-log-on-screen.md): every admin change and
 * money movement with its actor, target user and before/after values, filtered and exported,
 * for the super admin alone.
 */

const t = useTestApp();
const { root } = t;
let admin: Session & { username: string };
/** The promoter whose money moves; `innocent` is another promoter, whose rows no filter of Asha's returns. */
let asha: Session & { username: string };
let innocent: Session & { username: string };
let withdrawalId: number;
/** An audit row dated long ago, for the date filter. */
const OLD_DAY = '2026-01-15';
let oldRowId: number;

const log = async (filter: Record<string, string | number>, extra: Record<string, string> = {}) => {
  const response = await t.request(root, {
    url: '/api/v1/audit-log',
    query: { search_param: JSON.stringify(filter), page_size: '100', ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AuditLogRow[]; pageInfo: { total_records: number } }>();
};
const rowsOf = async (filter: Record<string, string | number>, extra: Record<string, string> = {}) =>
  (await log(filter, extra)).data;
const actionsOf = (rows: AuditLogRow[]) => rows.map((row) => row.action);

beforeAll(async () => {
  admin = await createAdmin(t.app, root);
  asha = await registerAndLogin(t.app, root.promoterCode);
  innocent = await registerAndLogin(t.app, root.promoterCode);
  for (const promoter of [asha, innocent]) {
    await saveBankDetails(t.app, promoter);
    const funded = await adjustWallet(t.app, root, {
      user_id: promoter.userId,
      wallet_type: 1,
      amount: 1000,
    });
    expect(funded.statusCode, funded.body).toBe(201);
  }
  // Asha withdraws and the admin pays her; the innocent promoter asks too, and is left pending.
  const requested = await t.request(asha, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount: 300 },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  withdrawalId = requested.json().id;
  for (const status of [1, 2]) {
    const updated = await t.request(admin, {
      method: 'POST',
      url: '/api/v1/withdraw-status-update',
      payload: { id: withdrawalId, status },
    });
    expect(updated.statusCode, updated.body).toBe(200);
  }
  const other = await t.request(innocent, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount: 200 },
  });
  expect(other.statusCode, other.body).toBe(201);
  // The admin deactivates the innocent promoter: an admin's change with its before and after.
  const deactivated = await t.request(admin, {
    method: 'PATCH',
    url: `/api/v1/all-referrals/${innocent.userId}/status`,
    payload: { is_active: false },
  });
  expect(deactivated.statusCode, deactivated.body).toBe(200);
  const [old] = await t.db
    .insert(auditLogs)
    .values({
      actorId: root.userId,
      action: 'user.update',
      entity: 'users',
      entityId: String(asha.userId),
      before: { city: 'Madurai' },
      after: { city: 'Chennai' },
      createdAt: new Date(`${OLD_DAY}T06:30:00Z`),
    })
    .returning({ id: auditLogs.id });
  oldRowId = old!.id;
});

describe('GET /audit-log', () => {
  it("shows an admin's change with its actor, target user, before and after, IP and time", async () => {
    const [row, ...more] = await rowsOf({ action: 'user.deactivate' });
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actor: { id: admin.userId, username: admin.username },
      action: 'user.deactivate',
      entity: 'users',
      entity_id: String(innocent.userId),
      target_user: { id: innocent.userId, username: innocent.username },
      before: { is_active: true },
      after: { is_active: false },
      ip: expect.any(String),
    });
    const [stored] = await t.db.select().from(auditLogs).where(eq(auditLogs.id, row!.id));
    expect(row!.created_at).toBe(stored!.createdAt.toISOString());
  });

  it("lists a withdrawal's money movements (the ledger's rows) under its promoter, newest first", async () => {
    const rows = await rowsOf({ target_user_id: asha.userId });
    expect(actionsOf(rows)).toEqual([
      'withdrawal.complete',
      'withdrawal.pay',
      'withdrawal.process',
      'withdrawal.request',
      'withdrawal.hold',
      'wallet.adjust',
      'bank_details.create',
      // The row dated in January.
      'user.update',
    ]);
    expect(rows.every((row) => row.target_user?.id === asha.userId)).toBe(true);
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    // The payment names the ledger's entry, and the withdrawal it paid in `after`.
    expect(byAction['withdrawal.pay']).toMatchObject({
      entity: 'journal_entries',
      actor: { id: admin.userId },
      after: expect.objectContaining({ withdrawal_id: withdrawalId }),
    });
    expect(byAction['withdrawal.hold']).toMatchObject({ entity: 'ledger_holds', actor: { id: asha.userId } });
    expect(byAction['wallet.adjust']).toMatchObject({
      entity: 'journal_entries',
      actor: { id: root.userId },
    });
    expect(byAction['withdrawal.complete']).toMatchObject({
      entity: 'withdrawals',
      entity_id: String(withdrawalId),
    });
    const times = rows.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('narrows by each filter, leaving out the rows of others', async () => {
    const byActor = await rowsOf({ actor_id: admin.userId });
    expect(actionsOf(byActor).sort()).toEqual([
      'user.deactivate',
      'withdrawal.complete',
      'withdrawal.pay',
      'withdrawal.process',
    ]);
    expect(await rowsOf({ actor: admin.username.toUpperCase() })).toEqual(byActor);

    const byAction = await rowsOf({ action: 'withdrawal.request' });
    expect(byAction.map((row) => row.target_user?.id).sort()).toEqual([asha.userId, innocent.userId].sort());

    const innocents = await rowsOf({ target_user: innocent.username });
    expect(actionsOf(innocents)).toEqual([
      'user.deactivate',
      'withdrawal.request',
      'withdrawal.hold',
      'wallet.adjust',
      'bank_details.create',
    ]);
    expect(innocents.some((row) => row.target_user?.id === asha.userId)).toBe(false);

    // Filters combine: the admin's rows about Asha; the action among them.
    expect(actionsOf(await rowsOf({ actor_id: admin.userId, target_user_id: asha.userId }))).toEqual([
      'withdrawal.complete',
      'withdrawal.pay',
      'withdrawal.process',
    ]);
    expect(
      actionsOf(await rowsOf({ target_user_id: innocent.userId, action: 'withdrawal.request' })),
    ).toEqual(['withdrawal.request']);

    // An id and a username of different accounts, or a username of nobody, select nothing.
    expect(await rowsOf({ target_user_id: asha.userId, target_user: innocent.username })).toEqual([]);
    expect(await rowsOf({ actor: 'nobody_by_this_name' })).toEqual([]);
  });

  it('narrows by the India date, both ends inclusive', async () => {
    const old = await rowsOf({ fromdate: OLD_DAY, todate: OLD_DAY });
    expect(old.map((row) => row.id)).toEqual([oldRowId]);
    expect(old[0]).toMatchObject({ actor: { id: root.userId }, before: { city: 'Madurai' } });
    expect(await rowsOf({ fromdate: addDays(OLD_DAY, 1), todate: addDays(OLD_DAY, 30) })).toEqual([]);
    const today = await rowsOf({ target_user_id: asha.userId, fromdate: indiaDate() });
    expect(today.map((row) => row.id)).not.toContain(oldRowId);
    expect(today).toHaveLength(7);
    const withOld = await rowsOf({ target_user_id: asha.userId, todate: indiaDate() });
    expect(withOld.map((row) => row.id)).toContain(oldRowId);
  });

  it("walks a target user's rows page by page with Next and Previous, oldest first too", async () => {
    const all = (await rowsOf({ target_user_id: asha.userId })).map((row) => row.id);
    const filter = JSON.stringify({ target_user_id: asha.userId });
    const page = async (query: Record<string, string>) => {
      const response = await t.request(root, {
        url: '/api/v1/audit-log',
        query: { search_param: filter, page_size: '3', ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: AuditLogRow[]; pageInfo: { total_records: number } }>();
    };
    const first = await page({});
    expect(first.pageInfo.total_records).toBe(all.length);
    expect(first.data.map((row) => row.id)).toEqual(all.slice(0, 3));
    const second = await page({ page_number: '2', after: String(all[2]) });
    expect(second.data.map((row) => row.id)).toEqual(all.slice(3, 6));
    const back = await page({ page_number: '2', before: String(all[6]) });
    expect(back.data.map((row) => row.id)).toEqual(all.slice(3, 6));
    const oldest = await page({ sortBy: 'created_at', sortDir: 'asc' });
    expect(oldest.data.map((row) => row.id)).toEqual([...all].reverse().slice(0, 3));
  });

  it('refuses an unknown filter, a date range that runs backwards and an id that is no id', async () => {
    const refused = async (filter: Record<string, unknown>) => {
      const response = await t.request(root, {
        url: '/api/v1/audit-log',
        query: { search_param: JSON.stringify(filter) },
      });
      expect(response.statusCode, JSON.stringify(filter)).toBe(422);
      return Object.keys(response.json().errors);
    };
    expect(await refused({ entity: 'users' })).toEqual(['search_param.entity']);
    expect(await refused({ fromdate: '2026-02-02', todate: '2026-02-01' })).toEqual(['search_param.todate']);
    expect(await refused({ target_user_id: 'x' })).toEqual(['search_param.target_user_id']);
    expect(await refused({ actor_id: 0 })).toEqual(['search_param.actor_id']);
  });

  it('is the super admin’s alone: an admin and a promoter get 403, and nothing is exported', async () => {
    for (const session of [admin, asha]) {
      for (const url of ['/api/v1/audit-log', '/api/v1/audit-log/actions']) {
        const response = await t.request(session, { url });
        expect(response.statusCode, url).toBe(403);
      }
      const exporting = await t.request(session, { url: '/api/v1/audit-log', query: { exports: '1' } });
      expect(exporting.statusCode).toBe(403);
    }
    // The worker makes the file as its asker is then: an admin gets none.
    await expect(
      exportAuditLog({
        db: t.db,
        actor: { id: admin.userId, username: admin.username, role: Role.Admin, sessionId: '', ip: '' },
        query: { page_size: 10, page_number: 1 },
        maxRows: 10,
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('GET /audit-log/actions', () => {
  it('answers each action the log holds once, in alphabetical order', async () => {
    const response = await t.request(root, { url: '/api/v1/audit-log/actions' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: string[] }>();
    const stored = await t.db.selectDistinct({ action: auditLogs.action }).from(auditLogs);
    expect(data).toEqual(stored.map((row) => row.action).sort());
    expect(data).toEqual(expect.arrayContaining(['user.deactivate', 'withdrawal.pay', 'wallet.adjust']));
  });
});

describe('audit_log.xlsx', () => {
  it('holds the filtered rows with before and after as JSON text', async () => {
    const response = await exported(t, root, {
      url: '/api/v1/audit-log',
      query: { exports: '1', search_param: JSON.stringify({ target_user_id: innocent.userId }) },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit_log.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit Log')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(AUDIT_LOG_EXPORT_COLUMNS.map((column) => column.header));
    const cells = (row: number) =>
      Object.fromEntries(
        headers.map((header, index) => [header as string, sheet.getRow(row).getCell(index + 1).value]),
      );
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => cells(index + 2));
    expect(rows.map((row) => row.Action)).toEqual([
      'user.deactivate',
      'withdrawal.request',
      'withdrawal.hold',
      'wallet.adjust',
      'bank_details.create',
    ]);
    expect(rows[0]).toMatchObject({
      Actor: admin.username,
      Record: 'users',
      'Record ID': String(innocent.userId),
      'Target User': innocent.username,
    });
    expect(JSON.parse(String(rows[0]!.Before))).toEqual({ is_active: true });
    expect(JSON.parse(String(rows[0]!.After))).toEqual({ is_active: false });
    expect(String(rows[0]!.Time)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(rows.every((row) => row['Target User'] === innocent.username)).toBe(true);
  });

  it('has every header and its sheet in the message catalogue, so an admin reads them in their language', async () => {
    const english = await loadMessageCatalogue('en');
    const translate = createTranslator(english);
    for (const text of ['Audit Log', ...AUDIT_LOG_EXPORT_COLUMNS.map((column) => column.header)])
      expect(translate(english, text).code, text).toBeDefined();
  });
});
