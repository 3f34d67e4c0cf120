import { financialYearLabel } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FinancialPeriod } from '../../../components/tax-period/financial-period';

/** A financial year and one quarter of it, or null for the whole year. */
export type StatementPeriod = FinancialPeriod;

/**
 * The name the server gives the file (tds_statement_FY2026-27_Q3.pdf, or tds_statement_FY2026-27.pdf
 * for the year), should its header lack one.
 */
export function tdsStatementFileName({ financialYear, quarter }: StatementPeriod): string {
  const year = financialYearLabel(financialYear).replace(' ', '');
  return `tds_statement_${year}${quarter === null ? '' : `_Q${quarter}`}.pdf`;
}

/**
 * GET tds-statement: the promoter's statement of tax deducted at source as a PDF in their language,
 * for a financial year or one quarter of it (docs/decisions/180-tax-statements-as-pdf.md). Made on
 * request and small, it comes at once; the browser saves it under the server's name. A failure is
 * shown beside the button, not toasted.
 */
export function useDownloadTdsStatement() {
  return useMutation({
    mutationFn: (period: StatementPeriod) =>
      api.download('tds-statement', {
        params: { financial_year: period.financialYear, quarter: period.quarter ?? undefined },
        fileName: tdsStatementFileName(period),
        errorToast: false,
      }),
  });
}
