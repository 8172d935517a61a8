import { z } from 'zod';
import type { ChannelDelivery } from '../email/email-sender';
import { callProvider } from './provider-http';
import { signaturesMatch } from '../payments/razorpay-signature';
import { createHmac } from 'node:crypto';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** A sending number in E.164, or a Messaging Service (its SID starts `MG`). */
  from: string;
  /** https://api.twilio.com, or a local stub in tests. */
  apiUrl: string;
  /** Where Twilio posts the message's delivery receipts. */
  statusCallbackUrl: string;
  timeoutMs: number;
};

const createdMessage = z.object({ sid: z.string().min(1) });

/**
 * SMS through Twilio's Programmable Messaging REST API: `POST /2010-04-01/Accounts/{AccountSid}/
 * Messages.json`, form-encoded, HTTP Basic auth with the account SID and auth token. Twilio answers
 * 201 with the message (its `sid` is what receipts name) or an error object with a `code`.
 */
export function twilioSmsDelivery(options: TwilioOptions): ChannelDelivery {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return async (row) => {
    const form = new URLSearchParams({ To: row.to, Body: row.text, StatusCallback: options.statusCallbackUrl });
    form.set(options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from);
    const body = await callProvider('Twilio', url, {
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      timeoutMs: options.timeoutMs,
    });
    const parsed = createdMessage.safeParse(body);
    if (!parsed.success) throw new Error('Twilio answered without a message sid');
    return { providerMessageId: parsed.data.sid };
  };
}

/**
 * Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1, keyed with the auth token, of the full callback
 * URL followed by every POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const payload = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(payload, 'utf8').digest('base64');
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  given: string | undefined,
): boolean {
  return signaturesMatch(twilioSignature(authToken, url, params), given);
}
