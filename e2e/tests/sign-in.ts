import { expect, type Page } from '@playwright/test';
import { anotherNetwork } from './orders-api.ts';

/** A number no other run has used: 10 digits, starting with 9 (SPEC §5). */
export function newMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export const dialogOf = (page: Page) => page.getByRole('dialog');

export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('heading', { name: 'Sign In / Sign Up' })).toBeVisible();
  return dialog;
}

/** Step 1 → 2 in an open sign-in dialog, then the code the demo shop (dev SMS provider) shows in it. */
export async function requestOtpInDialog(page: Page, mobile: string): Promise<string> {
  const dialog = dialogOf(page);
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Request OTP' }).click();
  await expect(dialog.getByRole('heading', { name: 'Validate OTP' })).toBeVisible();
  const notice = dialog.getByText(/Demo shop: your OTP is \d{4}/);
  await expect(notice).toBeVisible();
  return /(\d{4})/.exec((await notice.textContent()) ?? '')![1]!;
}

/** A new shopper completes sign-up in the dialog that is already open, and closes it. */
export async function signUpInDialog(page: Page, name = 'Kavya Iyer', mobile = newMobile()) {
  const dialog = dialogOf(page);
  const otp = await requestOtpInDialog(page, mobile);
  await dialog.getByLabel('OTP').fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill('kavya@example.com');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(dialog.getByRole('heading', { name: 'Greetings' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Another dialog (the cart drawer with an item asked for before signing in) may open next.
  await expect(page.getByRole('heading', { name: 'Greetings' })).toBeHidden();
}

const ownNetwork = new WeakSet<Page>();

/**
 * Each page that signs a known number in does so from a network of its own (X-Forwarded-For through
 * the journeys' trusted loopback proxy, playwright.config.ts): the resend countdown and the hourly
 * codes are per number and client, so one journey's sign-in as the demo owner or staff does not wait
 * out another's. The same page keeps its address, so its own second code still waits.
 */
async function fromOwnNetwork(page: Page) {
  if (ownNetwork.has(page)) return;
  ownNetwork.add(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': anotherNetwork() });
}

/** Requests a code; if the server still holds the 60 s resend window of the last one, waits it out. */
export async function requestOtpWhenAllowed(page: Page, mobile: string): Promise<string> {
  await fromOwnNetwork(page);
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Mobile number').fill(mobile);
  for (;;) {
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/auth'),
    );
    await dialog.getByRole('button', { name: 'Request OTP' }).click();
    // The action answers 429 while the last code's resend window is open.
    if ((await answered).ok()) break;
    await expect(dialog.getByRole('alert')).toBeVisible();
    await page.waitForTimeout(5_000);
  }
  await expect(dialog.getByRole('heading', { name: 'Validate OTP' })).toBeVisible();
  const notice = dialog.getByText(/Demo shop: your OTP is \d{4}/);
  return /(\d{4})/.exec((await notice.textContent()) ?? '')![1]!;
}

/** Someone with an account (a shopper, the shop's owner or staff) signs in through the dialog. */
export async function signInInDialog(page: Page, mobile: string) {
  const dialog = dialogOf(page);
  const otp = await requestOtpWhenAllowed(page, mobile);
  await dialog.getByLabel('OTP').fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByRole('heading', { name: 'Greetings' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Someone signs in on a sign-in page of its own (the shop console's, the platform's) with the code the
 * demo shows there; while another journey's code for the number holds its resend window, waits it out.
 */
export async function signInOnCodePage(page: Page, mobile: string) {
  await fromOwnNetwork(page);
  const hint = page.getByText(/Demo code: \d{4}/);
  for (;;) {
    await page.getByLabel('Mobile number').fill(mobile);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/sign-in(\.data)?$/.test(new URL(response.url()).pathname),
    );
    await page.getByRole('button', { name: 'Send code' }).click();
    if ((await answered).ok()) break;
    await page.waitForTimeout(5_000);
  }
  await expect(hint).toBeVisible();
  const code = /(\d{4})/.exec((await hint.textContent()) ?? '')![1]!;
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
