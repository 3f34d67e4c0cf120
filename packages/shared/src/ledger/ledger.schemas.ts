import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { WalletType } from '../common/enums.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';
import { rupeeAmountSchema } from '../common/money.js';
import { recordIdSchema } from '../common/ids.js';
import { entryDescriptionSchema } from './entry-descriptions.js';

export const WALLET_TYPES = [WalletType.Cash, WalletType.Scratch, WalletType.Grow] as const;
export type WalletTypeValue = (typeof WALLET_TYPES)[number];

/** A wallet type from a body, a query or a filter: 1 Cash, 2 Scratch, 3 Grow. */
export const walletTypeSchema = z.coerce
  .number({ error: messageKey('ledger.wallet_required') })
  .int({ error: messageKey('ledger.wallet_required') })
  .refine((value): value is WalletTypeValue => (WALLET_TYPES as readonly number[]).includes(value), {
    error: messageKey('ledger.wallet_choice'),
  })
  .transform((value) => value as WalletTypeValue);

/** One of the caller's wallets, in rupees: available = balance − held. */
export const walletSchema = z.object({
  wallet_type: z.number().int(),
  name: z.string(),
  balance: z.number(),
  held: z.number(),
  available: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletsResponseSchema = z.object({ wallets: z.array(walletSchema) });
export type WalletsResponse = z.infer<typeof walletsResponseSchema>;

/**
 * What a ledger entry is, as its owner reads it in the earnings history. Later modules add
 * theirs here (docs/product/money.md, Ledger).
 */
export const LEDGER_ENTRY_KINDS = ['adjustment', 'withdrawal', 'quiz', 'scratch'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const LEDGER_ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  adjustment: 'Adjustment',
  withdrawal: 'Withdrawal',
  quiz: 'Promotion quiz',
  scratch: 'Scratch card',
};

export const ADJUSTMENT_REASON_MAX_LENGTH = 300;

/** POST wallet-adjustments (super admin): a positive amount credits, a negative one debits. */
export const walletAdjustmentSchema = z.object({
  user_id: recordIdSchema,
  wallet_type: walletTypeSchema,
  amount: rupeeAmountSchema({ signed: true }),
  reason: z
    .string({ error: messageKey('common.reason_required') })
    .trim()
    .min(1, { error: messageKey('common.reason_required') })
    .max(ADJUSTMENT_REASON_MAX_LENGTH, {
      error: messageKey('withdraw.reason_too_long', { max: ADJUSTMENT_REASON_MAX_LENGTH }),
    }),
});
export type WalletAdjustmentInput = z.input<typeof walletAdjustmentSchema>;

export const walletAdjustmentResultSchema = z.object({
  /** The ledger entry the adjustment wrote. */
  id: z.number().int(),
  user_id: z.number().int(),
  wallet_type: z.number().int(),
  amount: z.number(),
  reason: z.string(),
  created_at: z.string(),
});
export type WalletAdjustmentResult = z.infer<typeof walletAdjustmentResultSchema>;

/**
 * The `Idempotency-Key` header: what a client sends again to retry safely (docs/product/money.md,
 * Ledger).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, { error: messageKey('ledger.idempotency_length', { header: 'Idempotency-Key' }) })
  .max(100, { error: messageKey('ledger.idempotency_length', { header: 'Idempotency-Key' }) })
  .regex(/^[\w.:-]+$/, { error: messageKey('ledger.idempotency_characters', { header: 'Idempotency-Key' }) });

export const earningHistoryFilterSchema = refineDateRange(
  z
    .strictObject({
      fromdate: filterDateSchema,
      todate: filterDateSchema,
      wallet_type: walletTypeSchema,
      kind: z.enum(LEDGER_ENTRY_KINDS, { error: messageKey('ledger.kind_choice') }),
    })
    .partial(),
  'fromdate',
  'todate',
);
export type EarningHistoryFilter = z.infer<typeof earningHistoryFilterSchema>;

export const EARNING_HISTORY_SORT_KEYS = ['created_at', 'amount'] as const;
export type EarningHistorySortKey = (typeof EARNING_HISTORY_SORT_KEYS)[number];

export const earningHistoryQuerySchema = listQuerySchema({
  filter: earningHistoryFilterSchema,
  sortKeys: EARNING_HISTORY_SORT_KEYS,
});
export type EarningHistoryQuery = z.infer<typeof earningHistoryQuerySchema>;

/** One line of the caller's ledger: money into (+) or out of (−) one of their wallets. */
export const earningHistoryRowSchema = z.object({
  id: z.number().int(),
  entry_id: z.number().int(),
  created_at: z.string(),
  kind: z.string(),
  /** As the journal keeps it, in English. */
  description: z.string(),
  /** What the description says, as a code and values the web writes in the reader's language; null for an adjustment's reason (data as typed). */
  description_parts: entryDescriptionSchema.nullable(),
  wallet_type: z.number().int(),
  amount: z.number(),
  /**
   * A withdrawal's tax deducted at source (₹; its `amount` is the gross out of the wallet, the
   * net paid being the difference); null for other kinds (docs/decisions/180-tax-statements-as-pdf.md).
   */
  tax_deducted: z.number().nullable(),
});
export type EarningHistoryRow = z.infer<typeof earningHistoryRowSchema>;

/** Per wallet, over every line the filters select (not just the page). */
export const walletTotalsSchema = z.object({
  wallet_type: z.number().int(),
  credits: z.number(),
  debits: z.number(),
  net: z.number(),
});
export type WalletTotals = z.infer<typeof walletTotalsSchema>;

export const earningHistoryResponseSchema = listResponseSchema(earningHistoryRowSchema).extend({
  totals: z.array(walletTotalsSchema),
});
export type EarningHistoryResponse = z.infer<typeof earningHistoryResponseSchema>;

/** `npm run ledger:verify` and the super admin's ledger health tile. */
export const ledgerHealthSchema = z.object({
  ok: z.boolean(),
  checked_at: z.string(),
  entries: z.number().int(),
  accounts: z.number().int(),
  problems: z.array(z.object({ check: z.string(), detail: z.string() })),
});
export type LedgerHealth = z.infer<typeof ledgerHealthSchema>;
