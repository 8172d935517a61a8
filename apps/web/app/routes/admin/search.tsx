import { SearchWordsPage } from '../../features/admin/search/search-words-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Search · Admin', description: 'Search synonyms and searches that found nothing.', noIndex: true });

export default function AdminSearchRoute() {
  return <SearchWordsPage />;
}
