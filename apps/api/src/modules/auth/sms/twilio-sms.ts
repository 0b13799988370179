import { DEFAULT_TIMEOUT_MS, field, requestProvider } from './provider-request.ts';
import { SmsDeliveryError, type SmsProvider } from './sms-provider.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** Twilio's Messages API: sends the whole text. */
export function createTwilioSmsProvider(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    async send({ mobile, text }) {
      const form = new URLSearchParams({ To: `+91${mobile}`, [sender]: config.from, Body: text });
      const reply = await requestProvider('Twilio', fetchImpl, url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      if (reply.ok && field(reply.body, 'sid')) return;
      const code = field(reply.body, 'code');
      const message = field(reply.body, 'message');
      throw new SmsDeliveryError('Twilio', code && message ? `${code} ${message}` : `HTTP ${reply.status}`);
    },
  };
}
