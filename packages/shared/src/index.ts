export * from './messages';
export * from './schemas/common';
export * from './schemas/config';
export * from './domain/conversion';
