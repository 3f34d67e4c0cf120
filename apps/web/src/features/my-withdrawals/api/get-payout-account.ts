import { useQuery } from '@tanstack/react-query';
import { bankDetailsQuery } from '../../../lib/shared-queries';

/**
 * GET user-bank-detail: the account or UPI ID a request will be paid to, named in the request
 * dialog. The same query as the profile's Bank Details section, so saving there updates it here.
 * `enabled` false: not fetched (the dialog is closed).
 */
export function usePayoutAccount(enabled = true) {
  return useQuery({ ...bankDetailsQuery(), enabled });
}
