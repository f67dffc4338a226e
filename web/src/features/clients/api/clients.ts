import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { creditKeys } from '../../../lib/credit-keys';

export type Client = components['schemas']['Client'];

/** GET /api/clients: a page of clients matching `search` (name, Arabic name or account number). */
export function listClients(query: { search: string; page: number; pageSize?: number }) {
  return unwrap(
    api.GET('/api/clients', {
      params: {
        query: { q: query.search.trim() || undefined, page: query.page, pageSize: query.pageSize ?? 25 },
      },
    }),
  );
}

/**
 * The clients matching `search`, a page at a time; the previous page stays shown while the next
 * loads. A medical company gets only the clients its own company's orders named (name and account).
 */
export function useClients(
  search: string,
  page: number,
  options: { enabled?: boolean; pageSize?: number } = {},
) {
  return useQuery({
    queryKey: [...creditKeys.clientList({ search: search.trim(), page }), options.pageSize ?? 25],
    queryFn: () => listClients({ search, page, pageSize: options.pageSize }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export type ClientDetail = components['schemas']['ClientDetail'];
export type ClientChangesBody = components['schemas']['UpdateClientRequest'];
export type ImportResult =
  | components['schemas']['ClientImportResult']
  | components['schemas']['ReceivablesImportResult'];

const accountPath = (accountNo: string) => ({ path: { accountNo } });

export function useClient(accountNo: string) {
  return useQuery({
    queryKey: creditKeys.client(accountNo),
    queryFn: () => unwrap(api.GET('/api/clients/{accountNo}', { params: accountPath(accountNo) })),
  });
}

export function useClientCredit(accountNo: string) {
  return useQuery({
    queryKey: [...creditKeys.client(accountNo), 'credit'],
    queryFn: () => unwrap(api.GET('/api/clients/{accountNo}/credit', { params: accountPath(accountNo) })),
  });
}

export function useClientStatement(accountNo: string) {
  return useQuery({
    queryKey: [...creditKeys.client(accountNo), 'statement'],
    queryFn: () => unwrap(api.GET('/api/clients/{accountNo}/statement', { params: accountPath(accountNo) })),
  });
}

/** PATCH /api/clients/{accountNo}: a change of the limit, the terms or the status carries `reason`. */
export const updateClient = (accountNo: string, body: ClientChangesBody) =>
  unwrap(api.PATCH('/api/clients/{accountNo}', { params: accountPath(accountNo), body }));

const multipart = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** POST /api/clients/import (xlsx or csv): upsert by account number, every row's problems answered. */
export const importClients = (file: File): Promise<ImportResult> =>
  unwrap(
    api.POST('/api/clients/import', {
      // openapi-fetch sends FormData as it is; the type describes the fields.
      body: multipart(file) as unknown as { file: string },
      bodySerializer: (value) => value as unknown as FormData,
    }),
  );

/** POST /api/receivables/import (xlsx or csv): invoices and credit notes by document number. */
export const importReceivables = (file: File): Promise<ImportResult> =>
  unwrap(
    api.POST('/api/receivables/import', {
      body: multipart(file) as unknown as { file: string },
      bodySerializer: (value) => value as unknown as FormData,
    }),
  );

export const CLIENTS_TEMPLATE_URL = '/api/clients/import/template';
export const RECEIVABLES_TEMPLATE_URL = '/api/receivables/import/template';

export type NewClientBody = components['schemas']['CreateClientRequest'];

/** POST /api/clients: a new client (ACTIVE); an account number already in the master is 409. */
export const createClient = (body: NewClientBody) => unwrap(api.POST('/api/clients', { body }));
