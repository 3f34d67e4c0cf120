import { Role } from '@portal/shared';
import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth';
import { countPageLoad } from '../install-prompt';

/** Counts a promoter's visits, whatever page they open, for the offer to install (install-rule.ts). */
export function PromoterVisits() {
  const { user } = useAuth();
  const isPromoter = user?.role === Role.User;
  useEffect(() => {
    if (isPromoter) countPageLoad();
  }, [isPromoter]);
  return null;
}
