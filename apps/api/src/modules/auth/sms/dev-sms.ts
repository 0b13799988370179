import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider.ts';

export interface DevSmsMessage extends SmsMessage {
  sentAt: string;
}

export interface DevSmsProvider extends SmsProvider {
  readonly name: 'dev';
  /** The messages "sent" so far, newest first. */
  outbox(): DevSmsMessage[];
}

const OUTBOX_SIZE = 50;

/** Sends nothing: logs each message and keeps the last few for the dev outbox. */
export function createDevSmsProvider(log: FastifyBaseLogger): DevSmsProvider {
  let messages: DevSmsMessage[] = [];
  return {
    name: 'dev',
    async send(message) {
      log.info(
        { customerId: message.customerId, mobile: message.mobile, text: message.text },
        'SMS (dev provider)',
      );
      messages = [{ ...message, sentAt: new Date().toISOString() }, ...messages].slice(0, OUTBOX_SIZE);
    },
    outbox: () => [...messages],
  };
}
