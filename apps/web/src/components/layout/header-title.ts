import { isAdminRole, Role } from '@portal/shared';
import type { MessageKey } from '../../lib/i18n/i18n';

/**
 * The header title rule, literally ('/daily' really reads 'Purchase Orders';
 * docs/product/screens.md, Portal shell): the catalogue key of the title.
 */
export function headerTitleFor(pathname: string, role: number): MessageKey {
  if (pathname.includes('/dashboard')) return 'layout.header.title.dashboard';
  if (pathname.includes('/daily')) return 'layout.header.title.daily';
  return isAdminRole(role) ? 'layout.header.title.admin' : 'layout.header.title.user';
}

/** The catalogue key of the header's badge: 'AP' for admin roles, 'UP' for others in English. */
export function roleBadgeKeyFor(role: number): MessageKey {
  return isAdminRole(role) ? 'layout.badge.admin' : 'layout.badge.user';
}

/** The catalogue key of a role's name, as the profile menu and the sidebar show it. */
export function roleLabelKeyFor(role: number): MessageKey {
  if (role === Role.SuperAdmin) return 'layout.role.superAdmin';
  return isAdminRole(role) ? 'layout.role.admin' : 'layout.role.user';
}
