import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { PRODUCTION_ENV as PRODUCTION } from './testing/production-env.ts';

describe('modes', () => {
  it('runs the demo, with every demo part, unless production is chosen', () => {
    const config = loadConfig({});
    expect([config.mode, config.seedDemo, config.paymentSandbox, config.sms.provider]).toEqual([
      'demo',
      true,
      true,
      'dev',
    ]);
  });

  it('makes NODE_ENV=production name its mode, so a real shop never falls into the demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/VITRINE_MODE: set production/);
    expect(loadConfig({ NODE_ENV: 'production', VITRINE_MODE: 'demo' }).sms.provider).toBe('dev');
  });

  it('starts production with no demo part', () => {
    const config = loadConfig(PRODUCTION);
    expect([config.mode, config.seedDemo, config.paymentSandbox, config.sms.provider]).toEqual([
      'production',
      false,
      false,
      'twilio',
    ]);
  });

  it.each([
    [{ SMS_PROVIDER: 'dev' }, /SMS_PROVIDER: the dev outbox/],
    [{ SMS_PROVIDER: undefined }, /SMS_PROVIDER: the dev outbox/],
    [{ SEED_DEMO: 'true' }, /SEED_DEMO: /],
    [{ PAYMENT_SANDBOX: 'true' }, /PAYMENT_SANDBOX: /],
    [{ NODE_ENV: 'development' }, /NODE_ENV: must be production/],
    [{ METRICS_TOKEN: undefined }, /METRICS_TOKEN: required/],
    [{ SETTINGS_ENCRYPTION_KEY: undefined }, /SETTINGS_ENCRYPTION_KEY: required/],
    [{ SETTINGS_ENCRYPTION_KEY: 'too-short-a-key' }, /SETTINGS_ENCRYPTION_KEY: must be 32 bytes/],
    [{ DOCS_TOKEN: undefined }, /DOCS_TOKEN: required/],
    [{ TWILIO_AUTH_TOKEN: undefined }, /SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN/],
    [{ WHATSAPP_PROVIDER: 'dev' }, /WHATSAPP_PROVIDER: dev sends nothing/],
    [{ EMAIL_PROVIDER: 'dev' }, /EMAIL_PROVIDER: dev sends nothing/],
    [{ WHATSAPP_PROVIDER: 'cloud' }, /WHATSAPP_PROVIDER=cloud needs WHATSAPP_ACCESS_TOKEN/],
    [{ EMAIL_PROVIDER: 'smtp', EMAIL_FROM: 'orders@shop.in' }, /EMAIL_PROVIDER=smtp needs SMTP_URL/],
    [
      { OPERATOR_HOSTS: 'ops.example.in', OPERATOR_MOBILES: '9000000001' },
      /OPERATOR_MOBILES: 9000000001 is the demo/,
    ],
    [
      { OPERATOR_HOSTS: 'operator.localhost', OPERATOR_MOBILES: '9811122233' },
      /OPERATOR_HOSTS: operator.localhost/,
    ],
    [{ OPERATOR_HOSTS: 'ops.example.in' }, /OPERATOR_MOBILES: required with OPERATOR_HOSTS/],
    [
      { OPERATOR_HOSTS: 'https://ops.example.in', OPERATOR_MOBILES: '123' },
      /"https:\/\/ops.example.in" is not a host name/,
    ],
  ])('refuses production with %o', (change, problem) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(problem);
  });

  it('opens the operator console on operator.localhost in the demo, and nowhere in production unless configured', () => {
    const demo = loadConfig({}).operator;
    expect([[...demo.hosts], demo.mobiles]).toEqual([['operator.localhost'], ['9000000001']]);
    const production = loadConfig(PRODUCTION).operator;
    expect([[...production.hosts], production.mobiles]).toEqual([[], []]);
    const configured = loadConfig({
      ...PRODUCTION,
      OPERATOR_HOSTS: 'Ops.Example.in',
      OPERATOR_MOBILES: '9811122233, 9811122244',
    });
    expect([[...configured.operator.hosts], configured.operator.mobiles]).toEqual([
      ['ops.example.in'],
      ['9811122233', '9811122244'],
    ]);
  });

  it('sends WhatsApp and email notifications to the dev outbox in the demo, and nowhere in production unless configured', () => {
    const demo = loadConfig({}).notifications;
    expect([demo.whatsapp.provider, demo.email.provider]).toEqual(['dev', 'dev']);
    const production = loadConfig(PRODUCTION).notifications;
    expect([production.whatsapp.provider, production.email.provider]).toEqual(['off', 'off']);
    const configured = loadConfig({
      ...PRODUCTION,
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
      EMAIL_FROM: 'orders@shop.in',
    }).notifications;
    expect(configured.whatsapp).toEqual({
      provider: 'cloud',
      accessToken: 'EAAG',
      phoneNumberId: '1065',
      graphUrl: 'https://graph.facebook.com',
    });
    expect(configured.email).toEqual({
      provider: 'smtp',
      url: 'smtps://mailer:secret@smtp.example.in:465',
      from: 'orders@shop.in',
    });
  });

  it('names every problem at once', () => {
    expect(() =>
      loadConfig({ VITRINE_MODE: 'production', NODE_ENV: 'production', SEED_DEMO: 'true' }),
    ).toThrow(/SMS_PROVIDER[\s\S]*SEED_DEMO[\s\S]*METRICS_TOKEN[\s\S]*DOCS_TOKEN/);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nothing by default, a number of proxies, or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
  });

  it('refuses true (any client could name its own address) and what is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, balancer' })).toThrow(/TRUST_PROXY: .*"balancer"/);
  });
});

describe('PAYMENT_RECONCILE_AFTER_MINUTES', () => {
  it('asks the gateway about a payment pending 10 minutes by default, or after the minutes given', () => {
    expect(loadConfig({}).paymentReconcileAfterMs).toBe(10 * 60_000);
    expect(loadConfig({ PAYMENT_RECONCILE_AFTER_MINUTES: '3' }).paymentReconcileAfterMs).toBe(3 * 60_000);
  });

  it.each(['0', '30', '2.5', 'soon'])(
    'refuses %s: asked before the 30-minute expiry, in whole minutes',
    (value) => {
      expect(() => loadConfig({ PAYMENT_RECONCILE_AFTER_MINUTES: value })).toThrow(
        /PAYMENT_RECONCILE_AFTER_MINUTES/,
      );
    },
  );
});
