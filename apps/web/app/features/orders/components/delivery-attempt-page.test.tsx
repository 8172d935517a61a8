// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { DeliveryAttemptDto } from '@shop/shared/contracts/delivery-attempts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InLanguage } from '../../../test/language';
import { DeliveryAttemptPage, type PostedDeliveryAnswer } from './delivery-attempt-page';

const link = { attempt: '6f1c2b9a-8d7e-4c6b-9a5f-1e2d3c4b5a60', e: 1_800_000_000_000, s: 'signature' };

function attempt(overrides: Partial<DeliveryAttemptDto> = {}): DeliveryAttemptDto {
  return {
    id: link.attempt,
    orderNumber: '3F1C2B9A',
    courier: 'Delhivery Surface',
    awb: 'SR100110',
    reason: 'Customer not available at the address',
    attemptNumber: 1,
    openedAt: '2026-11-30T09:00:00.000Z',
    state: 'open',
    choice: null,
    chosenBy: null,
    passedToCourier: false,
    contact: {
      address: '7 Govind Dev Marg',
      apartment: '',
      landmark: 'Near the temple',
      city: 'Jaipur',
      state: 'Rajasthan',
      postalCode: '302001',
      phone: '9876543210',
    },
    ...overrides,
  };
}

const show = (data: DeliveryAttemptDto, posted?: PostedDeliveryAnswer) => {
  const page = <DeliveryAttemptPage data={{ link, attempt: data, problem: null }} posted={posted} />;
  const router = createMemoryRouter([{ path: '/hi/delivery-attempt', element: page }], {
    initialEntries: ['/hi/delivery-attempt'],
  });
  return render(
    <InLanguage locale="hi">
      <RouterProvider router={router} />
    </InLanguage>,
  );
};

afterEach(cleanup);

describe('the failed delivery page in Hindi', () => {
  it('shows the courier’s reason and three choices, each a form that posts without script', () => {
    const { container } = show(attempt());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('आपका पार्सल नहीं पहुँच सका');
    expect(screen.getByText('कूरियर का कहना है: Customer not available at the address')).toBeTruthy();
    const forms = [...container.querySelectorAll('form')];
    expect(forms).toHaveLength(3);
    for (const form of forms) {
      expect(form.getAttribute('method')).toBe('post');
      expect((form.querySelector('input[name="s"]') as HTMLInputElement).value).toBe('signature');
    }
    expect(screen.getByRole('button', { name: 'कल फिर कोशिश करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें: पार्सल वापस भेज दें' })).toBeTruthy();
    // The PIN is shown, never asked for.
    expect(screen.getByText('पिन कोड 302001 ही रहेगा (Jaipur, Rajasthan)।')).toBeTruthy();
    expect(container.querySelector('input[name="postalCode"]')).toBeNull();
  });

  it('keeps what was typed and marks the field the server refused', () => {
    show(attempt(), {
      problem: 'फ़ोन नंबर 10 अंकों का होना चाहिए',
      fields: { phone: 'फ़ोन नंबर 10 अंकों का होना चाहिए' },
      values: { address: '12 Seva Kunj', apartment: '', landmark: '', phone: '98765' },
    });
    const phone = screen.getByLabelText('कूरियर के लिए फ़ोन नंबर') as HTMLInputElement;
    expect(phone.value).toBe('98765');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('मकान, गली, इलाका') as HTMLInputElement).value).toBe('12 Seva Kunj');
    expect(screen.getByRole('alert').textContent).toBe('फ़ोन नंबर 10 अंकों का होना चाहिए');
  });

  it('shows what was chosen on a second visit, and offers no choice again', () => {
    const { container } = show(
      attempt({ state: 'closed', choice: 'return', chosenBy: 'owner', passedToCourier: true }),
    );
    const chosen = within(screen.getByTestId('delivery-attempt-chosen'));
    expect(chosen.getByText('आपने कूरियर से पार्सल वापस भेजने को कहा है।')).toBeTruthy();
    expect(chosen.getByText('आपसे बात करके दुकान ने आपके लिए यह चुनाव किया है।')).toBeTruthy();
    expect(container.querySelectorAll('form')).toHaveLength(0);
  });
});
