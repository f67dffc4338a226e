export * from './constants.js';
export * from './messages.js';
export * from './money.js';
export * from './roles.js';
export * from './statuses.js';
export * from './validation/auth.js';
export * from './validation/order.js';
