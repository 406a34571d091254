/**
 * @ratai/validation — valibot schemas with the spec's Lithuanian messages, shared by the
 * forms (react-hook-form's valibot resolver) and the API (route validation). See README.md.
 */
export * from './lib/messages';
export * from './lib/fields';
export * from './lib/errors';
export * from './lib/personal-code';
export * from './lib/conditional-section';
export * from './lib/upload';
export * from './lib/rental-application';
export * from './lib/application-lookup';
export * from './lib/calculators';
export * from './lib/car-listing';
export * from './lib/car-request';
export * from './lib/callback-request';
export * from './lib/profiles';
export * from './lib/auth';
export * from './lib/search-filter';
export * from './lib/listing-review';
export * from './lib/back-office';
export * from './lib/saved-search';
export * from './lib/owner-leads';
export * from './lib/listing-draft';
export * from './lib/leads-owners';
export * from './lib/articles';
