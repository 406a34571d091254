// Errors and the token (spec §7)
export * from './lib/api-error';
export * from './lib/error-text';
export * from './lib/auth-header';
export * from './lib/session';
export * from './lib/client-options';
export * from './lib/base-query';
// The one RTK Query api and its endpoints, injected per domain
export * from './lib/api';
export * from './lib/cars';
export * from './lib/drafts';
export * from './lib/options';
export * from './lib/articles';
export * from './lib/auth';
export * from './lib/profiles';
export * from './lib/applications';
export * from './lib/leads';
export * from './lib/saved-searches';
export * from './lib/moderation';
export * from './lib/back-office';
export * from './lib/owner-leads';
export * from './lib/leads-owners';
export * from './lib/articles-team';
// Store and typed hooks
export * from './lib/store';
// Helpers for URLs and bodies
export * from './lib/search-params';
export * from './lib/form-data';
