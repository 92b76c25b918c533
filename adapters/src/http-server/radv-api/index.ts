export { radvRoutes, type RadvRoutePorts } from './radv-routes.js';
