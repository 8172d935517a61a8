import type { Route } from './+types/blog';
import { PageTitle } from '../components/ui/page-title';
import { Spinner } from '../components/ui/spinner';
import { blogPostsQuery, useBlogPosts } from '../features/content/api/get-blog-posts';
import { BlogList } from '../features/content/components/blog-list';
import { contentPageData } from '../features/content/content-page.server';
import { useT } from '../lib/i18n';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { prefetch } from '../lib/prefetch';
import { canonical } from '../lib/seo';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { dehydratedState } = await prefetch(serverApi(context), (api) => [blogPostsQuery(api)]);
  return { dehydratedState, ...contentPageData(request, 'blog') };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/blog') }) : [];

export default function BlogPage() {
  const t = useT();
  const { data, isPending, isError, refetch } = useBlogPosts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={t('blog.title')}>
        <p>{t('blog.lead')}</p>
      </PageTitle>
      {isPending ? (
        <Spinner label={t('blog.loading')} />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="font-semibold text-maroon-800">{t('blog.failed')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white"
          >
            {t('blog.retry')}
          </button>
        </div>
      ) : (
        <BlogList posts={data.data} />
      )}
    </div>
  );
}
