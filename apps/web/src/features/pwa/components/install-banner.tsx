import { Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n/language-provider';
import { shouldOfferInstall, withOfferAnswered, withOfferShown } from '../install-rule';
import {
  isRunningInstalled,
  readVisitLog,
  saveVisitLog,
  showInstallPrompt,
  useInstallPrompt,
  useVisitLog,
} from '../install-prompt';

/**
 * The offer to install the portal on the phone: a promoter sees it once, from their second visit
 * (install-rule.ts; docs/decisions/185-installable-app-and-sharing.md).
 */
export function InstallBanner() {
  const t = useT();
  const user = useCurrentUser();
  const installPrompt = useInstallPrompt();
  // Read as kept now: the visit this page load counts (PromoterVisits) may be saved after this mounts.
  const log = useVisitLog();
  const offered = shouldOfferInstall({
    log,
    role: user.role,
    canInstall: installPrompt !== null,
    installed: isRunningInstalled(),
  });

  useEffect(() => {
    if (!offered) return;
    saveVisitLog(withOfferShown(readVisitLog()));
  }, [offered]);

  if (!offered || !installPrompt) return null;

  const answer = () => {
    saveVisitLog(withOfferAnswered(readVisitLog()));
  };
  const install = () => {
    answer();
    showInstallPrompt(installPrompt).catch((error: unknown) =>
      console.warn('The install prompt could not be shown', error),
    );
  };

  return (
    <section
      aria-labelledby="install-offer-title"
      className="mb-5 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-4 sm:flex-row sm:items-center sm:px-6"
    >
      <Smartphone className="hidden size-8 shrink-0 text-indigo-600 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="install-offer-title" className="text-base font-semibold text-slate-900">
          {t('pwa.install.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('pwa.install.body')}</p>
      </div>
      <div className="flex gap-2">
        <Button onClick={install}>{t('pwa.install.install')}</Button>
        <Button variant="ghost" onClick={answer}>
          {t('pwa.install.later')}
        </Button>
      </div>
    </section>
  );
}
