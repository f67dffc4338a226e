export * from '@tawreed/domain';
export { createTawreedClient, type TawreedClient, type TawreedClientOptions, unwrap } from './client.js';
export { TawreedApiError, TawreedNetworkError } from './errors.js';
export type { components, operations, paths } from './generated/api.js';

import type { components } from './generated/api.js';
export type User = components['schemas']['User'];
/** The signed-in user as it reads itself (login, me): a User plus its own preferences. */
export type SessionUser = components['schemas']['SessionUser'];
export type Account = components['schemas']['Account'];
/** An account as the administrator's list shows it: with its second factors. */
export type ManagedAccount = components['schemas']['ManagedAccount'];
/** What POST /api/auth/login answers: the user, or that the second factor is needed (DESIGN §13). */
export type LoginResult = components['schemas']['LoginResult'];
export type MfaRequired = components['schemas']['MfaRequired'];

/** The password was right and the sign-in waits for the second factor (POST /api/auth/login/mfa). */
export function isMfaRequired(answer: LoginResult): answer is MfaRequired {
  return 'mfaRequired' in answer && answer.mfaRequired === true;
}
/**
 * DESIGN §4's error body, as every failed call answers it. Each operation's contract names the
 * codes it can answer (and the details some carry, e.g. STOCK_SHORT's lines) per status.
 */
export interface ApiError {
  error: { code: string; message: string; details?: Record<string, unknown> };
}
export {
  type AppealInput,
  type AttachmentType,
  type CreateOrderRequest,
  createOrderWithFiles,
  type FileInput,
  importClientsFile,
  importPaymentsFile,
  importPriceListFile,
  importReceivablesFile,
  importStockFile,
  type NamedFile,
  namedFile,
  type Order,
  type OrderWithFiles,
  type ParsedLinesFile,
  parseLinesFile,
  submitAppeal,
  toFile,
  type UploadOptions,
  uploadInvoice,
  uploadOrderFile,
} from './files.js';
export {
  type ClientFrame,
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeEvents,
  type RealtimeEventType,
  type RealtimeStatus,
  reconnectDelay,
  type ServerFrame,
  type WebSocketConstructor,
  type WebSocketFactory,
  type WebSocketLike,
} from './realtime.js';
