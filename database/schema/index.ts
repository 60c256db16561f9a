export * from './stores';
export * from './access';
export * from './sessions';
export * from './staff';
