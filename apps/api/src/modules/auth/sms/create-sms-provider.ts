import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../../config.ts';
import { createDevSmsProvider, type DevSmsProvider } from './dev-sms.ts';
import { createMsg91SmsProvider } from './msg91-sms.ts';
import type { SmsProvider } from './sms-provider.ts';
import { createTwilioSmsProvider } from './twilio-sms.ts';

export interface SmsSetup {
  provider: SmsProvider;
  /** Set only for the dev provider, whose messages the dev outbox shows. */
  devOutbox: DevSmsProvider | null;
}

export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger): SmsSetup {
  switch (config.provider) {
    case 'msg91':
      return { provider: createMsg91SmsProvider(config), devOutbox: null };
    case 'twilio':
      return { provider: createTwilioSmsProvider(config), devOutbox: null };
    case 'dev': {
      const dev = createDevSmsProvider(log);
      return { provider: dev, devOutbox: dev };
    }
  }
}
