import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { useT } from '../../../lib/i18n/language-provider';
import type { AttemptFilterKey, AttemptList } from '../api/get-quiz-attempts';

/** Search (username), confirmed or not, and the attempt's India date. */
export function QuizAttemptFilters({ list }: { list: AttemptList }) {
  const t = useT();
  const filters: FilterSpec<AttemptFilterKey>[] = useMemo(
    () => [
      { kind: 'search', placeholder: t('quizAttempts.filter.search') },
      {
        kind: 'select',
        field: 'confirmed',
        label: t('quizAttempts.filter.confirmed'),
        options: [
          { value: '', label: t('quizAttempts.filter.all') },
          { value: 'true', label: t('quizAttempts.confirmed') },
          { value: 'false', label: t('quizAttempts.notConfirmed') },
        ],
      },
      // The attempt's India date (docs/product/content-and-earning.md, Attempt log).
      {
        kind: 'dates',
        fromLabel: t('quizAttempts.filter.dateFrom'),
        toLabel: t('quizAttempts.filter.dateTo'),
      },
    ],
    [t],
  );
  return <ListFilterBar list={list} filters={filters} />;
}
