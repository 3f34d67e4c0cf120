import { formatRupees, type PromotionServe, type QuizResult } from '@portal/shared';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useConfirmPromotionQuiz, useTakeRetry } from '../api/promotion';
import type { ConfirmedQuiz } from './quiz-confirmation';
import { SLOT, withSlot } from './with-slot';

type Ready = Extract<PromotionServe, { state: 'ready' }>;

/** 'You scored N out of M', what it pays, and the choice: retry the set once, or confirm. */
export function QuizResultCard({
  attempt,
  result,
  onConfirmed,
}: {
  attempt: Ready;
  result: QuizResult;
  onConfirmed(confirmed: ConfirmedQuiz): void;
}) {
  const t = useT();
  const confirm = useConfirmPromotionQuiz({
    onCredited: (credited) => onConfirmed({ score: result.score, total: result.total, ...credited }),
  });
  const retry = useTakeRetry();
  const paid = confirm.data;
  return (
    <CardSection title={t('promotion.result.title')}>
      <div className="flex flex-col gap-4">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {t('promotion.result.scored', { score: result.score, total: result.total })}
        </p>
        <p className="text-sm text-slate-700">
          {withSlot(
            t('promotion.result.pays', { amount: SLOT }),
            <span className="font-semibold">{formatRupees(result.amount)}</span>,
          )}
        </p>
        {paid ? (
          <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            {t('promotion.result.confirmed', {
              cash: formatRupees(paid.cash),
              grow: formatRupees(paid.grow),
            })}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={confirm.isPending} onClick={() => confirm.mutate(attempt.attempt_id)}>
              {t('promotion.result.confirm', { amount: formatRupees(result.amount) })}
            </Button>
            {result.can_retry && (
              <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
                {t('promotion.result.retry')}
              </Button>
            )}
          </div>
        )}
        {result.can_retry && !paid && (
          <p className="text-xs text-slate-500">{t('promotion.result.retryHint')}</p>
        )}
      </div>
    </CardSection>
  );
}
