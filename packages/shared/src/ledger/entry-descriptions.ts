import { z } from '../zod.js';
import { PROMOTER_LEVEL_LABELS, promoterLevelLabel, SESSION_TYPE_LABELS } from '../common/enums.js';
import { maskAccountNumber } from '../common/text.js';
import { scoreMessage } from '../content/content.schemas.js';

// A ledger entry keeps its description as the English text the programme wrote
// ('Scratch card: kavya_12 became Promoter'): the journal is a record and is never rewritten.
// The earnings history shows it in the reader's language (issue 16; docs/decisions/144-server-messages-by-code.md):
// each description the programme writes has a code and values, built here and read back here, and
// the API sends them beside the text, so the web writes the sentence from its catalogue.

/** What a description says, as a code and its values. */
export const entryDescriptionSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('quiz'),
    /** 1 Morning, 2 Evening (SESSION_TYPE_LABELS). */
    session: z.number().int(),
    set: z.number().int(),
    score: z.number().int(),
    total: z.number().int(),
  }),
  z.object({
    code: z.literal('scratch'),
    /** Whose activation the card was for. */
    username: z.string(),
    /** The level they reached; null for Trainee. */
    level: z.number().int().nullable(),
  }),
  z.object({
    code: z.literal('withdrawal'),
    id: z.number().int(),
    bank: z.string(),
    /** Masked to its last 4 digits ('XXXX1365'), or '' when none. */
    account: z.string(),
  }),
]);
export type EntryDescription = z.infer<typeof entryDescriptionSchema>;

/** A confirmed promotion quiz's credit: 'Morning session, set 1: You scored 2 out of 2'. */
export function quizEntryDescription(session: number, set: number, score: number, total: number): string {
  return `${SESSION_TYPE_LABELS[session]} session, set ${set}: ${scoreMessage(score, total)}`;
}

/** A scratched card's credit: 'Scratch card: kavya_12 became Promoter'. */
export function scratchEntryDescription(username: string, level: number | null): string {
  return `Scratch card: ${username} became ${promoterLevelLabel(level)}`;
}

/**
 * A paid withdrawal: 'Withdrawal #7 paid to State Bank of India XXXX1365', or to a UPI ID:
 * 'Withdrawal #8 paid to UPI ravi.kumar@okaxis' (read back with the UPI ID as its `bank`).
 */
export function withdrawalEntryDescription(
  id: number,
  paidTo: { bankName: string | null; accNo: string | null; upiId: string | null },
): string {
  if (paidTo.upiId !== null) return `Withdrawal #${id} paid to UPI ${paidTo.upiId}`;
  return `Withdrawal #${id} paid to ${paidTo.bankName ?? ''} ${maskAccountNumber(paidTo.accNo ?? '')}`;
}

const keyOf = <T extends string | number>(labels: Record<T, string>, label: string): T | undefined =>
  (Object.entries(labels) as [string, string][]).find(([, text]) => text === label)?.[0] as T | undefined;

const QUIZ = /^(\w+) session, set (\d+): You scored (\d+) out of (\d+)$/;
const SCRATCH = /^Scratch card: (.+) became (.+)$/;
const WITHDRAWAL = /^Withdrawal #(\d+) paid to (.*?) ?(XXXX\S*)?$/;

/**
 * The code and values of a description the builders above wrote, read back from its text; null
 * for any other (an admin's adjustment reason, which is data as typed).
 */
export function entryDescriptionOf(kind: string, description: string): EntryDescription | null {
  if (kind === 'quiz') {
    const match = QUIZ.exec(description);
    const session = match && keyOf(SESSION_TYPE_LABELS, match[1]!);
    if (!match || session === undefined || session === null) return null;
    return { code: 'quiz', session: Number(session), set: +match[2]!, score: +match[3]!, total: +match[4]! };
  }
  if (kind === 'scratch') {
    const match = SCRATCH.exec(description);
    if (!match) return null;
    const levelLabel = match[2]!;
    const level = keyOf(PROMOTER_LEVEL_LABELS, levelLabel);
    if (level === undefined && levelLabel !== promoterLevelLabel(null)) return null;
    return { code: 'scratch', username: match[1]!, level: level === undefined ? null : Number(level) };
  }
  if (kind === 'withdrawal') {
    const match = WITHDRAWAL.exec(description);
    if (!match) return null;
    return { code: 'withdrawal', id: +match[1]!, bank: match[2]!, account: match[3] ?? '' };
  }
  return null;
}
