import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { createShopInConsole, OPERATOR_ORIGIN, signInAsOperator } from './operator.ts';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
test.describe.configure({ timeout: 180_000 });

test('the operator makes a third shop, which answers at its host, empty, and its owner signs in to /admin', async ({
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  await signInAsOperator(operator);
  // An id the platform cannot take is named as it is typed, before anything is sent.
  await operator.getByRole('link', { name: 'New shop' }).first().click();
  await operator.getByLabel('Shop id').fill('Third Street');
  await expect(
    operator.getByText('A customer id is 2 to 63 lowercase letters, digits or dashes'),
  ).toBeVisible();
  await operator.goto(`${OPERATOR_ORIGIN}/operator`);
  const { owner, origin } = await createShopInConsole(operator, 'third', 'Third Street Stores');
  await expectNoViolations(operator, "the operator's page of the new shop");

  // A host another shop has is refused, and nothing changes.
  await operator.getByLabel('Add a host name').fill('briefcase.localhost');
  await operator.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(operator.getByText('This host name is already taken: briefcase.localhost')).toBeVisible();
  // The second host is removed: it stops answering at once.
  await operator.getByRole('button', { name: 'Remove third-shop.localhost' }).click();
  await expect(operator.getByRole('status')).toContainText('third-shop.localhost no longer opens the shop');

  const shop = await (await browser.newContext()).newPage();
  await shop.goto(`${origin.replace('third.', 'third-shop.')}/`);
  await expect(shop.getByText('Customer not found...')).toBeVisible();
  await shop.goto(`${origin}/`);
  await expect(shop.getByRole('img', { name: 'Third Street Stores' }).first()).toBeVisible();
  await expect(
    shop.getByRole('heading', { name: 'Third Street Stores is setting up its shop' }),
  ).toBeVisible();
  await expectNoViolations(shop, "the new shop's empty home page");
  await signInInDialog(shop, owner);
  await shop.goto(`${origin}/admin`);
  await expect(shop.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The console is nowhere on a shop's host, and a shop's session is nothing on the console's.
  await shop.goto(`${origin}/operator`);
  await expect(shop).toHaveURL(/\/page-not-found$/);
  await operator.goto(`${kesar!.origin}/operator`);
  await expect(operator).toHaveURL(/\/page-not-found$/);
  await operator.goto(`${OPERATOR_ORIGIN}/`);
  await expect(operator.getByText('Customer not found...')).toBeVisible();
});
