import { formatDate } from '@shop/shared/dates';
import type { BlogPostSummary } from '@shop/shared/contracts/blog';
import { LocaleLink, useLocale, useT } from '../../../lib/i18n';

export function BlogList({ posts }: { posts: readonly BlogPostSummary[] }) {
  const t = useT();
  const locale = useLocale();
  if (posts.length === 0) return <p className="text-ink-700">{t('blog.empty')}</p>;
  return (
    <ul className="grid max-w-5xl gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug} className="grid">
          <article
            aria-labelledby={`post-${post.slug}`}
            className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`post-${post.slug}`} className="font-display text-xl font-semibold text-maroon-800">
              <LocaleLink to={`/blog/${post.slug}`} className="hover:underline">
                {post.title}
              </LocaleLink>
            </h2>
            <p className="text-sm text-ink-700">
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
              {' · '}
              {t('blog.minutesToRead', { minutes: post.readingMinutes })}
            </p>
            <p className="leading-relaxed text-ink-700">{post.excerpt}</p>
            <LocaleLink
              to={`/blog/${post.slug}`}
              className="mt-auto font-semibold text-maroon-700 underline underline-offset-2"
            >
              {t('blog.readMore')}
              <span className="sr-only">: {post.title}</span>
            </LocaleLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
