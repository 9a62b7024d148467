import { messages } from '@rifas/shared';

const m = messages.reconciliations;

/** The file's first rows under its header, so the operator sees what each column holds. */
export function StatementPreview({ headers, rows }: { headers: string[]; rows: string[][] }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      role="region"
      aria-label={m.preview}
      tabIndex={0}
    >
      <table className="min-w-full text-left text-sm" aria-label={m.preview}>
        <caption className="bg-slate-50 px-3 py-2 text-left text-xs font-semibold text-slate-600">
          {m.preview}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} className="px-3 py-1.5 whitespace-nowrap text-slate-800 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
