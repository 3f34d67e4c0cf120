import type { ExportList } from '@portal/shared';
import type { z } from 'zod';

/** The sort keys a list query schema accepts (the `sortBy` enum of listQuerySchema). */
export type SortKeyOf<Query extends z.ZodType> =
  z.output<Query> extends { sortBy?: infer Key } ? Extract<NonNullable<Key>, string> : never;

/** The filter keys a list query schema accepts (the keys of its `search_param` object). */
export type FilterKeyOf<Query extends z.ZodType> =
  z.output<Query> extends { search_param?: infer Filter }
    ? Extract<keyof NonNullable<Filter>, string>
    : never;

/**
 * A list endpoint of the list contract (docs/product/lists.md), typed from its shared schemas:
 * the row type, the filter keys and the sort keys. Every list screen starts from one of these,
 * so the hook, the filter bar and the columns agree with the server at compile time.
 */
export interface ListEndpoint<Row, FilterKey extends string, SortKey extends string> {
  /** Path relative to the API base, e.g. 'all-referrals'. */
  readonly path: string;
  /**
   * The prefix of every page's query key (listQueryKey in hooks/use-list-query.ts): a mutation
   * invalidates it to refresh the list at any page, filter or key.
   */
  readonly queryKey: readonly [path: string];
  readonly querySchema: z.ZodType;
  readonly rowSchema: z.ZodType;
  /**
   * Which export its `exports` query makes (docs/decisions/169-exports-made-by-a-worker.md): the
   * screen finds its running export by it after a reload. Absent: the list does not export.
   */
  readonly exportList?: ExportList;
  /** Where its export is asked for, when not the list itself with `exports` set. */
  readonly exportPath?: string;
  /** Type-only: carries the row type and the filter and sort keys; never set at run time. */
  readonly types?: { row: Row; filterKey: FilterKey; sortKey: SortKey };
}

type TypesOf<Endpoint> = Endpoint extends { types?: infer Types } ? NonNullable<Types> : never;
export type RowOf<Endpoint> = TypesOf<Endpoint> extends { row: infer Row } ? Row : never;
export type EndpointFilterKey<Endpoint> =
  TypesOf<Endpoint> extends { filterKey: infer Key extends string } ? Key : never;
export type EndpointSortKey<Endpoint> =
  TypesOf<Endpoint> extends { sortKey: infer Key extends string } ? Key : never;

export function defineListEndpoint<Query extends z.ZodType, RowSchema extends z.ZodType>(definition: {
  path: string;
  querySchema: Query;
  rowSchema: RowSchema;
  exportList?: ExportList;
  exportPath?: string;
}): ListEndpoint<z.output<RowSchema>, FilterKeyOf<Query>, SortKeyOf<Query>> {
  return {
    path: definition.path,
    queryKey: [definition.path],
    querySchema: definition.querySchema,
    rowSchema: definition.rowSchema,
    exportList: definition.exportList,
    exportPath: definition.exportPath,
  };
}
