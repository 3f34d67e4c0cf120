import type { WalletsResponse } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const WALLETS_KEY = ['wallets'] as const;

/** GET wallets: available and held per wallet; this screen shows the Scratch Wallet a card credits. */
export function useWallets() {
  return useQuery({
    queryKey: WALLETS_KEY,
    queryFn: ({ signal }) => api.get<WalletsResponse>('wallets', { signal }),
    select: (answer) => answer.wallets,
  });
}
