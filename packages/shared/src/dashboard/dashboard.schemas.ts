import { z } from 'zod';

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
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const userDashboardSchema = z.object({
  current_promoter_level: z.number().int().nullable(),
  direct_referrals: z.number().int(),
  active_referrals: z.number().int(),
  promoter_code: z.string(),
});
export type UserDashboard = z.infer<typeof userDashboardSchema>;
