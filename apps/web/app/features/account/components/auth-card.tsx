import type { ReactNode } from 'react';

/** `wide` gives room for two ways in side by side on larger screens (the login page). */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`mx-auto px-4 py-10 ${wide ? 'max-w-md md:max-w-4xl' : 'max-w-md'}`}>
      <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center font-display text-3xl font-bold text-maroon-800">{title}</h1>
        {children}
      </div>
    </div>
  );
}
