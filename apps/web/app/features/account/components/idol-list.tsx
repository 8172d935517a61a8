import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

export type ListedIdol = { _id: string; name: string; deity: string; size: string; heightIn: number | null };

/** One saved idol: its name, deity and size, with its edit and remove controls. */
export function IdolSummary({ idol, children }: { idol: ListedIdol; children: ReactNode }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-cream-200 bg-white p-4 shadow-sm">
      <div>
        <p className="font-semibold break-words text-ink-900">{idol.name}</p>
        <p className="text-sm text-ink-700">
          {t(`collectionNames.collection:${idol.deity as 'laddu-gopal'}`)} · {t('idols.idolSize', { size: idol.size })}
          {idol.heightIn === null ? null : ` · ${t('idols.measured', { height: idol.heightIn })}`}
        </p>
      </div>
      {children}
    </li>
  );
}
