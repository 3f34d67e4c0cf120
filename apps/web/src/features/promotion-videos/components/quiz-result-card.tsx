import { formatRupees, type PromotionServe, type QuizResult } from '@portal/shared';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { useConfirmPromotionQuiz, useTakeRetry } from '../api/promotion';
import type { ConfirmedQuiz } from './quiz-confirmation';

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
  const confirm = useConfirmPromotionQuiz({
    onCredited: (credited) => onConfirmed({ message: result.message, ...credited }),
  });
  const retry = useTakeRetry();
  const paid = confirm.data;
  return (
    <CardSection title="Result">
      <div className="flex flex-col gap-4">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {result.message}
        </p>
        <p className="text-sm text-slate-700">
          This result pays <span className="font-semibold">{formatRupees(result.amount)}</span>.
        </p>
        {paid ? (
          <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            Confirmed: {formatRupees(paid.cash)} to your Cash wallet and {formatRupees(paid.grow)} to your
            Grow wallet.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={confirm.isPending} onClick={() => confirm.mutate(attempt.attempt_id)}>
              Confirm {formatRupees(result.amount)}
            </Button>
            {result.can_retry && (
              <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
                Retry this set
              </Button>
            )}
          </div>
        )}
        {result.can_retry && !paid && (
          <p className="text-xs text-slate-500">
            A retry shows another video and a new quiz; only the retry’s result can then be confirmed.
          </p>
        )}
      </div>
    </CardSection>
  );
}
