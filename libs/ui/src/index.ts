export * from './lib/theme';
