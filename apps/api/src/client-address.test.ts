import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { clientNetwork } from './lib/client-network.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', OTP_SENDS_PER_IP_PER_HOUR: '1' });
});
afterAll(() => t.close());

let nextMobile = 9_400_000_000;
/** Asks for a code for a new number: only the per-address budget (one an hour here) can refuse it. */
const sendOtp = async (remoteAddress: string, forwardedFor?: string, app = t.app) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/auth/signin/send-otp',
      payload: { mobile: String(++nextMobile) },
      headers: {
        'x-customer-id': 'kesar-home',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      remoteAddress,
    })
  ).statusCode;

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  it('counts the address the balancer appended, whatever the client wrote before it', async () => {
    expect(await sendOtp('10.0.0.2', '203.0.113.1, 198.51.100.7')).toBe(200);
    expect(await sendOtp('10.0.0.2', '203.0.113.2, 198.51.100.7')).toBe(429);
    expect(await sendOtp('10.0.0.2', '198.51.100.8')).toBe(200);
  });

  it('takes the shop from the Host header, never from X-Forwarded-Host', async () => {
    const reply = await t.app.inject({
      url: '/api/customer/details',
      headers: { host: 'localhost', 'x-forwarded-host': 'briefcase.localhost' },
    });
    expect(reply.json().data.customerId).toBe('kesar-home');
  });
});

describe('behind balancers named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  it('believes X-Forwarded-For from them only', async () => {
    const named = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', OTP_SENDS_PER_IP_PER_HOUR: '1' });
    try {
      expect(await sendOtp('10.0.0.2', '203.0.113.1, 198.51.100.9', named.app)).toBe(200);
      expect(await sendOtp('10.0.0.3', '198.51.100.9', named.app)).toBe(429);
      // A client reaching the instance directly cannot name an address.
      expect(await sendOtp('203.0.113.77', '198.51.100.10', named.app)).toBe(200);
      expect(await sendOtp('203.0.113.77', '198.51.100.11', named.app)).toBe(429);
    } finally {
      await named.close();
    }
  });
});

describe('per-address limits', () => {
  it('count an IPv6 client per /64, the block one subscriber is given', async () => {
    expect(await sendOtp('2001:db8:7:1::1')).toBe(200);
    expect(await sendOtp('2001:db8:7:1:8a2e:370:7334:9')).toBe(429);
    expect(await sendOtp('2001:db8:7:2::1')).toBe(200);
  });

  it('count an IPv4 client seen on a dual-stack socket by its IPv4 address', async () => {
    expect(await sendOtp('::ffff:192.0.2.44')).toBe(200);
    expect(await sendOtp('192.0.2.44')).toBe(429);
    expect(await sendOtp('::ffff:192.0.2.45')).toBe(200);
  });
});

describe('clientNetwork', () => {
  it('names the /64 of an IPv6 address however it is written, and an IPv4 address itself', () => {
    expect(clientNetwork('2001:0DB8:0:0:ffff::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1:2:3:4%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('64:ff9b:1:2:3:4:198.51.100.1')).toBe('64:ff9b:1:2::/64');
    expect(clientNetwork('::FFFF:198.51.100.1')).toBe('198.51.100.1');
    expect(clientNetwork('198.51.100.1')).toBe('198.51.100.1');
  });
});
