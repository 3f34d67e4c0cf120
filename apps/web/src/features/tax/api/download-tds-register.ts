import { financialYearLabel } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The name the server gives the file (tds_register_FY2026-27_Q3.xlsx), should its header lack one. */
export function tdsRegisterFileName(financialYear: number, quarter: number): string {
  return `tds_register_${financialYearLabel(financialYear).replace(' ', '')}_Q${quarter}.xlsx`;
}

/**
 * GET tds-register/export: the quarter's register as the xlsx the quarterly return is filled from
 * (docs/decisions/179-tax-register-and-deposits.md). Small enough to come at once, it does not go
 * through the export jobs the lists use.
 */
export function useDownloadTdsRegister() {
  return useMutation({
    mutationFn: ({ financialYear, quarter }: { financialYear: number; quarter: number }) =>
      api.download('tds-register/export', {
        params: { financial_year: financialYear, quarter },
        fileName: tdsRegisterFileName(financialYear, quarter),
      }),
  });
}
