import { DEFAULT_TIMEOUT_MS, field, requestProvider } from './provider-request.ts';
import { SmsDeliveryError, type SmsProvider } from './sms-provider.ts';

export interface Msg91Config {
  authKey: string;
  /** The flow template (mapped to the DLT-approved template in MSG91's panel) with an ##otp## variable. */
  templateId: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** MSG91's v5 Flow API: sends only the code; the approved template supplies the text. */
export function createMsg91SmsProvider(config: Msg91Config, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
  return {
    name: 'msg91',
    async send({ mobile, otp }) {
      const reply = await requestProvider('MSG91', fetchImpl, url, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: config.templateId,
          short_url: '0',
          recipients: [{ mobiles: `91${mobile}`, otp }],
        }),
        timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
      // MSG91 reports some failures with HTTP 200, so the answer's type decides.
      if (reply.ok && field(reply.body, 'type') === 'success') return;
      const reason = field(reply.body, 'message') ?? 'no reason given';
      throw new SmsDeliveryError('MSG91', reply.ok ? reason : `HTTP ${reply.status} ${reason}`);
    },
  };
}
