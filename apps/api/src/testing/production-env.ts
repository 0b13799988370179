/** A production set-up with nothing of the demo in it (no real provider is called in tests). */
export const PRODUCTION_ENV = {
  VITRINE_MODE: 'production',
  NODE_ENV: 'production',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token',
  TWILIO_FROM: '+15005550006',
  METRICS_TOKEN: 'metrics-token-0123456789',
  DOCS_TOKEN: 'docs-token-0123456789',
  SETTINGS_ENCRYPTION_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
};
