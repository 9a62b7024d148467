import { Link } from 'react-router';
import { CheckCircle2, Circle, Info } from 'lucide-react';
import { messages, type DashboardOverview } from '@rifas/shared';
import { cn } from '@/lib/cn';

const m = messages.dashboard.gettingStarted;
const STEPS = ['payment_methods', 'shop', 'password', 'first_raffle'] as const;

/**
 * 'Primeros pasos' (issue 42): while the demo's data is there, the dashboard says so
 * and lists what a first real sale needs, each step ticked from the data the API
 * reads (not from a checklist the operator must keep), with a link to do it.
 */
export function GettingStarted({ overview }: { overview: DashboardOverview | undefined }) {
  const state = overview?.getting_started;
  if (!state?.demo) return null;
  return (
    <section
      aria-labelledby="getting-started-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 shadow-sm sm:p-5"
    >
      <h2 id="getting-started-title" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      <p className="mt-1 flex items-start gap-2 text-sm text-amber-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {m.demoNotice}
      </p>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {STEPS.map((step) => {
          const done = state[step];
          const text = m.steps[step];
          return (
            <li key={step} data-done={done}>
              <Link
                to={text.to}
                className={cn(
                  'flex items-start gap-3 rounded-xl border bg-white p-3 transition-colors hover:bg-slate-50',
                  done ? 'border-emerald-200' : 'border-slate-200',
                )}
              >
                {done ? (
                  <CheckCircle2
                    className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600"
                    aria-hidden="true"
                  />
                ) : (
                  <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                <span>
                  <span
                    className={cn(
                      'block font-semibold',
                      done ? 'text-slate-500 line-through' : 'text-slate-900',
                    )}
                  >
                    {text.label}
                  </span>
                  <span className="block text-sm text-slate-600">{text.hint}</span>
                  <span className="sr-only">: {done ? m.done : m.pending}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
