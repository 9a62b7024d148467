export * from './users';
export * from './raffles';
export * from './payments';
export * from './currencies';
export * from './system';
export * from './draws';
export * from './settings';
export * from './reconciliations';
