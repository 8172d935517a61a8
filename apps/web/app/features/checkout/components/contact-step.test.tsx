// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageWords } from '../../../lib/page-words.server';
import { InLanguage } from '../../../test/language';
import {
  checkoutFormSchema,
  STEP_FIELDS,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../checkout-form-schema';
import { ContactStep } from './contact-step';

/** The contact step as checkout holds it: Continue goes on only when the step's fields pass. */
function ContactStepOf({ phone, onContinue }: { phone: string | null; onContinue: () => void }) {
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { contact: '', emailOffers: false },
  });
  return (
    <ContactStep
      form={form}
      phone={phone}
      onContinue={() => void form.trigger([...STEP_FIELDS[1]]).then((valid) => valid && onContinue())}
    />
  );
}

/** On the Hindi checkout page, whose loader gives the forms their Hindi words. */
function renderOnHindiCheckout(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element,
        HydrateFallback: () => null,
        loader: ({ request }) =>
          pageWords(request, {
            namespaces: ['checkout'],
            title: 'checkout.metaTitle',
            description: 'checkout.metaDescription',
            forms: true,
          }),
      },
    ],
    { initialEntries: ['/hi/checkout'] },
  );
  render(<RouterProvider router={router} />, {
    wrapper: ({ children }) => <InLanguage locale="hi">{children}</InLanguage>,
  });
}

afterEach(cleanup);

describe("Checkout's first step for a shopper signed in with a phone", () => {
  it('says in Hindi that updates go to the phone, and goes on with no email', async () => {
    const onContinue = vi.fn();
    renderOnHindiCheckout(<ContactStepOf phone="+919876543210" onContinue={onContinue} />);

    expect((await screen.findByTestId('checkout-contact-phone')).textContent).toBe(
      'ऑर्डर की जानकारी आपके फ़ोन +91 98765 43210 पर WhatsApp या SMS से आएगी।',
    );
    expect(screen.getByRole('textbox', { name: 'ईमेल (ज़रूरी नहीं)' })).toBeTruthy();
    // Offers by email are asked about only once there is an email.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('ईमेल ज़रूरी है')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'डिलीवरी के लिए आगे बढ़ें' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks an email that is typed, and says what is wrong in Hindi', async () => {
    const onContinue = vi.fn();
    renderOnHindiCheckout(<ContactStepOf phone="+919876543210" onContinue={onContinue} />);

    await userEvent.type(await screen.findByRole('textbox', { name: 'ईमेल (ज़रूरी नहीं)' }), 'radha@example');
    expect(screen.getByRole('checkbox', { name: 'मुझे नई खबरें और ऑफ़र ईमेल करें' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'डिलीवरी के लिए आगे बढ़ें' }));

    expect(await screen.findByText('ईमेल का फ़ॉर्मेट गलत है')).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
