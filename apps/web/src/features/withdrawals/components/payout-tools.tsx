import { WithdrawStatus, type WithdrawBulkResult, type WithdrawRow } from '@portal/shared';
import { CircleCheck, CircleX, FileSpreadsheet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmNoteField, isConfirmNote } from '../../../components/fraud-signals/fraud-signals';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { useBulkUpdateWithdrawStatus } from '../api/bulk-update-withdraw-status';
import { useDownloadPayoutFile } from '../api/download-payout-file';
import { bulkConfirmTitle, shownStatus } from './withdraw-labels';
import type { WithdrawSelection } from './use-withdraw-selection';

interface BulkOutcome {
  status: 1 | 2;
  results: WithdrawBulkResult['results'];
  /** Usernames by request id, as they were selected. */
  usernames: ReadonlyMap<number, string>;
}

/**
 * The payout tools (docs/product/money.md, Payouts): select open requests, then Process or
 * Complete them together (each its own guarded change, with a result per request), or download
 * the bank's payout file of the selected requests that are processing.
 */
export function PayoutTools({ selection }: { selection: WithdrawSelection }) {
  const t = useT();
  const bulk = useBulkUpdateWithdrawStatus();
  const payoutFile = useDownloadPayoutFile();
  const [step, setStep] = useState<1 | 2>(WithdrawStatus.Processing);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // docs/decisions/186-fraud-signals.md: paying flagged requesters (completing them, or the payout
  // file) needs the admin's note; `filing` is the payout file's confirmation, asked only then.
  const [note, setNote] = useState('');
  const [filing, setFiling] = useState(false);

  const selected = selection.rows;
  const pending = selected.filter((row) => shownStatus(row) === WithdrawStatus.Pending);
  const processing = selected.filter((row) => shownStatus(row) === WithdrawStatus.Processing);
  // Process applies to pending requests only; Complete to every open one.
  const targets: readonly WithdrawRow[] = step === WithdrawStatus.Processing ? pending : selected;
  const busy = bulk.isPending || payoutFile.isPending;
  const flaggedTargets = step === WithdrawStatus.Completed ? flaggedPayees(targets) : [];
  const flaggedProcessing = flaggedPayees(processing);

  const ask = (status: 1 | 2) => {
    setStep(status);
    setNote('');
    setConfirming(true);
  };
  const downloadFile = (confirmNote?: string) =>
    payoutFile.mutate({ ids: processing.map((row) => row.id), confirmNote });
  const run = () => {
    const usernames = new Map(targets.map((row) => [row.id, row.user.username]));
    bulk.mutate(
      {
        ids: targets.map((row) => row.id),
        status: step,
        ...(flaggedTargets.length > 0 && { confirm_note: note.trim() }),
      },
      {
        onSuccess: ({ results }) => {
          setOutcome({ status: step, results, usernames });
          selection.clear();
        },
      },
    );
  };

  return (
    <>
      {/* Nothing open on this page: nothing to select. */}
      {selection.selectable.length > 0 && (
        <section
          aria-label={t('withdrawals.payout.label')}
          className="mb-3 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-center"
        >
          <div className="flex items-center justify-between gap-3">
            <SelectAll selection={selection} />
            <span className="text-sm whitespace-nowrap text-slate-600" aria-live="polite">
              {t('withdrawals.payout.selected', { count: selected.length })}
            </span>
          </div>
          <div className="grid grid-cols-1 gap-2 sm:ml-auto sm:flex sm:flex-wrap">
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || pending.length === 0}
              onClick={() => ask(WithdrawStatus.Processing)}
            >
              {t('withdrawals.payout.process', { count: pending.length })}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || selected.length === 0}
              onClick={() => ask(WithdrawStatus.Completed)}
            >
              {t('withdrawals.payout.complete', { count: selected.length })}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || processing.length === 0}
              onClick={() => {
                if (flaggedProcessing.length === 0) return downloadFile();
                setNote('');
                setFiling(true);
              }}
            >
              {payoutFile.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <FileSpreadsheet className="size-4" aria-hidden="true" />
              )}
              {t('withdrawals.payout.file', { count: processing.length })}
            </Button>
          </div>
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(...bulkConfirmTitle(step, targets.length))}
        onConfirm={run}
        confirmDisabled={flaggedTargets.length > 0 && !isConfirmNote(note)}
      >
        {flaggedTargets.length > 0 && (
          <ConfirmNoteField
            id="bulk-confirm-note"
            payees={flaggedTargets}
            note={note}
            onNoteChange={setNote}
          />
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={filing}
        onOpenChange={setFiling}
        title={t('fraud.confirm.payoutTitle')}
        text={t('fraud.confirm.payoutText')}
        onConfirm={() => downloadFile(note.trim())}
        confirmDisabled={!isConfirmNote(note)}
      >
        <ConfirmNoteField
          id="payout-confirm-note"
          payees={flaggedProcessing}
          note={note}
          onNoteChange={setNote}
        />
      </ConfirmDialog>
      <BulkResultsDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

/** The selected requesters with fraud signals, once each. */
function flaggedPayees(rows: readonly WithdrawRow[]) {
  const byUser = new Map<number, { username: string; signals: WithdrawRow['fraud_signals'] }>();
  for (const row of rows)
    if (row.fraud_signals.length > 0)
      byUser.set(row.user.id, { username: row.user.username, signals: row.fraud_signals });
  return [...byUser.values()];
}

function SelectAll({ selection }: { selection: WithdrawSelection }) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  const count = selection.rows.length;
  const all = count > 0 && count === selection.selectable.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700 sm:min-h-9">
      <input
        ref={box}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-indigo-600"
        checked={all}
        disabled={selection.selectable.length === 0}
        onChange={selection.toggleAll}
      />
      {t('withdrawals.payout.selectAll')}
    </label>
  );
}

/**
 * Each request's result: the server's message ('Updated', or the refusal) is a shared catalogue
 * sentence, shown in the reader's language (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
 */
function BulkResultsDialog({ outcome, onClose }: { outcome: BulkOutcome | null; onClose(): void }) {
  const t = useT();
  const shared = useSharedMessageText();
  const updated = outcome?.results.filter((result) => result.ok).length ?? 0;
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(
        outcome?.status === WithdrawStatus.Completed
          ? 'withdrawals.payout.resultsComplete'
          : 'withdrawals.payout.resultsProcess',
      )}
      description={outcome && t('withdrawals.payout.updated', { updated, total: outcome.results.length })}
    >
      {outcome && (
        <div className="flex flex-col gap-4">
          <ul
            aria-label={t('withdrawals.payout.results')}
            className="flex flex-col divide-y divide-slate-100"
          >
            {outcome.results.map((result) => (
              <li key={result.id} className="flex items-start gap-3 py-2.5 text-sm">
                {result.ok ? (
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                ) : (
                  <CircleX className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">
                    #{result.id} {outcome.usernames.get(result.id) ?? ''}
                  </span>
                  <span className={result.ok ? 'block text-emerald-700' : 'block text-red-700'}>
                    {shared(result.message)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('withdrawals.payout.done')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
