import {
  LEVEL_FILTER_TRAINEE,
  PIN_STATUS_LABELS,
  PROMOTER_LEVEL_LABELS,
  PROMOTER_LEVELS,
  TRAINEE_LABEL,
} from '@portal/shared';
import type { SelectOption } from '../form/select-input';

/** `Spec` only when the endpoint filters on every one of `Fields`. */
type When<FilterKey extends string, Fields extends string, Spec> = [Fields] extends [FilterKey]
  ? Spec
  : never;

/**
 * The filter kinds of the shared filter bar (docs/product/lists.md, On screen), plus a generic
 * select, typed by the endpoint's filter keys: a kind whose field the endpoint does not filter on,
 * or a select on a misspelt field, fails the typecheck.
 */
export type FilterSpec<FilterKey extends string = string> =
  | { kind: 'search'; placeholder: string }
  | When<FilterKey, 'current_promoter_level', { kind: 'promoterLevel' }>
  | When<FilterKey, 'level', { kind: 'pinLevel' }>
  | When<FilterKey, 'status', { kind: 'pinStatus' }>
  | When<FilterKey, 'fromdate' | 'todate', { kind: 'joinedDates' }>
  | When<FilterKey, 'fromdate' | 'todate', { kind: 'requestDates' }>
  /** fromdate/todate with labels of the screen's choosing ('From' / 'To' on the earnings history). */
  | When<FilterKey, 'fromdate' | 'todate', { kind: 'dates'; fromLabel: string; toLabel: string }>
  | { kind: 'select'; field: FilterKey; label: string; options: readonly SelectOption[] };

export interface SelectFilter {
  field: string;
  label: string;
  options: readonly SelectOption[];
}

export interface DateRangeFilter {
  from: { field: string; label: string };
  to: { field: string; label: string };
}

const ALL: SelectOption = { value: '', label: 'All' };

const LEVEL_OPTIONS: SelectOption[] = PROMOTER_LEVELS.map((level) => ({
  value: String(level),
  label: PROMOTER_LEVEL_LABELS[level],
}));

export const PROMOTER_LEVEL_FILTER: SelectFilter = {
  field: 'current_promoter_level',
  label: 'Promoter Level',
  options: [ALL, { value: LEVEL_FILTER_TRAINEE, label: TRAINEE_LABEL }, ...LEVEL_OPTIONS],
};

export const PIN_LEVEL_FILTER: SelectFilter = {
  field: 'level',
  label: 'Promoter Level',
  options: [ALL, ...LEVEL_OPTIONS],
};

export const PIN_STATUS_FILTER: SelectFilter = {
  field: 'status',
  label: 'Status',
  options: [ALL, ...Object.entries(PIN_STATUS_LABELS).map(([value, label]) => ({ value, label }))],
};

export const JOINED_DATES_FILTER: DateRangeFilter = {
  from: { field: 'fromdate', label: 'Joined from' },
  to: { field: 'todate', label: 'Joined to' },
};

/** Lists of requests (withdrawals, PIN requests) filter their request date with the same fields. */
export const REQUEST_DATES_FILTER: DateRangeFilter = {
  from: { field: 'fromdate', label: 'Request from' },
  to: { field: 'todate', label: 'Request to' },
};

export function selectFilterOf(spec: FilterSpec): SelectFilter | null {
  switch (spec.kind) {
    case 'promoterLevel':
      return PROMOTER_LEVEL_FILTER;
    case 'pinLevel':
      return PIN_LEVEL_FILTER;
    case 'pinStatus':
      return PIN_STATUS_FILTER;
    case 'select':
      return spec;
    default:
      return null;
  }
}

export function dateRangeFilterOf(spec: FilterSpec): DateRangeFilter | null {
  if (spec.kind === 'joinedDates') return JOINED_DATES_FILTER;
  if (spec.kind === 'requestDates') return REQUEST_DATES_FILTER;
  if (spec.kind === 'dates')
    return {
      from: { field: 'fromdate', label: spec.fromLabel },
      to: { field: 'todate', label: spec.toLabel },
    };
  return null;
}
