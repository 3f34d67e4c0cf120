import {
  indiaDate,
  paiseToRupees,
  Role,
  startOfIndiaDay,
  startOfIndiaMonth,
  type AdminDashboard,
  type UserDashboard,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as moneyHealthService from '../money-health/money-health.service.js';
import * as usersService from '../users/users.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';
import * as dashboardRepo from './dashboard.repository.js';

const RECENT_SIGNUPS = 5;

export async function getAdminDashboard({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<AdminDashboard> {
  const now = new Date();
  const [counts, recent, rootCode, withdrawals, ledgerHealth] = await Promise.all([
    dashboardRepo.countUsers(db, { today: startOfIndiaDay(indiaDate(now)), month: startOfIndiaMonth(now) }),
    dashboardRepo.findRecentSignups(db, RECENT_SIGNUPS),
    usersService.getRootPromoterCode({ db }),
    withdrawalsService.openRequestTotals(db),
    // The whole-ledger check reads every line: the super admin's tile only (DESIGN §5.1).
    actor.role === Role.SuperAdmin ? moneyHealthService.checkMoneyHealth(db, now) : null,
  ]);
  return {
    users: {
      total: counts.total,
      active: counts.active,
      new_today: counts.newToday,
      new_this_month: counts.newThisMonth,
    },
    recent_signups: recent.map((row) => ({
      id: row.id,
      username: row.username,
      first_name: row.firstName,
      last_name: row.lastName,
      state: row.state,
      sponsor_username: row.sponsorUsername,
      created_at: new Date(row.createdAt).toISOString(),
    })),
    root_promoter_code: rootCode ?? '',
    withdrawals,
    ledger_health: ledgerHealth,
  };
}

/** An active referral is one who has reached a promoter level (activated a PIN). */
export async function getUserDashboard({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<UserDashboard> {
  const [profile, referrals, wallets, earned] = await Promise.all([
    usersService.getProfile({ db, userId: actor.id }),
    dashboardRepo.countReferrals(db, actor.id),
    ledgerService.listWallets(db, actor.id),
    ledgerService.totalEarned(db, actor.id),
  ]);
  return {
    current_promoter_level: profile.current_promoter_level,
    direct_referrals: referrals.direct,
    active_referrals: referrals.active,
    promoter_code: profile.promoter_code,
    wallets,
    total_earned: paiseToRupees(earned),
  };
}
