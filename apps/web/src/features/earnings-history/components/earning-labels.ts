import { LEDGER_ENTRY_KIND_LABELS, type LedgerEntryKind } from '@portal/shared';

/** A kind a later release adds before this screen knows its label shows as the server names it. */
export function entryKindLabel(kind: string): string {
  return LEDGER_ENTRY_KIND_LABELS[kind as LedgerEntryKind] ?? kind;
}
