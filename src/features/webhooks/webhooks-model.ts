import type { components } from '@/api/schema.gen';

export type Webhook = components['schemas']['Webhook'];
export type WebhookInput = components['schemas']['WebhookInput'];
export type WebhookWithSecret = components['schemas']['WebhookWithSecret'];
export type WebhookEvent = components['schemas']['WebhookEvent'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookDeliveryDetail = components['schemas']['WebhookDeliveryDetail'];

/** What an endpoint can subscribe to; `webhook.test` is only ever sent by "Send test event". */
export const SUBSCRIBABLE_EVENTS = [
  'call.started',
  'call.ended',
  'call.analysed',
  'campaign.finished',
  'ticket.replied',
] as const satisfies readonly WebhookEvent[];

export const URL_MAX = 2000;
export const DESCRIPTION_MAX = 200;
export const DELIVERIES_PAGE_SIZE = 20;

/** The i18n key of an event's name: `webhooks.events.<key>`. */
export const eventKey = (event: WebhookEvent): string => event.replace('.', '_');

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type UrlProblem = 'required' | 'invalid' | 'https' | 'tooLong';

// The server's rule, checked before sending so the same words show either way.
export function urlProblem(value: string): UrlProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length > URL_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol === 'https:') return null;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) ? null : 'https';
}

export const hookList = (data: unknown): Webhook[] => (Array.isArray(data) ? (data as Webhook[]) : []);

/** The secret is shown once and never kept, so it is taken apart from the endpoint. */
export function splitSecret(created: WebhookWithSecret): { webhook: Webhook; secret: string } {
  const { secret, ...webhook } = created;
  return { webhook, secret };
}

export const maskedSecret = (last4: string): string => `whsec_…${last4}`;

export const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

export function verify(secret, header, rawBody) {
  const { t, v1 = '' } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

verify(process.env.WEBHOOK_SECRET, req.headers['x-console-signature'], rawBody);`;

export type DeliveryNote =
  | { kind: 'retrying'; at: string }
  | { kind: 'retried'; at: string }
  | { kind: 'gaveUp'; attempts: number }
  | null;

// A failed attempt is retried once; whether that happened shows in a later attempt of its event.
export function deliveryNote(delivery: WebhookDelivery, log: readonly WebhookDelivery[]): DeliveryNote {
  if (delivery.state !== 'failed') return null;
  if (delivery.gaveUp) return { kind: 'gaveUp', attempts: delivery.attempt };
  if (!delivery.nextRetryAt) return null;
  const later = log.some((row) => row.eventId === delivery.eventId && row.attempt > delivery.attempt);
  return { kind: later ? 'retried' : 'retrying', at: delivery.nextRetryAt };
}

/** Whether the log is still moving: an attempt under way or a retry to come. */
export const logIsMoving = (log: readonly WebhookDelivery[]): boolean =>
  log.some((row) => row.state === 'pending' || deliveryNote(row, log)?.kind === 'retrying');
