import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createAdmin } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueText } from '../email/email-outbox-repository';
import { outboxSender } from '../email/email-sender';
import { hmacSha256Hex } from '../payments/razorpay-signature';
import { twilioSignature, twilioSmsDelivery } from './twilio-sms';
import { whatsappCloudDelivery } from './whatsapp-cloud';

// Twilio's and the WhatsApp Cloud API's REST endpoints played by one local stub: what the shop
// sends each, and how the outbox copes when they refuse, fail or say nothing.

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'twilio-stub-auth-token';
const WA_TOKEN = 'EAAG-stub-token';
const PHONE_NUMBER_ID = '109876543210987';
const APP_SECRET = 'meta-app-secret';
const VERIFY_TOKEN = 'shop-verify-token';

type Seen = { url: string; headers: http.IncomingHttpHeaders; raw: string };
type Mode = 'ok' | 'refuse' | 'error' | 'slow';
const stub = { seen: [] as Seen[], mode: 'ok' as Mode, server: undefined as http.Server | undefined };

function startStub(): Promise<number> {
  stub.server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      stub.seen.push({ url: request.url ?? '', headers: request.headers, raw });
      const twilio = (request.url ?? '').startsWith('/2010-04-01/');
      const json = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const answer = () => {
        if (stub.mode === 'error') {
          return twilio
            ? json(503, { code: 20503, message: 'Service unavailable', status: 503 })
            : json(500, { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } });
        }
        if (stub.mode === 'refuse') {
          return twilio
            ? json(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 })
            : json(400, {
                error: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026 },
              });
        }
        return twilio
          ? json(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' })
          : json(200, {
              messaging_product: 'whatsapp',
              contacts: [{ input: '919876543210', wa_id: '919876543210' }],
              messages: [{ id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQUJD' }],
            });
      };
      if (stub.mode === 'slow') setTimeout(answer, 5000).unref();
      else answer();
    });
  });
  stub.server.listen(0, '127.0.0.1');
  return once(stub.server, 'listening').then(() => (stub.server!.address() as AddressInfo).port);
}

let t: TestApp;
let hooks: TestApp;
let apiUrl: string;

beforeAll(async () => {
  apiUrl = `http://127.0.0.1:${await startStub()}`;
  t = await createTestApp({ seed: false });
  // A shop configured for both providers, on a database of its own: its webhooks are tested here.
  hooks = await createTestApp({
    seed: false,
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: apiUrl,
      WHATSAPP_TOKEN: WA_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_API_URL: apiUrl,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      PUBLIC_URL: 'https://shop.example.in',
    },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), hooks.close()]);
  stub.server?.close();
});
beforeEach(async () => {
  stub.seen = [];
  stub.mode = 'ok';
  await t.db.delete(emailOutbox).where(inArray(emailOutbox.status, ['pending', 'sent', 'failed']));
});

const deliveries = () => ({
  sms: twilioSmsDelivery({
    accountSid: SID,
    authToken: AUTH_TOKEN,
    from: '+15005550006',
    apiUrl,
    statusCallbackUrl: 'https://shop.example.in/api/v1/messages/twilio/status',
    timeoutMs: 1500,
  }),
  whatsapp: whatsappCloudDelivery({
    token: WA_TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    apiUrl,
    apiVersion: 'v21.0',
    timeoutMs: 1500,
  }),
});
const sender = () => outboxSender({ db: t.db, deliveries: deliveries() });
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function shipped(channel: 'sms' | 'whatsapp', to = '+919876543210') {
  return enqueueText(t.db, {
    channel,
    to,
    text: 'Your order #A1B2C3 has shipped with Delhivery (AWB 1234567890).',
    template: 'order-shipped',
    params: ['A1B2C3', 'Delhivery', '1234567890'],
    language: 'en',
  });
}
const rowOf = async (id: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const smsRows = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.channel, 'sms'));

describe('SMS by Twilio', () => {
  it('posts the message form-encoded with Basic auth and keeps the message sid for receipts', async () => {
    const { id } = await shipped('sms');
    expect(await sender().sendDue(later(1))).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [call] = stub.seen;
    expect(call!.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call!.raw))).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: 'Your order #A1B2C3 has shipped with Delhivery (AWB 1234567890).',
      StatusCallback: 'https://shop.example.in/api/v1/messages/twilio/status',
    });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', providerMessageId: 'SM0123456789abcdef0123456789abcdef' });
  });

  it('retries when Twilio fails or does not answer in time, and gives up at once on a refusal', async () => {
    const { id } = await shipped('sms');
    stub.mode = 'error';
    expect(await sender().sendDue(later(1))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await rowOf(id)).lastError).toContain('Twilio answered 503');

    stub.mode = 'slow';
    expect(await sender().sendDue(later(3))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await rowOf(id)).lastError).toContain('no answer in 1500 ms');

    stub.mode = 'refuse';
    expect(await sender().sendDue(later(10))).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await rowOf(id)).lastError).toContain('21211');
  });
});

