import { expect, test, type Page } from '@playwright/test';
import {
  dialogOf,
  newMobile,
  openSignIn,
  requestOtpInDialog,
  requestOtpWhenAllowed,
  signUpInDialog,
} from './sign-in.ts';

async function requestOtp(page: Page, mobile: string): Promise<string> {
  await openSignIn(page);
  return requestOtpInDialog(page, mobile);
}

async function expectSignedIn(page: Page, initials: string) {
  const accountButton = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
  await expect(accountButton).toHaveText(initials);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toHaveCount(0);
  return accountButton;
}

test('a new shopper signs up, stays signed in, logs out and signs in again', async ({ page, context }) => {
  // Signing in again with the same number waits out the server's 60 s resend window.
  test.setTimeout(150_000);
  const mobile = newMobile();
  const name = 'Asha Rao Menon';
  await page.goto('/');

  const otp = await requestOtp(page, mobile);
  const dialog = dialogOf(page);
  const resend = dialog.getByRole('button', { name: /^Resend OTP in \d+s$/ });
  await expect(resend).toBeVisible();
  await expect(resend).toBeDisabled();

  await dialog.getByLabel('OTP').fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(dialog.getByLabel('Mobile number')).toBeDisabled();
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(mobile);
  await expect(dialog.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/policy/privacy',
  );

  await dialog.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Accept terms')).toBeVisible();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill('asha@example.com');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(dialog.getByRole('heading', { name: 'Greetings' })).toBeVisible();
  await expect(dialog.getByText(`Welcome ${name}! Login successful.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expectSignedIn(page, 'AR');
  // The session lives in HttpOnly cookies: page scripts never see a token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('vitrine_session');
  expect(await page.evaluate(() => document.cookie)).not.toContain('vitrine_refresh');

  await page.reload();
  await expectSignedIn(page, 'AR');
  const secondPage = await context.newPage();
  await secondPage.goto('/aboutus');
  await expectSignedIn(secondPage, 'AR');
  await secondPage.close();

  const accountButton = await expectSignedIn(page, 'AR');
  await accountButton.click();
  const menu = page.getByRole('menu');
  for (const item of ['Orders', 'Wishlist', 'Profile Info', 'Addresses', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Orders' })).toHaveAttribute('href', '/account/orders');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.hover();
  await expect(page.getByRole('tooltip', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(login).toBeVisible();

  // The same number again: an existing shopper goes straight to Greetings.
  const secondOtp = await requestOtpWhenAllowed(page, mobile);
  await dialog.getByLabel('OTP').fill(secondOtp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByRole('heading', { name: 'Greetings' })).toBeVisible();
  await expect(dialog.getByText(`Welcome ${name}! Login successful.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedIn(page, 'AR');
});

test('the owner’s browser signs in again after a stranger used up the number’s tries', async ({
  page,
  context,
  browser,
}) => {
  // The stranger waits out the 60 s resend window of the owner's first code.
  test.setTimeout(150_000);
  const mobile = newMobile();
  await page.goto('/');
  await openSignIn(page);
  await signUpInDialog(page, 'Asha Rao Menon', mobile);
  const device = (await context.cookies()).find((cookie) => cookie.name === 'vitrine_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  await (await expectSignedIn(page, 'AR')).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('vitrine_device');

  // A stranger without the phone, in another browser on the same network (this machine), asks for a
  // code and guesses wrong until the number refuses that network.
  const strangers = await browser.newContext();
  const stranger = await strangers.newPage();
  await stranger.goto(new URL('/', page.url()).href);
  const refusal = await stranger.evaluate(strangerLocksNumber, mobile);
  await strangers.close();
  expect(refusal).toMatch(/^Too many wrong codes for this number from this network today\./);
  // The owner's browser is on that network: without its cookies it is refused too.
  expect(await page.evaluate(sendOtpWithoutCookies, mobile)).toBe(429);

  const otp = await requestOtp(page, mobile);
  const dialog = dialogOf(page);
  await dialog.getByLabel('OTP').fill(otp);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('Welcome Asha Rao Menon! Login successful.')).toBeVisible();
});

/** In a page: a code for the number, wrong guesses, then the answer to asking for another. */
async function strangerLocksNumber(mobile: string): Promise<string> {
  const post = async (path: string, body: object) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      data?: { nonce: string };
      error?: { code: string; message: string; retryAfter?: number };
    };
  };
  let sent = await post('/api/auth/signin/send-otp', { mobile });
  while (sent.error?.code === 'OTP_RESEND_TOO_SOON') {
    await new Promise((resolve) => setTimeout(resolve, (sent.error?.retryAfter ?? 1) * 1000));
    sent = await post('/api/auth/signin/send-otp', { mobile });
  }
  const outbox = (await (await fetch(`/api/dev/outbox?mobile=${mobile}`)).json()) as {
    data: { messages: Array<{ otp: string }> };
  };
  const wrong = outbox.data.messages[0]?.otp === '0000' ? '0001' : '0000';
  // Three wrong guesses: this network's budget at the number (decision 0014).
  for (let guess = 0; guess < 3; guess += 1)
    await post('/api/auth/signin/validate-otp', { mobile, otp: wrong, nonce: sent.data?.nonce });
  return (await post('/api/auth/signin/send-otp', { mobile })).error?.message ?? 'a code was sent';
}

async function sendOtpWithoutCookies(mobile: string): Promise<number> {
  const response = await fetch('/api/auth/signin/send-otp', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile }),
  });
  return response.status;
}

test('the dialog shows SPEC §5 messages for a bad mobile and a bad OTP', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSignIn(page);
  const mobileField = dialog.getByLabel('Mobile number');
  await dialog.getByRole('button', { name: 'Request OTP' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await mobileField.fill('12345');
  await expect(dialog.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
  await expect(mobileField).toHaveAttribute('aria-invalid', 'true');
  await expect(mobileField).toHaveAccessibleDescription('Enter a valid 10-digit mobile number');

  await mobileField.fill(newMobile());
  await dialog.getByRole('button', { name: 'Request OTP' }).click();
  await expect(dialog.getByRole('heading', { name: 'Validate OTP' })).toBeVisible();
  const otpField = dialog.getByLabel('OTP');
  await otpField.fill('12ab');
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByText('Invalid OTP')).toBeVisible();
  await otpField.fill('12');
  await expect(dialog.getByText('OTP must be 4 digits')).toBeVisible();

  // A wrong code: the server's message is shown in the dialog.
  const shown = /(\d{4})/.exec((await dialog.getByText(/Demo shop: your OTP is/).textContent()) ?? '')![1]!;
  await otpField.fill(shown === '0000' ? '1111' : '0000');
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();

  await dialog.getByRole('button', { name: 'Change Mobile' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign In / Sign Up' })).toBeVisible();
});

test('protected pages send a signed-out visitor to /', async ({ page }) => {
  for (const path of [
    '/account/orders',
    '/cart',
    '/checkout',
    '/payment-status',
    '/payment/phonepe/status',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/:\d+\/$/);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign In / Sign Up' })).toBeVisible();
});
