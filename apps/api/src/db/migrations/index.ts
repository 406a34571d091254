import type { Migration } from 'kysely/migration';
import * as initial from './0001-initial';
import * as applications from './0002-applications';
import * as leads from './0003-leads';
import * as socialAuth from './0004-social-auth';
import * as searchByMakeIndexes from './0005-search-by-make-indexes';
import * as searchByMakeYearOdometerIndexes from './0006-search-by-make-year-odometer-indexes';
import * as searchCoverHashColumn from './0007-search-cover-hash-column';
import * as mailOutboxDelivery from './0008-mail-outbox-delivery';
import * as emailVerification from './0009-email-verification-and-one-time-codes';
import * as auditLog from './0010-audit-log';
import * as revokedSessions from './0011-revoked-sessions';
import * as bankConsentDeletions from './0012-bank-consent-deletions';
import * as listingRevisions from './0013-listing-revisions';
import * as savedSearches from './0020-saved-searches';
import * as applicationPipeline from './0021-application-pipeline';
import * as applicationAccessKeys from './0022-application-access-keys';
import * as carStatistics from './0023-car-statistics';
import * as teamHiddenListings from './0024-team-hidden-listings';
import * as leadsStatusAndOwnerBlocks from './0025-leads-status-and-owner-blocks';
import * as ownerLeads from './0026-owner-leads';
import * as fleetTools from './0027-fleet-tools';
import * as articleEditor from './0029-article-editor';
import * as backOfficeListIndexes from './0030-back-office-list-indexes';
import * as bankInstitutionName from './0031-bank-institution-name';
import * as applicantCodeIndex from './0032-applicant-code-index';

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
  '0008-mail-outbox-delivery': mailOutboxDelivery,
  '0009-email-verification-and-one-time-codes': emailVerification,
  '0010-audit-log': auditLog,
  '0011-revoked-sessions': revokedSessions,
  '0012-bank-consent-deletions': bankConsentDeletions,
  '0013-listing-revisions': listingRevisions,
  '0020-saved-searches': savedSearches,
  '0021-application-pipeline': applicationPipeline,
  '0022-application-access-keys': applicationAccessKeys,
  '0023-car-statistics': carStatistics,
  '0024-team-hidden-listings': teamHiddenListings,
  '0025-leads-status-and-owner-blocks': leadsStatusAndOwnerBlocks,
  '0026-owner-leads': ownerLeads,
  '0027-fleet-tools': fleetTools,
  '0029-article-editor': articleEditor,
  '0030-back-office-list-indexes': backOfficeListIndexes,
  '0031-bank-institution-name': bankInstitutionName,
  '0032-applicant-code-index': applicantCodeIndex,
};
