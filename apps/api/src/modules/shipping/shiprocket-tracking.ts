import type { ParcelProgress, TrackingUpdate } from './carrier-types';
import { atShopTime, shopDay } from '@shop/shared/dates';

// Shiprocket's tracking words (the webhook's body and the track/awb answer) in the shop's terms.

/** Shiprocket's JSON read defensively: an object (else empty), a string or number as text (else ''). */
export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** Shiprocket's shipment status ids (its "Shipment Status Codes" table) the shop acts on. */
const PROGRESS_BY_STATUS_ID: Record<number, ParcelProgress> = {
  6: 'in_transit', // Shipped
  7: 'delivered',
  9: 'returning', // RTO initiated
  10: 'returning', // RTO delivered
  14: 'returning', // RTO acknowledged
  17: 'out_for_delivery',
  18: 'in_transit',
  21: 'undelivered',
  38: 'in_transit', // Reached destination hub
  42: 'in_transit', // Picked up
};

function progressOf(statusId: unknown, status: unknown): ParcelProgress {
  const byId = PROGRESS_BY_STATUS_ID[Number(statusId)];
  if (byId) return byId;
  const words = text(status).toUpperCase();
  if (words.startsWith('RTO')) return 'returning';
  if (words === 'DELIVERED') return 'delivered';
  if (words === 'OUT FOR DELIVERY') return 'out_for_delivery';
  if (words === 'UNDELIVERED') return 'undelivered';
  if (words === 'IN TRANSIT' || words === 'SHIPPED' || words === 'PICKED UP') return 'in_transit';
  return 'other';
}

/** "2026-11-30 14:05:00" (India) or "30 11 2026 14:05:00" → the moment; anything else → null. */
export function indianTime(value: unknown): Date | null {
  const raw = text(value);
  let match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(raw);
  if (match) {
    const [, y, mo, d, h, mi, s = '00'] = match;
    return atShopTime(`${y}-${mo}-${d}`, `${h}:${mi}:${s}`);
  }
  match = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(raw);
  if (match) {
    const [, d, mo, y, h, mi, s] = match;
    return atShopTime(`${y}-${mo}-${d}`, `${h}:${mi}:${s}`);
  }
  return null;
}

function scansOf(list: unknown) {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const scan = record(item);
    const at = indianTime(scan.date);
    const status = text(scan['sr-status-label']) || text(scan.status);
    if (!at || !status) return [];
    return [
      {
        at,
        status: status.slice(0, 200),
        activity: text(scan.activity).slice(0, 500),
        location: text(scan.location).slice(0, 200),
      },
    ];
  });
}

/** A tracking webhook's body; null when it names no AWB. */
export function updateFromWebhook(body: unknown): TrackingUpdate | null {
  const payload = record(body);
  const awb = text(payload.awb);
  if (!awb) return null;
  const progress =
    Number(payload.is_return) === 1
      ? 'returning'
      : progressOf(payload.shipment_status_id ?? payload.current_status_id, payload.current_status);
  const expected = indianTime(payload.etd);
  return {
    awb,
    progress,
    expectedBy: expected ? shopDay(expected) : null,
    scans: scansOf(payload.scans),
  };
}

/** The answer of GET /v1/external/courier/track/awb/{awb}. */
export function updateFromTracking(awb: string, body: unknown): TrackingUpdate | null {
  const data = record(record(body).tracking_data);
  const track = Array.isArray(data.shipment_track) ? record(data.shipment_track[0]) : {};
  if (Object.keys(data).length === 0) return null;
  const expected = indianTime(data.etd ?? track.edd);
  return {
    awb,
    progress: progressOf(data.shipment_status, track.current_status),
    expectedBy: expected ? shopDay(expected) : null,
    scans: scansOf(data.shipment_track_activities),
  };
}
