import type { LedgerEntryKind } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/** The entry kinds' labels (packages/shared LEDGER_ENTRY_KIND_LABELS). */
const KIND_KEYS: Record<LedgerEntryKind, MessageKey> = {
  adjustment: 'earnings.kind.adjustment',
  withdrawal: 'earnings.kind.withdrawal',
  quiz: 'earnings.kind.quiz',
  scratch: 'earnings.kind.scratch',
};

/** A kind a later release adds before this screen knows its label shows as the server names it. */
export function entryKindLabel(kind: string, t: (key: MessageKey) => string): string {
  const key = KIND_KEYS[kind as LedgerEntryKind] as MessageKey | undefined;
  return key ? t(key) : kind;
}
