import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema, MESSAGES } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { PasswordInput } from '../../../components/form/password-input';
import { TextInput } from '../../../components/form/text-input';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

export function LoginForm() {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values);
    } catch (error) {
      // Shown in the form rather than a one-second toast: the visitor needs time to read it.
      setFailure(error instanceof ApiError ? error.message : MESSAGES.networkError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <FormField id="login-username" label="Username" error={errors.username?.message}>
        <TextInput
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? MESSAGES.processing : 'Login'}
      </Button>
    </form>
  );
}
