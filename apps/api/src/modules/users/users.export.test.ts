import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { Role, userListQuerySchema } from '@portal/shared';
import { exportJobs, users } from '../../db/schema.js';
import { createAdmin, login, loginRoot, registration, type Session } from '../../test/fixtures.js';
import { exported } from '../../test/exports.js';
import { createTestApp, ROOT_USERNAME, type TestApp } from '../../test/test-app.js';
import { USERS_EXPORT_COLUMNS } from './users.export.js';
import { exportUsers } from './users.service.js';

/** The exported list may hold at most this many rows in these tests (EXPORT_MAX_ROWS). */
const MAX_ROWS = 6;
const PASSWORD = 'Quartz-Ledger-83';
const FORMULA_CITY = `=cmd|' /C calc'!A0`;

let t: TestApp;
let root: Session;
let levelTwo: { id: number; username: string; mobile: string }[] = [];

async function readWorkbook(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Users');
  if (!sheet) throw new Error('no Users sheet');
  return sheet;
}

/** The cells of a sheet's rows as plain arrays (exceljs numbers columns from 1). */
function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const column = (header: string) => USERS_EXPORT_COLUMNS.findIndex((c) => c.header === header);

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  t = await createTestApp({ EXPORT_MAX_ROWS: String(MAX_ROWS) });
  root = await loginRoot(t.app);
  // A promoter who typed a formula as their city: registration accepts any city text.
  const payload = registration(root.promoterCode, {
    first_name: 'Zed',
    city: FORMULA_CITY,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const registered = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
  expect(registered.statusCode, registered.body).toBe(201);

  const [rootRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, ROOT_USERNAME));
  // Eight more: four at level 2 (with the registered one, five), four at level 1.
  await t.db.insert(users).values(
    Array.from({ length: 8 }, (_, i) => ({
      username: `export_u${i}`,
      passwordHash: 'not-a-hash',
      role: Role.User,
      firstName: i === 0 ? '@SUM(1+1)' : 'Export',
      lastName: `Person${i}`,
      mobile: `09${String(i).padStart(8, '0')}`.slice(0, 10),
      city: 'Chennai',
      pinCode: '600001',
      dob: '1990-05-17',
      promoterCode: `EXP${String(i).padStart(5, '0')}`,
      sponsorId: rootRow!.id,
      currentPromoterLevel: i % 2 === 0 ? 2 : 1,
      createdAt: new Date(Date.parse('2026-02-01T20:00:00Z') + i * 86_400_000),
    })),
  );
  await t.db.update(users).set({ currentPromoterLevel: 2 }).where(eq(users.username, payload.username));
  levelTwo = (
    await t.db
      .select({ id: users.id, username: users.username, mobile: users.mobile })
      .from(users)
      .where(eq(users.currentPromoterLevel, 2))
  )
    .map((row) => ({ ...row, mobile: row.mobile! }))
    .sort((a, b) => (a.username < b.username ? -1 : 1));
  expect(levelTwo).toHaveLength(5);
});
afterAll(() => t.close());

const exportRequest = (session: Session, query: Record<string, string>) =>
  exported(t, session, { url: '/api/v1/all-referrals', query: { exports: 'xlsx', ...query } });

describe('GET /all-referrals?exports', () => {
  it('downloads users.xlsx with the filter and sort applied, every matching row, formulas neutralised', async () => {
    const response = await exportRequest(root, {
      search_param: JSON.stringify({ current_promoter_level: '2' }),
      sortBy: 'username',
      sortDir: 'asc',
      page_size: '2',
      page_number: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');

    const sheet = await readWorkbook(response.rawPayload);
    const [header, ...rows] = rowsOf(sheet);
    expect(header).toEqual(USERS_EXPORT_COLUMNS.map((c) => c.header));
    // All five level-2 users, not one page of two, in username order.
    expect(rows.map((row) => row[column('Username')])).toEqual(levelTwo.map((user) => user.username));
    expect(rows.every((row) => row[column('Promoter Level')] === 'Promoter Level 2')).toBe(true);

    // Ids and mobiles are text cells with the text format; a leading zero survives.
    const first = sheet.getRow(2);
    const idCell = first.getCell(column('User ID') + 1);
    expect(idCell.value).toBe(String(levelTwo[0]!.id));
    expect(idCell.numFmt).toBe('@');
    const mobiles = rows.map((row) => row[column('Mobile')]);
    expect(mobiles).toEqual(levelTwo.map((user) => user.mobile));
    expect(mobiles).toContain('0900000000');

    // The typed formula and the @-name come back as text with the apostrophe, never as formulas.
    const zed = rows.find((row) => row[column('First Name')] === 'Zed')!;
    expect(zed[column('City')]).toBe(`'${FORMULA_CITY}`);
    const at = rows.find((row) => row[column('Username')] === 'export_u0')!;
    expect(at[column('First Name')]).toBe(`'@SUM(1+1)`);
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type, String(cell.value)).not.toBe(ExcelJS.ValueType.Formula)),
    );

    // Dates are date cells of the India-time day: 2026-02-01 20:00 UTC is 2 February in India.
    const joined = at[column('Joined')];
    expect(joined).toEqual(new Date('2026-02-02T00:00:00Z'));
  });

  it('applies the search', async () => {
    const response = await exportRequest(root, { search: 'export_u3' });
    const [, ...rows] = rowsOf(await readWorkbook(response.rawPayload));
    expect(rows.map((row) => row[column('Username')])).toEqual(['export_u3']);
  });

  it('refuses, before queueing anything, an export larger than EXPORT_MAX_ROWS', async () => {
    const kept = () => t.db.$count(exportJobs);
    const before = await kept();
    const response = await exportRequest(root, {});
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(response.json().errors)).toEqual(['exports']);
    expect(await kept()).toBe(before);
  });

  it('follows the list policy: admin accounts for a super admin only, nothing for users', async () => {
    const admin = await createAdmin(t.app, root, { password: PASSWORD });
    const admins = await exportRequest(admin, { search_param: JSON.stringify({ account_type: 'admins' }) });
    expect(admins.statusCode).toBe(403);
    const user = await login(
      t.app,
      levelTwo.find((u) => !u.username.startsWith('export_'))!.username,
      PASSWORD,
    );
    expect((await exportRequest(user, {})).statusCode).toBe(403);
  });
});

describe('exportUsers', () => {
  it('reads in keyset batches without losing or repeating a row', async () => {
    const [rootRow] = await t.db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(users.username, ROOT_USERNAME));
    const file = await exportUsers({
      db: t.db,
      actor: {
        id: rootRow!.id,
        username: rootRow!.username,
        role: Role.SuperAdmin,
        sessionId: 'x',
        ip: '::1',
      },
      query: userListQuerySchema.parse({ sortBy: 'created_at', sortDir: 'asc' }),
      maxRows: 100,
      batchSize: 2,
    });
    expect(file.fileName).toBe('users.xlsx');
    const [, ...rows] = rowsOf(await readWorkbook(await streamToBuffer(file.stream)));
    const all = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [Role.User]))
      .orderBy(users.createdAt, users.id);
    expect(rows.map((row) => Number(row[column('User ID')]))).toEqual(all.map((row) => row.id));
  });
});
