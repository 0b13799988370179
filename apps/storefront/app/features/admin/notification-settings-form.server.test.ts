import { describe, expect, it } from 'vitest';
import { parseNotificationSettings } from './notification-settings-form.server';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('the notification settings form', () => {
  it('comes to the API’s body: ticked channels per event, blank templates and contacts left out', () => {
    const submission = parseNotificationSettings(
      formOf([
        ['channels.order_placed', 'sms'],
        ['channels.order_placed', 'email'],
        ['channels.order_shipped', 'whatsapp'],
        ['smsTemplates.order_placed', ' 1207161234567890123 '],
        ['smsTemplates.order_shipped', ''],
        ['whatsappTemplates.order_shipped.name', 'order_shipped'],
        ['whatsappTemplates.order_shipped.language', 'en'],
        ['whatsappTemplates.order_placed.name', ''],
        ['whatsappTemplates.order_placed.language', ''],
        ['ownerMobile', ''],
        ['ownerEmail', 'Owner@Example.in'],
      ]),
    );
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.channels).toMatchObject({
      order_placed: ['sms', 'email'],
      order_shipped: ['whatsapp'],
      order_delivered: [],
    });
    expect(submission.value.smsTemplates).toEqual({ order_placed: '1207161234567890123' });
    expect(submission.value.whatsappTemplates).toEqual({
      order_shipped: { name: 'order_shipped', language: 'en' },
    });
    expect([submission.value.ownerMobile, submission.value.ownerEmail]).toEqual([null, 'owner@example.in']);
  });

  it('puts each refusal on its own field', () => {
    const submission = parseNotificationSettings(
      formOf([
        ['channels.order_placed', 'fax'],
        ['smsTemplates.order_delivered', 'bad id!'],
        ['whatsappTemplates.order_shipped.name', 'Order Shipped'],
        ['whatsappTemplates.order_shipped.language', 'en'],
        ['whatsappTemplates.order_cancelled.name', 'order_cancelled'],
        ['ownerMobile', '12345'],
        ['ownerEmail', 'not-an-email'],
      ]),
    );
    if (submission.status === 'success') throw new Error('The form was accepted');
    expect(Object.keys(submission.error ?? {}).sort()).toEqual([
      'channels.order_placed[0]',
      'ownerEmail',
      'ownerMobile',
      'smsTemplates.order_delivered',
      'whatsappTemplates.order_cancelled.language',
      'whatsappTemplates.order_shipped.name',
    ]);
  });
});
