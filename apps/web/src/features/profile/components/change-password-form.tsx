import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordInput, changePasswordSchema, MESSAGES } from '@portal/shared';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { PasswordInput } from '../../../components/form/password-input';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { applyServerErrors } from '../../../lib/form-errors';
import { changePassword } from '../api/change-password';
import { FormGrid } from '../../../components/form/form-grid';

const EMPTY: ChangePasswordInput = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = Object.keys(EMPTY);

export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset(EMPTY);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <CardSection
      title="Change password"
      description="Changing it signs you out on your other devices; you stay signed in here."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="password-current" label="Current Password" error={errors.current_password?.message}>
          <PasswordInput
            id="password-current"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
        </FormField>
        <FormGrid>
          <FormField id="password-new" label="New Password" error={errors.password?.message}>
            <PasswordInput
              id="password-new"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
          </FormField>
          <FormField
            id="password-confirmation"
            label="Confirm New Password"
            error={errors.password_confirmation?.message}
          >
            <PasswordInput
              id="password-confirmation"
              autoComplete="new-password"
              error={errors.password_confirmation?.message}
              {...register('password_confirmation')}
            />
          </FormField>
        </FormGrid>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? MESSAGES.processing : 'Change password'}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
