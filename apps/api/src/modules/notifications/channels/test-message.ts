import type { OutgoingMessage } from './channel.ts';

/** One shipped-order message as the worker hands it to a sender. */
export const shippedMessage = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: '0b7c4a52-93d4-4a3f-8a7e-2f0c1d9e6b11',
  customerId: 'kesar-home',
  event: 'order_shipped',
  to: '9876543210',
  message: {
    subject: 'Order 261126-AB12CD shipped',
    text: 'Kesar Home & Kitchen: your order 261126-AB12CD is shipped via Delhivery DL55. Track: https://track.example/DL55',
    variables: ['Kesar Home & Kitchen', '261126-AB12CD', 'Delhivery DL55', 'https://track.example/DL55'],
  },
  shop: { name: 'Kesar Home & Kitchen', origin: 'https://kesar.example.in' },
  ...overrides,
});
