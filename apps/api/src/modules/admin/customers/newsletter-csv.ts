import { stringify } from 'csv-stringify/sync';
import type { AdminSubscriber } from '@shop/shared/contracts/admin-customers';
import { neutraliseFormula } from '../shared/spreadsheet-cell';

// Shop time for the owner's spreadsheet: "2026-11-22 15:30" (Swedish locale writes ISO-like dates).
const shopTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function csvShopTime(iso: string): string {
  return shopTime.format(new Date(iso));
}

/** The export of GET /admin/newsletter.csv: a header row, then one row per subscriber. */
export function newsletterCsv(subscribers: AdminSubscriber[]): string {
  return stringify(
    subscribers.map((subscriber) => [
      neutraliseFormula(subscriber.email),
      csvShopTime(subscriber.subscribedAt),
      subscriber.status,
      subscriber.unsubscribedAt ? csvShopTime(subscriber.unsubscribedAt) : '',
    ]),
    { header: true, columns: ['Email', 'Subscribed at (IST)', 'Status', 'Unsubscribed at (IST)'], bom: true },
  );
}
