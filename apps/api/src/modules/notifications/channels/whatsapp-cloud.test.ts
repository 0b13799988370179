import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterHeaders, json, startFakeProvider } from '../../auth/sms/fake-provider-server.ts';
import { PermanentSendError } from './channel.ts';
import { shippedMessage } from './test-message.ts';
import { whatsappCloudSender, WhatsAppDeliveryError } from './whatsapp-cloud.ts';

let server: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  server = await startFakeProvider();
});
afterAll(() => server.close());

const sender = () =>
  whatsappCloudSender({
    accessToken: 'EAAG-token',
    phoneNumberId: '106540352242922',
    graphUrl: server.baseUrl,
    timeoutMs: 1_000,
  });
const template = { name: 'order_shipped', language: 'en' };

describe('WhatsApp Cloud API sender', () => {
  it('posts a template message to the phone number’s messages edge and answers the wamid', async () => {
    server.answerWith(
      json(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: '919876543210', wa_id: '919876543210' }],
        messages: [{ id: 'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0U', message_status: 'accepted' }],
      }),
    );
    await expect(sender().send(shippedMessage({ whatsappTemplate: template }))).resolves.toBe(
      'wamid.HBgLOTE5ODc2NTQzMjEwFQIAERgSQ0U',
    );
    const [request] = server.requests;
    expect([request?.method, request?.path]).toEqual(['POST', '/v21.0/106540352242922/messages']);
    expect(adapterHeaders(request!.headers)).toEqual({
      authorization: 'Bearer EAAG-token',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(JSON.parse(request!.body)).toEqual({
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
              { type: 'text', text: 'Kesar Home & Kitchen' },
              { type: 'text', text: '261126-AB12CD' },
              { type: 'text', text: 'Delhivery DL55' },
              { type: 'text', text: 'https://track.example/DL55' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: '0b7c4a52-93d4-4a3f-8a7e-2f0c1d9e6b11',
    });
  });

  it('rejects a Graph API error with its code and message', async () => {
    server.answerWith(
      json(400, {
        error: {
          message: '(#132001) Template name does not exist in the translation',
          type: 'OAuthException',
          code: 132001,
          fbtrace_id: 'AbC',
        },
      }),
    );
    const sending = sender().send(shippedMessage({ whatsappTemplate: template }));
    await expect(sending).rejects.toThrow(WhatsAppDeliveryError);
    await expect(sending).rejects.toThrow(
      'WhatsApp did not accept the message: HTTP 400 132001 (#132001) Template name does not exist in the translation',
    );
  });

  it('rejects a 5xx that is not JSON, and a Graph API that does not answer', async () => {
    server.answerWith({ status: 502, body: '<html>Bad Gateway</html>' });
    await expect(sender().send(shippedMessage({ whatsappTemplate: template }))).rejects.toThrow(
      'WhatsApp did not accept the message: HTTP 502',
    );
    server.answerWith('never');
    await expect(sender().send(shippedMessage({ whatsappTemplate: template }))).rejects.toThrow(
      'WhatsApp did not accept the message: no answer within 1000 ms',
    );
  });

  it('refuses, for good, an event with no approved template, without calling Meta', async () => {
    server.answerWith(json(200, {}));
    await expect(sender().send(shippedMessage())).rejects.toThrow(PermanentSendError);
    expect(server.requests).toHaveLength(0);
  });
});
