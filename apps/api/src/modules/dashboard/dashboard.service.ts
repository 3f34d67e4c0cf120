import {
  addDays,
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
import * as contactService from '../contact/contact.service.js';
import * as contentService from '../content/content.service.js';
import * as earningService from '../earning/earning.service.js';
import * as learningService from '../learning/learning.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as moneyHealthService from '../money-health/money-health.service.js';
import * as pinsService from '../pins/pins.service.js';
import * as usersService from '../users/users.service.js';
import * as taxService from '../tax/tax.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';
import * as dashboardRepo from './dashboard.repository.js';

const RECENT_SIGNUPS = 5;
const CHART_DAYS = 30;

/** The last `days` India dates, oldest first, with the counts found for each (0 for none). */
function dailySeries(today: string, days: number, series: Record<string, { date: string; count: number }[]>) {
  return Array.from({ length: days }, (_, index) => addDays(today, index - days + 1)).map((date) => ({
    date,
    ...Object.fromEntries(
      Object.entries(series).map(([name, rows]) => [name, rows.find((row) => row.date === date)?.count ?? 0]),
    ),
  }));
}

export async function getAdminDashboard({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<AdminDashboard> {
  const now = new Date();
  const today = indiaDate(now);
  const chartFrom = startOfIndiaDay(addDays(today, -(CHART_DAYS - 1)));
  const [
    counts,
    recent,
    rootCode,
    withdrawals,
    ledgerHealth,
    pinRequests,
    signups,
    activations,
    unread,
    scheduled,
    earnings,
    confirmations,
    tdsPayable,
    overdueTickets,
  ] = await Promise.all([
    dashboardRepo.countUsers(db, { today: startOfIndiaDay(indiaDate(now)), month: startOfIndiaMonth(now) }),
    dashboardRepo.findRecentSignups(db, RECENT_SIGNUPS),
    usersService.getRootPromoterCode({ db }),
    withdrawalsService.openRequestTotals(db),
    // The whole-ledger check reads every line: the super admin's tile only (docs/product/money.md,
    // Verification).
    actor.role === Role.SuperAdmin ? moneyHealthService.checkMoneyHealth(db, now) : null,
    pinsService.requestCounts(db),
    dashboardRepo.countSignupsByDay(db, chartFrom),
    pinsService.activationsByDay(db, chartFrom),
    contactService.unreadCount(db),
    contentService.contentSchedule(
      db,
      Array.from({ length: 7 }, (_, index) => addDays(today, index)),
    ),
    earningService.earningsByDay(db, addDays(today, -(CHART_DAYS - 1))),
    earningService.confirmationsBySession(db, today),
    taxService.payable(db),
    contactService.overdueCount(db, now),
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
    tds_payable: tdsPayable,
    ledger_health: ledgerHealth,
    pin_requests: pinRequests,
    unread_messages: unread,
    overdue_tickets: overdueTickets,
    content: scheduled,
    daily: dailySeries(today, CHART_DAYS, {
      signups,
      activations,
      earnings: earnings.map((row) => ({ date: row.date, count: paiseToRupees(Number(row.amount)) })),
    }) as AdminDashboard['daily'],
    confirmations_today: confirmations,
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
  const [
    profile,
    referrals,
    wallets,
    earned,
    { earning, promotion },
    cardsWaiting,
    pinRequest,
    byLevel,
    tasks,
  ] = await Promise.all([
    usersService.getProfile({ db, userId: actor.id }),
    dashboardRepo.countReferrals(db, actor.id),
    ledgerService.listWallets(db, actor.id),
    ledgerService.totalEarned(db, actor.id),
    earningService.promotionToday(db, actor.id),
    pinsService.countWaitingCards(db, actor.id),
    pinsService.latestRequest(db, actor.id),
    usersService.referralLevelCounts(db, actor.id),
    learningService.todayTasks(db, actor.id),
  ]);
  return {
    current_promoter_level: profile.current_promoter_level,
    direct_referrals: referrals.direct,
    active_referrals: referrals.active,
    promoter_code: profile.promoter_code,
    wallets,
    total_earned: paiseToRupees(earned),
    earning,
    scratch_cards_waiting: cardsWaiting,
    pin_request: pinRequest,
    referrals_by_level: byLevel,
    tasks,
    promotion,
  };
}
