import { z } from 'zod';
import { PROMOTER_LEVELS } from '../common/enums.js';
import { idParamsSchema } from '../common/ids.js';
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

/** 'trainee' selects users who have no level yet; 0–4 select that level. */
export const LEVEL_FILTER_TRAINEE = 'trainee';

export const userListFilterSchema = refineDateRange(
  z
    .strictObject({
      current_promoter_level: z.union([
        z.literal(LEVEL_FILTER_TRAINEE),
        z.coerce
          .number()
          .int()
          .refine((v) => (PROMOTER_LEVELS as readonly number[]).includes(v), {
            error: 'Choose a level from 0 to 4',
          }),
      ]),
      /** Which accounts to list: users (default) or admins; admins are a super admin's concern. */
      account_type: z.enum(['users', 'admins']),
      is_active: z.enum(['true', 'false']),
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

export const userRowSchema = profileSchema.extend({ direct_referrals: z.number().int() });
export type UserRow = z.infer<typeof userRowSchema>;
export const userListResponseSchema = listResponseSchema(userRowSchema);

export const userIdParamsSchema = idParamsSchema;

/** What an admin edits in the user dialog: the personal details. */
export const adminUpdateUserSchema = personalDetailsSchema;
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

export const setActiveSchema = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
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
