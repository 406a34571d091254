export * from './lib/api-error';
export * from './lib/error-text';
export * from './lib/auth-header';
