import { AboutPage } from '../features/content/components/about-page';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'About Us',
    description:
      'Our story, mission and values: handmade dresses and shringar for Laddu Gopal, Radha Rani and Mata Rani.',
  });

export default function AboutRoute() {
  return <AboutPage />;
}
