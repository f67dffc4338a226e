/**
 * The database schema, one file per table group; drizzle-kit (drizzle.config.ts) and the
 * client read it all through this file.
 */
export * from './accounts-schema.js';
export * from './audit-schema.js';
export * from './clients-schema.js';
export * from './dashboard-schema.js';
export * from './inventory-schema.js';
export * from './mfa-schema.js';
export * from './orders-schema.js';
export * from './prices-schema.js';
export * from './webhooks-schema.js';
