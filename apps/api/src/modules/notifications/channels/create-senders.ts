import type { NotificationChannel } from '@vitrine/contract/notifications';
import type { NotificationConfig, SmsConfig } from '../../../config.ts';
import { devSender, offSender, type ChannelSender } from './channel.ts';
import { msg91Sender, twilioSender } from './sms-sender.ts';
import { smtpEmailSender } from './smtp-email.ts';
import { whatsappCloudSender } from './whatsapp-cloud.ts';

export type Senders = Record<NotificationChannel, ChannelSender>;

function smsSenderOf(sms: SmsConfig): ChannelSender {
  if (sms.provider === 'msg91') return msg91Sender(sms);
  if (sms.provider === 'twilio') return twilioSender(sms);
  return devSender('sms');
}

/** Each channel's sender as configured; SMS uses the provider that sends the one-time codes. */
export function createSenders(sms: SmsConfig, config: NotificationConfig) {
  const email = config.email.provider === 'smtp' ? smtpEmailSender(config.email) : null;
  const { whatsapp } = config;
  const senders: Senders = {
    sms: smsSenderOf(sms),
    whatsapp:
      whatsapp.provider === 'cloud'
        ? whatsappCloudSender(whatsapp)
        : whatsapp.provider === 'dev'
          ? devSender('whatsapp')
          : offSender('whatsapp'),
    email: email ?? (config.email.provider === 'dev' ? devSender('email') : offSender('email')),
  };
  return { senders, close: () => email?.close() };
}

/** Whether any channel records into the demo's outbox instead of sending. */
export const usesDevOutbox = (senders: Senders) => Object.values(senders).some((s) => s.provider === 'dev');
