// What the main `@rafdesk/core` entry carries of the engine's data, without the engine: the payment years (from the
// manifest) and the port a composition root installs the data files through.
export { DEFAULT_PAYMENT_YEAR, PAYMENT_YEARS, hasPaymentYear } from '../data/payment-year-manifest.js';
export { installRafTables } from './table-source-slot.js';
export { RafTablesBroken } from './raf-tables-broken.js';
export { fetchedTableSource } from './fetched-table-source.js';
export type { RafTableSource, TableFileUnreadable } from './table-source.js';
