import {
  isAdminRole,
  type LoginInput,
  type LoginResponse,
  type Profile,
  type Role,
  type SessionStatus,
} from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { dashboardPathFor, paths } from '../config/paths';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { takeEarly } from './early-get';

type AuthStatus = 'loading' | 'ready';

export interface AuthContextValue {
  status: AuthStatus;
  user: Profile | null;
  role: Role | null;
  isAdmin: boolean;
  /** Signs in and opens the role's dashboard; rejects with the server's ApiError on failure. */
  login(input: LoginInput): Promise<Profile>;
  logout(): Promise<void>;
  /** Replaces the signed-in profile after the user edits it. */
  setUser(profile: Profile): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The endpoint the pages ask who is signed in, if anyone (also asked early, by app/router.tsx). */
export const SESSION_CHECK = 'auth/session';

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUserState] = useState<Profile | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // The user and the address change in one transition, so the route table never sees the new user
  // at the old address (which would redirect to a dashboard or to '/' instead of the target).
  const enter = useCallback(
    (profile: Profile | null, path: string) =>
      startTransition(() => {
        setUserState(profile);
        navigate(path, { replace: true });
      }),
    [navigate],
  );

  const endSession = useCallback(() => enter(null, paths.login), [enter]);

  // Nothing fetched for the previous account may be shown to the next one.
  useEffect(() => {
    if (!user) queryClient.clear();
  }, [user, queryClient]);

  useEffect(() => setUnauthorizedHandler(endSession), [endSession]);

  // The httpOnly cookie cannot be read here: asking the server is how a stored session is restored.
  // auth/session answers a visitor 200, so the sign-in page logs no 401
  // (docs/decisions/103-the-session-check-answers-200.md).
  // The first screen renders as a transition, which React splits into short tasks, so a slow
  // phone stays responsive meanwhile (docs/decisions/038-first-screen-loads-only-its-own-code.md).
  useEffect(() => {
    const controller = new AbortController();
    // Asked for as the entry ran (app/router.tsx).
    (
      takeEarly<SessionStatus>(SESSION_CHECK) ??
      api.get<SessionStatus>(SESSION_CHECK, {
        handleUnauthorized: false,
        errorToast: false,
        signal: controller.signal,
      })
    )
      .then((session) => session.user)
      .catch((error: unknown) => {
        if (!controller.signal.aborted && (!(error instanceof ApiError) || error.status !== 401))
          console.error('Session restore failed', error);
        return null;
      })
      .then((profile) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setUserState(profile);
          setStatus('ready');
        });
      });
    return () => controller.abort();
  }, []);

  const login = useCallback(
    async (input: LoginInput) => {
      const response = await api.post<LoginResponse>('auth/login', input, {
        errorToast: false,
        handleUnauthorized: false,
      });
      enter(response.user, dashboardPathFor(response.user.role));
      return response.user;
    },
    [enter],
  );

  const logout = useCallback(async () => {
    try {
      await api.post('auth/logout', {}, { handleUnauthorized: false, errorToast: false });
    } finally {
      // Signed out locally even when the server could not be reached: the cookie expires on its own.
      endSession();
    }
  }, [endSession]);

  const value = useMemo<AuthContextValue>(() => {
    const role = user ? (user.role as Role) : null;
    return {
      status,
      user,
      role,
      isAdmin: isAdminRole(role),
      login,
      logout,
      setUser: setUserState,
    };
  }, [status, user, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in profile, for screens that only render inside the portal shell. */
export function useCurrentUser(): Profile {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}
