// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneLinks } from './phone-links';

afterEach(cleanup);

describe("A customer's phone in the back office", () => {
  it.each(['9876543210', '+91 98765 43210', '098765-43210'])('calls or opens WhatsApp with %s', (phone) => {
    render(<PhoneLinks phone={phone} />);
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'WhatsApp +91 98765 43210' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
  });

  it('shows a number that is not an Indian mobile as it was given, without links', () => {
    render(<PhoneLinks phone="0141 222 3333" />);
    expect(screen.getByText('0141 222 3333')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
