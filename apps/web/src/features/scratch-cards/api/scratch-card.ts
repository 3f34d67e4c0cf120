import { MESSAGES, type ScratchCard } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { earningHistoryEndpoint } from '../../../lib/earning-history-endpoint';
import { userDashboardQuery, walletsQuery, withdrawRulesQuery } from '../../../lib/shared-queries';
import { scratchCardsQuery } from './get-scratch-cards';

/**
 * POST scratched-status-update: the server marks the card scratched, credits its amount to the
 * Scratch Wallet once (the card is the credit's idempotency key) and answers the card with its
 * amount and message. Every screen that shows a wallet or the cards waiting is stale after it.
 */
export function useScratchCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ScratchCard>('scratched-status-update', { id }),
    onSuccess: (scratched) => {
      // Translated where it is drawn (docs/decisions/143-shared-messages-translated-as-shown.md).
      toast.success(MESSAGES.created);
      queryClient.setQueryData(
        scratchCardsQuery().queryKey,
        (answer) =>
          answer && {
            cards: answer.cards.map((card) => (card.id === scratched.id ? scratched : card)),
          },
      );
    },
    onSettled: () =>
      Promise.all([
        // After a refusal too (scratched meanwhile in another tab): the screen is behind the server.
        queryClient.invalidateQueries({ queryKey: scratchCardsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: walletsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawRulesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: earningHistoryEndpoint.queryKey }),
        queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
      ]),
  });
}
