import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookDeliveriesAnswer,
  webhookDeliveryAnswer,
  webhookEndpointAnswer,
  webhookEndpointsAnswer,
  type WebhookBody,
  type WebhookPatch,
} from '../../../../domain/schemas/webhooks';
import { api } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** GET {business}/webhooks: the endpoints, without secrets (decision 0059). */
export function useWebhooks(business: string) {
  return useQuery({
    queryKey: qk.webhooks(business),
    queryFn: async () =>
      webhookEndpointsAnswer.parse(await api<unknown>(`/${business}/webhooks`)).endpoints,
  });
}

/** GET {business}/webhooks/{uuid}: one endpoint with its secret. */
export function useWebhook(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.webhooks(business, uuid),
    queryFn: async () =>
      webhookEndpointAnswer.parse(await api<unknown>(`/${business}/webhooks/${uuid}`)).endpoint,
  });
}

/** GET {business}/webhooks/{uuid}/deliveries: the latest deliveries, newest first. */
export function useWebhookDeliveries(business: string, uuid: string) {
  return useQuery({
    queryKey: qk.webhooks(business, uuid, 'deliveries'),
    queryFn: async () =>
      webhookDeliveriesAnswer.parse(await api<unknown>(`/${business}/webhooks/${uuid}/deliveries`))
        .deliveries,
  });
}

/** POST {business}/webhooks. @throws ApiError (422 webhook_url_refused with a text on `url`). */
export function useCreateWebhook(business: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookBody) =>
      webhookEndpointAnswer.parse(
        await api<unknown>(`/${business}/webhooks`, { method: 'POST', body }),
      ).endpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: qk.webhooks(business) }),
  });
}

/** PATCH {business}/webhooks/{uuid}. */
export function useUpdateWebhook(business: string, uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookPatch) =>
      webhookEndpointAnswer.parse(
        await api<unknown>(`/${business}/webhooks/${uuid}`, { method: 'PATCH', body }),
      ).endpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: qk.webhooks(business) }),
  });
}

/** DELETE {business}/webhooks/{uuid}. */
export function useDeleteWebhook(business: string, uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>(`/${business}/webhooks/${uuid}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: qk.webhooks(business) }),
  });
}

/** POST {business}/webhooks/{uuid}/deliveries/{id}/resend: «send again». */
export function useResendDelivery(business: string, uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) =>
      webhookDeliveryAnswer.parse(
        await api<unknown>(`/${business}/webhooks/${uuid}/deliveries/${deliveryId}/resend`, {
          method: 'POST',
        }),
      ).delivery,
    onSuccess: () => client.invalidateQueries({ queryKey: qk.webhooks(business, uuid) }),
  });
}
