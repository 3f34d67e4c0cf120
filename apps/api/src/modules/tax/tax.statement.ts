import {
  financialYearLabel,
  formatDate,
  formatRupees,
  indiaDate,
  messageKey,
  type TdsDeposit,
  type TdsRegisterRow,
} from '@portal/shared';
import { pdfBytes, pdfDocument } from '../../lib/pdf.js';
import type { messagesIn } from '../../lib/messages.js';

/**
 * A payee's statement of tax deducted at source for a financial year or one quarter of it
 * (docs/decisions/180-tax-statements-as-pdf.md): the deductor, the payee, each payment with its
 * gross, rate, tax and net, the totals, and the challans the tax was deposited with; in the
 * payee's language.
 */
export interface Statement {
  financialYear: number;
  quarter: number | null;
  deductor: { name: string; tan: string };
  payee: { name: string; username: string; pan: string | null };
  rows: readonly TdsRegisterRow[];
  deposits: readonly TdsDeposit[];
  now: Date;
}

type Texts = Awaited<ReturnType<typeof messagesIn>>;

/** statement_FY2026-27_Q3.pdf, or statement_FY2026-27.pdf for the year. */
export function statementFileName(financialYear: number, quarter: number | null): string {
  const year = financialYearLabel(financialYear).replace('FY ', 'FY');
  return `tds_statement_${year}${quarter === null ? '' : `_Q${quarter}`}.pdf`;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const sumOf = (values: number[]) => values.reduce((total, value) => total + paise(value), 0) / 100;

export async function statementPdf(statement: Statement, texts: Texts): Promise<Buffer> {
  const t = (code: Parameters<typeof messageKey>[0], params?: Parameters<typeof messageKey>[1]) =>
    texts.text(messageKey(code, params));
  const title = t('statement.title');
  const { doc, write } = pdfDocument(texts.language, {
    title,
    author: statement.deductor.name || 'Promoter Portal',
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const year = financialYearLabel(statement.financialYear).replace('FY ', '');

  write(title, { x: left, y: doc.page.margins.top, size: 16 });
  doc.moveDown(0.3);
  write(
    statement.quarter === null
      ? t('statement.year', { year })
      : t('statement.quarter', {
          year,
          quarter: statement.quarter,
          months: t(`statement.months_q${statement.quarter}` as 'statement.months_q1'),
        }),
    { x: left, size: 11, color: '#334155' },
  );
  doc.moveDown(0.8);
  write(
    statement.deductor.name
      ? t('statement.deductor', { name: statement.deductor.name })
      : t('statement.deductor_unnamed'),
    { x: left },
  );
  write(
    statement.deductor.tan ? t('statement.tan', { tan: statement.deductor.tan }) : t('statement.tan_missing'),
    {
      x: left,
    },
  );
  doc.moveDown(0.5);
  write(t('statement.payee', { name: statement.payee.name, username: statement.payee.username }), {
    x: left,
  });
  write(statement.payee.pan ? t('statement.pan', { pan: statement.payee.pan }) : t('statement.no_pan'), {
    x: left,
  });
  doc.moveDown(1);

  // Payments: one row each, then the totals.
  const columns = [0.18, 0.14, 0.18, 0.1, 0.18, 0.22].map((share) => share * width);
  const table = (cells: string[], options: { size?: number; color?: string } = {}) => {
    const y = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      write(cell, { x, y, width: columns[index]! - 6, align: index >= 2 ? 'right' : 'left', ...options });
      x += columns[index]!;
    });
    doc.y = Math.max(doc.y, y + 14);
    doc.x = left;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#cbd5e1')
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.3);
  };
  table(
    [
      t('statement.col_date'),
      t('statement.col_withdrawal'),
      t('statement.col_gross'),
      t('statement.col_rate'),
      t('statement.col_tax'),
      t('statement.col_net'),
    ],
    { size: 9, color: '#475569' },
  );
  rule();
  if (statement.rows.length === 0) write(t('statement.none'), { x: left });
  for (const row of statement.rows)
    table([
      formatDate(indiaDate(new Date(row.paid_at))),
      `#${row.withdrawal_id}`,
      formatRupees(row.gross),
      `${row.rate} %`,
      formatRupees(row.tax),
      formatRupees(row.net),
    ]);
  rule();
  table([
    t('statement.total'),
    '',
    formatRupees(sumOf(statement.rows.map((row) => row.gross))),
    '',
    formatRupees(sumOf(statement.rows.map((row) => row.tax))),
    formatRupees(sumOf(statement.rows.map((row) => row.net))),
  ]);
  doc.moveDown(1.5);

  // The challans of the period.
  write(t('statement.deposits_title'), { x: left, size: 12 });
  write(t('statement.deposits_note'), { x: left, size: 9, color: '#475569', width });
  doc.moveDown(0.5);
  if (statement.deposits.length === 0) write(t('statement.no_deposits'), { x: left });
  else {
    const depositColumns = [0.25, 0.25, 0.25, 0.25].map((share) => share * width);
    const depositRow = (cells: string[], options: { size?: number; color?: string } = {}) => {
      const y = doc.y;
      let x = left;
      cells.forEach((cell, index) => {
        write(cell, {
          x,
          y,
          width: depositColumns[index]! - 6,
          align: index === 3 ? 'right' : 'left',
          ...options,
        });
        x += depositColumns[index]!;
      });
      doc.y = Math.max(doc.y, y + 14);
    };
    depositRow(
      [
        t('statement.col_deposited_on'),
        t('statement.col_challan'),
        t('statement.col_bsr'),
        t('statement.col_amount'),
      ],
      { size: 9, color: '#475569' },
    );
    rule();
    for (const deposit of statement.deposits)
      depositRow([
        formatDate(deposit.deposited_on),
        deposit.challan_no,
        deposit.bsr_code,
        formatRupees(deposit.amount),
      ]);
  }
  doc.moveDown(2);
  write(t('statement.generated', { date: formatDate(indiaDate(statement.now)) }), {
    x: left,
    size: 8,
    color: '#64748b',
  });
  return pdfBytes(doc);
}
