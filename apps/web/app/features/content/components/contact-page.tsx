import { SUPPORT_CHAT_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { telHref } from '../shop-details';
import { ContactForm } from './contact-form';
import { ShopAddress } from './shop-address';

const cardClass = 'flex flex-col gap-2 rounded-xl border border-cream-200 bg-white p-6 shadow-sm';
const actionClass = 'mt-auto font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900';

export function ContactPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Contact Us">
        <p>
          Questions about sizes, an order or a return? We are happy to help. Have your order number ready if your
          question is about an order.
        </p>
      </PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">Call us</h2>
          <p className="text-ink-700">Talk to our care team about sizes, orders and returns.</p>
          <a href={telHref(SUPPORT_PHONE)} className={actionClass}>
            {SUPPORT_PHONE}
          </a>
        </li>
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">Chat on WhatsApp</h2>
          <p className="text-ink-700">Send a photo of your idol and we will suggest the right size.</p>
          <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" className={actionClass}>
            Start a chat<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
          </a>
        </li>
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">Email</h2>
          <p className="text-ink-700">For returns and damaged parcels, attach photos and your order number.</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={actionClass}>
            {SUPPORT_EMAIL}
          </a>
        </li>
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">Visit or pick up</h2>
          <ShopAddress />
        </li>
      </ul>
      <section aria-labelledby="contact-form-heading" className="mt-10">
        <h2 id="contact-form-heading" className="mb-2 font-display text-2xl text-maroon-800">
          Write to us
        </h2>
        <p className="mb-4 max-w-2xl text-ink-700">
          Send us your question and our care team will reply by email, usually within one business day.
        </p>
        <ContactForm />
      </section>
      <p className="mt-8 text-ink-700">
        Many answers are already in our{' '}
        <Link to="/faq" className="font-semibold text-maroon-700 underline">
          FAQ
        </Link>
        .
      </p>
    </div>
  );
}
