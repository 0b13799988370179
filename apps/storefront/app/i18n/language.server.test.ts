import { describe, expect, it } from 'vitest';
import type { Route } from '../routes/+types/language';
import { action } from '../routes/language';
import { languageOf, LANGUAGE_COOKIE } from './language.server';

const withCookie = (cookie: string) => new Request('http://shop.test/', { headers: { cookie } });

describe('the page’s language', () => {
  it('is the shopper’s switch, else the shop’s default; a cookie of another value is ignored', () => {
    expect(languageOf(withCookie(`${LANGUAGE_COOKIE}=hi`), 'en')).toBe('hi');
    expect(languageOf(withCookie(`other=1; ${LANGUAGE_COOKIE}=en`), 'hi')).toBe('en');
    expect(languageOf(withCookie('other=1'), 'hi')).toBe('hi');
    expect(languageOf(withCookie(`${LANGUAGE_COOKIE}=fr`), 'en')).toBe('en');
  });
});

const switchTo = (fields: Record<string, string>) =>
  action({
    request: new Request('http://shop.test/language', { method: 'POST', body: new URLSearchParams(fields) }),
  } as Route.ActionArgs);

describe('the language switch', () => {
  it('keeps the pick in a cookie for a year and goes back to the page', async () => {
    const reply = await switchTo({ language: 'hi', returnTo: '/products/copper-bottle?x=1' });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/products/copper-bottle?x=1');
    expect(reply.headers.get('set-cookie')).toBe(
      `${LANGUAGE_COOKIE}=hi; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it('goes back only to this site, and refuses a language it does not speak', async () => {
    const away = await switchTo({ language: 'en', returnTo: '//evil.example/' });
    expect(away.headers.get('location')).toBe('/');
    await expect(switchTo({ language: 'fr', returnTo: '/' })).rejects.toMatchObject({ status: 400 });
  });
});
