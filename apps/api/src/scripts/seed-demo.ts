import 'dotenv/config';
import { Role, INDIAN_STATES, LANGUAGES } from '@portal/shared';
import { eq, like, sql } from 'drizzle-orm';
import { loadConfig } from '../config/env.js';
import { users } from '../db/schema.js';
import { prepareDatabase } from '../db/setup.js';
import { withTransaction } from '../db/transaction.js';
import { hashPassword } from '../lib/passwords.js';
import { generateUniquePromoterCode } from '../modules/users/users.service.js';

/** `npm run seed:demo`: a living portal for a newcomer: a referral tree of users at every level. */
const DEMO_PASSWORD = 'Demo@1234';
const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Karthik',
  'Lakshmi',
  'Rahul',
  'Ananya',
  'Vijay',
  'Meena',
  'Arjun',
  'Divya',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Singh', 'Menon', 'Rao', 'Das', 'Kumar'];
const LEVELS: (number | null)[] = [null, null, 0, 1, 2, 3, 4];
const DAY_MS = 24 * 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const { database } = await prepareDatabase(config);
  const { db } = database;
  try {
    const existing = await db.select({ id: users.id }).from(users).where(like(users.username, 'demo\\_%'));
    if (existing.length > 0) {
      console.log(
        `Demo data is already there (${existing.length} demo users). Password for all: ${DEMO_PASSWORD}`,
      );
      return;
    }
    const [root] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, Role.SuperAdmin))
      .orderBy(users.id)
      .limit(1);
    if (!root) throw new Error('no super admin');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const sponsors = [root.id];
    await withTransaction(db, async (tx) => {
      for (let i = 0; i < 60; i++) {
        const state = INDIAN_STATES[(i * 7) % INDIAN_STATES.length]!;
        const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
        const last = LAST_NAMES[(i * 3) % LAST_NAMES.length]!;
        const createdAt = new Date(Date.now() - ((i * 37) % 90) * DAY_MS - i * 60_000);
        const [row] = await tx
          .insert(users)
          .values({
            username: `demo_${first.toLowerCase()}${i + 1}`,
            passwordHash,
            role: Role.User,
            firstName: first,
            lastName: last,
            dob: `${1970 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
            mobile: `9${String(800000000 + i * 7919).padStart(9, '0')}`,
            state: state.name,
            district: state.districts[i % state.districts.length]!,
            city: state.districts[i % state.districts.length]!,
            pinCode: String(110001 + i * 1013),
            language: LANGUAGES[i % LANGUAGES.length]!,
            promoterCode: await generateUniquePromoterCode(tx),
            sponsorId: sponsors[Math.floor(i / 3) % sponsors.length]!,
            currentPromoterLevel: LEVELS[i % LEVELS.length],
            isActive: i % 13 !== 12,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: users.id });
        sponsors.push(row!.id);
      }
    });
    const [{ total }] = (await db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, Role.User))) as [{ total: number }];
    console.log(
      `Seeded 60 demo users (${total} users in all). Log in as demo_aarav1 … with password ${DEMO_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
