import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Money moves only through the ledger (docs/product/money.md, Ledger): no SQL outside
 * modules/ledger writes a money table, by Drizzle or by hand. Reading them is allowed (the
 * withdrawals' consistency check joins the holds).
 */
const SRC = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const LEDGER_DIR = path.join(SRC, 'modules', 'ledger');

const TABLE_CONSTS = ['ledgerAccounts', 'journalEntries', 'journalLines', 'ledgerHolds'];
const TABLE_NAMES = ['ledger_accounts', 'journal_entries', 'journal_lines', 'ledger_holds'];
const WRITES = [
  new RegExp(String.raw`\.(insert|update|delete)\(\s*(${TABLE_CONSTS.join('|')})\b`),
  new RegExp(
    String.raw`\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|alter\s+table)\s+"?(${TABLE_NAMES.join('|')})\b`,
    'i',
  ),
];

export function writesMoneyTable(source: string): boolean {
  return WRITES.some((pattern) => pattern.test(source));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('money tables', () => {
  it('recognises a write by Drizzle or by raw SQL, and not a read', () => {
    expect(writesMoneyTable('await tx.update(ledgerAccounts).set({ balance: 0 })')).toBe(true);
    expect(writesMoneyTable('await tx.insert(journalLines).values(lines)')).toBe(true);
    expect(writesMoneyTable('sql`UPDATE ledger_accounts SET balance = 0`')).toBe(true);
    expect(writesMoneyTable('sql`delete from "journal_entries"`')).toBe(true);
    expect(writesMoneyTable('sql`select * from ledger_holds h join withdrawals w on w.hold_id = h.id`')).toBe(
      false,
    );
    expect(writesMoneyTable('tx.update(withdrawals).set({ status: 2 })')).toBe(false);
  });

  it('are written by modules/ledger only', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(LEDGER_DIR + path.sep))
      .filter((file) => writesMoneyTable(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
