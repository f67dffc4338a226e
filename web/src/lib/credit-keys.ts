/**
 * The one factory of credit query keys (DESIGN §11), shared by the order page's Credit panel,
 * the Clients page and every mutation that moves a client's figures (an approval, a payment,
 * an import): invalidating `creditKeys.all` refreshes every figure shown.
 */
export const creditKeys = {
  all: ['credit'] as const,
  review: (orderId: string) => [...creditKeys.all, 'review', orderId] as const,
  clients: () => [...creditKeys.all, 'clients'] as const,
  clientList: (query: { search: string; page: number }) => [...creditKeys.clients(), 'list', query] as const,
  client: (accountNo: string) => [...creditKeys.clients(), 'one', accountNo.toLowerCase()] as const,
};
