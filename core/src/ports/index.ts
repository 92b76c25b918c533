export * from './auth/index.js';
export * from './repositories/index.js';
export * from './realtime/index.js';
export * from './files/index.js';
