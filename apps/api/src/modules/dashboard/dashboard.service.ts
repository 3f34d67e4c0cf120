import {
  indiaDate,
  startOfIndiaDay,
  startOfIndiaMonth,
  type AdminDashboard,
  type UserDashboard,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import * as usersService from '../users/users.service.js';
import * as dashboardRepo from './dashboard.repository.js';

const RECENT_SIGNUPS = 5;

export async function getAdminDashboard({ db }: { db: Database }): Promise<AdminDashboard> {
  const now = new Date();
  const [counts, recent, rootCode] = await Promise.all([
    dashboardRepo.countUsers(db, { today: startOfIndiaDay(indiaDate(now)), month: startOfIndiaMonth(now) }),
    dashboardRepo.findRecentSignups(db, RECENT_SIGNUPS),
    usersService.getRootPromoterCode({ db }),
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
  const [profile, referrals] = await Promise.all([
    usersService.getProfile({ db, userId: actor.id }),
    dashboardRepo.countReferrals(db, actor.id),
  ]);
  return {
    current_promoter_level: profile.current_promoter_level,
    direct_referrals: referrals.direct,
    active_referrals: referrals.active,
    promoter_code: profile.promoter_code,
  };
}
