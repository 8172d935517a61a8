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
  return {
    dehydratedState,
    origin,
    ...pageMessages(request, 'content', 'blog'),
    seo: {
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      publishedAt: post.publishedAt,
      path: pathInLocale(`/blog/${post.slug}`, locale),
      crumbs: {
        home: t('shell.home'),
        homePath: pathInLocale('/', locale),
        blog: t('blog.title'),
        blogPath: pathInLocale('/blog', locale),
      },
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${SHOP_NAME}` }];
  const { origin, seo } = loaderData;
  const url = absoluteUrl(origin, seo.path);
  return pageMeta({
    title: seo.title,
    description: seo.excerpt,
    url,
    type: 'article',
    extra: [
      { property: 'article:published_time', content: seo.publishedAt },
      jsonLd({
        '@type': 'BlogPosting',
        headline: seo.title,
        description: seo.excerpt,
        datePublished: seo.publishedAt,
        author: { '@type': 'Person', name: seo.author },
        publisher: { '@type': 'Organization', name: SHOP_NAME },
        mainEntityOfPage: url,
      }),
      breadcrumbJsonLd(origin, [
        { name: seo.crumbs.home, path: seo.crumbs.homePath },
        { name: seo.crumbs.blog, path: seo.crumbs.blogPath },
        { name: seo.title, path: seo.path },
      ]),
    ],
  });
}

export default function BlogPostRoute({ params }: Route.ComponentProps) {
  const { data } = useBlogPost(params.slug);
  if (!data) return null;
  return <BlogArticle post={data.data} />;
}
