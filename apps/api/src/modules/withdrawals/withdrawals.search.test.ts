import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageInfo, WithdrawRow } from '@portal/shared';
import { withTransaction } from '../../db/transaction.js';
import { searchWalkLimit } from '../../lib/list.js';
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
 * Searched pages of the admins' withdrawal list (docs/decisions/086-searched-pages.md): a
 * requester whose requests are far apart (more than a page's walk between them) is found by the
 * trigram index, one whose requests are everywhere by walking the newest requests. Either way
 * the pages are the list's order, on both sorts, numbered and anchored, forwards and back.
 */

type ListBody = { data: WithdrawRow[]; pageInfo: PageInfo };

let t: TestApp;
let root: Session;
let rare: Session & { username: string };
let common: Session & { username: string };
/** Every request, oldest first, as [id, amount in rupees, requester]. */
const made: { id: number; amount: number; user: 'rare' | 'common' }[] = [];

/** One page of 1 row walks searchWalkLimit(1) requests before it reads the matches instead. */
const GAP = searchWalkLimit(1) + 1;

async function withdrawalRules(cooldownDays: number) {
  await withTransaction(t.db, (tx) =>
    settingsService.saveSettings(tx, {
      actor: null,
      changes: {
        withdrawal: {
          1: { min_paise: 1_00, cooldown_days: cooldownDays },
          2: { min_paise: 100_00, cooldown_days: 7 },
          3: { min_paise: 1_00_000_00, cooldown_days: 30 },
        },
      },
    }),
  );
}

async function funded(names: { first_name: string; last_name: string }) {
  const user = await registerAndLogin(t.app, root.promoterCode, names);
  await saveBankDetails(t.app, user);
  const response = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 100_000 });
  expect(response.statusCode, response.body).toBe(201);
  return user;
}

async function requestWithdrawal(who: 'rare' | 'common', amount: number) {
  const response = await t.app.inject(
    asSession(who === 'rare' ? rare : common, {
      method: 'POST',
      url: '/api/v1/withdraws',
      payload: { wallet_type: 1, amount },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  made.push({ id: response.json().id, amount, user: who });
}

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  await withdrawalRules(0);
  rare = await funded({ first_name: 'Zebulon', last_name: 'Quill' });
  common = await funded({ first_name: 'Marisol', last_name: 'Quill' });
  // Zebulon's three requests with more than a page's walk of Marisol's between them; amounts
  // repeat, so the amount sort leans on the id.
  for (let gap = 0; gap < 3; gap++) {
    await requestWithdrawal('rare', 10 + gap * 7);
    for (let k = 0; k < GAP; k++) await requestWithdrawal('common', 1 + ((k * 13) % 40));
  }
}, 120_000);
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t?.close();
});

async function listOk(query: Record<string, string | number>): Promise<ListBody> {
  const response = await t.app.inject(
    asSession(root, {
      url: '/api/v1/withdraws',
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (page: ListBody) => page.data.map((row) => row.id);

function expectedOrder(who: 'rare' | 'both', sortBy: 'request_at' | 'amount', sortDir: 'asc' | 'desc') {
  // Requests are made one after another, so the id order is the request-time order.
  const rows = made.filter((row) => who === 'both' || row.user === who);
  const sorted = [...rows].sort((a, b) =>
    sortBy === 'amount' && a.amount !== b.amount ? a.amount - b.amount : a.id - b.id,
  );
  return (sortDir === 'asc' ? sorted : sorted.reverse()).map((row) => row.id);
}

const cases = [
  { search: 'Zebulon', who: 'rare', pageSize: 1 },
  { search: 'Quill', who: 'both', pageSize: 40 },
] as const;

describe('GET /withdraws with a search', () => {
  for (const { search, who, pageSize } of cases) {
    for (const sortBy of ['request_at', 'amount'] as const) {
      for (const sortDir of ['desc', 'asc'] as const) {
        it(`"${search}" by ${sortBy} ${sortDir}: every request once, in order, with Next and Previous`, async () => {
          const query = { search, sortBy, sortDir, page_size: pageSize };
          const expected = expectedOrder(who, sortBy, sortDir);
          const pages: ListBody[] = [await listOk(query)];
          while (pages.at(-1)!.pageInfo.page_number < pages.at(-1)!.pageInfo.total_pages) {
            const { data, pageInfo } = pages.at(-1)!;
            pages.push(
              await listOk({ ...query, page_number: pageInfo.page_number + 1, after: data.at(-1)!.id }),
            );
            expect(pages.length).toBeLessThanOrEqual(expected.length);
          }
          expect(pages.flatMap(idsOf)).toEqual(expected);
          expect(pages[0]!.data.every((row) => row.user.last_name === 'Quill')).toBe(true);

          const back = [pages.at(-1)!];
          while (back.at(-1)!.pageInfo.page_number > 1) {
            const { data, pageInfo } = back.at(-1)!;
            back.push(await listOk({ ...query, page_number: pageInfo.page_number - 1, before: data[0]!.id }));
            expect(back.length).toBeLessThanOrEqual(pages.length);
          }
          expect(back.reverse().map(idsOf)).toEqual(pages.map(idsOf));

          expect(idsOf(await listOk({ ...query, page_number: 2 }))).toEqual(idsOf(pages[1]!));
        });
      }
    }
  }
});
