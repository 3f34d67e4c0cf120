import { toListParams } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { ListEndpoint } from '../lib/list-endpoint';
import { type ListState, plainState } from './use-list-query';

/**
 * The export of a list: the same endpoint with `exports` set (or the endpoint's own export path,
 * such as `withdraws/export/excel`), for the current search, filters and sort, every matching row
 * rather than one page (docs/product/lists.md "Exports"). The file keeps the name the server gives
 * it, else the endpoint's export name.
 */
export function useListExport<Row, FilterKey extends string, SortKey extends string>(
  endpoint: ListEndpoint<Row, FilterKey, SortKey>,
) {
  return useMutation({
    mutationFn: (state: ListState<FilterKey, SortKey>) => {
      const { page_size: _pageSize, page_number: _pageNumber, ...params } = toListParams(plainState(state));
      return api.download(endpoint.exportPath ?? endpoint.path, {
        params: { ...params, exports: '1' },
        fileName: endpoint.exportFileName,
      });
    },
  });
}
