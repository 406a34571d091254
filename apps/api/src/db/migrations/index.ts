import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial';
import * as applications from './0002-applications';
import * as leads from './0003-leads';
import * as socialAuth from './0004-social-auth';
import * as searchByMakeIndexes from './0005-search-by-make-indexes';
import * as searchByMakeYearOdometerIndexes from './0006-search-by-make-year-odometer-indexes';
import * as searchCoverHashColumn from './0007-search-cover-hash-column';

/**
 * Every migration, in order. A static list (not a folder scan) so the same code runs under tsx,
 * Jest and a bundle. Never edit a migration that has shipped: add the next one.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-applications': applications,
  '0003-leads': leads,
  '0004-social-auth': socialAuth,
  '0005-search-by-make-indexes': searchByMakeIndexes,
  '0006-search-by-make-year-odometer-indexes': searchByMakeYearOdometerIndexes,
  '0007-search-cover-hash-column': searchCoverHashColumn,
};
