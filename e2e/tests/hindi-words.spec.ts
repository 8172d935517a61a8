import type { ReviewListResponse } from '@shop/shared/contracts/reviews';
import { logIn, signUp } from './fixtures/accounts';
import { addToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { englishOnPage, waitForHydration } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

// What a Hindi page draws in the browser speaks Hindi too: the PIN code's place, the cart drawer's
// notice, a toast and its close button, the cart's lines and checkout's form with its errors (the server-rendered pages
// are read by the API test storefront-hindi-words.test.ts). English shows only marked lang="en".

test.use({ ownClientAddress: true });

test('A shopper reading Hindi meets no unmarked English in the PIN check, the toast, the cart and checkout @mobile', async ({
  page,
}) => {
  const { product, sizes } = await findProductWithSizes(page.request, { minStock: 2, ...PRICED_FOR_COD });
  await logIn(page.request, await signUp(page.request));

  // Reviewers sign with the name they typed, in whichever script: theirs, not the shop's words
  // (marked lang="en" in the text; a picture's label can carry no language).
  const reviews = await page.request.get(`/api/v1/products/${product._id}/reviews`);
  const reviewers = ((await reviews.json()) as ReviewListResponse).reviews.map((review) => review.author);

  await page.goto(`/hi/products/${product.slug}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'अपने पिन कोड पर डिलीवरी देखें' }).fill('281121');
  await page.getByRole('button', { name: 'देखें', exact: true }).click();
  await expect(page.getByText('उत्तर प्रदेश 281121 में डिलीवरी होगी')).toBeVisible();
  await page.getByRole('radiogroup', { name: /साइज़/ }).getByText(sizes[0].size, { exact: true }).click();
  await page.getByRole('button', { name: 'कार्ट में डालें' }).first().click();
  const drawer = page.getByRole('dialog', { name: /आपका कार्ट/ });
  await expect(drawer.getByText('कार्ट में डाल दिया गया!')).toBeVisible();
  expect(await englishOnPage(page, reviewers)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // A toast, and its close button, from the heart.
  await page
    .getByRole('button', { name: /को विशलिस्ट में जोड़ें$/ })
    .first()
    .click();
  await expect(page.getByText('विशलिस्ट में जोड़ दिया')).toBeVisible();
  await expect(page.getByRole('button', { name: 'संदेश बंद करें' })).toBeVisible();
  expect(await englishOnPage(page, reviewers)).toEqual([]);

  await addToCart(page.request, product, sizes[0]);
  await page.goto('/hi/cart');
  await expect(page.getByRole('list', { name: 'कार्ट का सामान' }).getByRole('listitem')).toHaveCount(1);
  expect(await englishOnPage(page)).toEqual([]);

  await page.goto('/hi/checkout');
  await expect(page.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'जाँचने के लिए आगे बढ़ें' }).click();
  await expect(page.getByText('पूरा नाम ज़रूरी है')).toBeVisible();
  expect(await englishOnPage(page)).toEqual([]);
});
