import { isAdminRole } from '@portal/shared';

/** The header title rule of the specification §2, literally ('/daily' really reads 'Purchase Orders'). */
export function headerTitleFor(pathname: string, role: number): string {
  if (pathname.includes('/dashboard')) return 'Dashboard';
  if (pathname.includes('/daily')) return 'Purchase Orders';
  return isAdminRole(role) ? 'Admin Panel' : 'User Panel';
}

export function roleBadgeFor(role: number): 'AP' | 'UP' {
  return isAdminRole(role) ? 'AP' : 'UP';
}
