export * from './chromium';
export * from './processes';
export * from './servers';
export * from './playwright-defaults';
export * from './mail';
export * from './images';
export * from './pages';
