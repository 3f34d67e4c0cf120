import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { LEVEL_FILTER_TRAINEE, PROMOTER_LEVELS } from '../common/enums.js';
import { idParamsSchema, recordIdSchema } from '../common/ids.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';
import {
  newPasswordSchema,
  passwordConfirmationSchema,
  personalDetailsSchema,
  personalDetailsShape,
  profileSchema,
  usernameSchema,
  withNewAccountPasswordRules,
} from '../auth/auth.schemas.js';
import { fraudSignalSchema, hasFraudSignalsFilterSchema } from '../fraud/fraud.schemas.js';

export const userListFilterSchema = refineDateRange(
  z
    .strictObject({
      current_promoter_level: z.union([
        z.literal(LEVEL_FILTER_TRAINEE),
        z.coerce
          .number()
          .int()
          .refine((v) => (PROMOTER_LEVELS as readonly number[]).includes(v), {
            error: messageKey('common.level_choice'),
          }),
      ]),
      /** Which accounts to list: users (default) or admins; admins are a super admin's concern. */
      account_type: z.enum(['users', 'admins']),
      is_active: z.enum(['true', 'false']),
      /** Only accounts with fraud signals, or only those without (docs/decisions/186-fraud-signals.md). */
      has_fraud_signals: hasFraudSignalsFilterSchema,
      fromdate: filterDateSchema,
      todate: filterDateSchema,
    })
    .partial(),
  'fromdate',
  'todate',
);
export type UserListFilter = z.infer<typeof userListFilterSchema>;

export const USER_SORT_KEYS = ['created_at', 'username', 'current_promoter_level'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export const userListQuerySchema = listQuerySchema({
  filter: userListFilterSchema,
  sortKeys: USER_SORT_KEYS,
});

export const userRowSchema = profileSchema.extend({
  direct_referrals: z.number().int(),
  /** docs/decisions/186-fraud-signals.md */
  fraud_signals: z.array(fraudSignalSchema),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userListResponseSchema = listResponseSchema(userRowSchema);

export const userIdParamsSchema = idParamsSchema;

/** What an admin edits in the user dialog: the personal details. */
export const adminUpdateUserSchema = personalDetailsSchema;
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

export const setActiveSchema = z.object({
  is_active: z.boolean({ error: messageKey('common.true_or_false', { field: 'is_active' }) }),
});
export type SetActiveInput = z.infer<typeof setActiveSchema>;

/**
 * The personal details of an admin or super admin account (roles 0 and 1): created with names and
 * mobile only, so that is all their profile asks for (docs/product/accounts.md).
 */
export const adminPersonalDetailsSchema = z.object({
  first_name: personalDetailsShape.first_name,
  last_name: personalDetailsShape.last_name,
  mobile: personalDetailsShape.mobile,
});
export type AdminPersonalDetailsInput = z.infer<typeof adminPersonalDetailsSchema>;

/** A super admin creates admin accounts (role 0) with the same identity fields as a user. */
export const createAdminSchema = withNewAccountPasswordRules(
  z.object({
    ...adminPersonalDetailsSchema.shape,
    username: usernameSchema,
    password: newPasswordSchema,
    password_confirmation: passwordConfirmationSchema,
  }),
);
export type CreateAdminInput = z.infer<typeof createAdminSchema>;

/** GET referrals: a user's direct referrals, with the shared filters (docs/product/roles.md). */
export const referralListFilterSchema = refineDateRange(
  z
    .strictObject({
      current_promoter_level: userListFilterSchema.shape.current_promoter_level.unwrap(),
      is_active: z.enum(['true', 'false']),
      fromdate: filterDateSchema,
      todate: filterDateSchema,
    })
    .partial(),
  'fromdate',
  'todate',
);
export const referralListQuerySchema = listQuerySchema({
  filter: referralListFilterSchema,
  sortKeys: USER_SORT_KEYS,
});

/** A referral as their sponsor sees them: no contact or birth details. */
export const referralRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  current_promoter_level: z.number().int().nullable(),
  is_active: z.boolean(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  created_at: z.string(),
  direct_referrals: z.number().int(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;
export const referralListResponseSchema = listResponseSchema(referralRowSchema);

/**
 * One member of a referral tree, with the size of the downline below them, and their role: the
 * tree's root is the super admin, who has a role and no level.
 */
export const referralTreeNodeSchema = referralRowSchema.extend({
  downline: z.number().int(),
  role: z.number().int(),
});
export type ReferralTreeNode = z.infer<typeof referralTreeNodeSchema>;

/** GET referral-tree?id=: a node, the way down to it from the viewer, and its direct referrals. */
export const referralTreeSchema = z.object({
  node: referralTreeNodeSchema,
  /** From the viewer's own root down to the node's sponsor (breadcrumbs). */
  path: z.array(z.object({ id: z.number().int(), username: z.string() })),
  children: z.array(referralTreeNodeSchema),
  /** Direct referrals beyond those listed (a node with very many is cut at the first ones). */
  more_children: z.number().int(),
});
export type ReferralTree = z.infer<typeof referralTreeSchema>;
export const referralTreeQuerySchema = z.object({ id: recordIdSchema.optional() });

/** How much a user earns per video and per day now, and at most (User Management's dialog). */
export const earningPowerSchema = z.object({
  level: z.number().int().nullable(),
  per_video: z.number(),
  per_video_base: z.number(),
  per_video_bonuses: z.array(
    z.object({ level: z.number().int(), referrals: z.number().int(), amount: z.number() }),
  ),
  per_video_max: z.number(),
  daily: z.number(),
  daily_max: z.number(),
  videos_per_day: z.number().int(),
});
export type EarningPower = z.infer<typeof earningPowerSchema>;
