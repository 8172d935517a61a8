import { SUPPORT_CHAT_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from '@shop/shared/constants';
import { PageTitle } from '../../../components/ui/page-title';
import { LocaleLink, useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import { telHref } from '../shop-details';
import { ContactForm } from './contact-form';
import { ShopAddress } from './shop-address';

const cardClass = 'flex flex-col gap-2 rounded-xl border border-cream-200 bg-white p-6 shadow-sm';
const actionClass = 'mt-auto font-semibold text-maroon-700 underline underline-offset-2 hover:text-maroon-900';

export function ContactPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('contact.title')}>
        <p>{t('contact.lead')}</p>
      </PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">{t('contact.callHeading')}</h2>
          <p className="text-ink-700">{t('contact.callText')}</p>
          <a href={telHref(SUPPORT_PHONE)} className={actionClass}>
            {SUPPORT_PHONE}
          </a>
        </li>
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">{t('contact.chatHeading')}</h2>
          <p className="text-ink-700">{t('contact.chatText')}</p>
          <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" className={actionClass}>
            {t('contact.chatAction')}
            <span className="sr-only">{t('contact.chatActionMore')}</span>
          </a>
        </li>
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">{t('contact.emailHeading')}</h2>
          <p className="text-ink-700">{t('contact.emailText')}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={actionClass}>
            {SUPPORT_EMAIL}
          </a>
        </li>
        <li className={cardClass}>
          <h2 className="font-display text-xl text-maroon-800">{t('contact.visitHeading')}</h2>
          <ShopAddress />
        </li>
      </ul>
      <section aria-labelledby="contact-form-heading" className="mt-10">
        <h2 id="contact-form-heading" className="mb-2 font-display text-2xl text-maroon-800">
          {t('contact.writeHeading')}
        </h2>
        <p className="mb-4 max-w-2xl text-ink-700">{t('contact.writeText')}</p>
        <ContactForm />
      </section>
      <p className="mt-8 text-ink-700">
        {richText(t('contact.faqNote'), {
          faq: (text) => (
            <LocaleLink to="/faq" className="font-semibold text-maroon-700 underline">
              {text}
            </LocaleLink>
          ),
        })}
      </p>
    </div>
  );
}
