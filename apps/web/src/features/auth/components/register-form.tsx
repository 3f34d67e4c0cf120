import { DEFAULT_NATIONALITY, type RegisterInput, registrationSchema } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormGrid } from '../../../components/form/form-grid';
import { PasswordField } from '../../../components/form/password-field';
import { PersonalDetailsFields } from '../../../components/form/personal-details-fields';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { publicSettingsQuery } from '../../../lib/shared-queries';
import { useRegisterAccount } from '../api/register-account';

function emptyRegistration(promoterCode: string): z.input<ReturnType<typeof registrationSchema>> {
  return {
    first_name: '',
    last_name: '',
    dob: '',
    mobile: '',
    nationality: DEFAULT_NATIONALITY,
    state: '',
    district: '',
    city: '',
    pin_code: '',
    language: '',
    username: '',
    password: '',
    password_confirmation: '',
    referral_code: promoterCode,
  };
}

/** The registration form (docs/product/accounts.md, Registration): checked on blur and on submit. */
export function RegisterForm({ promoterCode }: { promoterCode: string }) {
  const navigate = useNavigate();
  const t = useT();
  const registerAccount = useRegisterAccount();
  // The date of birth against the programme's minimum age once it is known; the server checks it
  // either way (docs/decisions/172-minimum-age-as-a-setting.md).
  const minimumAge = useQuery(publicSettingsQuery()).data?.minimum_age;
  const schema = useMemo(() => registrationSchema(minimumAge), [minimumAge]);
  const form = useSchemaForm(schema, {
    id: 'register',
    defaultValues: emptyRegistration(promoterCode),
  });

  const submit = async (values: RegisterInput) => {
    await registerAccount.mutateAsync(values);
    navigate(paths.login);
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-6">
      <section aria-labelledby="register-personal" className="flex flex-col gap-4">
        <h2 id="register-personal" className="text-base font-semibold text-slate-900">
          {t('auth.register.personalDetails')}
        </h2>
        <PersonalDetailsFields />
      </section>
      <section
        aria-labelledby="register-account"
        className="flex flex-col gap-4 border-t border-slate-100 pt-6"
      >
        <h2 id="register-account" className="text-base font-semibold text-slate-900">
          {t('auth.register.account')}
        </h2>
        <FormGrid>
          <TextField
            name="username"
            label={t('auth.field.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField name="referral_code" label={t('auth.field.promoterCode')} readOnly />
          <PasswordField name="password" label={t('auth.field.password')} autoComplete="new-password" />
          <PasswordField
            name="password_confirmation"
            label={t('auth.field.confirmPassword')}
            autoComplete="new-password"
          />
        </FormGrid>
      </section>
      <SubmitButton className="w-full sm:w-auto sm:self-start sm:px-8">
        {t('auth.register.submit')}
      </SubmitButton>
    </SchemaForm>
  );
}
