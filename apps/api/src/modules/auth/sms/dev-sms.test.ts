import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logLines } from '../../../testing/log-lines.ts';
import { createDevSmsProvider } from './dev-sms.ts';

function recordingLogger() {
  const { stream, lines } = logLines();
  return { log: pino({ level: 'info' }, stream), lines };
}

const message = (n: number) => ({
  customerId: 'kesar-home',
  mobile: `98765${String(n).padStart(5, '0')}`,
  otp: String(n),
  text: `Code ${n}`,
});

describe('dev SMS provider', () => {
  it('logs each message at info level', async () => {
    const { log, lines } = recordingLogger();
    await createDevSmsProvider(log).send(message(1));
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'SMS (dev provider)', mobile: '9876500001', text: 'Code 1' }),
    ]);
  });

  it('keeps the messages newest first, with the time they were sent', async () => {
    const { outbox, send } = createDevSmsProvider(recordingLogger().log);
    const before = new Date().toISOString();
    for (const n of [1, 2, 3]) await send(message(n));

    const messages = outbox();
    expect(messages.map(({ customerId, mobile, otp, text }) => ({ customerId, mobile, otp, text }))).toEqual([
      message(3),
      message(2),
      message(1),
    ]);
    for (const { sentAt } of messages) {
      expect(new Date(sentAt).toISOString()).toBe(sentAt);
      expect(sentAt >= before).toBe(true);
    }
  });

  it('keeps only the last 50 messages', async () => {
    const dev = createDevSmsProvider(recordingLogger().log);
    for (let n = 1; n <= 55; n += 1) await dev.send(message(n));

    const messages = dev.outbox();
    expect(messages).toHaveLength(50);
    expect(messages[0]?.otp).toBe('55');
    expect(messages.at(-1)?.otp).toBe('6');
  });

  it('hands out a copy of the outbox', async () => {
    const dev = createDevSmsProvider(recordingLogger().log);
    await dev.send(message(1));
    dev.outbox().length = 0;
    expect(dev.outbox()).toHaveLength(1);
  });
});
