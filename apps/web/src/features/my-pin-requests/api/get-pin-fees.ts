import type { PinFees } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET pin-fees: what a PIN for each level costs now, in rupees (Promotion Settings). */
export const pinFeesQuery = () =>
  queryOptions({ queryKey: ['pin-fees'], queryFn: () => api.get<PinFees>('pin-fees') });

export function usePinFees() {
  return useQuery(pinFeesQuery());
}
