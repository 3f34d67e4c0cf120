import { MESSAGES, type ScratchCard, type scratchCardsResponseSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { SCRATCH_CARDS_KEY } from './get-scratch-cards';
import { WALLETS_KEY } from './get-wallets';

type CardsAnswer = z.output<typeof scratchCardsResponseSchema>;

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
      toast.success(MESSAGES.created);
      queryClient.setQueryData<CardsAnswer>(
        SCRATCH_CARDS_KEY,
        (answer) =>
          answer && {
            cards: answer.cards.map((card) => (card.id === scratched.id ? scratched : card)),
          },
      );
    },
    onSettled: () =>
      Promise.all([
        // After a refusal too (scratched meanwhile in another tab): the screen is behind the server.
        queryClient.invalidateQueries({ queryKey: SCRATCH_CARDS_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLETS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['withdraw-rules'] }),
        queryClient.invalidateQueries({ queryKey: ['earning-histories'] }),
        queryClient.invalidateQueries({ queryKey: ['user-dashboard'] }),
      ]),
  });
}
