import { DEFAULT_TIMEOUT_MS, field, requestProvider } from './provider-request.ts';
import { SmsDeliveryError, type SmsProvider } from './sms-provider.ts';

export interface Msg91Account {
  authKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

export interface Msg91Config extends Msg91Account {
  /** The flow template (mapped to the DLT-approved template in MSG91's panel) with an ##otp## variable. */
  templateId: string;
}

/** One message through a flow template: MSG91 fills the DLT-approved text with the variables. */
export interface Msg91FlowMessage {
  templateId: string;
  /** 10 digits, no country code. */
  mobile: string;
  variables: Record<string, string>;
}

/**
 * MSG91's v5 Flow API. Resolves with MSG91's request id once it accepted the message; MSG91 reports
 * some failures with HTTP 200, so the answer's type decides.
 */
export async function sendMsg91Flow(
  account: Msg91Account,
  message: Msg91FlowMessage,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const reply = await requestProvider(
    'MSG91',
    fetchImpl,
    `${account.baseUrl.replace(/\/+$/, '')}/api/v5/flow`,
    {
      method: 'POST',
      headers: { authkey: account.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        template_id: message.templateId,
        short_url: '0',
        recipients: [{ mobiles: `91${message.mobile}`, ...message.variables }],
      }),
      timeoutMs: account.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    },
  );
  if (reply.ok && field(reply.body, 'type') === 'success') return field(reply.body, 'message') ?? null;
  const reason = field(reply.body, 'message') ?? 'no reason given';
  throw new SmsDeliveryError('MSG91', reply.ok ? reason : `HTTP ${reply.status} ${reason}`);
}

/** One-time codes through MSG91: sends only the code; the approved template supplies the text. */
export function createMsg91SmsProvider(config: Msg91Config, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'msg91',
    async send({ mobile, otp }) {
      await sendMsg91Flow(config, { templateId: config.templateId, mobile, variables: { otp } }, fetchImpl);
    },
  };
}
