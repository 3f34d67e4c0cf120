import { MESSAGES } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { channelsEndpoint, invalidateChannels } from './get-channels';

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(channelsEndpoint.path, { key: id }),
    onSuccess: () => toast.success(MESSAGES.updated),
    onSettled: () => invalidateChannels(queryClient),
  });
}
