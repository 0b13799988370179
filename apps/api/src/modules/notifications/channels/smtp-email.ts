import type { Transporter } from 'nodemailer';
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
  // nodemailer loads with the first message, not with the server.
  let opening: Promise<Transporter> | undefined;
  const options = {
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
  };
  const transportOf = () =>
    (opening ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
  const domain = config.from.split('@')[1] ?? 'vitrine.invalid';
  return {
    channel: 'email',
    provider: 'smtp',
    async send({ id, to, message, shop }) {
      const transport = await transportOf();
      const info = await transport.sendMail({
        from: { name: shop.name, address: config.from },
        to,
        subject: message.subject,
        text: message.text,
        messageId: `<${id}@${domain}>`,
      });
      return info.messageId ?? null;
    },
    close: () => void opening?.then((transport) => transport.close()),
  };
}
