export * from './messages';
export * from './schemas/common';
export * from './schemas/config';
export * from './domain/conversion';
export * from './domain/raffle-status';
export * from './domain/padding';
export * from './schemas/raffles';
export * from './schemas/payment-methods';
