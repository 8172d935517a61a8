import { Fragment } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Prose } from '../../../components/ui/prose';
import type { AboutCopy } from '../about-copy';

export function AboutPage({ copy }: { copy: AboutCopy }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={copy.title}>
        <p>{copy.lead}</p>
      </PageTitle>

      <Prose>
        {copy.sections.map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </Fragment>
        ))}
      </Prose>

      <section aria-labelledby="about-values" className="mt-10">
        <h2 id="about-values" className="mb-4 font-display text-2xl text-maroon-800">
          {copy.valuesHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.values.map((value) => (
            <li key={value.title} className="rounded-xl bg-cream-100 p-5">
              <h3 className="font-semibold text-ink-900">{value.title}</h3>
              <p className="mt-2 text-sm text-ink-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-10">
        <h2 id="about-team" className="mb-4 font-display text-2xl text-maroon-800">
          {copy.teamHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.teams.map((team) => (
            <li key={team.name} className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
              <h3 className="font-display text-lg font-semibold text-maroon-800">{team.name}</h3>
              <p className="text-sm font-semibold text-saffron-700">{team.role}</p>
              <p className="mt-2 text-sm text-ink-700">{team.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10">
        <Link
          to="/collections"
          className="inline-block rounded-full bg-maroon-700 px-8 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          {copy.shopNow}
        </Link>
      </div>
    </div>
  );
}
