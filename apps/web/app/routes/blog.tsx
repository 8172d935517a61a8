import type { Route } from './+types/blog';
import { PageTitle } from '../components/ui/page-title';
import { Spinner } from '../components/ui/spinner';
import { blogPostsQuery, useBlogPosts } from '../features/content/api/get-blog-posts';
import { BlogList } from '../features/content/components/blog-list';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { prefetch } from '../lib/prefetch';
import { absoluteUrl, siteOrigin } from '../lib/seo';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { dehydratedState } = await prefetch(serverApi(context), (api) => [blogPostsQuery(api)]);
  return { dehydratedState, origin: siteOrigin(request) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: 'Blog',
    description:
      'Guides on idol dress sizes, festival preparation, seasonal shringar and caring for your Thakur Ji’s dresses.',
    ...(loaderData ? { url: absoluteUrl(loaderData.origin, '/blog') } : {}),
  });

export default function BlogPage() {
  const { data, isPending, isError, refetch } = useBlogPosts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Blog">
        <p>Guides and ideas for dressing and caring for your deity, season by season.</p>
      </PageTitle>
      {isPending ? (
        <Spinner label="Loading articles" />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-semibold text-maroon-800">We could not load the articles.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white"
          >
            Try Again
          </button>
        </div>
      ) : (
        <BlogList posts={data.data} />
      )}
    </div>
  );
}
