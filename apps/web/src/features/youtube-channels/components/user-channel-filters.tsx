import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { useT } from '../../../lib/i18n/language-provider';
import type { EndpointFilterKey } from '../../../lib/list-endpoint';
import type { ChannelList, channelsEndpoint } from '../api/get-channels';

/** A user sees running channels only, so searches by name and filters nothing else. */
export function UserChannelFilters({ list }: { list: ChannelList }) {
  const t = useT();
  const filters = useMemo<readonly FilterSpec<EndpointFilterKey<typeof channelsEndpoint>>[]>(
    () => [{ kind: 'search', placeholder: t('channels.user.search') }],
    [t],
  );
  return <ListFilterBar list={list} filters={filters} />;
}
