import { formatDate } from '@shop/shared/dates';
import type { BlogPost } from '@shop/shared/contracts/blog';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Prose } from '../../../components/ui/prose';
import { LocaleLink, useLocale, useLocalePath, useT } from '../../../lib/i18n';
import { articleBlocks } from '../article-blocks';

export function BlogArticle({ post }: { post: BlogPost }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: t('shell.home'), to: localePath('/') },
          { label: t('blog.title'), to: localePath('/blog') },
          { label: post.title },
        ]}
      />
      <article>
        <header className="mb-6 max-w-3xl">
          <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-sm text-ink-700">
            {t('blog.byAuthor', { author: post.author })} ·{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> ·{' '}
            {t('blog.minutesToRead', { minutes: post.readingMinutes })}
          </p>
        </header>
        <Prose>
          {articleBlocks(post.body).map((block, i) => {
            if (block.kind === 'heading') return <h2 key={i}>{block.text}</h2>;
            if (block.kind === 'list') {
              return (
                <ul key={i}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
            }
            return <p key={i}>{block.text}</p>;
          })}
          <p>
            <LocaleLink to="/blog" className="tap-target">
              {t('blog.backToAll')}
            </LocaleLink>
          </p>
        </Prose>
      </article>
    </div>
  );
}
