import { useQuery } from '@tanstack/react-query';
import { bankDetailsQuery } from '../../../lib/shared-queries';

/** GET user-bank-detail: the user's own saved bank account, or null before the first save. */
export function useBankDetails() {
  return useQuery(bankDetailsQuery());
}
