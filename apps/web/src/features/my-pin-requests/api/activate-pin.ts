import { type activatePinSchema, MESSAGES, type UserPinRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { invalidatePinRequests } from './invalidate-pin-requests';

/**
 * POST activate-pin: the level changes here and nowhere else (docs/product/pins-and-levels.md),
 * so the signed-in profile takes the new level. A wrong PIN is counted even though it is refused,
 * and the fifth locks the request: the request is read again after a refusal too.
 */
export function useActivatePin() {
  const queryClient = useQueryClient();
  const { user, setUser } = useAuth();
  return useMutation({
    mutationFn: (input: z.output<typeof activatePinSchema>) =>
      api.post<UserPinRequest>('activate-pin', input),
    onSuccess: (activated) => {
      toast.success(MESSAGES.created);
      if (user) setUser({ ...user, current_promoter_level: activated.level });
    },
    onSettled: () => invalidatePinRequests(queryClient),
  });
}
