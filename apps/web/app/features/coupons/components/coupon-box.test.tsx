// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { InLanguage } from '../../../test/language';
import { CouponBox } from './coupon-box';

/** The box as a page shows it: in the shop's router (its messages come from loader data), in English. */
function OnAPage({ children }: { children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '/', element: <InLanguage>{children}</InLanguage> }]));
  return <RouterProvider router={router} />;
}

// The confetti draws on a canvas jsdom does not have; the popup itself is what is checked.
vi.mock('../../../lib/celebrate', () => ({ celebrate: vi.fn(async () => {}) }));

afterEach(cleanup);

describe('CouponBox', () => {
  it('keeps Apply disabled until a code is typed', async () => {
    const user = userEvent.setup();
    render(<CouponBox applied={null} onApply={vi.fn()} onRemove={vi.fn()} />, { wrapper: OnAPage });
    const apply = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await user.type(screen.getByLabelText('Coupon code'), '   ');
    expect(apply.disabled).toBe(true);
    await user.type(screen.getByLabelText('Coupon code'), 'a');
    expect(apply.disabled).toBe(false);
  });

  it('sends the code trimmed and upper-cased, then shows the success popup that Escape closes', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(async (code: string) => ({ code, discount: 120 }));
    render(<CouponBox applied={null} onApply={onApply} onRemove={vi.fn()} />, { wrapper: OnAPage });
    await user.type(screen.getByLabelText('Coupon code'), '  welcome10 ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('WELCOME10');
    const popup = await screen.findByRole('dialog', { name: 'Coupon WELCOME10 applied successfully!' });
    expect(popup.textContent).toContain('Coupon applied! You saved ₹120');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal under the field and keeps the code", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn(async () => {
      throw new Error('Minimum order amount of ₹500 required');
    });
    render(<CouponBox applied={null} onApply={onApply} onRemove={vi.fn()} />, { wrapper: OnAPage });
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum order amount of ₹500 required');
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('WELCOME10');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the applied coupon with a control that removes it', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<CouponBox applied={{ code: 'FESTIVAL20', discount: 300 }} onApply={vi.fn()} onRemove={onRemove} />, {
      wrapper: OnAPage,
    });
    expect(screen.getByText(/applied — you save ₹300/)).toBeTruthy();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove coupon FESTIVAL20' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
