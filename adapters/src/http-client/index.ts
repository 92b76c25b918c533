export * from './ky-api-client.js';
export * from './loading-tracker.js';
