export * from './realtime-connection.js';
export * from './session-idle.js';
export * from './consent-scroll.js';
export * from './smart-pn/index.js';
