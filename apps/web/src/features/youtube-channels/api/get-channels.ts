import { youtubeChannelListQuerySchema, youtubeChannelRowSchema } from '@portal/shared';
import type { useQueryClient } from '@tanstack/react-query';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint } from '../../../lib/list-endpoint';

/** GET youtube-channels: admins see every channel, users the running ones. */
export const channelsEndpoint = defineListEndpoint({
  path: 'youtube-channels',
  querySchema: youtubeChannelListQuerySchema,
  rowSchema: youtubeChannelRowSchema,
});
export type ChannelList = EndpointList<typeof channelsEndpoint>;

export function useChannelList(): ChannelList {
  return useListQuery(channelsEndpoint);
}

export const invalidateChannels = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: channelsEndpoint.queryKey });
