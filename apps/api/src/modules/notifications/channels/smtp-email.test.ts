import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpEmailSender } from './smtp-email.ts';
import { shippedMessage } from './test-message.ts';

interface Received {
  from: string;
  to: string[];
  /** Who signed in, as onAuth accepted them. */
  user: string | null;
  raw: string;
}

let received: Received[] = [];
let rejectNext = false;
let server: SMTPServer;
let port: number;
beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss') return callback(null, { user: 'mailer' });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectNext) {
          rejectNext = false;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user ? String(session.user) : null,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sender = (password = 'p@ss') =>
  smtpEmailSender({
    url: `smtp://mailer:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    from: 'orders@vitrine.example',
    timeoutMs: 2_000,
  });

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');

describe('SMTP email sender', () => {
  it('signs in and sends a plain-text message from the shop’s name, its Message-ID the notification’s id', async () => {
    received = [];
    const message = shippedMessage({ to: 'meera@example.in' });
    const id = await sender().send(message);
    expect(id).toBe('<0b7c4a52-93d4-4a3f-8a7e-2f0c1d9e6b11@vitrine.example>');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect([mail!.from, mail!.to, mail!.user]).toEqual([
      'orders@vitrine.example',
      ['meera@example.in'],
      'mailer',
    ]);
    expect(header(mail!.raw, 'From')).toBe('"Kesar Home & Kitchen" <orders@vitrine.example>');
    expect(header(mail!.raw, 'To')).toBe('meera@example.in');
    expect(header(mail!.raw, 'Subject')).toBe('Order 261126-AB12CD shipped');
    expect(header(mail!.raw, 'Message-ID')).toBe('<0b7c4a52-93d4-4a3f-8a7e-2f0c1d9e6b11@vitrine.example>');
    expect(header(mail!.raw, 'Content-Type')).toBe('text/plain; charset=utf-8');
    const body = mail!.raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    expect(body.replace(/=\r\n/g, '')).toContain(
      'is shipped via Delhivery DL55. Track: https://track.example/DL55',
    );
  });

  it('rejects a message the server refuses, and a wrong password, with the server’s reason', async () => {
    rejectNext = true;
    await expect(sender().send(shippedMessage({ to: 'meera@example.in' }))).rejects.toThrow(/Mailbox busy/);
    await expect(sender('wrong').send(shippedMessage({ to: 'meera@example.in' }))).rejects.toThrow(
      /Invalid username or password/,
    );
  });
});
