export * from './stores';
export * from './access';
export * from './sessions';
export * from './staff';
export * from './catalog';
export * from './customers';
export * from './invoices';
export * from './frontDesk';
