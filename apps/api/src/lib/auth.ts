import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role, type SessionIdentity, type UiLanguage } from '@portal/shared';
import type { Database } from '../db/client.js';
import { appSettings } from '../db/schema.js';

/** Who is calling: the signed-in account behind a live session, with the request's IP. */
export interface Actor {
  id: number;
  username: string;
  role: Role;
  sessionId: string;
  ip: string;
  /** The account's portal language, read with the session: refusals and exports speak it. */
  uiLanguage?: UiLanguage;
}

export interface TokenService {
  ttlSeconds: number;
  sign(identity: Omit<SessionIdentity, 'exp'>, expiresAt: Date): Promise<string>;
  /** The identity a token carries, or null when it is forged, malformed or expired. */
  verify(token: string): Promise<SessionIdentity | null>;
  /** A known-device token: this device signed in as this username (docs/decisions/092-lockout-without-weaponisation.md). */
  signDevice(device: KnownDevice, expiresAt: Date): Promise<string>;
  /** The device a known-device token names, or null when it is forged, malformed or expired. */
  verifyDevice(token: string): Promise<KnownDevice | null>;
}

/** A device that signed in to an account: its random id and the username key it signed in as. */
export interface KnownDevice {
  deviceId: string;
  usernameKey: string;
}

const ISSUER = 'promoter-portal';
/** A known-device token's audience: no session token is one, and it is no session token (it has no role). */
const DEVICE_AUDIENCE = 'known-device';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (identity, expiresAt) =>
      new SignJWT({ id: identity.id, username: identity.username, role: identity.role, sid: identity.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(String(identity.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const { id, username, role, sid, exp } = payload as Record<string, unknown>;
        if (
          typeof id !== 'number' ||
          typeof username !== 'string' ||
          typeof sid !== 'string' ||
          typeof exp !== 'number' ||
          !ROLES.includes(role as Role)
        ) {
          return null;
        }
        return { id, username, role: role as Role, sid, exp };
      } catch {
        return null;
      }
    },
    signDevice: (device, expiresAt) =>
      new SignJWT({ did: device.deviceId, usr: device.usernameKey })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    verifyDevice: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: DEVICE_AUDIENCE,
          algorithms: ['HS256'],
        });
        const { did, usr } = payload as Record<string, unknown>;
        if (typeof did !== 'string' || typeof usr !== 'string') return null;
        return { deviceId: did, usernameKey: usr };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signing secret: SESSION_SECRET when set, otherwise one generated on first start and kept
 * in the database, so every instance sharing the database shares it and restarts keep sessions.
 */
export async function resolveSessionSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'session_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(sql`${appSettings.key} = 'session_secret'`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('session secret could not be stored');
  return secret;
}
