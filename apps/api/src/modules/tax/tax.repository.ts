import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { tdsDeposits, users } from '../../db/schema.js';

export type NewDeposit = typeof tdsDeposits.$inferInsert;

const depositColumns = {
  id: tdsDeposits.id,
  financialYear: tdsDeposits.financialYear,
  quarter: tdsDeposits.quarter,
  section: tdsDeposits.section,
  challanNo: tdsDeposits.challanNo,
  bsrCode: tdsDeposits.bsrCode,
  depositedOn: tdsDeposits.depositedOn,
  amount: tdsDeposits.amount,
  recordedBy: users.username,
  createdAt: tdsDeposits.createdAt,
};
export type DepositRow = Awaited<ReturnType<typeof findDeposits>>[number];

/** Inserts a deposit; null when its challan (BSR code, date, serial) was recorded before. */
export async function insertDeposit(tx: Tx, values: NewDeposit): Promise<number | null> {
  const rows = await tx
    .insert(tdsDeposits)
    .values(values)
    .onConflictDoNothing({ target: [tdsDeposits.bsrCode, tdsDeposits.depositedOn, tdsDeposits.challanNo] })
    .returning({ id: tdsDeposits.id });
  return rows[0]?.id ?? null;
}

/** A year's deposits, or one quarter's, newest first. */
export function findDeposits(q: Queryable, where: { financialYear: number; quarter?: number; id?: number }) {
  return q
    .select(depositColumns)
    .from(tdsDeposits)
    .leftJoin(users, eq(users.id, tdsDeposits.recordedBy))
    .where(
      sql`${tdsDeposits.financialYear} = ${where.financialYear}
          ${where.quarter === undefined ? sql`` : sql`and ${tdsDeposits.quarter} = ${where.quarter}`}
          ${where.id === undefined ? sql`` : sql`and ${tdsDeposits.id} = ${where.id}`}`,
    )
    .orderBy(desc(tdsDeposits.depositedOn), desc(tdsDeposits.id));
}
