import type { NewWebhookBody, WebhookList } from '@sandbank/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useListingPages } from '../../../lib/listing-pages';

export const webhooksQueryKey = ['listMyWebhooks'] as const;
const deliveriesQueryKey = (webhookId: string) => ['listWebhookDeliveries', webhookId] as const;

/** Deliveries shown per "Load more". */
const DELIVERIES_PAGE = 10;

/** The caller's endpoints (at most five, so one answer holds them all). */
export function useWebhooks() {
  return useQuery({ queryKey: webhooksQueryKey, queryFn: ({ signal }) => api('listMyWebhooks', { signal }) });
}

/** Registers an endpoint; the answer carries its secret, which nothing else will show again. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWebhookBody) => api('createWebhook', { body }),
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api('deleteWebhook', { params: { webhookId } }),
    retry: false,
    // Gone from the list at once; the list is then read again.
    onSuccess: (_, webhookId) => {
      client.setQueryData<WebhookList>(webhooksQueryKey, (list) => (list ? { items: list.items.filter((webhook) => webhook.id !== webhookId) } : list));
      return client.invalidateQueries({ queryKey: webhooksQueryKey });
    },
  });
}

/** A new secret, answered once; the old one signs nothing more. */
export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: (webhookId: string) => api('rotateWebhookSecret', { params: { webhookId } }), retry: false });
}

/** Queues a `webhook.test` event for this endpoint alone; its delivery then lists with the others. */
export function useTestWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => api('testWebhook', { params: { webhookId } }),
    retry: false,
    onSuccess: (_, webhookId) => client.invalidateQueries({ queryKey: deliveriesQueryKey(webhookId) }),
  });
}

/** One endpoint's deliveries, newest first, a page at a time (the screen reads them while they are shown). */
export function useWebhookDeliveries(webhookId: string) {
  return useListingPages({
    queryKey: deliveriesQueryKey(webhookId),
    fetchPage: (page, signal) => api('listWebhookDeliveries', { params: { webhookId }, query: page, signal }),
    pageSize: DELIVERIES_PAGE,
  });
}

/** Reads an endpoint's deliveries again (after a resend, or to see an attempt's outcome). */
export function useRefreshDeliveries() {
  const client = useQueryClient();
  return useCallback((webhookId: string) => client.invalidateQueries({ queryKey: deliveriesQueryKey(webhookId) }), [client]);
}

/** Attempts one delivery again now, with the same event id. */
export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) => api('resendWebhookDelivery', { params: { webhookId, deliveryId } }),
    retry: false,
    onSuccess: (_, { webhookId }) => client.invalidateQueries({ queryKey: deliveriesQueryKey(webhookId) }),
  });
}
