import { MESSAGES, type UserPinRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { invalidatePinRequests } from './invalidate-pin-requests';

/** POST term-accepted: the owner accepts the raised terms; an admin then generates the PIN. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<UserPinRequest>('term-accepted', { id }),
    onSuccess: () => toast.success(MESSAGES.created),
    // A refusal (already accepted, rejected meanwhile) also means the screen is behind the server.
    onSettled: () => invalidatePinRequests(queryClient),
  });
}
