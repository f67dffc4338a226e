import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type components, TawreedApiError, unwrap } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';
import { creditKeys } from '../../../lib/credit-keys';

export type Credit = components['schemas']['Credit'];
export type CreditFinding = components['schemas']['CreditFinding'];
export type OrderReview = components['schemas']['OrderReview'];
export type PaymentRequest = components['schemas']['CreatePaymentRequest'];

/** GET /api/orders/{id}/review: the client's credit and every finding for this order (staff only). */
export function getOrderReview(orderId: string): Promise<OrderReview> {
  return unwrap(api.GET('/api/orders/{id}/review', { params: { path: { id: orderId } } }));
}

/** The order's review, refetched when the order changes version (an approval here or elsewhere). */
export function useOrderReview(orderId: string, version: number, enabled: boolean) {
  return useQuery({
    queryKey: [...creditKeys.review(orderId), version],
    queryFn: () => getOrderReview(orderId),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/payments: a payment the Sales & Collection team records (allocated oldest-due first). */
export const recordPayment = (body: PaymentRequest) => unwrap(api.POST('/api/payments', { body }));

/** A refused approval (409): its code and the credit check's findings, or null for any other failure. */
export function creditRefusalOf(
  error: unknown,
): { code: 'CREDIT_BLOCKED' | 'CREDIT_OVERRIDE_REQUIRED'; findings: CreditFinding[] } | null {
  if (!(error instanceof TawreedApiError)) return null;
  if (error.code !== 'CREDIT_BLOCKED' && error.code !== 'CREDIT_OVERRIDE_REQUIRED') return null;
  const findings = Array.isArray(error.details?.findings) ? (error.details.findings as CreditFinding[]) : [];
  return { code: error.code, findings };
}
