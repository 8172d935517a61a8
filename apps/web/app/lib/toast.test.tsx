// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyToaster } from '../components/layout/lazy-toaster';
import { toast } from './toast';

const SLOW = { timeout: 5000 };

afterEach(cleanup);

describe('toasts whose code is fetched when first needed', () => {
  it('shows the first toast of a page through the page toaster, which mounts for it', async () => {
    render(<LazyToaster />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    toast.success('Added to cart successfully!');
    expect(await screen.findByText('Added to cart successfully!', {}, SLOW)).toBeTruthy();
  });

  it('keeps the toast id, so a repeated message is shown once', async () => {
    render(<LazyToaster />);
    toast.error('Please Login First', { id: 'please-login-first' });
    toast.error('Please Login First', { id: 'please-login-first' });
    expect(await screen.findByText('Please Login First', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText('Please Login First')).toHaveLength(1);
  });
});
