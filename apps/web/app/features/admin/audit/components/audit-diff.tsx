import { auditChanges } from '@shop/shared/contracts/admin-audit';

/** A value as the owner reads it: text as is, nothing as a dash, anything else as compact JSON. */
function auditValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

/** The keys a change touched, the old value beside the new one. */
export function AuditDiff({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <p className="text-sm text-ink-700">No values recorded.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-cream-200" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-cream-100">
          <tr>
            <th scope="col" className="px-3 py-1.5 text-left font-semibold text-ink-900">
              Field
            </th>
            <th scope="col" className="px-3 py-1.5 text-left font-semibold text-ink-900">
              Before
            </th>
            <th scope="col" className="px-3 py-1.5 text-left font-semibold text-ink-900">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.key} className="border-t border-cream-200">
              <th scope="row" className="px-3 py-1.5 text-left font-mono font-normal whitespace-nowrap text-ink-900">
                {change.key}
              </th>
              <td className="bg-red-50 px-3 py-1.5 align-top font-mono break-words text-red-800">
                <span className="sr-only">was </span>
                {auditValue(change.before)}
              </td>
              <td className="bg-green-50 px-3 py-1.5 align-top font-mono break-words text-green-800">
                <span className="sr-only">now </span>
                {auditValue(change.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
