import {
  type AdminDashboard,
  type PublicSettings,
  type UserBankDetail,
  type UserDashboard,
  type WalletsResponse,
  type WithdrawRulesResponse,
} from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { earlyOr } from './early-get';

/**
 * Types only from @portal/shared here: the dashboards import this file, and a schema value would
 * bring the schema library into their download (the list endpoints, built on schemas, live in
 * files of their own such as lib/earning-history-endpoint.ts).
 *
 * The server state several features read or make stale: one factory each, so every feature reads
 * and invalidates the same key without importing another feature
 * (docs/decisions/120-query-keys-from-factories.md). A query one feature owns keeps its factory
 * beside its `api/get-*.ts`.
 */

/** GET user-dashboard: what a promoter's dashboard shows; most of a user's steps change it. */
export const userDashboardQuery = () =>
  queryOptions({
    queryKey: ['user-dashboard'],
    // The first load takes the answer the entry asked for early on this address (app/router.tsx).
    queryFn: ({ signal }) =>
      earlyOr('user-dashboard', () => api.get<UserDashboard>('user-dashboard', { signal })),
  });

/** GET admin-dashboard: the admins' counts, which every admin step on a record changes. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin-dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('admin-dashboard', { signal }),
  });

/** GET wallets: available and held per wallet. */
export const walletsQuery = () =>
  queryOptions({
    queryKey: ['wallets'],
    queryFn: ({ signal }) => api.get<WalletsResponse>('wallets', { signal }),
  });

/** GET withdraw-rules: per wallet the available and held amounts, the minimum and the cool-down. */
export const withdrawRulesQuery = () =>
  queryOptions({
    queryKey: ['withdraw-rules'],
    queryFn: ({ signal }) => api.get<WithdrawRulesResponse>('withdraw-rules', { signal }),
  });

/**
 * GET user-bank-detail: the user's own saved bank account, or null before the first save. The
 * profile edits it and the withdrawal dialog names it as the payout account.
 */
export const bankDetailsQuery = () =>
  queryOptions({
    queryKey: ['user-bank-detail'],
    queryFn: ({ signal }) => api.get<UserBankDetail | null>('user-bank-detail', { signal }),
  });

/**
 * GET public-settings: the rules a visitor meets before signing in (the minimum age the welcome
 * page names and the registration form checks); a Promotion Settings save makes it stale.
 */
export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: ['public-settings'],
    queryFn: ({ signal }) => api.get<PublicSettings>('public-settings', { signal }),
  });
