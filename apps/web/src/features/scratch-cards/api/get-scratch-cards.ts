import type { scratchCardsResponseSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const SCRATCH_CARDS_KEY = ['get-scratch-cards'] as const;

/**
 * GET get-scratch-cards: the user's own cards, newest first. An unscratched card's amount and
 * message are null: the server keeps the surprise (docs/product/money.md, Scratch cards).
 */
export function useScratchCards() {
  return useQuery({
    queryKey: SCRATCH_CARDS_KEY,
    queryFn: ({ signal }) =>
      api.get<z.output<typeof scratchCardsResponseSchema>>('get-scratch-cards', { signal }),
    select: (answer) => answer.cards,
  });
}
