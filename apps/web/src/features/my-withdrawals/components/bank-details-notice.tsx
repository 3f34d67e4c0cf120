import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * A request needs saved bank details (docs/product/money.md, Withdrawals): what is missing and the
 * way to Profile Settings. `alert` when it answers something the user just did; without `message`, that no bank details are saved.
 */
export function BankDetailsNotice({ message, alert = false }: { message?: string; alert?: boolean }) {
  const t = useT();
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message ?? t('myWithdrawals.bank.missing')}</span>
      </p>
      <Link to={paths.user.profileSettings} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
        {t('myWithdrawals.bank.goToProfile')}
      </Link>
    </div>
  );
}
