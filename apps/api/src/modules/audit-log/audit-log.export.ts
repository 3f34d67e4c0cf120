import { AUDIT_LOG_EXPORT_FILE, formatDate, indiaTime24, type AuditLogRow } from '@portal/shared';
import type { ExportColumn } from '../../lib/excel.js';

/** audit_log.xlsx: the audit log as the super admin filters it (docs/decisions/184-audit-log-on-screen.md). */
export { AUDIT_LOG_EXPORT_FILE };
export const AUDIT_LOG_EXPORT_SHEET = 'Audit Log';

/** Rows fetched per keyset batch while streaming the export. */
export const AUDIT_LOG_EXPORT_BATCH = 2000;

/** The most characters a spreadsheet cell holds (Excel's limit); a longer value is cut, and says so. */
const CELL_LIMIT = 32_767;
const CUT_MARK = '…';

/**
 * Before and after values as JSON text, as the acting code wrote them: one cell each, never a
 * column per key (every action writes its own keys).
 */
export function jsonText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value);
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT - CUT_MARK.length)}${CUT_MARK}` : text;
}

/** An instant as India time, DD-MM-YYYY HH:mm:ss: two rows of one second stay apart. */
function indiaDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatDate(instant)} ${indiaTime24(instant, { seconds: true })}`;
}

export const AUDIT_LOG_EXPORT_COLUMNS: readonly ExportColumn<AuditLogRow>[] = [
  { header: 'Entry ID', width: 11, value: (row) => row.id },
  { header: 'Time', width: 20, value: (row) => indiaDateTime(row.created_at) },
  { header: 'Actor', width: 20, value: (row) => row.actor?.username ?? 'System' },
  { header: 'Action', width: 24, value: (row) => row.action },
  { header: 'Record', width: 18, value: (row) => row.entity },
  { header: 'Record ID', width: 12, value: (row) => row.entity_id },
  { header: 'Target User', width: 20, value: (row) => row.target_user?.username },
  { header: 'Before', width: 50, value: (row) => jsonText(row.before) },
  { header: 'After', width: 50, value: (row) => jsonText(row.after) },
  { header: 'IP Address', width: 16, value: (row) => row.ip },
];
