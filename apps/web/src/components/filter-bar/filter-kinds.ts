import { LEVEL_FILTER_TRAINEE, PIN_STATUS_LABELS, PROMOTER_LEVELS } from '@portal/shared';
import type { MessageKey, Translate } from '../../lib/i18n/i18n';
import { pinStatusLabelKey } from '../../lib/pin-status';
import { promoterLevelText } from '../../lib/promoter-level';
import type { SelectOption } from '../form/select-input';

/** `Spec` only when the endpoint filters on every one of `Fields`. */
type When<FilterKey extends string, Fields extends string, Spec> = [Fields] extends [FilterKey]
  ? Spec
  : never;

/**
 * The filter kinds of the shared filter bar (docs/product/lists.md, On screen), plus a generic
 * select, typed by the endpoint's filter keys: a kind whose field the endpoint does not filter on,
 * or a select on a misspelt field, fails the typecheck. What a screen writes here (a search's
 * placeholder, a select's label and options, the labels of 'dates') is text in the shown language,
 * `t('…')` from the screen's useT(); the bar's own kinds bring their texts from the catalogue.
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

/** A select filter as the bar shows it: its label and options in the shown language. */
export interface SelectFilter {
  field: string;
  label: string;
  options: readonly SelectOption[];
}

export interface DateRangeFilter {
  from: { field: string; label: string };
  to: { field: string; label: string };
}

/** The bar's own filters name their texts by catalogue key; the bar shows them translated. */
interface KindSelect {
  field: string;
  label: MessageKey;
  options(t: Translate): SelectOption[];
}

const ALL = (t: Translate): SelectOption => ({ value: '', label: t('filters.all') });

const levelOptions = (t: Translate): SelectOption[] =>
  PROMOTER_LEVELS.map((level) => {
    const [key, values] = promoterLevelText(level);
    return { value: String(level), label: t(key, values) };
  });

export const PROMOTER_LEVEL_FILTER: KindSelect = {
  field: 'current_promoter_level',
  label: 'filters.promoterLevel',
  options: (t) => [
    ALL(t),
    { value: LEVEL_FILTER_TRAINEE, label: t(...promoterLevelText(null)) },
    ...levelOptions(t),
  ],
};

export const PIN_LEVEL_FILTER: KindSelect = {
  field: 'level',
  label: 'filters.promoterLevel',
  options: (t) => [ALL(t), ...levelOptions(t)],
};

export const PIN_STATUS_FILTER: KindSelect = {
  field: 'status',
  label: 'filters.status',
  options: (t) => [
    ALL(t),
    ...Object.keys(PIN_STATUS_LABELS).map((value) => ({
      value,
      label: t(pinStatusLabelKey(Number(value))),
    })),
  ],
};

interface KindDates {
  from: { field: string; label: MessageKey };
  to: { field: string; label: MessageKey };
}

export const JOINED_DATES_FILTER: KindDates = {
  from: { field: 'fromdate', label: 'filters.joinedFrom' },
  to: { field: 'todate', label: 'filters.joinedTo' },
};

/** Lists of requests (withdrawals, PIN requests) filter their request date with the same fields. */
export const REQUEST_DATES_FILTER: KindDates = {
  from: { field: 'fromdate', label: 'filters.requestFrom' },
  to: { field: 'todate', label: 'filters.requestTo' },
};

function shownSelect(kind: KindSelect, t: Translate): SelectFilter {
  return { field: kind.field, label: t(kind.label), options: kind.options(t) };
}

function shownDates(kind: KindDates, t: Translate): DateRangeFilter {
  return {
    from: { field: kind.from.field, label: t(kind.from.label) },
    to: { field: kind.to.field, label: t(kind.to.label) },
  };
}

export function selectFilterOf(spec: FilterSpec, t: Translate): SelectFilter | null {
  switch (spec.kind) {
    case 'promoterLevel':
      return shownSelect(PROMOTER_LEVEL_FILTER, t);
    case 'pinLevel':
      return shownSelect(PIN_LEVEL_FILTER, t);
    case 'pinStatus':
      return shownSelect(PIN_STATUS_FILTER, t);
    case 'select':
      return spec;
    default:
      return null;
  }
}

export function dateRangeFilterOf(spec: FilterSpec, t: Translate): DateRangeFilter | null {
  if (spec.kind === 'joinedDates') return shownDates(JOINED_DATES_FILTER, t);
  if (spec.kind === 'requestDates') return shownDates(REQUEST_DATES_FILTER, t);
  if (spec.kind === 'dates')
    return {
      from: { field: 'fromdate', label: spec.fromLabel },
      to: { field: 'todate', label: spec.toLabel },
    };
  return null;
}
