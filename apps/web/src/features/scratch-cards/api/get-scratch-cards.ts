import type { ScratchCardsResponse } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET get-scratch-cards: the user's own cards, newest first. An unscratched card's amount and
 * message are null: the server keeps the surprise (docs/product/money.md, Scratch cards).
 */
export const scratchCardsQuery = () =>
  queryOptions({
    queryKey: ['get-scratch-cards'],
    queryFn: ({ signal }) => api.get<ScratchCardsResponse>('get-scratch-cards', { signal }),
  });

export function useScratchCards() {
  return useQuery({ ...scratchCardsQuery(), select: (answer) => answer.cards });
}
