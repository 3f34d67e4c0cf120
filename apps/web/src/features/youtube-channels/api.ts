import {
  MESSAGES,
  youtubeChannelListQuerySchema,
  type YoutubeChannelRow,
  youtubeChannelRowSchema,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useListQuery, type ListQuery } from '../../hooks/use-list-query';
import { api } from '../../lib/api-client';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../lib/list-endpoint';

/** GET youtube-channels: admins see every channel, users the running ones. */
export const channelsEndpoint = defineListEndpoint({
  path: 'youtube-channels',
  querySchema: youtubeChannelListQuerySchema,
  rowSchema: youtubeChannelRowSchema,
});
export type ChannelList = ListQuery<
  YoutubeChannelRow,
  EndpointFilterKey<typeof channelsEndpoint>,
  EndpointSortKey<typeof channelsEndpoint>
>;

export function useChannelList(): ChannelList {
  return useListQuery(channelsEndpoint);
}

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: [channelsEndpoint.path] });

export function useSaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: unknown }) =>
      id
        ? api.put<YoutubeChannelRow>('youtube-channels', input, { key: id })
        : api.post('youtube-channels', input),
    onSuccess: (_saved, { id }) => toast.success(id ? MESSAGES.updated : MESSAGES.created),
    onSettled: () => invalidate(queryClient),
  });
}

export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del('youtube-channels', { key: id }),
    onSuccess: () => toast.success(MESSAGES.updated),
    onSettled: () => invalidate(queryClient),
  });
}
