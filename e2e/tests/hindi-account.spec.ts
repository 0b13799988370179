import { expect, test, type Page } from '@playwright/test';
import { MARKETING_CONSENT_TEXTS } from '@vitrine/contract/privacy';
import { newMobile, openSignIn, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { switchToHindi } from './language.ts';

/*
 * Decision 0095 on the account's own screens: a new shopper switches to हिन्दी and keeps an address
 * (the server's refusal of a field said in Hindi), sees the profile and privacy pages, agrees to
 * offers in the Hindi words shown (and those words are what is recorded), and on Veerya asks for a
 * quotation and finds it in the account.
 */
const [kesar, veerya] = TENANTS;
// A simple pump Veerya sells, as the quotations journey asks for.
const pump = veerya.seed.catalog.products.find((p) => !p.variants && p.stock >= 5)!;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

async function signUpInHindi(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await openSignIn(page);
  await signUpInDialog(page, 'Kavita Sharma');
  await switchToHindi(page);
}

test('a new shopper on Kesar keeps an address, sees the profile and privacy pages, and agrees to offers in Hindi', async ({
  page,
}) => {
  await signUpInHindi(page, kesar!.origin);

  // The avatar's menu speaks Hindi too; its "पते" opens the address book.
  // The menu is a script's control: it opens once the page has hydrated, which on a Hindi page
  // follows the download of its strings, so a tap before that is tried again.
  await expect(async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Kavita Sharma का खाता मेन्यू/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'लॉग आउट' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole('menuitem', { name: 'पते' }).click();
  await expect(page).toHaveURL(`${kesar!.origin}/account/addresses`);
  await expect(page.getByRole('heading', { level: 1, name: 'पते (0)' })).toBeVisible();
  await expect(page.getByText('आपका अभी कोई सहेजा हुआ पता नहीं है')).toBeVisible();
  await page.getByRole('link', { name: 'नया पता जोड़ें' }).click();
  const form = page.getByRole('region', { name: 'नया पता जोड़ें' });
  await form.getByLabel('पूरा नाम').fill('कविता शर्मा');
  await form.getByLabel('मोबाइल नंबर').fill(newMobile());
  await form.getByLabel('पते की पहली पंक्ति').fill('12, एफ़सी रोड');
  await form.getByLabel('शहर').fill('पुणे');
  // The state reads in Hindi; the value sent is the English name the API takes.
  const state = form.getByLabel('राज्य');
  await expect(state.locator('option[value="Maharashtra"]')).toHaveText('महाराष्ट्र');
  await state.selectOption('Maharashtra');
  await form.getByLabel('पिनकोड').fill('041101');
  await form.getByRole('button', { name: 'पता सहेजें' }).click();
  await expect(form.getByText('मान्य 6 अंकों का पिनकोड डालें')).toBeVisible();
  await form.getByLabel('पिनकोड').fill('411004');
  await form.getByRole('button', { name: 'पता सहेजें' }).click();
  await expect(page.getByText('पता सहेज लिया गया')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'पते (1)' })).toBeVisible();
  const card = page.getByRole('article', { name: 'कविता शर्मा' });
  await expect(card).toContainText('घर');
  await expect(card).toContainText('Maharashtra');
  await expect(card.getByRole('link', { name: 'कविता शर्मा का पता बदलें' })).toBeVisible();

  await page.goto(`${kesar!.origin}/account/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'प्रोफ़ाइल जानकारी' })).toBeVisible();
  await expect(page.getByText('बदला नहीं जा सकता')).toBeVisible();
  await expect(page.getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'ऑफ़र और ख़बरें' });
  await offers.getByRole('checkbox', { name: MARKETING_CONSENT_TEXTS.hi }).check();
  await offers.getByRole('button', { name: 'मेरी पसंद सहेजें' }).click();
  await expect(offers.getByRole('button', { name: 'सहमति वापस लें' })).toBeVisible();

  // The privacy page shows what was recorded: the Hindi words the shopper agreed to.
  await page.goto(`${kesar!.origin}/account/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'निजता' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरा डेटा डाउनलोड करें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ऑफ़र और ख़बरें' })).toContainText(
    `को इस पर सहमति दी: “${MARKETING_CONSENT_TEXTS.hi}”`,
  );
  await page.getByLabel('पुष्टि के लिए DELETE लिखें').fill('हाँ');
  await page.getByRole('button', { name: 'मेरा खाता हटाएँ' }).click();
  await expect(page.getByText('पुष्टि के लिए DELETE लिखें।')).toBeVisible();
});

test('a buyer on Veerya asks for a quotation in Hindi and finds it in the account', async ({ page }) => {
  await signUpInHindi(page, veerya!.origin);
  await page.goto(`${veerya!.origin}/account/quotations`);
  await expect(page.getByRole('heading', { level: 1, name: 'कोटेशन अनुरोध' })).toBeVisible();
  await expect(page.getByText('आपने अभी तक किसी कोटेशन का अनुरोध नहीं किया है')).toBeVisible();

  await page.goto(`${veerya!.origin}/search?q=${encodeURIComponent(pump.sku)}`);
  await page.getByRole('link', { name: pump.name }).first().click();
  const request = page.getByRole('region', { name: 'कोटेशन का अनुरोध करें' });
  await request.locator('summary span').click();
  await request.getByLabel('मात्रा').fill('');
  await request.getByLabel('आपको क्या चाहिए?').fill('खेत के लिए तीन पंप, एक महीने में डिलीवरी।');
  await request.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(request.getByText('आपको जितनी मात्रा चाहिए, वह डालें')).toBeVisible();
  await request.getByLabel('मात्रा').fill('3');
  await request.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(request.getByText('धन्यवाद! हमें आपका अनुरोध मिल गया है, हम जल्द ही कोटेशन भेजेंगे।')).toBeVisible();

  await page.goto(`${veerya!.origin}/account/quotations`);
  await expect(page.getByRole('heading', { level: 1, name: 'कोटेशन अनुरोध (1)' })).toBeVisible();
  const card = page.getByRole('article', { name: `3 × ${pump.name}` });
  await expect(card.getByTestId('quotation-status')).toHaveText('अनुरोध भेजा');
  await card.getByRole('link', { name: `${pump.name} का कोटेशन देखें` }).click();
  await expect(page.getByRole('heading', { name: 'दुकान का जवाब' })).toBeVisible();
  await expect(
    page.getByText('दुकान को आपका अनुरोध मिल गया है और वह क़ीमत भेजेगी। हम आपको SMS से बताएँगे।'),
  ).toBeVisible();
});
