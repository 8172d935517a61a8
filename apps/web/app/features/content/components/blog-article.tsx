import type { BlogPost } from '@shop/shared/contracts/blog';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Prose } from '../../../components/ui/prose';
import { articleBlocks } from '../article-blocks';
import { formatPublished } from './blog-date';

export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }]} />
      <article>
        <header className="mb-6 max-w-3xl">
          <h1 className="font-display text-3xl font-bold text-maroon-800 sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-sm text-ink-700">
            By {post.author} · <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt)}</time> ·{' '}
            {post.readingMinutes} min read
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
            <Link to="/blog">Back to all articles</Link>
          </p>
        </Prose>
      </article>
    </div>
  );
}
