import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type PageInfo, type UserRow } from '@portal/shared';
import { users } from '../../db/schema.js';
import { asSession, loginRoot, type Session } from '../../test/fixtures.js';
import { createTestApp, ROOT_USERNAME, type TestApp } from '../../test/test-app.js';

/**
 * User Management at a small scale with a small cap (LIST_TOTAL_CAP=10): 30 users, so totals are
 * capped, and pages past the cap's window come by keyset (docs/decisions/020-capped-totals-and-keyset-pages.md).
 */
const CAP = 10;
const USERS = 30;

let t: TestApp;
let root: Session;
interface Seeded {
  id: number;
  username: string;
  createdAt: number;
  level: number | null;
}
let seeded: Seeded[] = [];

type ListBody = { data: UserRow[]; pageInfo: PageInfo };

async function list(query: Record<string, string | number>) {
  const response = await t.app.inject(
    asSession(root, {
      url: '/api/v1/all-referrals',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    }),
  );
  return response;
}

async function listOk(query: Record<string, string | number>): Promise<ListBody> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

type SortKey = 'created_at' | 'username' | 'current_promoter_level';

/** The list's order worked out here: the sort key (a Trainee ranks below level 0), then the id. */
function expectedOrder(sortBy: SortKey, sortDir: 'asc' | 'desc'): number[] {
  const keysOf = (user: Seeded): (number | string)[] =>
    sortBy === 'created_at'
      ? [user.createdAt, user.id]
      : sortBy === 'username'
        ? [user.username, user.id]
        : [user.level ?? -1, user.createdAt, user.id];
  const sorted = [...seeded].sort((a, b) => {
    const [ka, kb] = [keysOf(a), keysOf(b)];
    for (let i = 0; i < ka.length; i++) {
      if (ka[i]! < kb[i]!) return -1;
      if (ka[i]! > kb[i]!) return 1;
    }
    return 0;
  });
  return (sortDir === 'asc' ? sorted : sorted.reverse()).map((user) => user.id);
}

beforeAll(async () => {
  t = await createTestApp({ LIST_TOTAL_CAP: String(CAP) });
  root = await loginRoot(t.app);
  const [rootRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, ROOT_USERNAME));
  // Inserted straight into the table: the usernames, join times and levels are chosen so that no
  // two sorts agree, and every join time is shared by three users (ties broken by id).
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = Array.from({ length: USERS }, (_, i) => ({
    username: `list_u${String((i * 7) % USERS).padStart(2, '0')}`,
    passwordHash: 'not-a-hash',
    role: Role.User,
    firstName: 'List',
    lastName: `User${i}`,
    mobile: `70000000${String(i).padStart(2, '0')}`,
    promoterCode: `LST${String(i).padStart(5, '0')}`,
    sponsorId: rootRow!.id,
    currentPromoterLevel: [null, 0, 1, 2, 3, 4][i % 6] ?? null,
    createdAt: new Date(base + ((i * 11) % 10) * 3_600_000),
  }));
  await t.db.insert(users).values(rows);
  seeded = (
    await t.db
      .select({
        id: users.id,
        username: users.username,
        createdAt: users.createdAt,
        level: users.currentPromoterLevel,
      })
      .from(users)
      .where(eq(users.role, Role.User))
  ).map((row) => ({ ...row, createdAt: row.createdAt.getTime() }));
  expect(seeded).toHaveLength(USERS);
});
afterAll(() => t.close());

describe('capped totals', () => {
  it('count up to the cap and say when more rows match', async () => {
    const body = await listOk({});
    expect(body.pageInfo).toEqual({
      total_records: CAP,
      page_number: 1,
      page_size: 10,
      total_pages: 1,
      total_capped: true,
    });
    expect(body.data.map((row) => row.id)).toEqual(expectedOrder('created_at', 'desc').slice(0, 10));
  });

  it('are exact at or under the cap', async () => {
    // Level 2: every sixth user, 5 of them.
    const level2 = await listOk({ search_param: JSON.stringify({ current_promoter_level: '2' }) });
    expect(level2.pageInfo).toMatchObject({ total_records: 5, total_pages: 1, total_capped: false });
    expect(level2.data.every((row) => row.current_promoter_level === 2)).toBe(true);
    // Mobiles 7000000010–7000000019: exactly the cap is not "more than the cap".
    const exactlyCap = await listOk({ search: '700000001' });
    expect(exactlyCap.pageInfo).toMatchObject({ total_records: CAP, total_capped: false });
    // User1 and User10–User19: one more than the cap.
    const overCap = await listOk({ search: 'User1' });
    expect(overCap.pageInfo).toMatchObject({ total_records: CAP, total_capped: true });
    const trainees = await listOk({ search_param: JSON.stringify({ current_promoter_level: 'trainee' }) });
    expect(trainees.pageInfo).toMatchObject({ total_records: 5, total_capped: false });
    expect(trainees.data.every((row) => row.current_promoter_level === null)).toBe(true);
  });

  it('keep numbered pages inside the counted window: deeper ones are a 422 naming page_number', async () => {
    const inside = await listOk({ page_size: 5, page_number: 2 });
    expect(inside.data.map((row) => row.id)).toEqual(expectedOrder('created_at', 'desc').slice(5, 10));
    const beyond = await list({ page_size: 5, page_number: 3 });
    expect(beyond.statusCode).toBe(422);
    expect(Object.keys(beyond.json().errors)).toEqual(['page_number']);
  });
});

