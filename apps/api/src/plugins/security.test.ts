import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security.ts';

const app = Fastify();
beforeAll(async () => {
  await registerSecurityHeaders(app, { isProduction: true });
  app.get('/page', async () => 'page');
  app.get('/razorpay', async (_request, reply) => {
    reply.allowRazorpayCheckout();
    return reply.scriptNonce;
  });
  app.get('/analytics-and-razorpay', async (_request, reply) => {
    reply.allowAnalytics('plausible');
    reply.allowRazorpayCheckout();
    return 'both';
  });
  await app.ready();
});
afterAll(() => app.close());

const policyOf = async (url: string) => {
  const reply = await app.inject({ url });
  const directives = String(reply.headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim().split(/\s+/));
  return { reply, directive: (name: string) => directives.find(([key]) => key === name)?.slice(1) ?? [] };
};

describe('the Content-Security-Policy of a page that opens Razorpay Checkout', () => {
  it('allows Razorpay’s script, frame and API beside the page’s own nonce', async () => {
    const { reply, directive } = await policyOf('/razorpay');
    expect(directive('script-src')).toEqual([
      "'self'",
      `'nonce-${reply.body}'`,
      'https://checkout.razorpay.com',
    ]);
    expect(directive('frame-src')).toEqual(["'self'", 'https://api.razorpay.com']);
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
    ]);
  });

  it('leaves every other page without Razorpay', async () => {
    const { reply } = await policyOf('/page');
    expect(String(reply.headers['content-security-policy'])).not.toContain('razorpay');
    const { directive } = await policyOf('/page');
    expect(directive('frame-src')).toEqual(["'self'"]);
  });

  it('keeps what the page allowed before: the shop’s analytics and Checkout together', async () => {
    const { directive } = await policyOf('/analytics-and-razorpay');
    expect(directive('script-src')).toEqual(
      expect.arrayContaining(['https://plausible.io', 'https://checkout.razorpay.com']),
    );
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining(['https://plausible.io', 'https://api.razorpay.com']),
    );
  });
});
