import { randomUUID } from 'node:crypto';
import {
  SHIPPING_MESSAGES,
  type BookShipmentRequest,
  type CourierRule,
  type ShipmentDto,
  type ShippingSettings,
} from '@shop/shared/contracts/shipping';
import { isOrderId, isReadyToShip } from '@shop/shared/order-rules';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { shipIn } from '../orders/order-delivery-steps';
import { orderQueries } from '../orders/order-queries';
import type { BookedParcel, CourierChoice, ServiceabilityQuery } from './carrier-types';
import { parcelOf } from './parcel';
import { shipmentRepository, type ShipmentRow } from './shipment-repository';
import type { ShippingDeps } from './shipping-deps';

/**
 * A claim older than this was left by a process that died mid-booking: another may take it over,
 * and the carrier's idempotency by order id finds whatever the first one made.
 */
const CLAIM_STALE_MS = 3 * 60 * 1000;

type Deps = Omit<ShippingDeps, 'hash'>;

const shippingQueries = (db: Db) => ({ ...orderQueries(db), shipments: shipmentRepository(db) });

/** A courier picked, else a typed one (manual), else the rule asked for, else the owner's saved rule. */
async function choiceOf(request: BookShipmentRequest, savedRule: () => Promise<CourierRule>): Promise<CourierChoice> {
  if (request.courierId) return { kind: 'courier', courierId: request.courierId };
  if (request.courier || request.trackingNumber) {
    return { kind: 'typed', courier: request.courier ?? '', trackingNumber: request.trackingNumber ?? '' };
  }
  if (request.rule) return { kind: 'rule', rule: request.rule };
  return { kind: 'rule', rule: await savedRule() };
}

