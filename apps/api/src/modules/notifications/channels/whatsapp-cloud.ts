import {
  DEFAULT_OUTBOUND_TIMEOUT_MS,
  OutboundRequestFailed,
  requestOutside,
} from '../../../lib/outbound-request.ts';
import { PermanentSendError, type ChannelSender } from './channel.ts';

export interface WhatsAppCloudConfig {
  accessToken: string;
  phoneNumberId: string;
  /** https://graph.facebook.com, or a loopback fake in tests. */
  graphUrl: string;
  timeoutMs?: number;
}

export const GRAPH_API_VERSION = 'v21.0';

export class WhatsAppDeliveryError extends Error {
  constructor(detail: string) {
    super(`WhatsApp did not accept the message: ${detail}`);
    this.name = 'WhatsAppDeliveryError';
  }
}

interface GraphError {
  error?: { message?: string; code?: number };
}
interface GraphAccepted {
  messages?: { id?: string }[];
}

/**
 * Meta's WhatsApp Cloud API: a business may start a conversation only with an approved template,
 * so each event sends the shop's template for it, the body's {{1}}, {{2}}… filled in order.
 * `biz_opaque_callback_data` carries the outbox row's id back in Meta's status webhooks.
 */
export function whatsappCloudSender(
  config: WhatsAppCloudConfig,
  fetchImpl: typeof fetch = fetch,
): ChannelSender {
  const url = `${config.graphUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    provider: 'whatsapp-cloud',
    async send({ id, to, event, message, whatsappTemplate }) {
      if (!whatsappTemplate) throw new PermanentSendError(`No WhatsApp template is set for ${event}`);
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${to}`,
        type: 'template',
        template: {
          name: whatsappTemplate.name,
          language: { code: whatsappTemplate.language },
          components: [
            {
              type: 'body',
              parameters: message.variables.map((text) => ({ type: 'text', text: text || '-' })),
            },
          ],
        },
        biz_opaque_callback_data: id,
      };
      let reply;
      try {
        reply = await requestOutside('WhatsApp', fetchImpl, url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.accessToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          timeoutMs: config.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS,
        });
      } catch (error) {
        if (error instanceof OutboundRequestFailed) throw new WhatsAppDeliveryError(error.reason);
        throw error;
      }
      const accepted = (reply.body as GraphAccepted | undefined)?.messages?.[0]?.id;
      if (reply.ok && accepted) return accepted;
      const failure = (reply.body as GraphError | undefined)?.error;
      throw new WhatsAppDeliveryError(
        failure?.message
          ? `HTTP ${reply.status} ${failure.code ?? ''} ${failure.message}`.replace(/\s+/g, ' ')
          : `HTTP ${reply.status}`,
      );
    },
  };
}
