import type { WithdrawRulesResponse } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const WITHDRAW_RULES_KEY = ['withdraw-rules'] as const;

/** GET withdraw-rules: per wallet the available and held amounts, the minimum and the cool-down. */
export function useWithdrawRules() {
  return useQuery({
    queryKey: WITHDRAW_RULES_KEY,
    queryFn: ({ signal }) => api.get<WithdrawRulesResponse>('withdraw-rules', { signal }),
  });
}
