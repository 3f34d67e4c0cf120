import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLogs, journalEntries, journalLines, ledgerAccounts, withdrawals } from '../../db/schema.js';
import {
  adjustWallet,
  ownPan,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';

/** Tax deducted at source on withdrawals (issue 19, point 2; docs/decisions/178-tax-at-source.md). */
const t = useTestApp();
const { root } = t;

const saveSettings = async (payload: Record<string, unknown>) => {
  const response = await t.request(root, { method: 'PUT', url: '/api/v1/programme-settings', payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const tdsRules = (overrides: Record<string, unknown> = {}) =>
  [1, 2, 3].map((wallet_type) => ({
    wallet_type,
    section: '194H',
    rate_with_pan: 2,
    rate_without_pan: 20,
    threshold: 20_000,
    ...overrides,
  }));

beforeAll(async () => {
  // One request after another from one wallet: no cool-down in these tests.
  await saveSettings({
    withdrawal: [1, 2, 3].map((wallet_type) => ({ wallet_type, min_amount: 1, cooldown_days: 0 })),
  });
});

async function payee(withPan: boolean, funds = 100_000): Promise<Session> {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, user, withPan ? { pan: ownPan(user.userId), pan_name: 'Asha Kumar' } : {});
  const credited = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: funds });
  expect(credited.statusCode).toBe(201);
  return user;
}

async function requested(user: Session, amount: number): Promise<number> {
  const response = await t.request(user, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function setStatus(id: number, status: 1 | 2) {
  const response = await t.request(root, {
    method: 'POST',
    url: '/api/v1/withdraw-status-update',
    payload: { id, status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function paid(user: Session, amount: number) {
  return setStatus(await requested(user, amount), 2);
}

/** The completion entry's lines, by account: the payee's wallet, bank payouts, tax payable. */
async function completionLines(id: number) {
  const rows = await t.db
    .select({ system: ledgerAccounts.systemCode, amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(journalEntries.idempotencyKey, `withdrawal:${id}:complete`));
  return Object.fromEntries(rows.map((row) => [row.system ?? 'wallet', row.amount]));
}

const payable = async () => {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(ledgerAccounts.systemCode, 'tds_payable'));
  return Number(row!.total);
};

describe('tax at source on completion', () => {
  it('below the threshold: nothing deducted, the gross paid', async () => {
    const user = await payee(true);
    const row = await paid(user, 5_000);
    expect(row).toMatchObject({ amount: 5_000, tds_amount: 0, tds_rate: 0, net_amount: 5_000 });
    expect(await completionLines(row.id)).toEqual({ wallet: -5_000_00, bank_payouts: 5_000_00 });
  });

  it('crossing it mid-year: the whole year taxed at 2 % with PAN, gross = net + tax in the ledger', async () => {
    const user = await payee(true);
    const before = await payable();
    await paid(user, 15_000);
    const crossing = await paid(user, 7_000);
    // 2 % of the year's ₹22,000.
    expect(crossing).toMatchObject({
      amount: 7_000,
      tds_amount: 440,
      tds_rate: 2,
      tds_section: '194H',
      net_amount: 6_560,
    });
    expect(await completionLines(crossing.id)).toEqual({
      wallet: -7_000_00,
      bank_payouts: 6_560_00,
      tds_payable: 440_00,
    });
    const after = await paid(user, 1_000);
    expect(after).toMatchObject({ tds_amount: 20, net_amount: 980 });
    expect((await payable()) - before).toBe(460_00);

    const [stored] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, crossing.id));
    expect(stored).toMatchObject({ tdsBase: 22_000_00, tdsPan: ownPan(user.userId), tdsRateBp: 200 });
    // The payee's history and the audit row carry the split.
    const history = (await t.request(user, { url: '/api/v1/withdraw-histories?page_size=10' })).json();
    expect(history.data.find((row: { id: number }) => row.id === crossing.id)).toMatchObject({
      amount: 7_000,
      tds_amount: 440,
      tds_rate: 2,
      net_amount: 6_560,
    });
    const [audit] = await t.db
      .select({ after: auditLogs.after })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'withdrawal.pay'),
          sql`${auditLogs.after}->>'withdrawal_id' = ${String(crossing.id)}`,
        ),
      );
    expect(audit!.after).toMatchObject({ amount: 7_000, tds_amount: 440, net_amount: 6_560, tds_rate: 2 });
    // The earnings history shows the tax beside the withdrawal's gross line.
    const earnings = (await t.request(user, { url: '/api/v1/earning-histories?page_size=50' })).json();
    const line = earnings.data.find(
      (row: { kind: string; description_parts: { id?: number } | null }) =>
        row.kind === 'withdrawal' && row.description_parts?.id === crossing.id,
    );
    expect(line).toMatchObject({ amount: -7_000, tax_deducted: 440 });
    expect(earnings.data.find((row: { kind: string }) => row.kind === 'adjustment').tax_deducted).toBeNull();
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  });

  it('without a PAN: 20 %', async () => {
    const user = await payee(false);
    const row = await paid(user, 25_000);
    expect(row).toMatchObject({ tds_amount: 5_000, tds_rate: 20, net_amount: 20_000 });
    expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, row.id)))[0]!.tdsPan).toBeNull();
  });

  it('counts only this financial year (India time): a payment of the last year is not in it', async () => {
    const user = await payee(true);
    const last = await paid(user, 19_000);
    // Paid on 31 March, 23:59 India time, of the year before.
    await t.db.execute(
      sql`update withdrawals set tds_deducted_at = '2026-03-31T18:29:00Z', paid_at = '2026-03-31T18:29:00Z' where id = ${last.id}`,
    );
    const row = await paid(user, 2_000);
    expect(row).toMatchObject({ tds_amount: 0, net_amount: 2_000 });
  });

  it('each withdrawal keeps the settings version it was computed with', async () => {
    const user = await payee(true);
    const first = await paid(user, 25_000);
    expect(first).toMatchObject({ tds_amount: 500 });
    const saved = await saveSettings({ tds: tdsRules({ rate_with_pan: 5 }) });
    try {
      const second = await paid(user, 1_000);
      expect(second).toMatchObject({ tds_amount: 50, tds_rate: 5 });
      const versions = await t.db
        .select({ id: withdrawals.id, version: withdrawals.tdsSettingsVersion })
        .from(withdrawals)
        .where(eq(withdrawals.userId, user.userId));
      expect(versions.find((row) => row.id === second.id)!.version).toBe(saved.version);
      expect(versions.find((row) => row.id === first.id)!.version).toBeLessThan(saved.version);
    } finally {
      await saveSettings({ tds: tdsRules() });
    }
  });
});

