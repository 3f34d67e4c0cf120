import type { Page } from '@playwright/test';
import { financialYearLabel } from '@portal/shared';

// The promoter's statement of tax deducted at source on My Withdraw Requests, and the tax beside a
// withdrawal in the earnings history (docs/decisions/180-tax-statements-as-pdf.md).

export const MY_WITHDRAW_PATH = '/portal/user/withdraw-requests';
export const EARNINGS_PATH = '/portal/user/earnings-history';

/** Word for word, as the English catalogue has them. */
export const STATEMENT_TEXT = {
  title: 'Tax statement',
  year: 'Financial year',
  period: 'Period',
  wholeYear: 'Whole year',
  download: 'Download PDF',
  failed: 'The statement could not be downloaded.',
} as const;

/** The file the server names: tds_statement_FY2026-27_Q3.pdf, or tds_statement_FY2026-27.pdf for the year. */
export function statementFileName(financialYear: number, quarter?: number): string {
  const year = financialYearLabel(financialYear).replace(' ', '');
  return `tds_statement_${year}${quarter === undefined ? '' : `_Q${quarter}`}.pdf`;
}

/** The Tax statement section of My Withdraw Requests, found by its heading. */
export function statementSection(page: Page, title: string = STATEMENT_TEXT.title) {
  return page.getByRole('region', { name: title, exact: true });
}
