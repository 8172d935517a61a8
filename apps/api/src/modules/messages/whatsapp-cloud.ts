import { z } from 'zod';
import type { ChannelDelivery } from '../email/email-sender';
import type { OutboxRow } from '../email/email-outbox-repository';
import { hmacSha256Hex, signaturesMatch } from '../payments/razorpay-signature';
import { callProvider } from './provider-http';

export type WhatsAppOptions = {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com, or a local stub in tests. */
  apiUrl: string;
  apiVersion: string;
  timeoutMs: number;
};

/** Templates whose text carries a one-time code: Meta's authentication templates add a copy-code button. */
const CODE_TEMPLATES = new Set(['sign-in-code']);

const sentMessage = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

/** Our template names are kebab-case; WhatsApp's are lowercase with underscores. */
export function whatsappTemplateName(template: string): string {
  return template.replace(/-/g, '_');
}

/** The Cloud API's template message for an outbox row: the template, its language and body values. */
export function whatsappTemplateMessage(row: OutboxRow) {
  const params = row.params ?? [];
  const components: object[] = [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }];
  if (CODE_TEMPLATES.has(row.template)) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: params[0] ?? '' }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: row.to.replace(/^\+/, ''),
    type: 'template',
    template: { name: whatsappTemplateName(row.template), language: { code: row.language }, components },
  };
}

/**
 * WhatsApp through the Business Cloud API: `POST {api}/{version}/{phone-number-id}/messages` with
 * the access token as a Bearer token. Only approved templates may open a conversation, so every
 * message is a template message; the answer's `messages[0].id` (a `wamid`) is what status
 * webhooks name.
 */
export function whatsappCloudDelivery(options: WhatsAppOptions): ChannelDelivery {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${options.apiVersion}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return async (row) => {
    const body = await callProvider('WhatsApp', url, {
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(whatsappTemplateMessage(row)),
      timeoutMs: options.timeoutMs,
    });
    const parsed = sentMessage.safeParse(body);
    if (!parsed.success) throw new Error('WhatsApp answered without a message id');
    return { providerMessageId: parsed.data.messages[0]!.id };
  };
}

/** Meta signs each webhook's exact bytes: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 with the app secret>`. */
export function verifyWhatsAppSignature(appSecret: string, rawBody: Buffer, given: string | undefined): boolean {
  return signaturesMatch(`sha256=${hmacSha256Hex(appSecret, rawBody)}`, given);
}
