import {
  indiaDate,
  promoterLevelLabel,
  walletName,
  withdrawStatusLabel,
  WITHDRAW_MESSAGES,
  type WithdrawRow,
} from '@portal/shared';
import { excelDay, type ExportColumn } from '../../lib/excel.js';

/** withdraw_requests.xlsx with the columns of docs/product/money.md, Exports. */
export const WITHDRAWALS_EXPORT_FILE = WITHDRAW_MESSAGES.exportFileName;
export const WITHDRAWALS_EXPORT_SHEET = 'Withdraw Requests';
export const WITHDRAWALS_EXPORT_BATCH = 2000;

export const WITHDRAWALS_EXPORT_COLUMNS: readonly ExportColumn<WithdrawRow>[] = [
  { header: 'Request ID', width: 11, value: (row) => row.id },
  { header: 'Username', width: 20, value: (row) => row.user.username },
  { header: 'Full Name', width: 24, value: (row) => `${row.user.first_name} ${row.user.last_name}` },
  { header: 'Mobile', width: 13, value: (row) => row.user.mobile },
  { header: 'City', width: 16, value: (row) => row.user.city },
  { header: 'District', width: 16, value: (row) => row.user.district },
  { header: 'State', width: 18, value: (row) => row.user.state },
  { header: 'Pin Code', width: 9, value: (row) => row.user.pin_code },
  {
    header: 'Promoter Level',
    width: 17,
    value: (row) => promoterLevelLabel(row.user.current_promoter_level),
  },
  { header: 'Wallet', width: 14, value: (row) => walletName(row.wallet_type) },
  {
    header: 'Payout Method',
    width: 14,
    value: (row) => (row.bank_detail.payout_method === 'upi' ? 'UPI ID' : 'Bank'),
  },
  { header: 'Bank', width: 20, value: (row) => row.bank_detail.bank_name },
  { header: 'Account Number', width: 20, value: (row) => row.bank_detail.acc_no },
  { header: 'IFSC', width: 13, value: (row) => row.bank_detail.ifsc_code },
  { header: 'Branch', width: 18, value: (row) => row.bank_detail.branch_name },
  { header: 'UPI ID', width: 24, value: (row) => row.bank_detail.upi_id },
  {
    header: 'Request Date',
    type: 'date',
    width: 13,
    value: (row) => excelDay(indiaDate(new Date(row.request_at))),
  },
  { header: 'Status', width: 11, value: (row) => withdrawStatusLabel(row.status) },
  { header: 'Amount', type: 'number', width: 12, value: (row) => row.amount },
  { header: 'Reason', width: 30, value: (row) => row.reason },
];
