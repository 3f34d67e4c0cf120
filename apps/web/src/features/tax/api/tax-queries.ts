import type { TdsDeposits, TdsRegister } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminDashboardQuery } from '../../../lib/shared-queries';

/**
 * Tax deducted at source for the admins (docs/decisions/179-tax-register-and-deposits.md): every
 * quarter's register and every year's deposits sit under one key, since each of them carries the
 * payable, which a deposit (or a completed withdrawal) changes.
 */
export const taxQuery = () => queryOptions({ queryKey: ['tds'] as const });

/** GET tds-register: a quarter's deductions, their totals, its deposits and the payable now. */
export const tdsRegisterQuery = (financialYear: number, quarter: number) =>
  queryOptions({
    queryKey: [...taxQuery().queryKey, 'register', financialYear, quarter],
    queryFn: ({ signal }) =>
      api.get<TdsRegister>('tds-register', { params: { financial_year: financialYear, quarter }, signal }),
  });

/** GET tds-deposits: a financial year's deposits, newest first, and the payable now. */
export const tdsDepositsQuery = (financialYear: number) =>
  queryOptions({
    queryKey: [...taxQuery().queryKey, 'deposits', financialYear],
    queryFn: ({ signal }) =>
      api.get<TdsDeposits>('tds-deposits', { params: { financial_year: financialYear }, signal }),
  });

/** Another period keeps the previous one's rows on screen, marked as loading, until it arrives. */
export function useTdsRegister(financialYear: number, quarter: number) {
  return useQuery({ ...tdsRegisterQuery(financialYear, quarter), placeholderData: keepPreviousData });
}

export function useTdsDeposits(financialYear: number) {
  return useQuery({ ...tdsDepositsQuery(financialYear), placeholderData: keepPreviousData });
}

/** After a deposit: the registers, the deposits and the dashboard's payable are stale. */
export function invalidateTax(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taxQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
  ]).then(() => undefined);
}
