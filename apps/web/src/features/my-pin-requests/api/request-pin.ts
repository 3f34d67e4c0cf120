import { MESSAGES, type pinRequestSchema, type UserPinRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidatePinRequests } from './invalidate-pin-requests';

/**
 * POST user-promoters: asks for a level above the current one. One open request at a time: the
 * server answers the open one instead of making a second (docs/product/pins-and-levels.md).
 */
export function useRequestPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof pinRequestSchema>) =>
      api.post<UserPinRequest>('user-promoters', input),
    onSuccess: () => {
      toast.success(MESSAGES.created);
      void invalidatePinRequests(queryClient);
    },
  });
}
