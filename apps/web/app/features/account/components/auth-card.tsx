import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center font-display text-3xl font-bold text-maroon-800">{title}</h1>
        {children}
      </div>
    </div>
  );
}
