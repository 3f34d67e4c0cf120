import type { ReactNode } from 'react';
import type { FilterChange, ListQuery } from '../../hooks/use-list-query';
import { invalidQueryOf } from '../../hooks/use-list-query';
import { FilterBar } from '../filter-bar/filter-bar';
import type { FilterSpec } from '../filter-bar/filter-kinds';
import { DataTable } from './data-table';
import { ListLoadError } from './list-load-error';
import type { DataTableColumn } from './types';

/**
 * A list screen's table bound to its list query (docs/decisions/033-typed-list-endpoints.md): the
 * rows, paging, sort and Next/Previous of the address; when the list cannot load, the reason with
 * Retry and a reset instead of the table. The one place a list screen's table and its load-error
 * fallback are wired (apps/web/src/list-screens.test.ts).
 */
export function ListTable<Row, FilterKey extends string, SortKey extends string>({
  list,
  label,
  columns,
  rowKey,
  above,
}: {
  list: ListQuery<Row, FilterKey, SortKey>;
  label: string;
  columns: readonly DataTableColumn<Row, SortKey>[];
  rowKey(row: Row): string | number;
  /**
   * What belongs to the rows and goes with them (totals over the selection, tools acting on the
   * selected rows): shown above the table, and not when the list cannot load.
   */
  above?: ReactNode;
}) {
  if (list.error && (list.rows.length === 0 || invalidQueryOf(list.error)))
    return <ListLoadError error={list.error} onRetry={list.refetch} onReset={list.resetAll} />;
  const { state } = list;
  const table = (
    <DataTable
      label={label}
      columns={columns}
      rows={list.rows}
      rowKey={rowKey}
      totalRecords={list.totalRecords}
      totalCapped={list.totalCapped}
      pageNo={state.pageNo}
      pageSize={state.pageSize}
      sort={{ sortBy: state.sortBy, sortDir: state.sortDir }}
      loading={list.isLoading}
      navigation={{ anchored: list.anchored, onNext: list.nextPage, onPrevious: list.previousPage }}
      onSortChange={list.setSort}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );
  if (above === undefined) return table;
  return (
    <>
      {above}
      {table}
    </>
  );
}

/**
 * The filter bar of a list screen, bound to its list query (search, filters, reset). A screen
 * whose filters depend on each other passes `onFilterChange`, which sets the list's filter itself.
 */
export function ListFilterBar<Row, FilterKey extends string, SortKey extends string>({
  list,
  filters,
  onFilterChange = list.setFilter,
}: {
  list: ListQuery<Row, FilterKey, SortKey>;
  filters: readonly FilterSpec<FilterKey>[];
  onFilterChange?(change: FilterChange<FilterKey>): void;
}) {
  return (
    <FilterBar
      filters={filters}
      state={list.state}
      onSearchChange={list.setSearch}
      onFilterChange={onFilterChange}
      onReset={list.resetFilter}
    />
  );
}