describe('WhatsApp by the Cloud API', () => {
  it('posts an approved template with the Bearer token to the phone number id', async () => {
    const { id } = await shipped('whatsapp');
    expect(await sender().sendDue(later(1))).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [call] = stub.seen;
    expect(call!.url).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(call!.headers.authorization).toBe(`Bearer ${WA_TOKEN}`);
    expect(JSON.parse(call!.raw)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'order_shipped',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'A1B2C3' },
              { type: 'text', text: 'Delhivery' },
              { type: 'text', text: '1234567890' },
            ],
          },
        ],
      },
    });
    expect(await rowOf(id)).toMatchObject({
      status: 'sent',
      providerMessageId: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQUJD',
    });
    expect(await smsRows()).toEqual([]);
  });

  it("sends a Hindi order's message as the template registered in Hindi", async () => {
    await enqueueText(t.db, {
      channel: 'whatsapp',
      to: '+919876543210',
      text: 'आपका ऑर्डर #A1B2C3 डिलीवरी के लिए निकल चुका है और आज आप तक पहुँचेगा।',
      template: 'order-out-for-delivery',
      params: ['#A1B2C3', 'https://shop.example.in/hi/track-order/1'],
      language: 'hi',
    });
    expect(await sender().sendDue(later(1))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(JSON.parse(stub.seen[0]!.raw)).toMatchObject({
      template: { name: 'order_out_for_delivery', language: { code: 'hi' } },
    });
  });

  it('sends the same words by SMS when WhatsApp refuses the number', async () => {
    const { id } = await shipped('whatsapp');
    stub.mode = 'refuse';
    expect(await sender().sendDue(later(1))).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect((await rowOf(id)).lastError).toContain('131026');

    stub.mode = 'ok';
    expect(await sender().sendDue(later(2))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [sms] = await smsRows();
    expect(sms).toMatchObject({ to: '+919876543210', status: 'sent', template: 'order-shipped' });
    expect(sms!.text).toContain('Delhivery (AWB 1234567890)');
  });

  it('retries a WhatsApp outage rather than falling back at the first error', async () => {
    const { id } = await shipped('whatsapp');
    stub.mode = 'error';
    expect(await sender().sendDue(later(1))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await smsRows()).toEqual([]);
  });
});