describe('the payout file', () => {
  it('pays the net, and fixes the deduction the completion then posts, whatever changes between', async () => {
    const user = await payee(true);
    const id = await requested(user, 30_000);
    await setStatus(id, 1);
    const file = await t.request(root, {
      method: 'POST',
      url: '/api/v1/withdraws/payout-file',
      payload: { ids: [id] },
    });
    expect(file.statusCode, file.body).toBe(200);
    // 2 % of ₹30,000 is ₹600: the bank pays ₹29,400.
    expect(file.body.split('\r\n')[1]).toMatch(new RegExp(`,29400\\.00,WD${id}$`));
    const processing = (await t.request(root, { url: `/api/v1/withdraws?page_size=100` })).json();
    expect(processing.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      status: 1,
      tds_amount: 600,
      net_amount: 29_400,
      paid_at: null,
    });

    // The rates change before the admin marks it completed: what the bank paid stands.
    await saveSettings({ tds: tdsRules({ rate_with_pan: 10 }) });
    try {
      const completed = await setStatus(id, 2);
      expect(completed).toMatchObject({ status: 2, tds_amount: 600, net_amount: 29_400 });
      expect(completed.paid_at).not.toBeNull();
      expect(await completionLines(id)).toEqual({
        wallet: -30_000_00,
        bank_payouts: 29_400_00,
        tds_payable: 600_00,
      });
    } finally {
      await saveSettings({ tds: tdsRules() });
    }
  });
});

describe('the tax settings', () => {
  it('default to section 194H, 2 % / 20 % above ₹20,000 a year, to the rupee, for each wallet', async () => {
    const settings = (await t.request(root, { url: '/api/v1/programme-settings' })).json();
    expect(settings.tds).toEqual(tdsRules());
    expect(settings.tds_rounding).toBe('rupee');
    expect(settings.tds_deductor).toEqual({ name: '', tan: '' });
  });

  it('refuse a bad rate, a blank section and a bad TAN on their fields', async () => {
    const response = await t.request(root, {
      method: 'PUT',
      url: '/api/v1/programme-settings',
      payload: {
        tds: [
          { ...tdsRules()[0], rate_with_pan: 2.005 },
          { ...tdsRules()[1], section: ' ' },
          { ...tdsRules()[2], rate_without_pan: 101 },
        ],
        tds_deductor: { name: 'Banyan Promotions', tan: 'ABC12345D' },
        tds_rounding: 'crore',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'tds.0.rate_with_pan': ['Enter a rate from 0 to 100 %, with at most 2 decimals'],
      'tds.1.section': ['Enter the section the tax is deducted under (e.g. 194H)'],
      'tds.2.rate_without_pan': ['Enter a rate from 0 to 100 %, with at most 2 decimals'],
      'tds_deductor.tan': ['Enter a valid TAN: 4 letters, 5 digits, then a letter (e.g. CHEA12345B)'],
      tds_rounding: ['Choose rounding to the rupee or to the paisa'],
    });
  });

  it('save the deductor upper-cased and rounding to the paisa', async () => {
    const saved = await saveSettings({
      tds_deductor: { name: 'Banyan Promotions', tan: 'chea12345b' },
      tds_rounding: 'paise',
    });
    try {
      expect(saved).toMatchObject({
        tds_deductor: { name: 'Banyan Promotions', tan: 'CHEA12345B' },
        tds_rounding: 'paise',
      });
      // 2 % of ₹20,025.25 is ₹400.505: ₹400.51 to the paisa.
      const user = await payee(true);
      expect(await paid(user, 20_025.25)).toMatchObject({ tds_amount: 400.51, net_amount: 19_624.74 });
    } finally {
      await saveSettings({ tds_rounding: 'rupee' });
    }
  });
});

describe('ledger:verify on paid withdrawals', () => {
  it('names a completed withdrawal whose ledger split differs from its net and tax', async () => {
    const user = await payee(true);
    const row = await paid(user, 21_000);
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
    // Net and tax still add up to the gross, but the ledger paid otherwise.
    await t.db.execute(
      sql`update withdrawals set net_amount = net_amount - 100, tds_amount = tds_amount + 100 where id = ${row.id}`,
    );
    try {
      const { problems } = await checkMoneyHealth(t.db);
      expect(problems).toEqual([
        {
          check: 'paid withdrawal differs from its net and tax',
          detail: `request ${row.id}: gross ₹21,000.00, net ₹20,579.00 + tax ₹421.00; paid to the bank ₹20,580.00, to tax payable ₹420.00`,
        },
      ]);
    } finally {
      await t.db.execute(
        sql`update withdrawals set net_amount = net_amount + 100, tds_amount = tds_amount - 100 where id = ${row.id}`,
      );
    }
  });
});
