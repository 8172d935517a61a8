import { signUp } from './fixtures/accounts';
import { addToCart, findProductWithSizes } from './fixtures/catalogue';
import { expect, test } from './fixtures/test';

// What frames every Hindi page for a signed-in shopper: the cart drawer, the account menu and its
// logout question, and the chat, all in Hindi and all leading to Hindi pages.

test.use({ ownClientAddress: true });

test('A shopper on /hi opens the cart drawer, the account menu, the logout question and the chat in Hindi', async ({
  page,
  request,
}) => {
  const { product, sizes } = await findProductWithSizes(request, { minStock: 2 });
  await signUp(page.request);
  await addToCart(page.request, product, sizes[0]);

  await page.goto('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.getByRole('link', { name: 'कार्ट' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'आपका कार्ट (1)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'कार्ट देखें' })).toHaveAttribute('href', '/hi/cart');
  await expect(drawer.getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/hi/checkout');
  await drawer.getByRole('button', { name: 'कार्ट बंद करें' }).click();
  await expect(drawer).toBeHidden();

  // The chat opens WhatsApp with the shopper's first message already written in Hindi.
  const chat = page.getByRole('link', { name: 'WhatsApp पर हमसे चैट करें (नए टैब में खुलेगा)' });
  await expect(chat).toHaveAttribute(
    'href',
    `https://wa.me/919876543210?text=${encodeURIComponent('जय श्री कृष्ण! मुझे आपकी दुकान के बारे में कुछ पूछना है।')}`,
  );

  await page.getByRole('button', { name: /खाते का मेन्यू/ }).click();
  const menu = page.getByRole('menu');
  for (const item of ['मेरी प्रोफ़ाइल', 'मेरे ऑर्डर', 'विशलिस्ट', 'सहेजे गए पते', 'लॉग आउट']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'मेरे ऑर्डर' })).toHaveAttribute('href', '/hi/dashboard/orders');
  await menu.getByRole('menuitem', { name: 'लॉग आउट' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'लॉग आउट' });
  await expect(dialog).toContainText('क्या आप सच में लॉग आउट करना चाहते हैं?');
  await dialog.getByRole('button', { name: 'रद्द करें' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /खाते का मेन्यू/ })).toBeVisible();
});
