import type { NotificationChannel, NotificationEvent } from '@vitrine/contract/notifications';
import type { RenderedMessage, ShopIdentity } from '../notification-events.ts';

/** One message, rendered, to one address on one channel. */
export interface OutgoingMessage {
  /** The outbox row's id: the message's identity wherever a provider takes one. */
  id: string;
  customerId: string;
  event: NotificationEvent;
  /** A 10-digit mobile, or an email address. */
  to: string;
  message: RenderedMessage;
  shop: ShopIdentity;
  /** The shop's DLT template for this event's SMS, when it has set one. */
  smsTemplateId?: string;
  /** The shop's approved WhatsApp template for this event, when it has set one. */
  whatsappTemplate?: { name: string; language: string };
}

export interface ChannelSender {
  channel: NotificationChannel;
  /** dev records without sending (the demo's outbox shows the row); off refuses every message. */
  provider: 'dev' | 'off' | 'msg91' | 'twilio' | 'whatsapp-cloud' | 'smtp';
  /** Resolves with the provider's id for the message once it has accepted it. */
  send(message: OutgoingMessage): Promise<string | null>;
}

/**
 * A message that no retry can deliver (no template set, no address, the channel is off): it is
 * marked failed at once. Every other error is retried with backoff.
 */
export class PermanentSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSendError';
  }
}

export const devSender = (channel: NotificationChannel): ChannelSender => ({
  channel,
  provider: 'dev',
  send: async () => 'dev',
});

export const offSender = (channel: NotificationChannel): ChannelSender => ({
  channel,
  provider: 'off',
  send: () =>
    Promise.reject(new PermanentSendError(`The ${channel} channel is not configured on this server`)),
});
