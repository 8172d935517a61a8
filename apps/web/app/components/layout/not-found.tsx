import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="font-display text-6xl text-saffron-700">404</p>
      <h1 className="font-display text-3xl text-maroon-800">Page not found</h1>
      <p className="text-ink-700">The page you are looking for has moved or never existed.</p>
      <div className="flex gap-3">
        <Link to="/" className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800">
          Go to Home
        </Link>
        <Link
          to="/collections"
          className="rounded-full border border-maroon-700 px-6 py-2 font-semibold text-maroon-700"
        >
          Browse Collections
        </Link>
      </div>
    </section>
  );
}
