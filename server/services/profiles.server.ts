// The signed-in user's profile (spec §3). Username is a real unique column, not the e-mail.
import { randomInt } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { isUniqueViolation } from "#db/postgres-errors";
import { twoFactors, users } from "#db/schema/auth";
import { displayName } from "#domain/display-name";
import { numberedUsername, usernameCandidates } from "#domain/username-suggestion";
import type { ProfileInput } from "#domain/validation";

export interface Profile {
  id: string;
  email: string;
  /** Spec §3: "display_name, else first and last name joined, else first name". */
  fullName: string;
  username: string | null;
}

/** The sign-in factors of an account (spec §3 "Multi-factor factor: factor_type (totp or phone), status (verified)…"). */
export interface SecurityState {
  twoFactorEnabled: boolean;
  totpVerified: boolean;
  totpPending: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  /** OAuth-only accounts have none and cannot confirm changes with one. */
  hasPassword: boolean;
}

export type UpdateProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; field: "username"; message: string }
  | { ok: false; notFound: true };

export const USERNAME_TAKEN_MESSAGE = "This username is already taken";

/** "Ann" and "ann" are one name. */
function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

export function createProfilesService(db: Database) {
  const columns = {
    id: users.id,
    email: users.email,
    name: users.name,
    displayName: users.displayName,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    displayUsername: users.displayUsername,
  };
  type Row = Pick<typeof users.$inferSelect, keyof typeof columns>;
  const toProfile = (row: Row): Profile => ({
    id: row.id,
    email: row.email,
    fullName: displayName(row) ?? row.name,
    username: row.displayUsername ?? row.username,
  });

  return {
    async getProfile(userId: string): Promise<Profile | null> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
      return row ? toProfile(row) : null;
    },

    async getSecurity(userId: string): Promise<SecurityState | null> {
      const [row] = await db
        .select({
          twoFactorEnabled: users.twoFactorEnabled,
          phoneNumber: users.phoneNumber,
          phoneNumberVerified: users.phoneNumberVerified,
          totpVerified: twoFactors.verified,
          totpId: twoFactors.id,
          hasPassword: sql<boolean>`exists (select 1 from accounts a where a.user_id = ${users.id} and a.password is not null)`,
        })
        .from(users)
        .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      return {
        twoFactorEnabled: !!row.twoFactorEnabled,
        totpVerified: !!row.totpId && row.totpVerified === true,
        totpPending: !!row.totpId && row.totpVerified === false,
        phoneNumber: row.phoneNumber,
        phoneNumberVerified: !!row.phoneNumberVerified,
        hasPassword: !!row.hasPassword,
      };
    },

    /** So saving only a new full name works; null when even numbered names are taken. */
    async suggestUsername(person: { fullName: string; email: string }): Promise<string | null> {
      const candidates = usernameCandidates(person);
      const first = candidates[0];
      if (!first) return null;
      for (const batch of [candidates, Array.from({ length: 10 }, () => numberedUsername(first, randomInt(100, 1_000_000)))]) {
        const taken = new Set(
          (await db.select({ username: users.username }).from(users).where(inArray(users.username, batch))).map(
            (row) => row.username,
          ),
        );
        const free = batch.find((candidate) => !taken.has(candidate));
        if (free) return free;
      }
      return null;
    },

    /** Two-factor stays on only while another factor remains. */
    async removePhone(userId: string): Promise<void> {
      const [factor] = await db
        .select({ verified: twoFactors.verified })
        .from(twoFactors)
        .where(eq(twoFactors.userId, userId))
        .limit(1);
      const keepTwoFactor = factor?.verified === true;
      await db
        .update(users)
        .set({ phoneNumber: null, phoneNumberVerified: false, ...(keepTwoFactor ? {} : { twoFactorEnabled: false }) })
        .where(eq(users.id, userId));
    },

    async updateProfile(userId: string, input: ProfileInput): Promise<UpdateProfileResult> {
      const fullName = input.fullName.trim();
      const typed = input.username.trim();
      const normalized = normalizeUsername(typed);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = ${normalized}`, ne(users.id, userId)))
        .limit(1);
      if (taken) return { ok: false, field: "username", message: USERNAME_TAKEN_MESSAGE };
      try {
        const [row] = await db
          .update(users)
          .set({ displayName: fullName, name: fullName, username: normalized, displayUsername: typed })
          .where(eq(users.id, userId))
          .returning(columns);
        return row ? { ok: true, profile: toProfile(row) } : { ok: false, notFound: true };
      } catch (error) {
        // Two saves racing for one name: the unique index decides.
        if (isUniqueViolation(error)) return { ok: false, field: "username", message: USERNAME_TAKEN_MESSAGE };
        throw error;
      }
    },
  };
}
