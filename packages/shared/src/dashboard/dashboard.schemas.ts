import { z } from '../zod.js';
import { ledgerHealthSchema, walletSchema } from '../ledger/ledger.schemas.js';
import { earningPowerSchema } from '../users/users.schemas.js';
import { promotionSessionProgressSchema } from '../earning/earning.schemas.js';

export const recentSignupSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  state: z.string().nullable(),
  sponsor_username: z.string().nullable(),
  created_at: z.string(),
});

export const adminDashboardSchema = z.object({
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    new_today: z.number().int(),
    new_this_month: z.number().int(),
  }),
  recent_signups: z.array(recentSignupSchema),
  /** The super admin's promoter code: the root of the referral tree. */
  root_promoter_code: z.string(),
  /** Withdrawal requests waiting for an admin: count and amount (₹) by status. */
  withdrawals: z.object({
    pending: z.object({ count: z.number().int(), amount: z.number() }),
    processing: z.object({ count: z.number().int(), amount: z.number() }),
  }),
  /** Tax deducted at source and not yet deposited, ₹ (docs/decisions/179-tax-register-and-deposits.md). */
  tds_payable: z.number(),
  /** The ledger check (docs/product/money.md, Verification): for the super admin only, else null. */
  ledger_health: ledgerHealthSchema.nullable(),
  /** PIN requests per status (0 Pending, 1 Approved, 2 Activated, 3 Rejected). */
  pin_requests: z.object({
    0: z.number().int(),
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
  }),
  /** Contact Us messages nobody has read yet. */
  unread_messages: z.number().int(),
  /** Grievance tickets past a deadline they have not met (docs/decisions/181-grievance-tickets.md). */
  overdue_tickets: z.number().int(),
  /**
   * The next 7 India days, what users will be shown (docs/product/content-and-earning.md, Admin
   * dashboard): `daily` active daily videos scheduled on the day (0 or 1); `rotation` when there is
   * none but the rotation pool fills the day; promotion videos on the day, in all and per session
   * (1 Morning, 2 Evening: orders 1–4 each). A day with neither daily video nor rotation, or a
   * session without videos, needs attention.
   */
  content: z.array(
    z.object({
      date: z.string(),
      daily: z.number().int(),
      rotation: z.boolean(),
      promotion: z.number().int(),
      promotion_sessions: z.object({ 1: z.number().int(), 2: z.number().int() }),
    }),
  ),
  /** The last 30 India days, oldest first: sign-ups, PIN activations and quiz earnings paid (₹). */
  daily: z.array(
    z.object({
      date: z.string(),
      signups: z.number().int(),
      activations: z.number().int(),
      earnings: z.number(),
    }),
  ),
  /** Today's confirmed quiz results per session (1 Morning, 2 Evening). */
  confirmations_today: z.object({ 1: z.number().int(), 2: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** One of today's two promotion sessions on the user dashboard. */
export const promotionSessionDaySchema = promotionSessionProgressSchema.extend({
  /** Each set: paid (its confirmed amount) or not yet (what the current per-video amount pays for a full score). */
  sets: z.array(z.object({ set: z.number().int(), paid: z.boolean(), amount: z.number() })),
});
export type PromotionSessionDay = z.infer<typeof promotionSessionDaySchema>;

export const userDashboardSchema = z.object({
  current_promoter_level: z.number().int().nullable(),
  direct_referrals: z.number().int(),
  active_referrals: z.number().int(),
  promoter_code: z.string(),
  /** Available and held per wallet (₹). */
  wallets: z.array(walletSchema),
  /** Everything ever credited to the wallets by earnings and adjustments (₹). */
  total_earned: z.number(),
  /** What a video pays now and why (docs/product/money.md, Earning per promotion video). */
  earning: earningPowerSchema,
  scratch_cards_waiting: z.number().int(),
  /** The latest PIN request: its level and status, or null. */
  pin_request: z
    .object({ id: z.number().int(), level: z.number().int(), status: z.number().int() })
    .nullable(),
  /** Today's tasks: the daily video and the training day. */
  tasks: z.object({
    daily_video: z.object({ available: z.boolean(), watched: z.boolean() }),
    training: z.object({
      day: z.number().int().nullable(),
      next_day: z.number().int().nullable(),
      complete: z.boolean(),
    }),
  }),
  /**
   * Today's promotion sessions (docs/product/content-and-earning.md, Earning from promotion
   * videos): the session now; per session its sets (done, remaining, each set's amount: what it
   * paid, or what it pays now for a full score); what was earned today and this week (₹).
   */
  promotion: z.object({
    session: z.number().int(),
    sessions: z.array(promotionSessionDaySchema),
    earned_today: z.number(),
    week_earned: z.number(),
  }),
  /** Direct referrals by level: 'trainee', '0' … '4'. */
  referrals_by_level: z.record(z.string(), z.number().int()),
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;
