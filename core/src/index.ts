// The public surface of @rafdesk/core. The RAF engine and its tables have their own entry,
// `@rafdesk/core/raf`, so screens that do not score never load the model tables.
export * from './domain/index.js';
export * from './wire/index.js';
export * from './validation/index.js';
export * from './access/index.js';
export * from './machines/index.js';
export * from './ports/index.js';
export * from './usecases/index.js';
export * from './billing/index.js';
export * from './coding/index.js';
export * from './responses/index.js';
export * from './contract/index.js';
export * from './gaps/index.js';
export * from './raf/tables/public.js';
export * from './compliance/index.js';
export * from './radv/index.js';
export * from './files/index.js';
