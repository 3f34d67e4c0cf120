import { ADMIN_ROLES, Role } from '@portal/shared';

/**
 * Who may call a route. Every route under /api/v1 must declare one (see app.ts): a route
 * without a policy stops the server at start-up and fails the authorization-matrix test.
 */
export type RoutePolicy = { public: true } | { roles: readonly Role[] };

export const policy = {
  public: { public: true },
  signedIn: { roles: [Role.Admin, Role.SuperAdmin, Role.User] },
  admins: { roles: ADMIN_ROLES },
  superAdmin: { roles: [Role.SuperAdmin] },
  users: { roles: [Role.User] },
} as const satisfies Record<string, RoutePolicy>;

export function isPublicPolicy(value: RoutePolicy): value is { public: true } {
  return 'public' in value;
}
