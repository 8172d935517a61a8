import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { AccountsOpenSoon } from './accounts-open-soon';

type SignInRequiredProps = {
  title: string;
  /** What the visitor will find here once signed in, e.g. "your orders and their status". */
  shows: string;
  children?: ReactNode;
};

/** The honest body of a page that needs an account, until accounts are wired up. */
export function SignInRequired({ title, shows, children }: SignInRequiredProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={title}>
        <p>Sign in to see {shows}.</p>
      </PageTitle>
      <AccountsOpenSoon />
      {children}
      <p className="flex flex-wrap gap-3">
        <Link to="/login" className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800">
          Login
        </Link>
        <Link
          to="/collections"
          className="rounded-full border border-maroon-700 px-6 py-2 font-semibold text-maroon-700 hover:bg-cream-100"
        >
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
