import { expect, type Page } from '@playwright/test';

/**
 * Calls the shop's API from its own page, as the shopper: the browser resolves *.localhost names (Node
 * does not), sends the session cookies and the page's origin. Fails the test on a refusal.
 */
export async function inPageApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const { status, text } = await page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body] as const,
  );
  expect(status, `${method} ${path} answered ${status}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}
