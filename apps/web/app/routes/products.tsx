import { PageTitle } from '../components/ui/page-title';
import { CollectionDirectory } from '../features/catalogue/components/collection-tiles';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Shop',
    description:
      'Shop dresses, mukut, pagdi, jhula, singhasan and jewellery for Laddu Gopal, Radha Rani, Mata Rani and Radha Krishna.',
  });

export default function ProductsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Shop">
        <p>
          Handmade poshak and shringar for your Thakur Ji. Start with your deity, or browse accessories and collections
          for every season and festival.
        </p>
      </PageTitle>
      <CollectionDirectory />
    </div>
  );
}
