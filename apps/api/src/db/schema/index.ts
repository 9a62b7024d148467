export * from './users';
export * from './raffles';
export * from './payments';
export * from './currencies';
export * from './system';
