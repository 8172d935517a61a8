import { adminDownload } from '../../shared/admin-api';

/** Where the month's GST return (a CSV) is answered: GET /api/v1/admin/reports/gst?month=YYYY-MM. */
export function gstReportPath(month: string): string {
  return `/admin/reports/gst?month=${encodeURIComponent(month)}`;
}

/** Downloads it through the admin client, which renews an expired session first. */
export function downloadGstReport(month: string): Promise<void> {
  return adminDownload(gstReportPath(month), `gstr1-${month}.csv`);
}
