/** One text message to an Indian mobile number. */
export interface SmsMessage {
  /** The shop the message is sent for (the dev outbox shows each shop only its own). */
  customerId: string;
  /** 10 digits, first digit 6-9 (no country code). */
  mobile: string;
  /** The one-time code the message carries (template providers send only this). */
  otp: string;
  /** The whole text, for providers that send free text. */
  text: string;
}

export interface SmsProvider {
  readonly name: 'dev' | 'msg91' | 'twilio';
  /** Resolves once the provider has accepted the message; rejects with SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider} did not accept the message: ${detail}`);
    this.name = 'SmsDeliveryError';
  }
}
