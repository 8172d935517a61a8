import type { BlogPostSummary } from '@shop/shared/contracts/blog';
import { Link } from 'react-router';
import { formatPublished } from './blog-date';

export function BlogList({ posts }: { posts: readonly BlogPostSummary[] }) {
  if (posts.length === 0) return <p className="text-ink-700">New articles are on their way. Please check back soon.</p>;
  return (
    <ul className="grid max-w-5xl gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug} className="grid">
          <article
            aria-labelledby={`post-${post.slug}`}
            className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`post-${post.slug}`} className="font-display text-xl font-semibold text-maroon-800">
              <Link to={`/blog/${post.slug}`} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="text-sm text-ink-700">
              <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt)}</time>
              {' · '}
              {post.readingMinutes} min read
            </p>
            <p className="leading-relaxed text-ink-700">{post.excerpt}</p>
            <Link
              to={`/blog/${post.slug}`}
              className="mt-auto font-semibold text-maroon-700 underline underline-offset-2"
            >
              Read more<span className="sr-only">: {post.title}</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
