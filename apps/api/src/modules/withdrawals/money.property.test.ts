import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees, Role, type WalletTypeValue } from '@portal/shared';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { AppError } from '../../lib/errors.js';
import { BANK_DETAILS, loginRoot, ownAccountNumber, registerAndLogin } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as settingsService from '../settings/settings.service.js';
import { canTransition, type TargetStatus } from './withdrawals.rules.js';
import * as withdrawalsService from './withdrawals.service.js';

/**
 * Random sequences of credits, debits, withdrawal requests, processing, completions and
 * rejections against a simple model of the wallets: after every step the wallets equal the
 * model, and after every sequence every invariant of docs/product/money.md, Verification holds
 * (checkMoneyHealth).
 */
let t: TestApp;
let rootActor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  const root = await loginRoot(t.app);
  rootActor = {
    id: root.userId,
    username: 'root',
    role: Role.SuperAdmin,
    sessionId: 'property',
    ip: '127.0.0.1',
  };
  // No cool-down and a ₹1 minimum, so random requests exercise the balance rules.
  await withTransaction(t.db, (tx) =>
    settingsService.saveSettings(tx, {
      actor: null,
      changes: {
        withdrawal: {
          1: { min_paise: 100, cooldown_days: 0 },
          2: { min_paise: 100, cooldown_days: 0 },
          3: { min_paise: 100, cooldown_days: 0 },
        },
      },
    }),
  );
});
afterAll(() => t.close());

const wallet = fc.constantFrom<WalletTypeValue>(1, 2, 3);
const command = fc.oneof(
  fc.record({
    op: fc.constant('adjust' as const),
    wallet,
    paise: fc.integer({ min: -50_000, max: 100_000 }).filter((n) => n !== 0),
  }),
  fc.record({ op: fc.constant('request' as const), wallet, paise: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({
    op: fc.constantFrom('process' as const, 'complete' as const, 'reject' as const),
    pick: fc.nat(),
  }),
);

describe('money invariants over random sequences (fast-check)', () => {
  it('wallets follow the model and the ledger verifies after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        const user = await registerAndLogin(t.app, (await loginRoot(t.app)).promoterCode);
        const actor: Actor = {
          id: user.userId,
          username: user.username,
          role: Role.User,
          sessionId: 'p',
          ip: '127.0.0.1',
        };
        await bankService.upsertOwnBankDetail({
          db: t.db,
          actor,
          input: {
            ...BANK_DETAILS,
            acc_no: ownAccountNumber(user.userId),
            payout_method: 'bank',
            current_password: undefined,
          },
        });
        const model = { 1: { balance: 0, held: 0 }, 2: { balance: 0, held: 0 }, 3: { balance: 0, held: 0 } };
        const requests: { id: number; wallet: WalletTypeValue; paise: number; status: number }[] = [];
        const refused = async (work: () => Promise<unknown>) => {
          try {
            await work();
            return false;
          } catch (error) {
            if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 422))
              return true;
            throw error;
          }
        };

        for (const step of commands) {
          if (step.op === 'adjust') {
            const m = model[step.wallet];
            const allowed = step.paise > 0 || -step.paise <= m.balance - m.held;
            const wasRefused = await refused(() =>
              ledgerService.adjustWallet({
                db: t.db,
                actor: rootActor,
                input: {
                  user_id: user.userId,
                  wallet_type: step.wallet,
                  amount: paiseToRupees(step.paise),
                  reason: 'property',
                },
              }),
            );
            expect(wasRefused).toBe(!allowed);
            if (allowed) m.balance += step.paise;
          } else if (step.op === 'request') {
            const m = model[step.wallet];
            const allowed = step.paise >= 100 && step.paise <= m.balance - m.held;
            let id = 0;
            const wasRefused = await refused(async () => {
              id = (
                await withdrawalsService.requestWithdrawal({
                  db: t.db,
                  actor,
                  input: { wallet_type: step.wallet, amount: paiseToRupees(step.paise) },
                })
              ).id;
            });
            expect(wasRefused).toBe(!allowed);
            if (allowed) {
              m.held += step.paise;
              requests.push({ id, wallet: step.wallet, paise: step.paise, status: 0 });
            }
          } else if (requests.length > 0) {
            const target = requests[step.pick % requests.length]!;
            const to = ({ process: 1, complete: 2, reject: 3 } as const)[step.op] as TargetStatus;
            const allowed = canTransition(target.status, to);
            const wasRefused = await refused(() =>
              withdrawalsService.updateWithdrawStatus({
                db: t.db,
                actor: rootActor,
                input: { id: target.id, status: to, reason: to === 3 ? 'property' : null },
              }),
            );
            expect(wasRefused).toBe(!allowed);
            if (allowed) {
              const m = model[target.wallet];
              if (to === 2) {
                m.balance -= target.paise;
                m.held -= target.paise;
              } else if (to === 3) m.held -= target.paise;
              target.status = to;
            }
          }
          const wallets = await ledgerService.findWallets(t.db, user.userId);
          for (const w of wallets) {
            expect({ balance: w.balance, held: w.held }).toEqual(model[w.walletType]);
            expect(w.available).toBeGreaterThanOrEqual(0);
          }
        }
        expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
