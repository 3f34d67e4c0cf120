import { loginSchema, MESSAGES } from '@portal/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language-provider';
import { useLogin } from '../api/login';

export function LoginForm() {
  const login = useLogin();
  const t = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, { id: 'login', defaultValues: { username: '', password: '' } });

  const submit = async (values: { username: string; password: string }) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // Shown in the form rather than a one-second toast: the visitor needs time to read it.
      setFailure(error instanceof ApiError ? error.message : MESSAGES.networkError);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField
        name="username"
        label={t('auth.field.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PasswordField name="password" label={t('auth.field.password')} autoComplete="current-password" />
      <SubmitButton className="mt-2 w-full">{t('auth.login.submit')}</SubmitButton>
    </SchemaForm>
  );
}
