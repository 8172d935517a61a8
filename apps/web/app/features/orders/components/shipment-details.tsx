import type { Order } from '@shop/shared/contracts/orders';
import { writtenLang } from '@shop/shared/written-lang';
import { useLocale, useT } from '../../../lib/i18n';
import { formatOrderDate, formatOrderDateTime } from '../order-display';

/** Only a web address is ever made a link: the courier's tracking URL is stored as the courier gave it. */
const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** "Jaipur_Hub (Rajasthan)" as couriers write it, read as words. */
const place = (location: string) => location.replaceAll('_', ' ').trim();

/**
 * Courier and tracking number (AWB) of a shipped order, as the order page and the tracking page show
 * them; once booked with a courier, its tracking link, its expected date and its scans, newest first.
 */
export function ShipmentDetails({
  order,
  className = '',
}: {
  order: Pick<Order, 'courier' | 'trackingNumber' | 'parcel'>;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const parcel = order.parcel;
  const courier = parcel?.courier || order.courier;
  const awb = parcel?.awb || order.trackingNumber;
  const trackingUrl = parcel && isWebAddress(parcel.trackingUrl) ? parcel.trackingUrl : null;
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-cream-100 p-3">
        {courier ? (
          <>
            <dt className="font-semibold">{t('orders.courier')}</dt>
            <dd className="break-words">{courier}</dd>
          </>
        ) : null}
        {awb ? (
          <>
            <dt className="font-semibold">{t('orders.trackingNumber')}</dt>
            <dd className="break-all" data-testid="tracking-number">
              {awb}
            </dd>
          </>
        ) : null}
        {parcel?.expectedBy ? (
          <>
            <dt className="font-semibold">{t('orders.parcelExpected')}</dt>
            <dd data-testid="courier-expected">
              <time dateTime={parcel.expectedBy}>{formatOrderDate(parcel.expectedBy, locale)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {trackingUrl ? (
        <p>
          <a
            href={trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="tap-target font-semibold text-maroon-700 underline"
          >
            {t('orders.parcelTrack')}
          </a>
        </p>
      ) : null}
      {parcel && parcel.scans.length > 0 ? (
        <section aria-label={t('orders.parcelScans')}>
          <h3 className="font-semibold text-ink-900">{t('orders.parcelScans')}</h3>
          <ol className="mt-2 flex flex-col gap-2" data-testid="parcel-scans">
            {parcel.scans.map((scan) => (
              <li key={`${scan.at}-${scan.status}`} className="border-l-4 border-gold-400 pl-3">
                <time dateTime={scan.at} className="block text-sm text-ink-700">
                  {formatOrderDateTime(scan.at, locale)}
                </time>
                <span {...writtenLang(scan.status, locale)} className="block font-semibold break-words">
                  {scan.status}
                </span>
                {scan.location ? (
                  <span {...writtenLang(scan.location, locale)} className="block text-sm break-words text-ink-700">
                    {place(scan.location)}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
