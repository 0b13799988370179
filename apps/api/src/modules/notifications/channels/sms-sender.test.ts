import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterHeaders, json, startFakeProvider } from '../../auth/sms/fake-provider-server.ts';
import { msg91Sender, twilioSender } from './sms-sender.ts';
import { shippedMessage } from './test-message.ts';

let server: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  server = await startFakeProvider();
});
afterAll(() => server.close());

describe('SMS senders', () => {
  it('MSG91: names the shop’s DLT template for the event, the variables as var1…', async () => {
    server.answerWith(json(200, { type: 'success', message: '3763646c3058373530393737' }));
    const sender = msg91Sender({ authKey: 'auth-key-1', baseUrl: server.baseUrl });
    await expect(sender.send(shippedMessage({ smsTemplateId: '1107161234567890123' }))).resolves.toBe(
      '3763646c3058373530393737',
    );
    const [request] = server.requests;
    expect(request?.path).toBe('/api/v5/flow');
    expect(adapterHeaders(request!.headers)).toMatchObject({ authkey: 'auth-key-1' });
    expect(request?.body).toBe(
      '{"template_id":"1107161234567890123","short_url":"0","recipients":[{"mobiles":"919876543210","var1":"Kesar Home & Kitchen","var2":"261126-AB12CD","var3":"Delhivery DL55","var4":"https://track.example/DL55"}]}',
    );
  });

  it('Twilio: sends the whole text and answers the message sid', async () => {
    server.answerWith(json(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' }));
    const sender = twilioSender({
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'secret-token',
      from: 'MG0123456789abcdef0123456789abcdef',
      baseUrl: server.baseUrl,
    });
    await expect(sender.send(shippedMessage())).resolves.toBe('SM0123456789abcdef0123456789abcdef');
    expect([...new URLSearchParams(server.requests[0]!.body)]).toEqual([
      ['To', '+919876543210'],
      ['MessagingServiceSid', 'MG0123456789abcdef0123456789abcdef'],
      ['Body', shippedMessage().message.text],
    ]);
  });
});
