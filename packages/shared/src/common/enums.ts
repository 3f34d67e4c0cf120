/** Roles: 0 Admin, 1 Super admin, 2 User (docs/product/roles.md). */
export const Role = { Admin: 0, SuperAdmin: 1, User: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = [Role.Admin, Role.SuperAdmin, Role.User];
export const ADMIN_ROLES: readonly Role[] = [Role.Admin, Role.SuperAdmin];

export const ROLE_LABELS: Record<Role, string> = {
  [Role.Admin]: 'Admin',
  [Role.SuperAdmin]: 'Super admin',
  [Role.User]: 'User',
};

export function isAdminRole(role: number | null | undefined): boolean {
  return role === Role.Admin || role === Role.SuperAdmin;
}

/** Promoter levels 0–4; a user with no level yet is a Trainee (docs/product/pins-and-levels.md). */
export const PROMOTER_LEVELS = [0, 1, 2, 3, 4] as const;
export type PromoterLevel = (typeof PROMOTER_LEVELS)[number];
/** 'trainee' selects users who have no level yet; 0–4 select that level. */
export const LEVEL_FILTER_TRAINEE = 'trainee';
export const PROMOTER_LEVEL_LABELS: Record<PromoterLevel, string> = {
  0: 'Promoter',
  1: 'Promoter Level 1',
  2: 'Promoter Level 2',
  3: 'Promoter Level 3',
  4: 'Promoter Level 4',
};
export const TRAINEE_LABEL = 'Trainee';

export function promoterLevelLabel(level: number | null | undefined): string {
  if (level === null || level === undefined) return TRAINEE_LABEL;
  return PROMOTER_LEVEL_LABELS[level as PromoterLevel] ?? TRAINEE_LABEL;
}

/**
 * What a person is in the programme: an admin or the super admin by their role (they have no
 * promoter level, so they are no Trainee), anyone else by their level.
 */
export function standingLabel(person: {
  role?: number | null;
  current_promoter_level: number | null;
}): string {
  return isAdminRole(person.role)
    ? ROLE_LABELS[person.role as Role]
    : promoterLevelLabel(person.current_promoter_level);
}

export const PinStatus = { Pending: 0, Approved: 1, Activated: 2, Rejected: 3 } as const;
export const PIN_STATUS_LABELS: Record<number, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Activated',
  3: 'Rejected',
};

export const WithdrawStatus = { Pending: 0, Processing: 1, Completed: 2, Rejected: 3 } as const;
export const WITHDRAW_STATUS_LABELS: Record<number, string> = {
  0: 'pending',
  1: 'processing',
  2: 'completed',
  3: 'rejected',
};
/** An unknown withdraw status displays as pending (docs/product/screens.md, Labels). */
export function withdrawStatusLabel(status: number): string {
  return WITHDRAW_STATUS_LABELS[status] ?? 'pending';
}

export const WalletType = { Cash: 1, Scratch: 2, Grow: 3 } as const;
export const WALLET_TYPE_LABELS: Record<number, string> = {
  1: 'Cash Wallet',
  2: 'Scratch Wallet',
  3: 'Grow Wallet',
};

/**
 * A wallet's name. Here, beside the labels, rather than with the wallet schemas: screens that only
 * show a wallet (the user dashboard) then load no zod (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
 */
export function walletName(walletType: number): string {
  return WALLET_TYPE_LABELS[walletType] ?? `Wallet ${walletType}`;
}

export const SessionType = { Morning: 1, Evening: 2 } as const;
export const SESSION_TYPE_LABELS: Record<number, string> = { 1: 'Morning', 2: 'Evening' };

export const GiftDelivery = { Direct: 1, Courier: 2 } as const;
export const GIFT_DELIVERY_LABELS: Record<number, string> = { 1: 'Direct', 2: 'Courier' };

export const TRAINING_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const VIDEO_ORDERS = [1, 2, 3, 4] as const;

export const QuizLanguage = { English: 1, Tamil: 2 } as const;
export const QUIZ_LANGUAGE_LABELS: Record<number, string> = { 1: 'English', 2: 'Tamil' };
export const DEFAULT_QUIZ_TIME_LIMIT = 30;
