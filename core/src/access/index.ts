// Who may do what: role groups, the permission tables as data, data scope, routes and menus per role.
export * from './role-groups.js';
export * from './actor.js';
export * from './permission-table.js';
export * from './doctor-scope.js';
export * from './data-scope.js';
export * from './can.js';
export * from './routes.js';
export * from './menus.js';
