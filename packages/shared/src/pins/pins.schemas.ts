import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { MOBILE_PATTERN } from '../auth/auth.constants.js';
import { isIsoDate } from '../common/dates.js';
import { GiftDelivery, PinStatus, PROMOTER_LEVELS, promoterLevelLabel } from '../common/enums.js';
import { recordIdSchema } from '../common/ids.js';
import { formatRupees } from '../common/money.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';
import { paymentDetailsSchema } from '../bank-details/bank-details.schemas.js';
import { fraudSignalSchema, hasFraudSignalsFilterSchema } from '../fraud/fraud.schemas.js';

/** PIN requests (docs/product/pins-and-levels.md): a user asks for a level, pays, activates a PIN. */

export const PIN_STATUSES = [
  PinStatus.Pending,
  PinStatus.Approved,
  PinStatus.Activated,
  PinStatus.Rejected,
] as const;
export const PIN_LENGTH = 8;
export const PIN_MAX_WRONG_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;

/** The terms a user accepts before a PIN is generated for them, with the level's fee in rupees. */
export function pinTermsText(level: number, fee: number): string {
  return (
    `To become ${promoterLevelLabel(level)}, pay the level's fee of ${formatRupees(fee)} to the account below and send the ` +
    'payment proof on WhatsApp to the number below. After your payment is confirmed an admin ' +
    'generates your PIN and gives it to you; activate it here. A PIN works once, for this request ' +
    'only, and fees are not refunded once the PIN is activated.'
  );
}

const LEVEL_CHOICE = messageKey('common.level_choice');
const levelField = z.coerce
  .number({ error: LEVEL_CHOICE })
  .int({ error: LEVEL_CHOICE })
  .refine((value) => (PROMOTER_LEVELS as readonly number[]).includes(value), {
    error: LEVEL_CHOICE,
  });

/** POST user-promoters: ask for a level above the current one. */
export const pinRequestSchema = z.object({ level: levelField });
export type PinRequestInput = z.input<typeof pinRequestSchema>;

export const pinIdSchema = z.object({ id: recordIdSchema });

export const GIFT_DELIVERIES = [GiftDelivery.Direct, GiftDelivery.Courier] as const;

/** The activation's messages by code (docs/decisions/144-server-messages-by-code.md). */
export const ACTIVATE_MESSAGES = {
  pin: messageKey('pins.pin_invalid'),
  gift_delivery: messageKey('pins.gift_delivery'),
  pickup_date: messageKey('pins.pickup_date'),
  address: messageKey('pins.address_required'),
  whatsapp: messageKey('common.whatsapp_invalid'),
} as const;

/**
 * POST activate-pin: the PIN, and how the level's gift reaches the user (1 Direct: picked up on
 * a date; 2 Courier: sent to an address).
 */
export const activatePinSchema = z
  .object({
    id: recordIdSchema,
    pin: z
      .string({ error: ACTIVATE_MESSAGES.pin })
      .trim()
      .toUpperCase()
      .length(PIN_LENGTH, { error: ACTIVATE_MESSAGES.pin }),
    gift_delivery: z.coerce
      .number({ error: ACTIVATE_MESSAGES.gift_delivery })
      .int()
      .refine((value) => value === GiftDelivery.Direct || value === GiftDelivery.Courier, {
        error: ACTIVATE_MESSAGES.gift_delivery,
      }),
    pickup_date: z.preprocess(
      (value) => (value === '' ? null : value),
      z.string().refine(isIsoDate, { error: ACTIVATE_MESSAGES.pickup_date }).nullish(),
    ),
    address: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .max(500, { error: messageKey('pins.address_too_long', { max: 500 }) })
        .nullish(),
    ),
    whatsapp: z
      .string({ error: ACTIVATE_MESSAGES.whatsapp })
      .trim()
      .regex(MOBILE_PATTERN, { error: ACTIVATE_MESSAGES.whatsapp }),
  })
  .superRefine((value, ctx) => {
    if (value.gift_delivery === GiftDelivery.Direct && !value.pickup_date)
      ctx.addIssue({ code: 'custom', path: ['pickup_date'], message: ACTIVATE_MESSAGES.pickup_date });
    if (value.gift_delivery === GiftDelivery.Courier && !value.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: ACTIVATE_MESSAGES.address });
  });
export type ActivatePinInput = z.input<typeof activatePinSchema>;

