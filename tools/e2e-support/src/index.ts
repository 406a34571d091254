export * from './chromium';
export * from './processes';
export * from './servers';
export * from './playwright-defaults';
