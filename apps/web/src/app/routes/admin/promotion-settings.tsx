import { Role } from '@portal/shared';
import { ServerError } from '../../../components/ui/server-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useProgrammeSettings } from '../../../features/settings/api/programme-settings';
import {
  EarningSection,
  ExtraAccountsSection,
  GatesSection,
  GrievanceSections,
  PinFeesSection,
  RegistrationSections,
  RulesSection,
  ScratchSection,
  TaxAtSourceSection,
  WithdrawalSection,
} from '../../../features/settings/components/settings-sections';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * Promotion Settings (docs/product/money.md, Settings): the programme's rules, one section and
 * one save each; every save is a new audited version. Admins read them, the super admin edits.
 */
export default function AdminPromotionSettingsRoute() {
  const t = useT();
  const { role } = useAuth();
  const settings = useProgrammeSettings();
  const readOnly = role !== Role.SuperAdmin;
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        description={
          readOnly
            ? t('settings.readOnly')
            : t('settings.editable', { version: settings.data?.version ?? '…' })
        }
      />
      {settings.error ? (
        <ServerError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Spinner />
      ) : (
        <div key={settings.data.version} className="flex flex-col gap-5">
          <EarningSection settings={settings.data} readOnly={readOnly} />
          <ScratchSection settings={settings.data} readOnly={readOnly} />
          <ExtraAccountsSection settings={settings.data} readOnly={readOnly} />
          <WithdrawalSection settings={settings.data} readOnly={readOnly} />
          <TaxAtSourceSection settings={settings.data} readOnly={readOnly} />
          <PinFeesSection settings={settings.data} readOnly={readOnly} />
          <RulesSection settings={settings.data} readOnly={readOnly} />
          <GatesSection settings={settings.data} readOnly={readOnly} />
          <RegistrationSections settings={settings.data} readOnly={readOnly} />
          <GrievanceSections settings={settings.data} readOnly={readOnly} />
        </div>
      )}
    </>
  );
}
