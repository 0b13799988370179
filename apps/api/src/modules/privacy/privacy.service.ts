import { and, asc, desc, eq } from 'drizzle-orm';
import { MARKETING_CONSENT_TEXTS, type Consent, type ConsentSource } from '@vitrine/contract/privacy';
import type { ShopLanguage } from '@vitrine/contract/site';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { marketingConsents } from './privacy.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(marketingConsents.customerId, customerId), eq(marketingConsents.userId, userId));

/** Where the shopper stands on marketing messages: their newest answer, or never asked. */
export async function consentOf(executor: Executor, shopper: ShopperRef): Promise<Consent> {
  const [latest] = await executor
    .select()
    .from(marketingConsents)
    .where(own(shopper))
    .orderBy(desc(marketingConsents.at), desc(marketingConsents.id))
    .limit(1);
  if (!latest) return { granted: false, at: null, textShown: null };
  return { granted: latest.answer === 'GRANTED', at: latest.at.toISOString(), textShown: latest.textShown };
}

/**
 * Records an answer with the words the shopper was shown (decision 0093), in the language the page
 * showed them. Answering what already stands records nothing new, so a repeated tap keeps the first time.
 */
export async function answerConsent(
  executor: Executor,
  shopper: ShopperRef,
  answer: { granted: boolean; source: ConsentSource; language: ShopLanguage },
): Promise<Consent> {
  const now = await consentOf(executor, shopper);
  if (now.granted === answer.granted) return now;
  await executor.insert(marketingConsents).values({
    ...shopper,
    answer: answer.granted ? 'GRANTED' : 'WITHDRAWN',
    textShown: MARKETING_CONSENT_TEXTS[answer.language],
    source: answer.source,
  });
  return consentOf(executor, shopper);
}

/** Whether a marketing message may go to this shopper now: only with consent not withdrawn. */
export async function mayMarketTo(executor: Executor, shopper: ShopperRef) {
  return (await consentOf(executor, shopper)).granted;
}

/** Every answer, oldest first, for the shopper's copy of their data. */
export async function consentHistoryOf(executor: Executor, shopper: ShopperRef) {
  return executor
    .select({
      answer: marketingConsents.answer,
      textShown: marketingConsents.textShown,
      source: marketingConsents.source,
      at: marketingConsents.at,
    })
    .from(marketingConsents)
    .where(own(shopper))
    .orderBy(asc(marketingConsents.at));
}

export async function eraseConsents(tx: Executor, shopper: ShopperRef) {
  await tx.delete(marketingConsents).where(own(shopper));
}
