import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_NATIONALITY, MESSAGES, type RegisterInput, registerSchema } from '@portal/shared';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form/form-field';
import { PasswordInput } from '../../../components/form/password-input';
import {
  PERSONAL_DETAIL_FIELDS,
  PersonalDetailsFields,
} from '../../../components/form/personal-details-fields';
import { TextInput } from '../../../components/form/text-input';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { applyServerErrors, focusFirstClientError } from '../../../lib/form-errors';
import { registerAccount } from '../api/register-account';
import { FormGrid } from '../../../components/form/form-grid';

const ACCOUNT_FIELDS = ['username', 'password', 'password_confirmation', 'referral_code'] as const;
const FORM_FIELDS: readonly string[] = [...PERSONAL_DETAIL_FIELDS, ...ACCOUNT_FIELDS];

type RegisterFormValues = z.input<typeof registerSchema>;

function emptyRegistration(promoterCode: string): RegisterFormValues {
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

/** The registration form of the specification §2 and §5: checked on blur and on submit. */
export function RegisterForm({ promoterCode }: { promoterCode: string }) {
  const navigate = useNavigate();
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    defaultValues: emptyRegistration(promoterCode),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values, event) => {
    try {
      await registerAccount(values);
      navigate(paths.login);
    } catch (error) {
      applyServerErrors(error, setError, FORM_FIELDS, event?.target as HTMLFormElement);
    }
  }, focusFirstClientError);

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <section aria-labelledby="register-personal" className="flex flex-col gap-4">
          <h2 id="register-personal" className="text-base font-semibold text-slate-900">
            Personal details
          </h2>
          <PersonalDetailsFields idPrefix="register" />
        </section>
        <section
          aria-labelledby="register-account"
          className="flex flex-col gap-4 border-t border-slate-100 pt-6"
        >
          <h2 id="register-account" className="text-base font-semibold text-slate-900">
            Account
          </h2>
          <FormGrid>
            <FormField id="register-username" label="Username" error={errors.username?.message}>
              <TextInput
                id="register-username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.username?.message}
                {...register('username')}
              />
            </FormField>
            <FormField
              id="register-referral_code"
              label="Promoter Code"
              error={errors.referral_code?.message}
            >
              <TextInput
                id="register-referral_code"
                readOnly
                error={errors.referral_code?.message}
                {...register('referral_code')}
              />
            </FormField>
            <FormField id="register-password" label="Password" error={errors.password?.message}>
              <PasswordInput
                id="register-password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
            </FormField>
            <FormField
              id="register-password_confirmation"
              label="Confirm Password"
              error={errors.password_confirmation?.message}
            >
              <PasswordInput
                id="register-password_confirmation"
                autoComplete="new-password"
                error={errors.password_confirmation?.message}
                {...register('password_confirmation')}
              />
            </FormField>
          </FormGrid>
        </section>
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start sm:px-8">
          {isSubmitting ? MESSAGES.processing : 'Register'}
        </Button>
      </form>
    </FormProvider>
  );
}
