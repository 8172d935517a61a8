import { adminDownload } from '../../shared/admin-api';

const reportPath = (month: string) => `/reports/gst?month=${encodeURIComponent(month)}`;

/** Where the month's GST return (a CSV) is answered: GET /api/v1/admin/reports/gst?month=YYYY-MM. */
export function gstReportUrl(month: string): string {
  return `/api/v1/admin${reportPath(month)}`;
}

/** Downloads it through the admin client, which renews an expired session first. */
export function downloadGstReport(month: string): Promise<void> {
  return adminDownload(reportPath(month), `gstr1-${month}.csv`);
}
