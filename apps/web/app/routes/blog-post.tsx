import { SHOP_NAME } from '@shop/shared/constants';
import type { Route } from './+types/blog-post';
import { blogPostQuery, useBlogPost } from '../features/content/api/get-blog-post';
import { BlogArticle } from '../features/content/components/blog-article';
import { pathInLocale } from '@shop/shared/locale';
import { requestLocale } from '../lib/request-locale';
import { pageMessages, serverT } from '../lib/i18n.server';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { fetchRequired } from '../lib/prefetch';
import { absoluteUrl, breadcrumbJsonLd, jsonLd, siteOrigin } from '../lib/seo';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { dehydratedState, results } = await fetchRequired([blogPostQuery(params.slug, serverApi(context))]);
  const post = results[0]!.data;
  const origin = siteOrigin(request);
  const locale = requestLocale(request);
  const t = serverT(request, 'shell', 'blog');
  const path = pathInLocale(`/blog/${post.slug}`, locale);
  const url = absoluteUrl(origin, path);
  return {
    dehydratedState,
    ...pageMessages(request, 'content', 'blog'),
    // Written here: the page's scripts need none of the meta tags' code (lib/meta.ts, lib/seo.ts).
    seo: pageMeta({
      title: post.title,
      description: post.excerpt,
      url,
      type: 'article',
      extra: [
        { property: 'article:published_time', content: post.publishedAt },
        jsonLd({
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: SHOP_NAME },
          mainEntityOfPage: url,
        }),
        breadcrumbJsonLd(origin, [
          { name: t('shell.home'), path: pathInLocale('/', locale) },
          { name: t('blog.title'), path: pathInLocale('/blog', locale) },
          { name: post.title, path },
        ]),
      ],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [{ title: `Page not found | ${SHOP_NAME}` }];
}

export default function BlogPostRoute({ params }: Route.ComponentProps) {
  const { data } = useBlogPost(params.slug);
  if (!data) return null;
  return <BlogArticle post={data.data} />;
}
