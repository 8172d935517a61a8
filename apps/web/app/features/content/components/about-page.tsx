import { SHOP_NAME } from '@shop/shared/constants';
import { Fragment } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { Prose } from '../../../components/ui/prose';
import { LocaleLink, useT } from '../../../lib/i18n';
import type { MessageId } from '../../../locales/catalogues.server';

const shop = SHOP_NAME;
const SECTIONS = ['story', 'mission', 'vision'] as const;
const VALUES = ['devotion', 'craft', 'size', 'care'] as const;
const TEAMS = ['tailors', 'makers', 'packing', 'careTeam'] as const;

export function AboutPage() {
  const t = useT();
  const about = (key: string) => t(`about.${key}` as MessageId, { shop });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={about('heading')}>
        <p>{about('lead')}</p>
      </PageTitle>

      <Prose>
        {SECTIONS.map((section) => (
          <Fragment key={section}>
            <h2>{about(`${section}Heading`)}</h2>
            <p>{about(`${section}Text`)}</p>
          </Fragment>
        ))}
      </Prose>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="mb-4 font-display text-2xl text-maroon-800">
          {about('valuesHeading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value} className="rounded-xl bg-cream-100 p-5">
              <h3 className="font-semibold text-ink-900">{about(`${value}Title`)}</h3>
              <p className="mt-2 text-sm text-ink-700">{about(`${value}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-10">
        <h2 id="about-team" className="mb-4 font-display text-2xl text-maroon-800">
          {about('teamHeading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TEAMS.map((team) => (
            <li key={team} className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
              <h3 className="font-display text-lg font-semibold text-maroon-800">{about(`${team}Name`)}</h3>
              <p className="text-sm font-semibold text-saffron-700">{about(`${team}Role`)}</p>
              <p className="mt-2 text-sm text-ink-700">{about(`${team}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10">
        <LocaleLink
          to="/collections"
          className="inline-block rounded-full bg-maroon-700 px-8 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {about('shopNow')}
        </LocaleLink>
      </div>
    </div>
  );
}