describe('deep pages by keyset', () => {
  /** Walks the whole list with Next (after = the last row on screen) while the pager says there is more. */
  async function walkForward(query: Record<string, string | number>) {
    const pages: ListBody[] = [await listOk(query)];
    for (;;) {
      const { data, pageInfo } = pages.at(-1)!;
      if (!pageInfo.total_capped && pageInfo.page_number >= pageInfo.total_pages) return pages;
      pages.push(await listOk({ ...query, page_number: pageInfo.page_number + 1, after: data.at(-1)!.id }));
      expect(pages.length).toBeLessThanOrEqual(USERS);
    }
  }

  /** From the last page back to the first with Previous (before = the first row on screen). */
  async function walkBack(query: Record<string, string | number>, last: ListBody) {
    const pages = [last];
    while (pages.at(-1)!.pageInfo.page_number > 1) {
      const { data, pageInfo } = pages.at(-1)!;
      pages.push(await listOk({ ...query, page_number: pageInfo.page_number - 1, before: data[0]!.id }));
    }
    return pages.reverse();
  }

  for (const sortBy of ['created_at', 'username', 'current_promoter_level'] as const) {
    for (const sortDir of ['asc', 'desc'] as const) {
      it(`returns every row once, in order, by ${sortBy} ${sortDir}, forwards and back`, async () => {
        const query = { sortBy, sortDir, page_size: 7 };
        const forward = await walkForward(query);
        const expected = expectedOrder(sortBy, sortDir);
        expect(forward.flatMap((page) => page.data.map((row) => row.id))).toEqual(expected);
        expect(forward.map((page) => page.pageInfo.page_number)).toEqual([1, 2, 3, 4, 5]);
        // Near the end the count from the anchor is under the cap, so the total becomes exact.
        expect(forward.at(-1)!.pageInfo).toMatchObject({
          total_records: USERS,
          total_pages: 5,
          total_capped: false,
        });
        const back = await walkBack(query, forward.at(-1)!);
        expect(back.map((page) => page.data.map((row) => row.id))).toEqual(
          forward.map((page) => page.data.map((row) => row.id)),
        );
      });
    }
  }

  it('ranks a Trainee below level 0', async () => {
    const ascending = await listOk({ sortBy: 'current_promoter_level', sortDir: 'asc', page_size: 6 });
    expect(ascending.data.map((row) => row.current_promoter_level)).toEqual([
      null,
      null,
      null,
      null,
      null,
      0,
    ]);
  });

  it('keeps filters and search on anchored pages', async () => {
    const filter = { search_param: JSON.stringify({ current_promoter_level: '2' }), page_size: 2 };
    const pages = await walkForward(filter);
    expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(
      expectedOrder('created_at', 'desc').filter((id) => seeded.find((user) => user.id === id)!.level === 2),
    );
  });

  it('answers the real first page when Previous finds less than a page before its anchor', async () => {
    const order = expectedOrder('created_at', 'desc');
    // The client believes it is on page 3, but only four rows come before this anchor.
    const body = await listOk({ page_number: 2, page_size: 10, before: order[4]! });
    expect(body.pageInfo.page_number).toBe(1);
    expect(body.data.map((row) => row.id)).toEqual(order.slice(0, 10));
  });

  it('refuses both anchors at once, and anchors that are not record ids', async () => {
    const both = await list({ page_number: 2, after: seeded[0]!.id, before: seeded[1]!.id });
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors)).toEqual(['before']);
    for (const after of ['0', 'abc', '2147483648']) {
      const bad = await list({ page_number: 2, after });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['after']);
    }
  });
});
