import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterHeaders, json, startFakeProvider } from './fake-provider-server.ts';
import { SmsDeliveryError } from './sms-provider.ts';
import { createTwilioSmsProvider } from './twilio-sms.ts';

let server: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  server = await startFakeProvider();
});
afterAll(() => server.close());

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const message = {
  customerId: 'kesar-home',
  mobile: '9876543210',
  otp: '482913',
  text: 'Your Kesar Home code is 482913 & valid 10 min',
};
const twilio = (from = '+15005550006') =>
  createTwilioSmsProvider({
    accountSid: ACCOUNT,
    authToken: 'secret-token',
    from,
    baseUrl: server.baseUrl,
    // Long enough for a loaded machine's first request; the silent-provider test waits this long.
    timeoutMs: 1_000,
  });
const created = json(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' });

describe('Twilio provider', () => {
  it('posts the text to the Messages API with basic auth and resolves on 201', async () => {
    server.answerWith(created);
    await expect(twilio().send(message)).resolves.toBeUndefined();

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(adapterHeaders(request!.headers)).toEqual({
      authorization: `Basic ${Buffer.from(`${ACCOUNT}:secret-token`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    });
    expect([...new URLSearchParams(request!.body)]).toEqual([
      ['To', '+919876543210'],
      ['From', '+15005550006'],
      ['Body', message.text],
    ]);
  });

  it('sends through a Messaging Service when from is an MG sid', async () => {
    server.answerWith(created);
    await twilio('MG0123456789abcdef0123456789abcdef').send(message);
    expect([...new URLSearchParams(server.requests[0]!.body)]).toEqual([
      ['To', '+919876543210'],
      ['MessagingServiceSid', 'MG0123456789abcdef0123456789abcdef'],
      ['Body', message.text],
    ]);
  });

  it("rejects a 400 with Twilio's error code and message", async () => {
    server.answerWith(
      json(400, {
        code: 21211,
        message: "The 'To' number +919876543210 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      }),
    );
    const sending = twilio().send(message);
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toThrow(
      "Twilio did not accept the message: 21211 The 'To' number +919876543210 is not a valid phone number.",
    );
  });

  it('rejects a 5xx that is not JSON with its status', async () => {
    server.answerWith({ status: 503, body: 'Service Unavailable' });
    await expect(twilio().send(message)).rejects.toThrow('Twilio did not accept the message: HTTP 503');
  });

  it('rejects when Twilio does not answer in time', async () => {
    server.answerWith('never');
    const sending = twilio().send(message);
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toThrow('Twilio did not accept the message: no answer within 1000 ms');
  });

  it('rejects when Twilio cannot be reached', async () => {
    const provider = createTwilioSmsProvider({
      accountSid: ACCOUNT,
      authToken: 't',
      from: '+1',
      baseUrl: 'http://127.0.0.1:1',
    });
    await expect(provider.send(message)).rejects.toThrow(
      /^Twilio did not accept the message: request failed \(.+\)$/,
    );
  });
});
