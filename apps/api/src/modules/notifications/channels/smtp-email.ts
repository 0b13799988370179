import nodemailer from 'nodemailer';
import type { ChannelSender } from './channel.ts';

export interface SmtpConfig {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  url: string;
  /** The envelope and From address; the shop's name is its display name. */
  from: string;
  timeoutMs?: number;
}

/**
 * Email over SMTP with nodemailer. The Message-ID is the outbox row's id, so a message sent again
 * after a crash carries the same id, which mail systems use to drop the copy.
 */
export function smtpEmailSender(config: SmtpConfig): ChannelSender & { close(): void } {
  const timeout = config.timeoutMs ?? 10_000;
  const url = new URL(config.url);
  const secure = url.protocol === 'smtps:';
  // A few connections kept open and reused: a burst of orders is not a TLS handshake per message.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const domain = config.from.split('@')[1] ?? 'vitrine.invalid';
  return {
    channel: 'email',
    provider: 'smtp',
    async send({ id, to, message, shop }) {
      const info = await transport.sendMail({
        from: { name: shop.name, address: config.from },
        to,
        subject: message.subject,
        text: message.text,
        messageId: `<${id}@${domain}>`,
      });
      return info.messageId ?? null;
    },
    close: () => transport.close(),
  };
}
