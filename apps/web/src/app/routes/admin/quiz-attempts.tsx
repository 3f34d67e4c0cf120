import { ExportButton } from '../../../components/data-table/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import { attemptsEndpoint, useAttemptList } from '../../../features/quiz-attempts/api/get-quiz-attempts';
import { QuizAttemptFilters } from '../../../features/quiz-attempts/components/quiz-attempt-filters';
import { QuizAttemptsTable } from '../../../features/quiz-attempts/components/quiz-attempts-table';
import { useListExport } from '../../../hooks/use-list-export';
import { useT } from '../../../lib/i18n/language-provider';

/** The attempt log (docs/product/content-and-earning.md, Promotion attempts), with its export. */
export default function AdminQuizAttemptsRoute() {
  const t = useT();
  const list = useAttemptList();
  const exportAttempts = useListExport(attemptsEndpoint);
  return (
    <>
      <PageHeader
        title={t('quizAttempts.title')}
        description={t('quizAttempts.description')}
        actions={
          <ExportButton
            pending={exportAttempts.isPending}
            onExport={() => exportAttempts.mutate(list.state)}
          />
        }
      />
      <QuizAttemptFilters list={list} />
      <QuizAttemptsTable list={list} />
    </>
  );
}
