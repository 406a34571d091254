import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The one rule of what the public sees (search, car page, statistics counters, the wizard's car):
 * approved by the team, shown by its owner, not hidden by the team (migration 0024) and its owner
 * not blocked (modules/owners, migration 0025). Every
 * public read uses this, so a new condition is added once. The values are literals: the partial
 * search indexes (`… where review_status = 'approved' and visibility = 'visible'`) are matched
 * against them by the planner whatever the statement's parameters.
 *
 * `alias` is the table's alias in the statement (`a` in `car_advertisements as a`), if any.
 */
export function publicListing(alias?: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<SqlBool>`(${column('review_status')} = 'approved' and ${column('visibility')} = 'visible' and ${column('hidden_by_team_at')} is null and ${column('owner_blocked')} = false)`;
}
