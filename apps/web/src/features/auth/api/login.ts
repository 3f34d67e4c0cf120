import type { LoginInput } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';

/**
 * POST auth/login through the auth provider, which keeps the signed-in user and opens the role's
 * dashboard. No toast either way: a failure is shown inside the login form, where it stays readable.
 */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({ mutationFn: (input: LoginInput) => login(input) });
}
