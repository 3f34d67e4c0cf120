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
  SlidersHorizontal,
  Ticket,
  Users,
  Youtube,
} from 'lucide-react';
import { paths } from './paths';

export interface NavItem {
  label: string;
  path: string;
  icon: LucideIcon;
}

/** The admin sidebar, labels word for word (docs/product/screens.md, Routes). */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.admin.dashboard, icon: LayoutDashboard },
  { label: 'Daily Videos', path: paths.admin.dailyVideos, icon: Clapperboard },
  { label: 'Training Videos', path: paths.admin.trainingVideos, icon: GraduationCap },
  { label: 'Promotion Videos', path: paths.admin.promotionVideos, icon: Megaphone },
  { label: 'YouTube Channels', path: paths.admin.youtubeChannels, icon: Youtube },
  { label: 'User Management', path: paths.admin.users, icon: Users },
  { label: 'Withdraw Request', path: paths.admin.withdrawRequest, icon: Banknote },
  { label: 'Pin Requests', path: paths.admin.pinRequests, icon: KeyRound },
  { label: 'Promotion Settings', path: paths.admin.promotionSettings, icon: SlidersHorizontal },
];

/** The user sidebar, labels word for word (docs/product/screens.md, Routes). */
export const USER_NAV: readonly NavItem[] = [
  { label: 'Dashboard', path: paths.user.dashboard, icon: LayoutDashboard },
  { label: 'Daily Videos', path: paths.user.dailyVideos, icon: Clapperboard },
  { label: 'Training Videos', path: paths.user.trainingVideos, icon: GraduationCap },
  { label: 'Promotion Videos', path: paths.user.promotionVideos, icon: Megaphone },
  { label: 'YouTube Channels', path: paths.user.youtubeChannels, icon: Youtube },
  { label: 'My Promoters', path: paths.user.myPromoters, icon: Network },
  { label: 'My Pins', path: paths.user.myPins, icon: KeyRound },
  { label: 'Earnings History', path: paths.user.earningsHistory, icon: History },
  { label: 'Withdraw Requests', path: paths.user.withdrawRequests, icon: Banknote },
  { label: 'Scratch Card', path: paths.user.scratchCard, icon: Ticket },
  { label: 'Contact Us', path: paths.user.contactUs, icon: Mail },
];
