import { MESSAGES, type YoutubeChannelRow } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { channelsEndpoint, invalidateChannels } from './get-channels';

/** POST (new) or PUT {id} (edit) a YouTube channel; 'Created/Updated Successfull'. */
export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: unknown }) =>
      id
        ? api.put<YoutubeChannelRow>(channelsEndpoint.path, input, { key: id })
        : api.post<YoutubeChannelRow>(channelsEndpoint.path, input),
    onSuccess: (_saved, { id }) => toast.success(id ? MESSAGES.updated : MESSAGES.created),
    onSettled: () => invalidateChannels(queryClient),
  });
}
