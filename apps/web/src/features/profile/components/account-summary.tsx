import { type Profile, promoterLevelLabel, ROLE_LABELS, type Role, isAdminRole } from '@portal/shared';
import { FormField } from '../../../components/form/form-field';
import { TextInput } from '../../../components/form/text-input';
import { CardSection } from '../../../components/ui/card';
import { FormGrid } from '../../../components/form/form-grid';

/** What identifies the account and cannot be edited: username, promoter code, sponsor. */
export function AccountSummary({ user }: { user: Profile }) {
  const standing = isAdminRole(user.role)
    ? ROLE_LABELS[user.role as Role]
    : promoterLevelLabel(user.current_promoter_level);
  return (
    <CardSection title="Account" description="These details identify your account and cannot be changed.">
      <FormGrid>
        <FormField id="account-username" label="Username">
          <TextInput id="account-username" readOnly value={user.username} />
        </FormField>
        <FormField id="account-promoter-code" label="Promoter Code">
          <TextInput id="account-promoter-code" readOnly value={user.promoter_code} className="font-mono" />
        </FormField>
        <FormField id="account-sponsor" label="Sponsor">
          <TextInput id="account-sponsor" readOnly value={user.sponsor_username ?? 'None'} />
        </FormField>
        <FormField id="account-standing" label={isAdminRole(user.role) ? 'Role' : 'Level'}>
          <TextInput id="account-standing" readOnly value={standing} />
        </FormField>
      </FormGrid>
    </CardSection>
  );
}
