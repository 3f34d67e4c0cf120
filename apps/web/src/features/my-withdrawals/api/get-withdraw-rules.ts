import { useQuery } from '@tanstack/react-query';
import { withdrawRulesQuery } from '../../../lib/shared-queries';

/** GET withdraw-rules: per wallet the available and held amounts, the minimum and the cool-down. */
export function useWithdrawRules() {
  return useQuery(withdrawRulesQuery());
}
