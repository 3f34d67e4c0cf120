import { useQuery } from '@tanstack/react-query';
import { walletsQuery } from '../../../lib/shared-queries';

/** GET wallets: available and held per wallet; this screen shows the Scratch Wallet a card credits. */
export function useWallets() {
  return useQuery({ ...walletsQuery(), select: (answer) => answer.wallets });
}
