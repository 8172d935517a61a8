import type { Route } from './+types/about';
import { ABOUT_COPY } from '../features/content/about-copy';
import { AboutPage } from '../features/content/components/about-page';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: 'About Us',
    description:
      'Our story, mission and values: handmade dresses and shringar for Laddu Gopal, Radha Rani and Mata Rani.',
    ...canonical(loaderData, '/about'),
  });

export default function AboutRoute() {
  return <AboutPage copy={ABOUT_COPY} />;
}