describe('two instances on one outbox', () => {
  it('send each message once between them', async () => {
    const phones = ['+919800000001', '+919800000002', '+919800000003', '+919800000004', '+919800000005'];
    for (const phone of phones) await shipped('sms', phone);
    const now = later(1);
    const reports = await Promise.all([
      outboxSender({ db: t.db, deliveries: deliveries(), batchSize: 2 }).sendDue(now),
      outboxSender({ db: t.db, deliveries: deliveries(), batchSize: 2 }).sendDue(now),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(5);
    const sentTo = stub.seen.map((call) => new URLSearchParams(call.raw).get('To')).sort();
    expect(sentTo).toEqual(phones);
  });

  it('leave a channel without a provider to the sandbox, pending in the outbox', async () => {
    const { id } = await shipped('whatsapp');
    const smsOnly = outboxSender({ db: t.db, deliveries: { sms: deliveries().sms } });
    expect(await smsOnly.sendDue(later(1))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(stub.seen).toEqual([]);
  });
});

describe('delivery receipts', () => {
  async function sentRow(channel: 'sms' | 'whatsapp', providerMessageId: string) {
    const [row] = await hooks.db
      .insert(emailOutbox)
      .values({
        channel,
        to: '+919876543210',
        subject: '',
        html: '',
        text: 'Your order #A1B2C3 was delivered.',
        template: 'order-delivered',
        params: ['A1B2C3'],
        status: 'sent',
        providerMessageId,
      })
      .returning();
    return row!;
  }
  const hookRow = async (id: string) => (await hooks.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it('take a signed Twilio status callback, and refuse one signed with another token', async () => {
    const row = await sentRow('sms', 'SM11112222333344445555666677778888');
    const params = { MessageSid: 'SM11112222333344445555666677778888', MessageStatus: 'delivered', AccountSid: SID };
    const url = 'https://shop.example.in/api/v1/messages/twilio/status';
    const post = (signature: string) =>
      hooks.app.inject({
        method: 'POST',
        url: '/api/v1/messages/twilio/status',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(params).toString(),
      });

    const forged = await post(twilioSignature('another-token', url, params));
    expect(forged.statusCode).toBe(400);
    expect((await hookRow(row.id)).deliveryStatus).toBeNull();

    const genuine = await post(twilioSignature(AUTH_TOKEN, url, params));
    expect(genuine.json()).toEqual({ success: true, updated: 1 });
    expect((await hookRow(row.id)).deliveryStatus).toBe('delivered');
  });

  it('answer the WhatsApp webhook handshake only with the verify token', async () => {
    const handshake = (token: string) =>
      hooks.app.inject({
        method: 'GET',
        url: `/api/v1/messages/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    expect((await handshake('guess')).statusCode).toBe(403);
    const ok = await handshake(VERIFY_TOKEN);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
  });

  it('move a WhatsApp message forward only, and send it by SMS once when it failed', async () => {
    const read = await sentRow('whatsapp', 'wamid.READ');
    const failed = await sentRow('whatsapp', 'wamid.FAILED');
    const statuses = (list: Array<{ id: string; status: string }>) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: '102290129340398',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
                  statuses: list.map((s) => ({ ...s, timestamp: '1750263773', recipient_id: '919876543210' })),
                },
              },
            ],
          },
        ],
      });
    const post = (body: string, secret = APP_SECRET) =>
      hooks.app.inject({
        method: 'POST',
        url: '/api/v1/messages/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${hmacSha256Hex(secret, body)}` },
        payload: body,
      });

    const forged = statuses([{ id: 'wamid.FAILED', status: 'failed' }]);
    expect((await post(forged, 'not-the-secret')).statusCode).toBe(400);

    const body = statuses([
      { id: 'wamid.READ', status: 'read' },
      { id: 'wamid.READ', status: 'delivered' },
      { id: 'wamid.FAILED', status: 'failed' },
    ]);
    expect((await post(body)).json()).toEqual({ success: true, updated: 2 });
    expect((await post(body)).json()).toEqual({ success: true, updated: 0 });
    expect((await hookRow(read.id)).deliveryStatus).toBe('read');
    expect((await hookRow(failed.id)).deliveryStatus).toBe('failed');
    const twins = await hooks.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'sms'), isNull(emailOutbox.providerMessageId)));
    expect(twins.map((twin) => twin.text)).toEqual(['Your order #A1B2C3 was delivered.']);
  });
});

describe('the admin outbox', () => {
  it('lists SMS and WhatsApp by channel and phone, with the words in the sandbox, for the owner only', async () => {
    await shipped('sms');
    await shipped('whatsapp', '+919811111111');
    const owner = await createAdmin(t);
    const answer = await owner.request({ method: 'GET', url: '/api/v1/admin/outbox?channel=sms&to=98765%2043210' });
    expect(answer.statusCode).toBe(200);
    const { sandbox, messages } = answer.json<{ sandbox: boolean; messages: Array<Record<string, unknown>> }>();
    expect(sandbox).toBe(true);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+919876543210', status: 'pending' });
    expect(messages[0]!.text).toContain('AWB 1234567890');

    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox' });
    expect(guest.statusCode).toBe(401);
    const bad = await owner.request({ method: 'GET', url: '/api/v1/admin/outbox?channel=fax' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the admin outbox of a shop with real providers', () => {
  it("hides a sign-in code that really went to a shopper's phone, and shows other messages' words", async () => {
    const owner = await createAdmin(hooks);
    const [code] = await hooks.db
      .insert(emailOutbox)
      .values({
        channel: 'sms',
        to: '+919822222222',
        subject: '',
        html: '',
        text: '482913 is your Shringar Shop sign-in code.',
        template: 'sign-in-code',
        params: ['482913'],
        status: 'sent',
      })
      .returning();
    const listed = await owner.request({ method: 'GET', url: '/api/v1/admin/outbox?to=9822222222' });
    expect(listed.json()).toMatchObject({ sandbox: false, messages: [{ template: 'sign-in-code', text: null }] });
    const opened = await owner.request({ method: 'GET', url: `/api/v1/admin/emails/${code!.id}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toContain('482913');
  });
});
