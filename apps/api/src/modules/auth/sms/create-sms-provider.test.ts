import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createSmsProvider } from './create-sms-provider.ts';

const log = pino({ enabled: false });

describe('createSmsProvider', () => {
  it('offers the outbox only for the dev provider', () => {
    const dev = createSmsProvider({ provider: 'dev' }, log);
    expect(dev.provider.name).toBe('dev');
    expect(dev.devOutbox).toBe(dev.provider);
  });

  it('builds MSG91 and Twilio from their settings', () => {
    const msg91 = createSmsProvider(
      { provider: 'msg91', authKey: 'k', templateId: 't', baseUrl: 'https://control.msg91.com' },
      log,
    );
    const twilio = createSmsProvider(
      {
        provider: 'twilio',
        accountSid: 'AC1',
        authToken: 't',
        from: '+15005550006',
        baseUrl: 'https://api.twilio.com',
      },
      log,
    );
    expect([msg91.provider.name, msg91.devOutbox]).toEqual(['msg91', null]);
    expect([twilio.provider.name, twilio.devOutbox]).toEqual(['twilio', null]);
  });
});
