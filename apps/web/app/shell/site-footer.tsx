import { SHOP_NAME, SUPPORT_CHAT_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import type { ReactNode } from 'react';
import { useT, type Translate } from '../lib/i18n';
import type { MessageId } from '../locales/catalogues.server';
import { PlainLink } from '../lib/plain-link';
import { ServerHtml } from '../lib/server-html';
import { PAYMENT_METHOD_NAMES, SOCIAL_LINKS, telHref } from '../features/content/shop-details';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';

type FooterLink = { label: MessageId; to: string };

const QUICK_LINKS: FooterLink[] = [
  { label: 'shell.home', to: '/' },
  { label: 'siteMenus.about', to: '/about' },
  { label: 'siteFooter.shop', to: '/collections' },
  { label: 'siteFooter.newArrivals', to: '/new-arrivals' },
  { label: 'siteMenus.contact', to: '/contact' },
];

const SERVICE_LINKS: FooterLink[] = [
  { label: 'siteMenus.trackOrder', to: '/track-order' },
  { label: 'siteFooter.shippingPolicy', to: '/shipping-policy' },
  { label: 'siteFooter.returnPolicy', to: '/return-policy' },
  { label: 'siteFooter.privacyPolicy', to: '/privacy-policy' },
  { label: 'siteFooter.terms', to: '/terms-conditions' },
  { label: 'siteFooter.faq', to: '/faq' },
];

/** Every link in the footer's lists looks alike: written once on the columns, not on each link. */
const LIST_LINKS =
  '[&_li>a]:tap-target [&_li>a]:underline-offset-2 [&_li>a]:hover:text-gold-400 [&_li>a]:hover:underline';

export function SiteFooter() {
  const t = useT();
  const newTab = <span className="sr-only"> {t('shell.opensInNewTab')}</span>;
  return (
    // Under every page's content: laid out and painted only as it comes near the screen (decision 25),
    // in a place as tall as it is drawn at each width (one, two and four columns): a shorter place
    // leaves its last line outside the footer until drawn (accessibility.spec.ts checks the sizes).
    <footer className="mt-12 bg-maroon-900 text-cream-100 [content-visibility:auto] [contain-intrinsic-size:auto_1240px] sm:[contain-intrinsic-size:auto_864px] lg:[contain-intrinsic-size:auto_604px]">
      <div className="border-b border-maroon-700">
        <div className="mx-auto flex max-w-7xl px-4 py-8">
          <NewsletterForm />
        </div>
      </div>
      {/* Links only: kept as the server sent it (decision 28). */}
      {/* `t` is one function per language: a page in another language draws its own links. */}
      <ServerHtml from={t}>
        <div className={`mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 ${LIST_LINKS}`}>
          <div>
            <p className="font-display text-2xl font-bold text-cream-50">{SHOP_NAME}</p>
            <p className="mt-3 text-sm leading-relaxed">{t('siteFooter.footerAbout')}</p>
            <ul aria-label={t('siteFooter.followUs')} className="mt-4 flex flex-wrap gap-3 text-sm font-semibold">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.label}
                    {newTab}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <FooterLinks title={t('siteFooter.quickLinks')} links={QUICK_LINKS} t={t} />
          <FooterLinks title={t('siteFooter.customerService')} links={SERVICE_LINKS} t={t} />
          <FooterColumn title={t('siteFooter.needHelp')}>
            <li>
              {t('siteFooter.callUs')}{' '}
              <a href={telHref(SUPPORT_PHONE)} className="font-semibold">
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" className="font-semibold">
                {t('siteFooter.chatOnWhatsApp')}
                {newTab}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
          </FooterColumn>
        </div>
        <div className="border-t border-maroon-700">
          <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm md:flex-row">
            {/* Each method's badge, written once on the list. */}
            <ul
              aria-label={t('siteFooter.paymentMethods')}
              className="flex flex-wrap justify-center gap-2 [&_li]:rounded-md [&_li]:bg-white [&_li]:px-2.5 [&_li]:py-1 [&_li]:text-xs [&_li]:font-bold [&_li]:tracking-wide [&_li]:text-ink-900"
            >
              {PAYMENT_METHOD_NAMES.map((name) => (
                <li key={name}>{name === 'Cash on Delivery' ? t('siteFooter.paymentCod') : name}</li>
              ))}
            </ul>
            <p>{t('siteFooter.rights', { year: new Date().getFullYear(), shop: SHOP_NAME })}</p>
          </div>
        </div>
      </ServerHtml>
    </footer>
  );
}

function FooterLinks({ title, links, t }: { title: string; links: FooterLink[]; t: Translate }) {
  return (
    <FooterColumn title={title}>
      {links.map((link) => (
        <li key={link.to}>
          <PlainLink to={link.to}>{t(link.label)}</PlainLink>
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
