import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import { useTrainingCurrent } from '../../../features/learning/api/learning';
import { DaysProgress } from '../../../features/learning/components/days-progress';
import { useQuizLanguage } from '../../../features/learning/components/quiz-language';
import { QuizLanguageToggle } from '../../../features/learning/components/quiz-language-toggle';
import { TrainingDay } from '../../../features/learning/components/training-day';
import { VerifiedPlayer } from '../../../features/watching/components/verified-player';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * The 7-day training programme (docs/product/content-and-earning.md, Training): one day at a
 * time; a day completes when the server verified its video was watched and its quiz passed, and
 * the next day opens on the next India day.
 */
export default function UserTrainingProgramRoute() {
  const t = useT();
  // Tamil for a portal in Tamil, else English, until the promoter picks (decision 136).
  const [language, setLanguage] = useQuizLanguage();
  const training = useTrainingCurrent(language);
  return (
    <>
      <PageHeader
        title={t('training.title')}
        description={t('training.description')}
        actions={<QuizLanguageToggle language={language} onChange={setLanguage} />}
      />
      {training.error ? (
        <ServerError error={training.error} onRetry={() => void training.refetch()} />
      ) : !training.data ? (
        <Card aria-hidden="true" className="h-64 animate-pulse bg-slate-100" />
      ) : (
        <div className="flex flex-col gap-5">
          <DaysProgress days={training.data.days} />
          <TrainingDay
            key={`${training.data.day}-${language}`}
            training={training.data}
            language={language}
            onRetry={training.refetch}
            renderPlayer={(player) => <VerifiedPlayer kind="training" {...player} />}
          />
        </div>
      )}
    </>
  );
}
