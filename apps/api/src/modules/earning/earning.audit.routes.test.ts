import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { addDays, indiaDate } from '@portal/shared';
import { auditLogs, journalEntries } from '../../db/schema.js';
import { loginRoot, type Session } from '../../test/fixtures.js';
import { openGates } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import { earningKit, indiaTime } from './earning.test-support.js';

/**
 * A quiz confirmation's credit writes its audit row (docs/product/roles.md, Audit): the posting
 * path of the earning module in the walk of every posting path (apps/api/src/money-audit.test.ts).
 */

let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  await openGates(t);
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

describe('a quiz confirmation', () => {
  it('credits with exactly one audit row naming its entry, by the promoter', async () => {
    const kit = earningKit(t, root);
    const date = addDays(indiaDate(), -3);
    await kit.scheduleDay(date);
    const promoter = await kit.promoter(1);
    const { served, confirmed } = await kit.earnAt(promoter, indiaTime(date, '10:00:00'));
    expect(confirmed.amount).toBeGreaterThan(0);
    const [entry] = await t.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `quiz:${promoter.userId}:%`));
    const rows = await t.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId, after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'journal_entries'), eq(auditLogs.entityId, String(entry!.id))))
      .orderBy(asc(auditLogs.id));
    expect(rows).toEqual([
      {
        action: 'quiz_attempt.confirm',
        actorId: promoter.userId,
        after: {
          attempt_id: served.attempt_id,
          amount: confirmed.amount,
          cash: confirmed.cash,
          grow: confirmed.grow,
        },
      },
    ]);
  });
});
