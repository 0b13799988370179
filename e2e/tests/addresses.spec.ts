import { expect, test, type Page } from '@playwright/test';
import { fillAddress } from './address-form.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const PAGE = `${kesar!.origin}/account/addresses`;

async function signUp(page: Page, name = 'Kavya Iyer') {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, name);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const form = (page: Page, name: string) => page.getByRole('region', { name });

test('the addresses page is for signed-in shoppers only', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page).toHaveURL(`${kesar!.origin}/`);
  await expect(page.getByRole('heading', { name: /^Addresses/ })).toHaveCount(0);

  await signUp(page);
  await page.goto(PAGE);
  await expect(heading(page)).toHaveText('Addresses (0)');
  await expect(page.getByText('You have no saved addresses yet')).toBeVisible();
});

test('a shopper adds an address, fixes a bad pincode, edits it and deletes it', async ({ page }) => {
  test.slow();
  await signUp(page, 'Kavya Iyer');
  await page.goto(PAGE);
  await expect(heading(page)).toHaveText('Addresses (0)');

  await page.getByRole('link', { name: 'Add new address' }).click();
  const add = form(page, 'Add a new address');
  await expect(add.getByLabel('Full name')).toBeFocused();
  await add.getByRole('button', { name: 'Save address' }).click();
  // The contract's own messages, each tied to its field.
  await expect(add.getByLabel('Full name')).toHaveAccessibleDescription('Name is required');
  await expect(add.getByLabel('Mobile number')).toHaveAccessibleDescription('Mobile is required');
  await expect(add.getByLabel('Address line 1')).toHaveAccessibleDescription('Address line 1 is required');
  await expect(add.getByLabel('City')).toHaveAccessibleDescription('City is required');
  await expect(add.getByLabel('State')).toHaveAccessibleDescription('Choose a state or union territory');
  await expect(add.getByLabel('Full name')).toBeFocused();

  await add.getByLabel('Full name').fill('Kavya Iyer');
  await add.getByLabel('Mobile number').fill('9876543210');
  await add.getByLabel('Email').fill('kavya@example.com');
  await add.getByLabel('House / Flat no.').fill('Flat 402');
  await add.getByLabel('Building / Apartment').fill('Rose Villa');
  await add.getByLabel('Society / Area').fill('Koregaon Park');
  await add.getByLabel('Address line 1').fill('North Main Road');
  await add.getByLabel('Address line 2').fill('Near Osho Garden');
  await add.getByLabel('City').fill('Pune');
  await add.getByLabel('State').selectOption('Maharashtra');
  await add.getByLabel('Pincode').fill('01100');
  await add.getByRole('radio', { name: 'Work' }).check({ force: true });
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(add.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
  await expect(add.getByText('Enter a valid 6-digit pincode')).toBeVisible();
  await expect(add.getByText('Name is required')).toHaveCount(0);

  // Changed, the field's message goes until the next submission checks it again.
  await add.getByLabel('Pincode').fill('411001');
  await expect(add.getByText('Enter a valid 6-digit pincode')).toHaveCount(0);
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('status')).toHaveText('Address saved');
  await expect(add).toHaveCount(0);
  await expect(heading(page)).toHaveText('Addresses (1)');
  const card = page.getByRole('article', { name: 'Kavya Iyer' });
  await expect(card).toContainText('Work');
  await expect(card).toContainText(
    'Flat 402, Rose Villa, Koregaon Park, North Main Road, Near Osho Garden, Pune, Maharashtra 411001',
  );
  await expect(card).toContainText('+91 98765 43210');

  // Saved on the server: it is there after a reload.
  await page.reload();
  await expect(heading(page)).toHaveText('Addresses (1)');

  await card.getByRole('link', { name: 'Edit address of Kavya Iyer' }).click();
  const edit = form(page, 'Edit address');
  await expect(edit.getByLabel('Full name')).toHaveValue('Kavya Iyer');
  await expect(edit.getByLabel('State')).toHaveValue('Maharashtra');
  await expect(edit.getByRole('radio', { name: 'Work' })).toBeChecked();
  await edit.getByLabel('Full name').fill('Kavya R Iyer');
  await edit.getByLabel('City').fill('Mumbai');
  await edit.getByLabel('Pincode').fill('400001');
  await edit.getByRole('radio', { name: 'Home' }).check({ force: true });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  const changed = page.getByRole('article', { name: 'Kavya R Iyer' });
  await expect(changed).toContainText('Mumbai, Maharashtra 400001');
  await expect(changed).toContainText('Home');
  await expect(heading(page)).toHaveText('Addresses (1)');

  await changed.getByRole('button', { name: 'Delete address of Kavya R Iyer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await expect(confirm).toContainText('Mumbai, Maharashtra 400001');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Delete address of Kavya R Iyer' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(heading(page)).toHaveText('Addresses (0)');
  await expect(page.getByRole('status')).toHaveText('Address deleted');
  await expect(page.getByText('You have no saved addresses yet')).toBeVisible();
  await page.reload();
  await expect(heading(page)).toHaveText('Addresses (0)');
});

test('the account menu counts each added address at once, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  await page.goto(`${kesar!.origin}/account/orders`);
  const menuItem = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' });
  await menuItem.click();
  await expect(heading(page)).toHaveText('Addresses (0)');
  await expect(menuItem).toHaveText('Addresses0');
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads += 1;
  });
  // The pages' data fetched again after a save arrives a moment late, as on a slow phone network.
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });

  for (const count of [1, 2]) {
    await page.getByRole('link', { name: 'Add new address' }).click();
    const add = form(page, 'Add a new address');
    await fillAddress(add, {
      name: 'Kavya Iyer',
      mobile: '9876543210',
      addressLine1: 'North Main Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    await add.getByRole('button', { name: 'Save address' }).click();
    await expect(add).toHaveCount(0);
    await expect(heading(page)).toHaveText(`Addresses (${count})`);
    await expect(menuItem).toHaveText(`Addresses${count}`);
  }
  expect(documentLoads).toBe(0);
});

