// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { ProductForm } from './product-form';

// The server is the product form's judge: what it refuses comes back as a message and one message
// per field, keyed by the field's path in the request (`variants.0.price`). Here the save is
// refused as the API refuses it; the owner reads each message beside its box and lands on it.

const refusal = vi.hoisted(() => ({ current: null as Error | null }));

vi.mock('../api/save-product', () => ({
  useSaveProduct: () => ({
    isPending: false,
    mutateAsync: () => Promise.reject(refusal.current),
  }),
}));
vi.mock('../api/get-catalogue-options', () => ({
  useCatalogueOptions: () => ({ data: { categories: [], collections: [], deities: [] } }),
}));

afterEach(cleanup);

function renderForm() {
  render(
    <MemoryRouter>
      <ProductForm />
    </MemoryRouter>,
  );
  return { save: screen.getByRole('button', { name: 'Create product' }) };
}

/** The text of the elements that describe a box (its hint and its error). */
function descriptionOf(box: HTMLElement): string {
  return (box.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

// The whole form (dozens of boxes) renders in jsdom: seconds on a busy machine.
describe('the product form after the server refuses a save', { timeout: 20_000 }, () => {
  it("shows the size's price message beside its box, in words, and puts the focus there", async () => {
    refusal.current = new ApiError(400, 'VALIDATION_FAILED', 'Price must be a number', {
      'variants.0.price': 'Price must be a number',
    });
    const { save } = renderForm();
    await userEvent.setup().click(save);

    const price = await screen.findByRole('textbox', { name: 'Price (₹)' });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(price)).toContain('Price must be a number');
    expect(document.activeElement).toBe(price);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Price must be a number');
    expect(document.body.textContent).not.toContain('variants.0.price');
  });

  it('lists every message in words and focuses the first box at fault', async () => {
    refusal.current = new ApiError(400, 'VALIDATION_FAILED', 'Name is required', {
      name: 'Name is required',
      'variants.0.price': 'Price must be a number',
      'meta.title': 'Meta title must be at most 70 characters',
    });
    const { save } = renderForm();
    await userEvent.setup().click(save);

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    expect(descriptionOf(name)).toContain('Name is required');
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Price must be a number',
      'Meta title must be at most 70 characters',
    ]);
    expect(alert.textContent).not.toMatch(/variants\.|meta\.title|name:/);
    // The request names it `meta.title`; the owner reads it beside the Meta title box too.
    const metaTitle = screen.getByRole('textbox', { name: 'Meta title' });
    expect(metaTitle.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(metaTitle)).toContain('Meta title must be at most 70 characters');
  });

  it('takes the focus to the alert when the refusal names no box', async () => {
    const TAKEN = 'Another product already uses the URL "tulsi-dress". Please choose another slug.';
    refusal.current = new ApiError(409, 'PRODUCT_SLUG_TAKEN', TAKEN);
    const { save } = renderForm();
    await userEvent.setup().click(save);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(TAKEN);
    expect(document.activeElement).toBe(alert);
  });
});
