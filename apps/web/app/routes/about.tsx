import type { Route } from './+types/about';
import { AboutPage } from '../features/content/components/about-page';
import { contentPageData } from '../features/content/content-page.server';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  return contentPageData(request, 'about');
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/about') }) : [];

export default function AboutRoute() {
  return <AboutPage />;
}
