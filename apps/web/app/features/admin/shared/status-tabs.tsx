import { Link } from 'react-router';

/**
 * A queue's views by state as a row of links, the current one marked (`aria-current="page"`):
 * returns, reviews. `href` gives each view's address (the default view's is the bare path).
 */
export function StatusTabs<S extends string>({
  label,
  views,
  current,
  href,
}: {
  label: string;
  views: readonly { status: S; label: string }[];
  current: S;
  href: (status: S) => string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {views.map((v) => (
        <Link
          key={v.status}
          to={href(v.status)}
          aria-current={v.status === current ? 'page' : undefined}
          className={`rounded-full px-4 py-2 font-semibold ${
            v.status === current ? 'bg-maroon-700 text-white' : 'border border-ink-500 text-ink-900 hover:bg-cream-100'
          }`}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}
