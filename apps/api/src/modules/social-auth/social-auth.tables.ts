import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely table types of the social-auth module; merged into `Database` in src/db/schema.ts.
 * SQL in migrations/0004-social-auth.ts.
 */

/** Timestamps default to now() on insert, so inserting may omit them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * An account at an OpenID provider, linked to a user. Sign-in matches (issuer, subject) first:
 * `sub` is the provider's stable id, while the e-mail of an account can change.
 */
export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  /** The provider's issuer identifier, e.g. https://accounts.google.com. */
  issuer: string;
  /** The provider's `sub` claim. */
  subject: string;
  /** The verified e-mail the provider reported at the last sign-in (for support; not used to match). */
  email: string;
  created_at: Timestamp;
  last_login_at: Timestamp;
}

export interface SocialAuthTables {
  user_identities: UserIdentitiesTable;
}