/** A request as its owner sees it: never the PIN. */
export const userPinRequestSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  status: z.number().int(),
  request_at: z.string(),
  updated_at: z.string(),
  terms_raised_at: z.string().nullable(),
  terms_accepted_at: z.string().nullable(),
  /** The terms and where to pay, once the terms are raised. */
  terms: z.string().nullable(),
  /** The level's fee in rupees (Promotion Settings), shown with the terms. */
  fee: z.number(),
  payment_details: paymentDetailsSchema.omit({ updated_at: true }).nullable(),
  reason: z.string().nullable(),
  activated_at: z.string().nullable(),
  gift_delivery: z.number().int().nullable(),
  pickup_date: z.string().nullable(),
  address: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /** While set and in the future, activation is locked after too many wrong PINs. */
  locked_until: z.string().nullable(),
});
export type UserPinRequest = z.infer<typeof userPinRequestSchema>;
export const userPinRequestListSchema = listResponseSchema(userPinRequestSchema);

/** GET pin-fees: what a PIN for each level costs now, in rupees, for the request dialog. */
export const pinFeesSchema = z.object({
  fees: z.array(z.object({ level: z.number().int(), fee: z.number() })),
});
export type PinFees = z.infer<typeof pinFeesSchema>;

export const pinListFilterSchema = refineDateRange(
  z
    .strictObject({
      level: levelField,
      status: z.coerce
        .number({ error: messageKey('common.status_choice') })
        .int()
        .refine((value) => (PIN_STATUSES as readonly number[]).includes(value), {
          error: messageKey('common.status_choice'),
        }),
      /** Only requests of accounts with fraud signals, or without (docs/decisions/186-fraud-signals.md). */
      has_fraud_signals: hasFraudSignalsFilterSchema,
      fromdate: filterDateSchema,
      todate: filterDateSchema,
    })
    .partial(),
  'fromdate',
  'todate',
);
export type PinListFilter = z.infer<typeof pinListFilterSchema>;

export const PIN_SORT_KEYS = ['request_at', 'level'] as const;
export type PinSortKey = (typeof PIN_SORT_KEYS)[number];

export const pinListQuerySchema = listQuerySchema({ filter: pinListFilterSchema, sortKeys: PIN_SORT_KEYS });
export type PinListQuery = z.infer<typeof pinListQuerySchema>;

/** A request as admins see it: the requester, and the PIN once generated. */
export const adminPinRequestSchema = userPinRequestSchema
  .omit({ terms: true, fee: true, payment_details: true })
  .extend({
    user: z.object({
      id: z.number().int(),
      username: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      mobile: z.string().nullable(),
      current_promoter_level: z.number().int().nullable(),
    }),
    pin: z.string().nullable(),
    /** Who raised the terms: null when they were raised automatically. */
    terms_raised_by: z.string().nullable(),
    /** The requester's fraud signals (docs/decisions/186-fraud-signals.md). */
    fraud_signals: z.array(fraudSignalSchema),
  });
export type AdminPinRequest = z.infer<typeof adminPinRequestSchema>;

export const adminPinRequestListSchema = listResponseSchema(adminPinRequestSchema).extend({
  /** Requests per status over the whole table (the counts above the list). */
  status_counts: z.object({
    0: z.number().int(),
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
  }),
});
export type AdminPinRequestListResponse = z.infer<typeof adminPinRequestListSchema>;

export const pinRejectSchema = z.object({
  id: recordIdSchema,
  reason: z
    .string()
    .trim()
    .max(300, { error: messageKey('withdraw.reason_too_long', { max: 300 }) })
    .nullish()
    .transform((value) => value || null),
});

export const generatedPinSchema = z.object({ pin: z.string() });
export type GeneratedPin = z.infer<typeof generatedPinSchema>;

/** A scratch card (docs/product/money.md, Scratch cards): amount and message show once scratched. */
export const scratchCardSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  scratched_at: z.string().nullable(),
  /** The referral whose activation earned it, and at which level. */
  from_username: z.string(),
  level: z.number().int(),
  amount: z.number().nullable(),
  message: z.string().nullable(),
});
export type ScratchCard = z.infer<typeof scratchCardSchema>;
export const scratchCardsResponseSchema = z.object({ cards: z.array(scratchCardSchema) });
export type ScratchCardsResponse = z.infer<typeof scratchCardsResponseSchema>;
