import {
  financialPeriod,
  formatRupees,
  indiaDate,
  paiseToRupees,
  rupeesToPaise,
  type FinancialQuarter,
  type UiLanguage,
  type TdsDeposit,
  type TdsDeposits,
  type tdsDepositInputSchema,
  type TdsRegister,
} from '@portal/shared';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError, validationError } from '../../lib/errors.js';
import { streamWorkbook } from '../../lib/excel.js';
import { messagesIn } from '../../lib/messages.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as usersService from '../users/users.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';
import { TDS_REGISTER_COLUMNS, TDS_REGISTER_SHEET, tdsRegisterFileName } from './tax.export.js';
import * as taxRepo from './tax.repository.js';
import { statementFileName, statementPdf } from './tax.statement.js';

/**
 * Tax deducted at source, after the withdrawals deduct it (docs/decisions/179-tax-register-and-deposits.md):
 * the register per quarter, its xlsx for the quarterly return, and the deposits that move the tax
 * out of the payable account.
 */

type DepositInput = z.output<typeof tdsDepositInputSchema>;

/** GET tds-register (admins): the quarter's deductions, their totals, what was deposited, what is owed. */
export async function getRegister({
  db,
  financialYear,
  quarter,
}: {
  db: Queryable;
  financialYear: number;
  quarter: number;
}): Promise<TdsRegister> {
  const rows = await withdrawalsService.deductionsIn(
    db,
    financialPeriod(financialYear, quarter as FinancialQuarter),
  );
  const deposits = await taxRepo.findDeposits(db, { financialYear, quarter });
  const sum = (values: number[]) =>
    paiseToRupees(values.reduce((total, value) => total + rupeesToPaise(value), 0));
  return {
    financial_year: financialYear,
    quarter,
    rows,
    totals: { gross: sum(rows.map((row) => row.gross)), tax: sum(rows.map((row) => row.tax)) },
    deposited: paiseToRupees(deposits.reduce((total, row) => total + row.amount, 0)),
    payable: await payable(db),
  };
}

/** GET tds-register/export (admins): the quarter's register as an xlsx. */
export async function registerWorkbook({
  db,
  financialYear,
  quarter,
}: {
  db: Queryable;
  financialYear: number;
  quarter: number;
}): Promise<{ fileName: string; stream: Readable }> {
  const rows = await withdrawalsService.deductionsIn(
    db,
    financialPeriod(financialYear, quarter as FinancialQuarter),
  );
  return {
    fileName: tdsRegisterFileName(financialYear, quarter),
    stream: streamWorkbook({
      sheetName: TDS_REGISTER_SHEET,
      columns: TDS_REGISTER_COLUMNS,
      batches: (async function* () {
        yield rows;
      })(),
    }),
  };
}

/** Tax deducted and not yet deposited, in rupees: the admin dashboard's tile. */
export async function payable(q: Queryable): Promise<number> {
  return paiseToRupees(await ledgerService.systemBalance(q, 'tds_payable'));
}

