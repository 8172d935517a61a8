import { BLOG_POSTS } from '../blog-posts';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function BlogList() {
  return (
    <ul className="grid max-w-5xl gap-6 md:grid-cols-2">
      {BLOG_POSTS.map((post) => (
        <li key={post.slug} className="grid">
          <article
            aria-labelledby={`post-${post.slug}`}
            className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`post-${post.slug}`} className="font-display text-xl font-semibold text-maroon-800">
              {post.title}
            </h2>
            <p className="text-sm text-ink-700">
              <time dateTime={post.published}>{dateFormat.format(new Date(`${post.published}T00:00:00Z`))}</time>
              {' · '}
              {post.readingMinutes} min read
            </p>
            <p className="leading-relaxed text-ink-700">{post.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
