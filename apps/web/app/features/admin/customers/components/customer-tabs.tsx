import { Link } from 'react-router';

const tabClass = (current: boolean) =>
  `rounded-full px-4 py-2 font-semibold ${
    current ? 'bg-maroon-700 text-white' : 'border border-maroon-700 text-maroon-700 hover:bg-cream-100'
  }`;

/** Customers and newsletter subscribers share the Customers section; the view is in the URL. */
export function CustomerTabs({ current }: { current: 'customers' | 'newsletter' }) {
  return (
    <nav aria-label="Customers section" className="mb-5">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/admin/customers"
            className={tabClass(current === 'customers')}
            aria-current={current === 'customers' ? 'page' : undefined}
          >
            Customers
          </Link>
        </li>
        <li>
          <Link
            to="/admin/customers?view=newsletter"
            className={tabClass(current === 'newsletter')}
            aria-current={current === 'newsletter' ? 'page' : undefined}
          >
            Newsletter subscribers
          </Link>
        </li>
      </ul>
    </nav>
  );
}
