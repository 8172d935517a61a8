import { useState } from 'react';
import { adminInputClass, adminPrimaryButtonClass } from '../../shared/admin-field';
import { AdminPanel } from '../../shared/admin-panel';
import { downloadGstReport, gstReportUrl } from '../api/download-gst-report';

/** The month before this one, in Indian time: the month a GST return is usually filed for. */
function lastMonthIst(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const month = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** A month picker and the link that downloads that month's GSTR-1-ready CSV (decision 0141). */
export function GstReportDownload() {
  const [month, setMonth] = useState(lastMonthIst);
  const [problem, setProblem] = useState<string | null>(null);
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <AdminPanel title="GST return">
      <p className="mb-3 text-sm text-ink-700">
        B2C sales by state and rate, the HSN summary and credit notes for refunds, ready for GSTR-1. Test orders are
        left out.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink-900">
          Month
          <input
            type="month"
            name="month"
            value={month}
            min="2017-07"
            onChange={(event) => {
              setMonth(event.target.value);
              setProblem(null);
            }}
            className={`${adminInputClass()} font-normal`}
          />
        </label>
        {valid ? (
          <a
            href={gstReportUrl(month)}
            download={`gstr1-${month}.csv`}
            onClick={(event) => {
              event.preventDefault();
              downloadGstReport(month).catch((error: unknown) =>
                setProblem(error instanceof Error ? error.message : 'The report could not be downloaded'),
              );
            }}
            className={`inline-block ${adminPrimaryButtonClass}`}
          >
            Download CSV for {month}
          </a>
        ) : (
          <p className="text-sm font-semibold text-maroon-700">Choose a month to download its return.</p>
        )}
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-maroon-700">
          {problem}
        </p>
      ) : null}
    </AdminPanel>
  );
}
