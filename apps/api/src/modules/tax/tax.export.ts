import { indiaDate, walletName, type TdsRegisterRow } from '@portal/shared';
import { excelDay, type ExportColumn } from '../../lib/excel.js';

/**
 * The TDS register as a quarterly return's deductee details need it (docs/decisions/179-tax-register-and-deposits.md):
 * the deductee's PAN and name, the section, the dates and amounts of payment and deduction, the rate.
 */
export const TDS_REGISTER_SHEET = 'TDS Register';

const day = (iso: string) => excelDay(indiaDate(new Date(iso)));

export const TDS_REGISTER_COLUMNS: readonly ExportColumn<TdsRegisterRow>[] = [
  { header: 'Deductee PAN', width: 13, value: (row) => row.pan ?? 'PANNOTAVBL' },
  { header: 'Deductee Name', width: 26, value: (row) => row.payee_name },
  { header: 'Username', width: 18, value: (row) => row.username },
  { header: 'Section', width: 9, value: (row) => row.section },
  { header: 'Date of Payment', type: 'date', width: 14, value: (row) => day(row.paid_at) },
  { header: 'Amount Paid', type: 'number', width: 14, value: (row) => row.gross },
  { header: 'Taxable Amount', type: 'number', width: 15, value: (row) => row.base },
  { header: 'Date of Deduction', type: 'date', width: 16, value: (row) => day(row.deducted_at) },
  { header: 'Rate (%)', type: 'number', width: 9, value: (row) => row.rate },
  { header: 'Tax Deducted', type: 'number', width: 13, value: (row) => row.tax },
  { header: 'Net Paid', type: 'number', width: 13, value: (row) => row.net },
  { header: 'Wallet', width: 14, value: (row) => walletName(row.wallet_type) },
  { header: 'Withdrawal ID', width: 13, value: (row) => row.withdrawal_id },
];

/** tds_register_FY2026-27_Q3.xlsx */
export function tdsRegisterFileName(financialYear: number, quarter: number): string {
  return `tds_register_FY${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}_Q${quarter}.xlsx`;
}
