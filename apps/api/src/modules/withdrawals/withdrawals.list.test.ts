import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageInfo } from '@portal/shared';
import { withTransaction } from '../../db/transaction.js';
import {
  adjustWallet,
  asSession,
  loginRoot,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as settingsService from '../settings/settings.service.js';

/**
 * The admin withdrawals list as it behaves at a million rows, shown at a small scale with a small
 * cap (LIST_TOTAL_CAP=3, docs/decisions/020-capped-totals-and-keyset-pages.md): the total is
 * counted only up to the cap and says so, and Next seeks the row on screen instead of skipping
 * rows from the start.
 */
const CAP = 3;

let t: TestApp;
let root: Session;
let requester: Session;

type ListBody = { data: { id: number; amount: number }[]; pageInfo: PageInfo };

async function list(query: Record<string, string | number> = {}): Promise<ListBody> {
  const response = await t.app.inject(
    asSession(root, {
      url: '/api/v1/withdraws',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (body: ListBody) => body.data.map((row) => row.id);

/** A withdrawal request of `amount` rupees from the requester's Cash wallet (no cool-down here). */
async function requestWithdrawal(amount: number): Promise<number> {
  const response = await t.app.inject(
    asSession(requester, { method: 'POST', url: '/api/v1/withdraws', payload: { wallet_type: 1, amount } }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

beforeAll(async () => {
  t = await createTestApp({ LIST_TOTAL_CAP: String(CAP) });
  root = await loginRoot(t.app);
  await withTransaction(t.db, (tx) =>
    settingsService.saveSettings(tx, {
      actor: null,
      changes: {
        withdrawal: {
          1: { min_paise: 100_00, cooldown_days: 0 },
          2: { min_paise: 100_00, cooldown_days: 7 },
          3: { min_paise: 1_00_000_00, cooldown_days: 30 },
        },
      },
    }),
  );
  requester = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, requester);
  const funded = await adjustWallet(t.app, root, { user_id: requester.userId, wallet_type: 1, amount: 5000 });
  expect(funded.statusCode, funded.body).toBe(201);
  // Six requests, newest last; amounts tell them apart.
  for (const amount of [101, 102, 103, 104, 105, 106]) await requestWithdrawal(amount);
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

describe('GET withdraws at scale', () => {
  it('counts the total only up to the cap and says it is capped', async () => {
    const first = await list({ page_size: 2 });
    expect(first.pageInfo).toEqual({
      total_records: CAP,
      page_number: 1,
      page_size: 2,
      total_pages: 2,
      total_capped: true,
    });
    expect(first.data.map((row) => row.amount)).toEqual([106, 105]);
    // Under the cap the total is exact and not capped.
    const scratch = await list({ search_param: JSON.stringify({ wallet_type: 2 }) });
    expect(scratch.pageInfo).toMatchObject({ total_records: 0, total_capped: false });
  });

  it('answers the rows after the anchor on screen, not the rows at that offset, when new ones arrive', async () => {
    const first = await list({ page_size: 2 });
    const everyRowThen = ids(await list({ page_size: 10 }));
    // Two requests arrive while the admin reads page 1: they go on top of the list.
    await requestWithdrawal(107);
    await requestWithdrawal(108);
    const next = await list({ page_size: 2, page_number: 2, after: first.data.at(-1)!.id });
    const byOffset = await list({ page_size: 2, page_number: 2 });
    expect(ids(next)).toEqual(everyRowThen.slice(2, 4));
    expect(next.data.map((row) => row.amount)).toEqual([104, 103]);
    // The plain page 2 has moved down by the two new rows: it repeats what page 1 showed.
    expect(ids(byOffset)).toEqual(ids(first));
    expect(ids(next)).not.toEqual(ids(byOffset));
  });

  it('reaches pages past the counted window by anchor only', async () => {
    const pages = [await list({ page_size: 2 })];
    while (pages.length < 4)
      pages.push(
        await list({ page_size: 2, page_number: pages.length + 1, after: pages.at(-1)!.data.at(-1)!.id }),
      );
    expect(pages.flatMap((page) => page.data.map((row) => row.amount))).toEqual([
      108, 107, 106, 105, 104, 103, 102, 101,
    ]);
    // The last page is counted from its anchor: the total is exact there.
    expect(pages.at(-1)!.pageInfo).toMatchObject({ total_records: 8, total_pages: 4, total_capped: false });
    const deepByNumber = await t.app.inject(
      asSession(root, { url: '/api/v1/withdraws', query: { page_size: '2', page_number: '3' } }),
    );
    expect(deepByNumber.statusCode).toBe(422);
    expect(Object.keys(deepByNumber.json().errors)).toEqual(['page_number']);
  });
});
