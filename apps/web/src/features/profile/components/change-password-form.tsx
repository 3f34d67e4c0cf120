import { type ChangePasswordInput, changePasswordSchema } from '@portal/shared';
import { FormGrid } from '../../../components/form/form-grid';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, { id: 'password', defaultValues: EMPTY });

  const submit = async (values: ChangePasswordInput) => {
    await changePassword.mutateAsync(values);
    form.reset(EMPTY);
  };

  return (
    <CardSection
      title="Change password"
      description="Changing it signs you out on your other devices; you stay signed in here."
    >
      <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField name="current_password" label="Current Password" autoComplete="current-password" />
        <FormGrid>
          <PasswordField name="password" label="New Password" autoComplete="new-password" />
          <PasswordField
            name="password_confirmation"
            label="Confirm New Password"
            autoComplete="new-password"
          />
        </FormGrid>
        <div className="flex justify-end">
          <SubmitButton className="w-full sm:w-auto">Change password</SubmitButton>
        </div>
      </SchemaForm>
    </CardSection>
  );
}
