import { isAdminRole } from '@portal/shared';

/**
 * The header title rule, literally ('/daily' really reads 'Purchase Orders';
 * docs/product/screens.md, Portal shell).
 */
export function headerTitleFor(pathname: string, role: number): string {
  if (pathname.includes('/dashboard')) return 'Dashboard';
  if (pathname.includes('/daily')) return 'Purchase Orders';
  return isAdminRole(role) ? 'Admin Panel' : 'User Panel';
}

export function roleBadgeFor(role: number): 'AP' | 'UP' {
  return isAdminRole(role) ? 'AP' : 'UP';
}
