import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { AttemptFilterKey, AttemptList } from '../api/get-quiz-attempts';

const FILTERS: FilterSpec<AttemptFilterKey>[] = [
  { kind: 'search', placeholder: 'Search username' },
  {
    kind: 'select',
    field: 'confirmed',
    label: 'Confirmed',
    options: [
      { value: '', label: 'All' },
      { value: 'true', label: 'Confirmed' },
      { value: 'false', label: 'Not confirmed' },
    ],
  },
  // The attempt's India date (docs/product/content-and-earning.md, Attempt log).
  { kind: 'dates', fromLabel: 'Date from', toLabel: 'Date to' },
];

/** Search (username), confirmed or not, and the attempt's India date. */
export function QuizAttemptFilters({ list }: { list: AttemptList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
