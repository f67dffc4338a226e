import * as sdk from '@tawreed/sdk';
import type { LocalFile } from './files.js';

/** The multipart calls of SPEC §7 through the SDK's typed helpers, with the file's own name. */

const named = (file: LocalFile) => sdk.namedFile(file.bytes, file.name);

export const parseLinesFile = (client: sdk.TawreedClient, file: LocalFile) =>
  sdk.parseLinesFile(client, named(file));

export const uploadAttachment = (
  client: sdk.TawreedClient,
  orderId: string,
  file: LocalFile,
  attachmentType: sdk.AttachmentType,
) => sdk.uploadOrderFile(client, orderId, named(file), attachmentType);

export const uploadInvoice = (client: sdk.TawreedClient, file: LocalFile) =>
  sdk.uploadInvoice(client, named(file));

export const submitAppeal = (
  client: sdk.TawreedClient,
  orderId: string,
  version: number,
  comment: string,
  files: LocalFile[],
) => sdk.submitAppeal(client, orderId, { comment, version, files: files.map(named) });
