export * from './lib/enums';
export * from './lib/constants';
export * from './lib/entities';
export * from './lib/labels';
export * from './lib/years';
export * from './lib/format';
export * from './lib/personal-code';
export * from './lib/lt-texts';
