import {
  Banknote,
  Clapperboard,
  GraduationCap,
  History,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Megaphone,
  Network,
  ReceiptIndianRupee,
  ScrollText,
  SlidersHorizontal,
  Ticket,
  Users,
  Youtube,
} from 'lucide-react';
import type { MessageKey } from '../lib/i18n/i18n';
import { paths } from './paths';

export interface NavItem {
  /** The label's catalogue key; the English catalogue holds the specification's words. */
  label: MessageKey;
  path: string;
  icon: LucideIcon;
}

/** The admin sidebar, labels word for word in English (docs/product/screens.md, Routes). */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'nav.dashboard', path: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'nav.dailyVideos', path: paths.admin.dailyVideos, icon: Clapperboard },
  { label: 'nav.trainingVideos', path: paths.admin.trainingVideos, icon: GraduationCap },
  { label: 'nav.promotionVideos', path: paths.admin.promotionVideos, icon: Megaphone },
  { label: 'nav.youtubeChannels', path: paths.admin.youtubeChannels, icon: Youtube },
  { label: 'nav.userManagement', path: paths.admin.users, icon: Users },
  { label: 'nav.withdrawRequest', path: paths.admin.withdrawRequest, icon: Banknote },
  { label: 'nav.tdsRegister', path: paths.admin.tdsRegister, icon: ReceiptIndianRupee },
  { label: 'nav.pinRequests', path: paths.admin.pinRequests, icon: KeyRound },
  { label: 'nav.promotionSettings', path: paths.admin.promotionSettings, icon: SlidersHorizontal },
];

/**
 * The super admin's sidebar: the admin's, then the audit log, which only the super admin may read
 * (docs/product/roles.md; docs/decisions/184-audit-log-on-screen.md).
 */
export const SUPER_ADMIN_NAV: readonly NavItem[] = [
  ...ADMIN_NAV,
  { label: 'nav.auditLog', path: paths.admin.auditLog, icon: ScrollText },
];

/** The user sidebar, labels word for word in English (docs/product/screens.md, Routes). */
export const USER_NAV: readonly NavItem[] = [
  { label: 'nav.dashboard', path: paths.user.dashboard, icon: LayoutDashboard },
  { label: 'nav.dailyVideos', path: paths.user.dailyVideos, icon: Clapperboard },
  { label: 'nav.trainingVideos', path: paths.user.trainingVideos, icon: GraduationCap },
  { label: 'nav.promotionVideos', path: paths.user.promotionVideos, icon: Megaphone },
  { label: 'nav.youtubeChannels', path: paths.user.youtubeChannels, icon: Youtube },
  { label: 'nav.myPromoters', path: paths.user.myPromoters, icon: Network },
  { label: 'nav.myPins', path: paths.user.myPins, icon: KeyRound },
  { label: 'nav.earningsHistory', path: paths.user.earningsHistory, icon: History },
  { label: 'nav.withdrawRequests', path: paths.user.withdrawRequests, icon: Banknote },
  { label: 'nav.scratchCard', path: paths.user.scratchCard, icon: Ticket },
  { label: 'nav.contactUs', path: paths.user.contactUs, icon: Mail },
];
