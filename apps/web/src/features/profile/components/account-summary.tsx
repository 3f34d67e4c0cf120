import { type Profile, isAdminRole, Role } from '@portal/shared';
import { FormField } from '../../../components/form/form-field';
import { TextInput } from '../../../components/form/text-input';
import { CardSection } from '../../../components/ui/card';
import { FormGrid } from '../../../components/form/form-grid';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { promoterLevelText } from '../../../lib/promoter-level';

/** What the account is: an admin by role (packages/shared ROLE_LABELS), anyone else by promoter level. */
function standingOf(user: Profile): [MessageKey, MessageValues?] {
  if (isAdminRole(user.role))
    return [user.role === Role.SuperAdmin ? 'layout.role.superAdmin' : 'layout.role.admin'];
  return promoterLevelText(user.current_promoter_level);
}

/** What identifies the account and cannot be edited: username, promoter code, sponsor. */
export function AccountSummary({ user }: { user: Profile }) {
  const t = useT();
  const standing = t(...standingOf(user));
  return (
    <CardSection title={t('profile.account.title')} description={t('profile.account.description')}>
      <FormGrid>
        <FormField id="account-username" label={t('profile.account.username')}>
          <TextInput id="account-username" readOnly value={user.username} />
        </FormField>
        <FormField id="account-promoter-code" label={t('profile.account.promoterCode')}>
          <TextInput id="account-promoter-code" readOnly value={user.promoter_code} className="font-mono" />
        </FormField>
        <FormField id="account-sponsor" label={t('profile.account.sponsor')}>
          <TextInput
            id="account-sponsor"
            readOnly
            value={user.sponsor_username ?? t('profile.account.noSponsor')}
          />
        </FormField>
        <FormField
          id="account-standing"
          label={isAdminRole(user.role) ? t('profile.account.role') : t('profile.account.level')}
        >
          <TextInput id="account-standing" readOnly value={standing} />
        </FormField>
      </FormGrid>
    </CardSection>
  );
}
