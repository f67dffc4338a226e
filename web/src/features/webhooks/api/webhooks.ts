import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type components, unwrap, type WebhookEventType } from '@tawreed/sdk';
import { api } from '../../../lib/api-client';

export type WebhookSubscription = components['schemas']['WebhookSubscription'];

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.list(), queryFn: () => unwrap(api.GET('/api/webhooks')) });
}

/** The delivery log of one subscription, refreshed every few seconds while open. */
export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () =>
      unwrap(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id }, query: { limit: 50 } } })),
    refetchInterval: 3000,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

export function useCreateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { url: string; eventTypes: WebhookEventType[]; description?: string }) =>
      unwrap(api.POST('/api/webhooks', { body })),
    onSuccess: invalidate,
  });
}

export function useEnableWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.PATCH('/api/webhooks/{id}', { params: { path: { id } }, body: { enabled: true } })),
    onSuccess: invalidate,
  });
}

export function useRemoveWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/webhooks/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useTestWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/webhooks/{id}/test', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useReplayWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: number }) =>
      unwrap(api.POST('/api/webhooks/{id}/replay', { params: { path: { id } }, body: { deliveryId } })),
    onSuccess: invalidate,
  });
}
