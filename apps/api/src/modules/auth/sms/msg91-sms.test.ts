import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adapterHeaders, json, startFakeProvider } from './fake-provider-server.ts';
import { createMsg91SmsProvider } from './msg91-sms.ts';
import { SmsDeliveryError } from './sms-provider.ts';

let server: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  server = await startFakeProvider();
});
afterAll(() => server.close());

const message = {
  customerId: 'kesar-home',
  mobile: '9876543210',
  otp: '482913',
  text: 'Your code is 482913',
};
const msg91 = () =>
  createMsg91SmsProvider({
    authKey: 'auth-key-1',
    templateId: 'tpl-otp',
    baseUrl: server.baseUrl,
    // Long enough for a loaded machine's first request; the silent-provider test waits this long.
    timeoutMs: 1_000,
  });

describe('MSG91 provider', () => {
  it('posts the code to the v5 Flow API and resolves on type "success"', async () => {
    server.answerWith(json(200, { type: 'success', message: '3763646c3058373530393737' }));
    await expect(msg91().send(message)).resolves.toBeUndefined();

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/v5/flow');
    expect(adapterHeaders(request!.headers)).toEqual({
      authkey: 'auth-key-1',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(request?.body).toBe(
      '{"template_id":"tpl-otp","short_url":"0","recipients":[{"mobiles":"919876543210","otp":"482913"}]}',
    );
  });

  it('keeps a path in the base URL', async () => {
    server.answerWith(json(200, { type: 'success', message: 'id' }));
    const provider = createMsg91SmsProvider({
      authKey: 'k',
      templateId: 't',
      baseUrl: `${server.baseUrl}/proxy/`,
    });
    await provider.send(message);
    expect(server.requests[0]?.path).toBe('/proxy/api/v5/flow');
  });

  it('rejects an HTTP 200 answer of type "error" with its reason', async () => {
    server.answerWith(json(200, { type: 'error', message: 'Template ID Missing or Invalid Template' }));
    const sending = msg91().send(message);
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toThrow(
      'MSG91 did not accept the message: Template ID Missing or Invalid Template',
    );
  });

  it('rejects HTTP 401 with the status and reason', async () => {
    server.answerWith(json(401, { type: 'error', message: 'Authentication failure', code: '401' }));
    const sending = msg91().send(message);
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toThrow(
      'MSG91 did not accept the message: HTTP 401 Authentication failure',
    );
  });

  it('rejects an answer that is not JSON', async () => {
    server.answerWith({ status: 502, body: '<html>Bad Gateway</html>' });
    await expect(msg91().send(message)).rejects.toThrow(
      'MSG91 did not accept the message: HTTP 502 no reason given',
    );
  });

  it('rejects when MSG91 does not answer in time', async () => {
    server.answerWith('never');
    const started = Date.now();
    const sending = msg91().send(message);
    await expect(sending).rejects.toThrow(SmsDeliveryError);
    await expect(sending).rejects.toThrow('MSG91 did not accept the message: no answer within 1000 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
