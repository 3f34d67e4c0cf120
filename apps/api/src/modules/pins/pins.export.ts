import {
  GIFT_DELIVERY_LABELS,
  indiaDate,
  PIN_STATUS_LABELS,
  promoterLevelLabel,
  type AdminPinRequest,
} from '@portal/shared';
import { excelDay, type ExportColumn } from '../../lib/excel.js';

/** pin_requests.xlsx: what the Pin Requests table shows (docs/product/pins-and-levels.md). */
export const PIN_EXPORT_FILE = 'pin_requests.xlsx';
export const PIN_EXPORT_SHEET = 'Pin Requests';
export const PIN_EXPORT_BATCH = 2000;

const day = (value: string | null) => (value ? excelDay(indiaDate(new Date(value))) : null);

export const PIN_EXPORT_COLUMNS: readonly ExportColumn<AdminPinRequest>[] = [
  { header: 'Request ID', width: 11, value: (row) => row.id },
  { header: 'Username', width: 20, value: (row) => row.user.username },
  { header: 'Full Name', width: 24, value: (row) => `${row.user.first_name} ${row.user.last_name}` },
  { header: 'Mobile', width: 13, value: (row) => row.user.mobile },
  { header: 'Current Level', width: 17, value: (row) => promoterLevelLabel(row.user.current_promoter_level) },
  { header: 'Requested Level', width: 17, value: (row) => promoterLevelLabel(row.level) },
  { header: 'Request Date', type: 'date', width: 13, value: (row) => day(row.request_at) },
  { header: 'Status', width: 11, value: (row) => PIN_STATUS_LABELS[row.status] ?? '' },
  { header: 'Terms Raised', type: 'date', width: 13, value: (row) => day(row.terms_raised_at) },
  { header: 'Terms Accepted', type: 'date', width: 14, value: (row) => day(row.terms_accepted_at) },
  { header: 'Activated', type: 'date', width: 12, value: (row) => day(row.activated_at) },
  {
    header: 'Gift Delivery',
    width: 13,
    value: (row) => (row.gift_delivery ? GIFT_DELIVERY_LABELS[row.gift_delivery] : null),
  },
  { header: 'WhatsApp', width: 13, value: (row) => row.whatsapp },
  { header: 'Reason', width: 30, value: (row) => row.reason },
];
