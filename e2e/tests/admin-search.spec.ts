import { logInAsOwner } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

// The owner teaches search a devotee's word: a search that found nothing shows up in the admin,
// one click starts a synonym for it, and the shopper's next search finds products.

test('The owner adds a synonym for a search that found nothing, and the shopper then finds flutes', async ({
  page,
  newVisitorPage,
}) => {
  const shopper = await newVisitorPage();
  await shopper.goto('/search?q=murli');
  await expect(shopper.getByText('No products found for “murli”')).toBeVisible();

  await logInAsOwner(page, '/admin/search');
  const misses = page.getByRole('region', { name: 'Searches that found nothing' });
  const row = misses.getByRole('row').filter({ hasText: 'murli' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Add synonym for murli' }).click();

  const form = page.getByRole('form', { name: 'New synonym' });
  await expect(form.getByLabel('Word')).toHaveValue('murli');
  await expect(form.getByLabel('Means the same as')).toBeFocused();
  await page.keyboard.type('bansuri');
  await form.getByRole('button', { name: 'Save synonym' }).click();
  await expect(page.getByText('"murli" now finds what "bansuri" finds')).toBeVisible();
  await expect(misses.getByRole('row').filter({ hasText: 'murli' })).toHaveCount(0);
  const synonyms = page.getByRole('region', { name: 'Synonyms' });
  await expect(synonyms.getByRole('row').filter({ hasText: 'murli' })).toContainText('bansuri');

  await shopper.goto('/search?q=murli');
  await expect(shopper.getByRole('status').filter({ hasText: /^\d+ results? for “murli”$/ })).toBeVisible();
  await expect(shopper.getByRole('main').getByRole('article').first()).toContainText(/bansuri|flute/i);
});