test('without JavaScript the form still saves, and the server names the refused fields', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page);
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(PAGE);
  await plain.getByRole('link', { name: 'Add new address' }).click();
  const add = form(plain, 'Add a new address');
  await fillAddress(add, {
    name: 'Arjun Rao',
    mobile: '9123456780',
    addressLine1: '12 Brigade Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '5600',
  });
  await add.getByRole('button', { name: 'Save address' }).click();

  // The page comes back from the server with the message under the field and the values kept.
  await expect(add.getByLabel('Pincode')).toHaveAccessibleDescription('Enter a valid 6-digit pincode');
  await expect(add.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(add.getByLabel('State')).toHaveValue('Karnataka');
  await add.getByLabel('Pincode').fill('560001');
  await add.getByRole('button', { name: 'Save address' }).click();
  await expect(plain).toHaveURL(PAGE);
  await expect(heading(plain)).toHaveText('Addresses (1)');
  await expect(plain.getByRole('article', { name: 'Arjun Rao' })).toContainText(
    '12 Brigade Road, Bengaluru, Karnataka 560001',
  );
  await noScript.close();
});

test('the address route answers the whole list, or the message of each refused field', async ({ page }) => {
  await signUp(page);
  const post = (form: Record<string, string>) =>
    page.request.post(`${kesar!.origin}/address`, { form, headers: { origin: kesar!.origin } });
  const fields = {
    name: 'Meera Nair',
    mobile: '9988776655',
    addressLine1: 'MG Road',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682001',
  };

  const refused = await post({ intent: 'add', ...fields, pincode: '68200', mobile: '12345' });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    intent: 'add',
    ok: false,
    submission: {
      status: 'error',
      error: { pinCode: ['Enter a valid 6-digit pincode'], mobile: ['Enter valid mobile'] },
    },
  });

  const added = await post({ intent: 'add', ...fields, addressType: 'OTHER' });
  expect(added.status()).toBe(200);
  expect(await added.json()).toMatchObject({
    intent: 'add',
    ok: true,
    value: [
      { addressIndex: 1, name: 'Meera Nair', pinCode: '682001', addressType: 'OTHER', country: 'India' },
    ],
  });

  const missing = await post({ intent: 'delete', addressIndex: '999' });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({
    intent: 'delete',
    ok: false,
    error: 'This address is not among your saved addresses.',
  });
});
