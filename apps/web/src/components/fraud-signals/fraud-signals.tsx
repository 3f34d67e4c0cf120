import { CONFIRM_NOTE_MAX_LENGTH, CONFIRM_NOTE_MIN_LENGTH, type FraudSignal } from '@portal/shared';
import { ShieldAlert } from 'lucide-react';
import { cn } from '../../lib/class-names';
import type { MessageKey, Translate } from '../../lib/i18n/i18n';
import { useSharedMessageText, useT } from '../../lib/i18n/language-provider';
import { CONTROL_CLASSES } from '../form/form-field';
import type { SelectOption } from '../form/select-input';
import { DataText } from '../ui/data-text';
import { Tooltip } from '../ui/tooltip';

/**
 * The fraud signals of an account as User Management, Withdraw Request and Pin Requests show them
 * (docs/decisions/186-fraud-signals.md): a red badge per signal, its reason (the server's English
 * sentence, shown in the reader's language) and the accounts it names in a tooltip; in a dialog,
 * the same written out.
 */

const LABELS = {
  shared_mobile: 'fraud.badge.sharedMobile',
  shared_pan: 'fraud.badge.sharedPan',
  shared_bank_account: 'fraud.badge.sharedBankAccount',
  shared_upi: 'fraud.badge.sharedUpi',
  ip_burst: 'fraud.badge.ipBurst',
  sponsor_burst: 'fraud.badge.sponsorBurst',
  sponsor_ring: 'fraud.badge.sponsorRing',
  fast_quiz: 'fraud.badge.fastQuiz',
} as const satisfies Record<FraudSignal['kind'], MessageKey>;

const BADGE = cn(
  'inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-red-700 ring-1 ring-red-200 ring-inset',
  'hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600',
);

function useSignalText() {
  const t = useT();
  const shared = useSharedMessageText();
  return (signal: FraudSignal) => ({
    label: t(LABELS[signal.kind]),
    reason: shared(signal.reason),
    usernames: signal.related_usernames.join(', '),
  });
}

/** The accounts a signal names: their usernames are data, shown as they are. */
function Named({ usernames, className }: { usernames: string; className?: string }) {
  const t = useT();
  if (!usernames) return null;
  return (
    <span className={className}>
      {t('fraud.named')} <DataText>{usernames}</DataText>
    </span>
  );
}

/** One badge per signal; nothing when there are none. */
export function FraudSignalBadges({ signals }: { signals: readonly FraudSignal[] }) {
  const text = useSignalText();
  if (signals.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1" data-testid="fraud-signals">
      {signals.map((signal) => {
        const { label, reason, usernames } = text(signal);
        return (
          <Tooltip
            key={signal.kind}
            className={BADGE}
            content={
              <>
                {reason}
                <Named usernames={usernames} className="block" />
              </>
            }
          >
            <ShieldAlert className="size-3.5" aria-hidden="true" />
            {label}
          </Tooltip>
        );
      })}
    </span>
  );
}

/** The signals written out (the user dialog): each label, reason and the accounts it names. */
export function FraudSignalList({ signals }: { signals: readonly FraudSignal[] }) {
  const t = useT();
  const text = useSignalText();
  if (signals.length === 0) return null;
  return (
    <section
      aria-label={t('fraud.title')}
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50/60 p-3"
    >
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-red-800">
        <ShieldAlert className="size-4" aria-hidden="true" />
        {t('fraud.title')}
      </h3>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
        {signals.map((signal) => {
          const { label, reason, usernames } = text(signal);
          return (
            <li key={signal.kind} className="min-w-0">
              <span className="font-medium text-red-700">{label}</span>: {reason}
              <Named usernames={usernames} className="block text-xs break-words text-slate-600" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Whether a confirming note is long enough for the server (docs/decisions/186-fraud-signals.md). */
export function isConfirmNote(note: string): boolean {
  return note.trim().length >= CONFIRM_NOTE_MIN_LENGTH;
}

/**
 * The note an admin writes to pay despite fraud signals, inside a confirmation: who is flagged and
 * why, then the note (kept in the audit log). The confirmation stays off until `isConfirmNote`.
 */
export function ConfirmNoteField({
  id,
  payees,
  note,
  onNoteChange,
}: {
  id: string;
  /** The flagged payees of the confirmation, each with their signals. */
  payees: readonly { username: string; signals: readonly FraudSignal[] }[];
  note: string;
  onNoteChange(note: string): void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50/60 p-3">
      <p className="text-sm font-medium text-red-800">{t('fraud.confirm.intro')}</p>
      <ul className="flex flex-col gap-1.5">
        {payees.map((payee) => (
          <li key={payee.username} className="flex flex-col gap-1">
            <DataText className="text-sm font-medium text-slate-900">{payee.username}</DataText>
            <FraudSignalBadges signals={payee.signals} />
          </li>
        ))}
      </ul>
      <label htmlFor={id} className="mt-1 text-sm font-medium text-slate-700">
        {t('fraud.confirm.note')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={note}
        maxLength={CONFIRM_NOTE_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        className={cn(CONTROL_CLASSES, 'py-2')}
        onChange={(event) => onNoteChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('fraud.confirm.hint', { min: CONFIRM_NOTE_MIN_LENGTH })}
      </p>
    </div>
  );
}

/** The lists' "has fraud signals" filter (`has_fraud_signals`: true or false). */
export function fraudSignalsFilter(t: Translate): {
  kind: 'select';
  field: 'has_fraud_signals';
  label: string;
  options: readonly SelectOption[];
} {
  return {
    kind: 'select',
    field: 'has_fraud_signals',
    label: t('fraud.filter.label'),
    options: [
      { value: '', label: t('filters.all') },
      { value: 'true', label: t('fraud.filter.with') },
      { value: 'false', label: t('fraud.filter.without') },
    ],
  };
}
