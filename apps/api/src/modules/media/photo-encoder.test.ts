import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@vitrine/contract/product-photos';
import { AppError } from '../../lib/app-error.ts';
import { encodePhoto, PHOTO_QUEUE_LIMITS } from './photo-encoder.ts';

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a05020' } })
    .jpeg()
    .toBuffer();

/** How an encoding ended: its files, or the refusal's status and message. */
const outcome = (encoding: Promise<unknown>) =>
  encoding.then(
    () => 'encoded',
    (error: unknown) => (error instanceof AppError ? `${error.statusCode} ${error.message}` : error),
  );

describe('the photo queue', () => {
  it('holds a few photos of one shop, so its uploads never make another shop’s answer 503', async () => {
    const bytes = await photo();
    const shopA = Array.from({ length: PHOTO_QUEUE_LIMITS.perShop + 2 }, (_, person) =>
      outcome(encodePhoto(bytes, { customerId: 'shop-a', userId: `buyer-${person}` })),
    );
    const shopB = outcome(encodePhoto(bytes, { customerId: 'shop-b', userId: 'owner' }));
    expect(await Promise.all(shopA)).toEqual([
      ...Array(PHOTO_QUEUE_LIMITS.perShop).fill('encoded'),
      `503 ${PHOTO_MESSAGES.busy}`,
      `503 ${PHOTO_MESSAGES.busy}`,
    ]);
    expect(await shopB).toBe('encoded');
    // Its share comes back once its photos are done.
    expect(await outcome(encodePhoto(bytes, { customerId: 'shop-a', userId: 'buyer-9' }))).toBe('encoded');
  });

  it('takes a person’s next photo once their last is done', async () => {
    const bytes = await photo();
    const buyer = { customerId: 'shop-a', userId: 'buyer' };
    const [first, second] = [outcome(encodePhoto(bytes, buyer)), outcome(encodePhoto(bytes, buyer))];
    expect(await second).toBe(`429 ${PHOTO_MESSAGES.previousBusy}`);
    expect(await first).toBe('encoded');
    expect(await outcome(encodePhoto(bytes, buyer))).toBe('encoded');
  });
});
