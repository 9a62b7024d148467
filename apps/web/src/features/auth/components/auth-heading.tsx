import type { ReactNode } from 'react';

/** The title of an account screen, with an optional line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <p className="mt-1.5 text-sm text-slate-600">{children}</p>}
    </div>
  );
}
