import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import { useQuizLanguage } from '../../../features/learning/components/quiz-language';
import { usePromotionServe } from '../../../features/promotion-videos/api/promotion';
import { BlockedPage } from '../../../features/promotion-videos/components/blocked-page';
import { PromotionAttempt } from '../../../features/promotion-videos/components/promotion-attempt';
import {
  type ConfirmedQuiz,
  QuizConfirmation,
} from '../../../features/promotion-videos/components/quiz-confirmation';
import { VerifiedPlayer } from '../../../features/watching/components/verified-player';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * Promotion videos (docs/product/content-and-earning.md, Promotion videos): the session and set
 * of the India clock, what the video pays and why, the verified player, the timed quiz, the
 * result with retry or confirm; the warning pages when the daily video or the training comes first.
 */
export default function UserPromotionVideosRoute() {
  const t = useT();
  const serve = usePromotionServe();
  // Tamil for a portal in Tamil, else English, until the promoter picks; kept from set to set
  // (docs/decisions/136-the-quiz-language-follows-the-portal-language.md).
  const [quizLanguage, setQuizLanguage] = useQuizLanguage();
  // A confirmed result stays until the promoter moves on, while the next set loads behind it.
  const [confirmed, setConfirmed] = useState<ConfirmedQuiz | null>(null);
  return (
    <>
      <PageHeader title={t('promotion.title')} description={t('promotion.description')} />
      {confirmed ? (
        <QuizConfirmation confirmed={confirmed} onContinue={() => setConfirmed(null)} />
      ) : serve.error ? (
        <ServerError error={serve.error} onRetry={() => void serve.refetch()} />
      ) : !serve.data ? (
        <Card aria-hidden="true" className="h-64 animate-pulse bg-slate-100" />
      ) : serve.data.state === 'blocked' ? (
        <BlockedPage blocked={serve.data} />
      ) : (
        <PromotionAttempt
          key={serve.data.attempt_id}
          attempt={serve.data}
          quizLanguage={quizLanguage}
          onQuizLanguageChange={setQuizLanguage}
          onConfirmed={setConfirmed}
          renderPlayer={(player) => <VerifiedPlayer kind="promotion" {...player} />}
        />
      )}
    </>
  );
}
