import { type ChangePasswordInput, changePasswordSchema } from '@portal/shared';
import { FormGrid } from '../../../components/form/form-grid';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const t = useT();
  const changePassword = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, { id: 'password', defaultValues: EMPTY });

  const submit = async (values: ChangePasswordInput) => {
    await changePassword.mutateAsync(values);
    form.reset(EMPTY);
  };

  return (
    <CardSection title={t('profile.password.title')} description={t('profile.password.description')}>
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          name="current_password"
          label={t('profile.password.current')}
          autoComplete="current-password"
        />
        <FormGrid>
          <PasswordField name="password" label={t('profile.password.new')} autoComplete="new-password" />
          <PasswordField
            name="password_confirmation"
            label={t('profile.password.confirm')}
            autoComplete="new-password"
          />
        </FormGrid>
        <div className="flex justify-end">
          <SubmitButton className="w-full sm:w-auto">{t('profile.password.submit')}</SubmitButton>
        </div>
      </SchemaForm>
    </CardSection>
  );
}
