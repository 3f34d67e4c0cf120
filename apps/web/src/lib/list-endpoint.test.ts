import { userListQuerySchema, userRowSchema } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from '../components/data-table/types';
import type { FilterSpec } from '../components/filter-bar/filter-kinds';
import type { ListFilter } from '../hooks/use-list-query';
import {
  defineListEndpoint,
  type EndpointFilterKey,
  type EndpointSortKey,
  type RowOf,
} from './list-endpoint';

const users = defineListEndpoint({
  path: 'all-referrals',
  querySchema: userListQuerySchema,
  rowSchema: userRowSchema,
  exportList: 'users',
});
type Row = RowOf<typeof users>;
type FilterKey = EndpointFilterKey<typeof users>;
type SortKey = EndpointSortKey<typeof users>;

// The typecheck is the test: each @ts-expect-error below must stay an error, or `tsc -b` fails.
export const typed = {
  columns: [
    { key: 'username', sortable: true },
    { key: 'mobile' },
    // @ts-expect-error a column key the row does not have
    { key: 'usrname' },
    // @ts-expect-error a sortable column the endpoint cannot sort by
    { key: 'mobile', sortable: true },
    // @ts-expect-error mergeInto names a field the row does not have
    { key: 'city', mergeInto: 'nmae' },
  ] satisfies DataTableColumn<Row, SortKey>[],
  sortKey: 'created_at' satisfies SortKey,
  // @ts-expect-error a misspelt sort key
  badSortKey: 'createdAt' satisfies SortKey,
  filter: { current_promoter_level: '2', fromdate: '2026-01-01' } satisfies ListFilter<FilterKey>,
  // @ts-expect-error a misspelt filter key
  badFilter: { promoter_level: '2' } satisfies ListFilter<FilterKey>,
  filters: [
    { kind: 'promoterLevel' },
    { kind: 'joinedDates' },
    { kind: 'select', field: 'account_type', label: 'Account type', options: [] },
    // @ts-expect-error the users list has no PIN status filter
    { kind: 'pinStatus' },
    // @ts-expect-error a select on a field the endpoint does not filter on
    { kind: 'select', field: 'acount_type', label: 'Account type', options: [] },
  ] satisfies FilterSpec<FilterKey>[],
};

describe('defineListEndpoint', () => {
  it('keeps the path and which export it makes, none by default', () => {
    expect(users.path).toBe('all-referrals');
    expect(users.exportList).toBe('users');
    expect(
      defineListEndpoint({ path: 'x', querySchema: userListQuerySchema, rowSchema: userRowSchema })
        .exportList,
    ).toBeUndefined();
  });

  it('keeps an export path of its own when the export is not the list itself', () => {
    expect(users.exportPath).toBeUndefined();
    expect(
      defineListEndpoint({
        path: 'withdraws',
        querySchema: userListQuerySchema,
        rowSchema: userRowSchema,
        exportPath: 'withdraws/export/excel',
      }).exportPath,
    ).toBe('withdraws/export/excel');
  });

  it('carries the shared schemas, so the row schema is the one the server answers with', () => {
    expect(users.querySchema.safeParse({ sortBy: 'created_at' }).success).toBe(true);
    expect(users.querySchema.safeParse({ sortBy: 'createdAt' }).success).toBe(false);
  });
});
