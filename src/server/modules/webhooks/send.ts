import { createHmac } from 'node:crypto';
import type { AppContext } from '../../context';
import { expiryFrom, signFileClaim } from '../../files/signed-urls';
import type { ClaimedDelivery } from './queue-repository';

/** How long the signed PDF/XML links of a body stay valid: one hour. */
export const WEBHOOK_LINK_TTL_SECONDS = 3_600;

/** The virtual file paths a webhook link's claim names (the invoice routes check them). */
export const invoicePdfClaimPath = (uuid: string) => `invoices/${uuid}.pdf`;
export const invoiceXmlClaimPath = (uuid: string) => `invoices/${uuid}.xml`;

/**
 * The raw JSON body of a delivery (decision 0059): `{ id, type, created, business, data }` — the
 * event's UUID, type, ISO UTC instant, the business key and the stored data. An invoice or note
 * event's data gains `links`: the PDF (and, when it is `signed`, the XML) as signed links
 * (decision 0027) made now for the administrator who registered the endpoint, valid
 * WEBHOOK_LINK_TTL_SECONDS; paths under /api/v1, to be joined to Sanad's address. A retry makes
 * fresh links; the id stays the same.
 */
export function deliveryBody(ctx: AppContext, claim: ClaimedDelivery): string {
  const data = JSON.parse(claim.event.data) as Record<string, unknown>;
  const { type, subject } = claim.event;
  if (type.startsWith('invoice.') || type === 'credit_note.issued') {
    const expiresAt = expiryFrom(ctx.now(), WEBHOOK_LINK_TTL_SECONDS);
    const link = (path: string, suffix: string) => {
      const sig = signFileClaim(ctx.config.signingSecret, {
        userId: claim.endpoint.createdBy,
        businessId: claim.businessId,
        path,
        expiresAt,
      });
      return `/api/v1/${encodeURIComponent(claim.businessKey)}/invoices/${subject}/${suffix}?sig=${sig}`;
    };
    data.links = {
      pdf: link(invoicePdfClaimPath(subject), 'pdf'),
      xml: data.signed !== true ? null : link(invoiceXmlClaimPath(subject), 'xml'),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    };
  }
  return JSON.stringify({
    id: claim.event.uuid,
    type,
    created: new Date(claim.event.createdAt).toISOString(),
    business: claim.businessKey,
    data,
  });
}

/**
 * The `Sanad-Signature` header value (decision 0059, as Stripe's `Stripe-Signature`):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint's secret>`.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** What one attempt gave: the HTTP status (null when no answer came) and why it failed. */
export interface AttemptResult {
  ok: boolean;
  httpStatus: number | null;
  error: string;
}

/**
 * POSTs `body` to `url` once with Node's fetch: the signature, `Sanad-Event-Id`,
 * `Sanad-Event-Type`, `Content-Type: application/json`, `User-Agent: Sanad-Webhooks/1`; redirects
 * are not followed (a redirect could lead to a private address); aborted after `timeoutMs`.
 * A 2xx is ok; any other status, a network error or the timeout is not (never thrown).
 */
export async function postDelivery(
  url: string,
  body: string,
  headers: { signature: string; eventId: string; eventType: string },
  timeoutMs: number,
): Promise<AttemptResult> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Sanad-Webhooks/1',
        'sanad-signature': headers.signature,
        'sanad-event-id': headers.eventId,
        'sanad-event-type': headers.eventType,
      },
    });
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, httpStatus: res.status, error: ok ? '' : `HTTP ${res.status}` };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const cause =
      err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    return {
      ok: false,
      httpStatus: null,
      error: timedOut ? `no answer within ${timeoutMs} ms` : `${String(err)}${cause}`,
    };
  }
}
