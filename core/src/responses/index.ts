export * from './response-effect.js';
export * from './plan-response-effects.js';
export * from './api-client.js';
export * from './api-error-reason.js';
