import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { Button } from '../ui/button';
import { DateInput } from '../form/date-input';
import { SelectInput } from '../form/select-input';
import { dateRangeFilterOf, type FilterSpec, selectFilterOf } from './filter-kinds';
import { SearchFilter } from './search-filter';
import { withoutBlankValues } from '../../hooks/list-query-url';
import type { FilterChange } from '../../hooks/use-list-query';
import { isCommittedDateValue } from '../../lib/date-text';

interface FilterBarProps<FilterKey extends string> {
  filters: readonly FilterSpec<FilterKey>[];
  state: { search: string; filter: Partial<Record<FilterKey, string>> };
  onSearchChange(search: string): void;
  /** Receives a change of the filter (hooks/use-list-query.ts, FilterChange); the list goes back to page 1. */
  onFilterChange(change: FilterChange<FilterKey>): void;
  /** Restores the screen's default filter and clears the search. */
  onReset(): void;
}

const FIELD = 'flex flex-col gap-1.5';
const FIELD_LABEL = 'text-xs font-medium text-slate-600';
/**
 * On a wide screen a choice is as wide as its longest option (at least 9 rem) and a date field
 * holds its placeholder: a fixed 9 rem cut Tamil's 'அனைத்தும்' and 'நாள்-மாதம்-ஆண்டு' short
 * (e2e/tests/i18n/phone-width.spec.ts).
 */
const SELECT_WIDTH = 'lg:w-auto lg:min-w-36';
const DATE_WIDTH = 'lg:w-44';
const FILTERS_ID = 'filter-bar-more';

/**
 * The shared filter bar (docs/product/lists.md, On screen). On phones the filters other than search
 * fold away.
 */
export function FilterBar<FilterKey extends string>({
  filters,
  state,
  onSearchChange,
  onFilterChange,
  onReset,
}: FilterBarProps<FilterKey>) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  // Reset also clears what a date box holds but the filter never took (a half-typed or impossible date).
  const [resets, setResets] = useState(0);
  const filter = state.filter as Record<string, string>;
  // The kinds name their fields, and FilterSpec only admits kinds whose fields the endpoint has.
  // A change of one field, not a whole filter built from the one on screen: `state` shows a change
  // only after a render, and a second change made before it (two boxes cleared in quick succession
  // on a busy machine) must not undo the first.
  const setField = (field: string, value: string) =>
    onFilterChange((current) => ({ ...current, [field]: value }));
  // Dates are typed DD-MM-YYYY (docs/product/screens.md): the list follows once the date is whole, or cleared.
  const setDateField = (field: string, value: string) => {
    if (isCommittedDateValue(value)) setField(field, value);
  };
  const search = filters.find((spec) => spec.kind === 'search');
  const activeCount = Object.keys(withoutBlankValues(filter)).length;

  return (
    <div
      role="search"
      className="mb-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
    >
      {search?.kind === 'search' && (
        <SearchFilter value={state.search} placeholder={search.placeholder} onSearch={onSearchChange} />
      )}
      <Button
        variant="secondary"
        className="sm:col-span-2 lg:hidden"
        aria-expanded={expanded}
        aria-controls={FILTERS_ID}
        onClick={() => setExpanded((open) => !open)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t(expanded ? 'filters.hide' : 'filters.show')}
        {activeCount > 0 && (
          <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">{activeCount}</span>
        )}
      </Button>
      <div id={FILTERS_ID} className={cn(expanded ? 'contents' : 'hidden', 'lg:contents')}>
        {filters.map((spec) => {
          const select = selectFilterOf(spec, t);
          if (select) {
            const id = `filter-${select.field}`;
            return (
              <div key={select.field} className={cn(FIELD, SELECT_WIDTH)}>
                <label htmlFor={id} className={FIELD_LABEL}>
                  {select.label}
                </label>
                <SelectInput
                  id={id}
                  options={select.options}
                  value={filter[select.field] ?? ''}
                  onChange={(event) => setField(select.field, event.target.value)}
                />
              </div>
            );
          }
          const range = dateRangeFilterOf(spec, t);
          if (!range) return null;
          const from = filter[range.from.field] ?? '';
          const to = filter[range.to.field] ?? '';
          return [
            <div key={range.from.field} className={cn(FIELD, DATE_WIDTH)}>
              <label htmlFor={`filter-${range.from.field}`} className={FIELD_LABEL}>
                {range.from.label}
              </label>
              <DateInput
                key={resets}
                id={`filter-${range.from.field}`}
                value={from}
                onValueChange={(value) => setDateField(range.from.field, value)}
              />
            </div>,
            <div key={range.to.field} className={cn(FIELD, DATE_WIDTH)}>
              <label htmlFor={`filter-${range.to.field}`} className={FIELD_LABEL}>
                {range.to.label}
              </label>
              <DateInput
                key={resets}
                id={`filter-${range.to.field}`}
                value={to}
                onValueChange={(value) => setDateField(range.to.field, value)}
              />
            </div>,
          ];
        })}
        <Button
          variant="secondary"
          onClick={() => {
            setResets((count) => count + 1);
            onReset();
          }}
          className="sm:col-span-2 lg:col-auto"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('filters.reset')}
        </Button>
      </div>
    </div>
  );
}
