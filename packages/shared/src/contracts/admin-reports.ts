import { z } from 'zod';
import { ERRORS } from '../errors';

// The owner's reports (decision 0141). GET /api/v1/admin/reports/gst?month=2026-11 answers a CSV
// file ready for GSTR-1, not JSON: only its query is a contract.

const MONTH_MESSAGE = ERRORS.REPORT_MONTH_INVALID.message;

/** A calendar month, `YYYY-MM`, from July 2017 (when GST began) to the end of 2099. */
export const reportMonthSchema = z
  .string({ error: MONTH_MESSAGE })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .refine((month) => month >= '2017-07' && month <= '2099-12', MONTH_MESSAGE);

export const gstReportQuerySchema = z.object({ month: reportMonthSchema });
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;

/** The first moment of `YYYY-MM` in Indian time and of the month after it, as instants. */
export function monthBoundsIst(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const ist = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - 330 * 60_000);
  return {
    from: ist(year, monthNumber),
    to: monthNumber === 12 ? ist(year + 1, 1) : ist(year, monthNumber + 1),
  };
}
