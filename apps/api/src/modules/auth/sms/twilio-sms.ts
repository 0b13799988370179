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

/** Twilio's Messages API: sends the whole text; resolves with the message's sid once accepted. */
export async function sendTwilioText(
  config: TwilioConfig,
  message: { mobile: string; text: string },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const sender = config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  const form = new URLSearchParams({ To: `+91${message.mobile}`, [sender]: config.from, Body: message.text });
  const reply = await requestProvider('Twilio', fetchImpl, url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: form.toString(),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  const sid = field(reply.body, 'sid');
  if (reply.ok && sid) return sid;
  const code = field(reply.body, 'code');
  const reason = field(reply.body, 'message');
  throw new SmsDeliveryError('Twilio', code && reason ? `${code} ${reason}` : `HTTP ${reply.status}`);
}

export function createTwilioSmsProvider(config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'twilio',
    async send({ mobile, text }) {
      await sendTwilioText(config, { mobile, text }, fetchImpl);
    },
  };
}
