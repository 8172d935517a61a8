import { PageTitle } from '../components/ui/page-title';
import { CollectionDirectory } from '../features/catalogue/components/collection-tiles';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'All Collections',
    description:
      'Every collection in one place: dresses for Laddu Gopal, Radha Rani and Mata Rani, festival and seasonal poshak, mukut, jhula, singhasan and jewellery.',
  });

export default function CollectionsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="All Collections">
        <p>Choose your deity, an accessory, or a collection for the season or the festival.</p>
      </PageTitle>
      <CollectionDirectory />
    </div>
  );
}
