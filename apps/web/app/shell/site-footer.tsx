import { SHOP_NAME, SUPPORT_CHAT_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import type { ReactNode } from 'react';
import { PlainLink } from '../lib/plain-link';
import { ServerHtml } from '../lib/server-html';
import { PAYMENT_METHOD_NAMES, SOCIAL_LINKS, telHref } from '../features/content/shop-details';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Shop', to: '/collections' },
  { label: 'New Arrivals', to: '/new-arrivals' },
  { label: 'Contact', to: '/contact' },
];

const SERVICE_LINKS = [
  { label: 'Track Order', to: '/track-order' },
  { label: 'Shipping Policy', to: '/shipping-policy' },
  { label: 'Return Policy', to: '/return-policy' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'FAQ', to: '/faq' },
];

const linkClass = 'underline-offset-2 hover:text-gold-400 hover:underline';

export function SiteFooter() {
  return (
    // Under every page's content: laid out and painted only as it comes near the screen (decision 25).
    <footer className="mt-12 bg-maroon-900 text-cream-100 [content-visibility:auto] [contain-intrinsic-size:auto_1150px] md:[contain-intrinsic-size:auto_530px]">
      <div className="border-b border-maroon-700">
        <div className="mx-auto flex max-w-7xl px-4 py-8">
          <NewsletterForm />
        </div>
      </div>
      {/* Links only: kept as the server sent it (decision 28). */}
      <ServerHtml from={QUICK_LINKS}>
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="font-display text-2xl font-bold text-cream-50">{SHOP_NAME}</p>
            <p className="mt-3 text-sm leading-relaxed">
              Handmade poshak, mukut, jhula and shringar for Laddu Gopal, Radha Rani and Mata Rani, stitched with care
              and delivered to homes across India.
            </p>
            <ul aria-label="Follow us" className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {social.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterLinks title="Quick Links" links={QUICK_LINKS} />
          <FooterLinks title="Customer Service" links={SERVICE_LINKS} />
          <FooterColumn title="Need Help?">
            <li>
              Call us:{' '}
              <a href={telHref(SUPPORT_PHONE)} className={`font-semibold ${linkClass}`}>
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              <a
                href={SUPPORT_CHAT_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={`font-semibold ${linkClass}`}
              >
                Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                {SUPPORT_EMAIL}
              </a>
            </li>
          </FooterColumn>
        </div>
        <div className="border-t border-maroon-700">
          <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm md:flex-row">
            <ul aria-label="Payment methods we accept" className="flex flex-wrap justify-center gap-2">
              {PAYMENT_METHOD_NAMES.map((name) => (
                <li key={name} className="rounded-md bg-white px-2.5 py-1 text-xs font-bold tracking-wide text-ink-900">
                  {name}
                </li>
              ))}
            </ul>
            <p>
              © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
            </p>
          </div>
        </div>
      </ServerHtml>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <FooterColumn title={title}>
      {links.map((link) => (
        <li key={link.to}>
          <PlainLink to={link.to} className={linkClass}>
            {link.label}
          </PlainLink>
        </li>
      ))}
    </FooterColumn>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-display text-lg font-semibold text-gold-400">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">{children}</ul>
    </div>
  );
}