function toDeposit(row: taxRepo.DepositRow): TdsDeposit {
  return {
    id: row.id,
    financial_year: row.financialYear,
    quarter: row.quarter,
    section: row.section,
    challan_no: row.challanNo,
    bsr_code: row.bsrCode,
    deposited_on: row.depositedOn,
    amount: paiseToRupees(row.amount),
    recorded_by: row.recordedBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET tds-deposits (admins): a financial year's deposits, newest first, and what is still owed. */
export async function listDeposits({
  db,
  financialYear,
}: {
  db: Queryable;
  financialYear: number;
}): Promise<TdsDeposits> {
  const rows = await taxRepo.findDeposits(db, { financialYear });
  return { rows: rows.map(toDeposit), payable: await payable(db) };
}

const CHALLAN_RECORDED = 'This challan (BSR code, date and serial number) is already recorded';

/**
 * POST tds-deposits (admins): a deposit made to the government, moved out of the payable account
 * by one ledger entry (audited by the ledger) in the transaction that records the challan. The
 * payable account is locked first, so two deposits at once cannot together take more than it holds.
 */
export async function recordDeposit({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  input: DepositInput;
  now?: Date;
}): Promise<TdsDeposit> {
  if (input.deposited_on > indiaDate(now))
    throw fieldError('deposited_on', 'The date of deposit cannot be in the future');
  const amount = rupeesToPaise(input.amount);
  const id = await withTransaction(db, async (tx) => {
    const owed = await ledgerService.lockSystemAccount(tx, 'tds_payable');
    if (amount > owed)
      throw validationError({
        amount: [`More than the ${formatRupees(paiseToRupees(owed))} of tax deducted and not yet deposited`],
      });
    const key = `tds_deposit:${input.bsr_code}:${input.deposited_on}:${input.challan_no}`;
    const entry = await ledgerService.transfer(tx, {
      kind: 'tds_deposit',
      from: 'tds_payable',
      to: 'tds_deposited',
      amount,
      description: `Tax deposited: challan ${input.challan_no}, BSR ${input.bsr_code}, ${input.deposited_on}`,
      idempotencyKey: key,
      fingerprint: ledgerService.fingerprintOf({ ...input, amount }),
      audit: {
        actor,
        action: 'tds.deposit',
        after: {
          financial_year: input.financial_year,
          quarter: input.quarter,
          section: input.section,
          challan_no: input.challan_no,
          bsr_code: input.bsr_code,
          deposited_on: input.deposited_on,
          amount: input.amount,
        },
      },
    });
    if (entry.replayed) throw fieldError('challan_no', CHALLAN_RECORDED);
    const inserted = await taxRepo.insertDeposit(tx, {
      financialYear: input.financial_year,
      quarter: input.quarter,
      section: input.section,
      challanNo: input.challan_no,
      bsrCode: input.bsr_code,
      depositedOn: input.deposited_on,
      amount,
      entryId: entry.entryId,
      recordedBy: actor.id,
    });
    if (inserted === null) throw fieldError('challan_no', CHALLAN_RECORDED);
    return inserted;
  }).catch((error: unknown) => {
    // The same challan with another amount or quarter: the key was used for something else.
    if (error instanceof ledgerService.IdempotencyKeyReusedError)
      throw fieldError('challan_no', CHALLAN_RECORDED);
    throw error;
  });
  const [row] = await taxRepo.findDeposits(db, { financialYear: input.financial_year, id });
  return toDeposit(row!);
}

/**
 * GET tds-statement (a promoter): their payments of a financial year, or one quarter of it, with
 * the tax deducted from each and the challans of the period, as a PDF in `language`, naming the
 * deductor (the operator's name and TAN from the settings) and the payee with their PAN.
 */
export async function ownStatement({
  db,
  actor,
  financialYear,
  quarter,
  language,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  financialYear: number;
  quarter?: number;
  language: UiLanguage;
  now?: Date;
}): Promise<{ fileName: string; pdf: Buffer }> {
  const period = financialPeriod(financialYear, quarter as FinancialQuarter | undefined);
  const [rows, deposits, settings, profile, bank, texts] = await Promise.all([
    withdrawalsService.deductionsIn(db, period, actor.id),
    taxRepo.findDeposits(db, { financialYear, quarter }),
    settingsService.getSettings(db),
    usersService.getProfile({ db, userId: actor.id }),
    bankService.findBankAccount(db, actor.id),
    messagesIn(language),
  ]);
  const pdf = await statementPdf(
    {
      financialYear,
      quarter: quarter ?? null,
      deductor: settings.values.tds_deductor,
      payee: {
        name: `${profile.first_name} ${profile.last_name}`.trim(),
        username: profile.username,
        pan: bank?.pan ?? rows.findLast((row) => row.pan !== null)?.pan ?? null,
      },
      rows,
      deposits: deposits.map(toDeposit).reverse(),
      now,
    },
    texts,
  );
  return { fileName: statementFileName(financialYear, quarter ?? null), pdf };
}