/** Booking parcels with the configured carrier, their labels, and what couriers reach a PIN code. */
export function shipmentService(deps: Deps) {
  const { db, carrier, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());
  const transaction = transactional(db, shippingQueries);
  const shipments = shipmentRepository(db);

  const labelLink = (orderId: string) => `/api/v1/admin/shipments/labels.pdf?orderIds=${orderId}`;

  function toDto(row: ShipmentRow): ShipmentDto {
    return {
      orderId: row.orderId,
      provider: row.provider,
      courier: row.courier ?? '',
      awb: row.awb ?? '',
      labelUrl: row.labelUrl ?? labelLink(row.orderId),
      trackingUrl: row.trackingUrl,
      pickupScheduledFor: row.pickupScheduledFor,
      expectedBy: row.expectedBy,
    };
  }

  const bookedOf = (row: ShipmentRow): BookedParcel => ({
    carrierOrderId: row.carrierOrderId,
    carrierShipmentId: row.carrierShipmentId,
    courier: row.courier ?? '',
    awb: row.awb ?? '',
    labelUrl: row.labelUrl,
    trackingUrl: row.trackingUrl,
    pickupScheduledFor: row.pickupScheduledFor,
    expectedBy: row.expectedBy,
  });

  async function parcelFor(orderId: string) {
    const queries = shippingQueries(db);
    const order = await queries.orders.find(orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return parcelOf(order, await queries.shipments.parcelLines(orderId));
  }

  /**
   * Claims the order (its row locked, then a `booking` row only one caller can hold), and answers
   * with the parcel to book, or with the shipment already booked (a second press, a retry).
   */
  async function claim(orderId: string, claimToken: string) {
    return transaction(async (tx) => {
      const order = await tx.orders.lock(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const existing = await tx.shipments.find(orderId);
      if (existing && existing.state === 'booked') return { kind: 'booked', row: existing } as const;
      if (!isReadyToShip(order)) throw new AppError('SHIPMENT_NOT_READY');
      const parcel = parcelOf(order, await tx.shipments.parcelLines(orderId));
      const at = now();
      const claimed = await tx.shipments.claim(
        orderId,
        carrier.provider,
        claimToken,
        at,
        new Date(at.getTime() - CLAIM_STALE_MS),
      );
      if (!claimed) throw new AppError('SHIPMENT_BOOKING_IN_PROGRESS');
      return { kind: 'claimed', parcel } as const;
    });
  }

  /** The booking made: the shipment row, the order shipped with its AWB, the shopper told, the audit. */
  async function record(
    adminId: string,
    orderId: string,
    claimToken: string,
    booked: BookedParcel,
  ): Promise<ShipmentRow> {
    const at = now();
    return transaction(async (tx) => {
      const order = await tx.orders.lock(orderId);
      if (!order || order.status !== 'processing') throw new AppError('ORDER_STATUS_TRANSITION');
      const row = await tx.shipments.complete(orderId, claimToken, booked, at);
      if (!row) throw new AppError('SHIPMENT_BOOKING_IN_PROGRESS');
      await shipIn(
        tx,
        order,
        { courier: booked.courier, trackingNumber: booked.awb },
        { note: null, actorUserId: adminId, at, publicUrl },
      );
      await tx.audit({
        actorUserId: adminId,
        action: 'order.book_shipment',
        entity: 'order',
        entityId: order.id,
        before: { status: order.status },
        after: { status: 'shipped', provider: carrier.provider, courier: booked.courier, awb: booked.awb },
      });
      return row;
    });
  }

  async function book(adminId: string, orderId: string, request: BookShipmentRequest): Promise<ShipmentDto> {
    if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
    const claimToken = randomUUID();
    const claimed = await claim(orderId, claimToken);
    if (claimed.kind === 'booked') return toDto(claimed.row);

    let booked: BookedParcel;
    try {
      booked = await carrier.book(claimed.parcel, await choiceOf(request, () => shipments.courierRule()));
    } catch (error) {
      // Nothing was booked here; a carrier order made before a timeout is found again by the next try.
      await shipments.release(orderId, claimToken);
      throw error;
    }
    try {
      return toDto(await record(adminId, orderId, claimToken, booked));
    } catch (error) {
      // Cancelled (or otherwise moved) while the courier was being asked: take the booking back.
      log.warn({ err: error, orderId }, 'booked parcel could not be recorded; cancelling it with the carrier');
      await carrier.cancel(booked).catch((cancelError: unknown) => {
        log.error({ err: cancelError, orderId, awb: booked.awb }, 'carrier cancel failed; cancel it in the panel');
      });
      await shipments.release(orderId, claimToken);
      throw error;
    }
  }

  return {
    serviceability: (query: ServiceabilityQuery) => carrier.serviceability(query),

    /** The couriers that take this order's parcel (its stored weight, PIN and payment) to its door. */
    async couriersFor(orderId: string) {
      if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
      const parcel = await parcelFor(orderId);
      return carrier.serviceability({
        pin: parcel.customer.pin,
        weightGrams: parcel.weightGrams,
        cod: parcel.paymentMethod === 'COD',
      });
    },

    /** The order's booked parcel as the owner sees it; null before booking. */
    async shipmentOf(orderId: string): Promise<ShipmentDto | null> {
      if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
      const row = await shipments.find(orderId);
      return row?.state === 'booked' ? toDto(row) : null;
    },

    async settings(): Promise<ShippingSettings> {
      return { courierRule: await shipments.courierRule(), provider: carrier.provider };
    },

    /** The owner's rule saved with its audit entry: the default of every booking that names no courier. */
    async saveRule(adminId: string, courierRule: CourierRule): Promise<ShippingSettings> {
      await transaction(async (tx) => {
        const before = await tx.shipments.courierRule();
        await tx.shipments.setCourierRule(courierRule);
        await tx.audit({
          actorUserId: adminId,
          action: 'settings.courier_rule',
          entity: 'settings',
          entityId: 'courierRule',
          before: { courierRule: before },
          after: { courierRule },
        });
      });
      return { courierRule, provider: carrier.provider };
    },

    book,

    /**
     * Books each order in turn by `rule`, else the owner's saved one; one that cannot be booked
     * says why, in `locale`'s words.
     */
    async bookMany(
      adminId: string,
      orderIds: string[],
      requestedRule: CourierRule | undefined,
      translate: (error: AppError) => string,
    ) {
      const rule = requestedRule ?? (await shipments.courierRule());
      const results = [];
      for (const orderId of new Set(orderIds)) {
        try {
          results.push({ orderId, ok: true as const, shipment: await book(adminId, orderId, { rule }) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ orderId, ok: false as const, code: error.code, message: translate(error) });
        }
      }
      const booked = results.filter((result) => result.ok).length;
      const message =
        booked === results.length
          ? SHIPPING_MESSAGES.bookedMany
          : SHIPPING_MESSAGES.bookedSome.replace('{booked}', String(booked)).replace('{total}', String(results.length));
      return { message, results };
    },

    /** The labels of booked orders and their pickup manifest, as one PDF. */
    async labels(orderIds: string[]): Promise<Uint8Array> {
      const valid = orderIds.filter(isOrderId);
      const rows = await shipments.listBooked(valid);
      if (rows.length === 0 || rows.length !== orderIds.length) throw new AppError('SHIPMENT_NOT_FOUND');
      const parcels = [];
      for (const row of rows) parcels.push({ parcel: await parcelFor(row.orderId), booked: bookedOf(row) });
      return carrier.labels(parcels);
    },
  };
}
