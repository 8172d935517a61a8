import type { CourierRule } from '@shop/shared/contracts/shipping';

// What every carrier adapter (manual, Shiprocket, a future one) offers the shop. Order code speaks
// only these types; adding an adapter means a file here and a line in shipping-carrier.ts.

/** One parcel as the stored order describes it: never anything the client sent. */
export type Parcel = {
  /** The shop's order id: the courier's channel order id, so a retried booking finds the first. */
  orderId: string;
  placedAt: Date;
  paymentMethod: 'COD' | 'Prepaid';
  /** What the courier collects at the door (cash on delivery), else 0. */
  codPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  customer: {
    name: string;
    phone: string;
    email: string;
    address: string;
    address2: string;
    city: string;
    state: string;
    pin: string;
  };
  items: { name: string; sku: string; units: number; unitPricePaise: number; hsn: string }[];
  weightGrams: number;
  box: { lengthCm: number; breadthCm: number; heightCm: number };
};

export type CourierOption = {
  courierId: string;
  name: string;
  pricePaise: number;
  days: number;
  codAllowed: boolean;
  expectedBy: string | null;
};

export type ServiceabilityQuery = { pin: string; weightGrams: number; cod: boolean };

/** The courier picked per order from the serviceability answer, the owner's rule, or typed by hand. */
export type CourierChoice =
  | { kind: 'courier'; courierId: string }
  | { kind: 'rule'; rule: CourierRule }
  | { kind: 'typed'; courier: string; trackingNumber: string };

/** What the carrier knows of a booking; the shipment row keeps it. */
export type BookedParcel = {
  carrierOrderId: string | null;
  carrierShipmentId: string | null;
  courier: string;
  awb: string;
  /** The courier's label PDF address; null when the shop draws its own. */
  labelUrl: string | null;
  trackingUrl: string | null;
  pickupScheduledFor: string | null;
  expectedBy: string | null;
};

/** Where the parcel is, in the shop's words; the courier's many statuses fold into these. */
export type ParcelProgress = 'in_transit' | 'out_for_delivery' | 'delivered' | 'undelivered' | 'returning' | 'other';

/** What a courier says of a parcel, by webhook or when asked: its state, expected date and scans. */
export type TrackingUpdate = {
  awb: string;
  progress: ParcelProgress;
  expectedBy: string | null;
  scans: { at: Date; status: string; activity: string; location: string }[];
};

/**
 * What the shop asks after a failed delivery attempt: try again (tomorrow, or with the changed
 * address lines and phone, the PIN kept), or bring the parcel back.
 */
export type DeliveryInstruction =
  | { action: 're_attempt'; on: string; contact: { address: string; address2: string; phone: string } | null }
  | { action: 'return' };

export type Carrier = {
  readonly provider: string;
  /** Couriers that take a parcel of this weight to this PIN, with price, days and whether they collect cash. */
  serviceability(query: ServiceabilityQuery): Promise<CourierOption[]>;
  /**
   * Books the parcel and schedules its pickup. Idempotent by the order id: called again after a
   * timeout or a crash, it finds the shipment made the first time instead of making a second.
   */
  book(parcel: Parcel, choice: CourierChoice): Promise<BookedParcel>;
  /** The labels of these parcels and their pickup manifest, as one PDF. */
  labels(parcels: { parcel: Parcel; booked: BookedParcel }[]): Promise<Uint8Array>;
  /** What the courier says of the parcel now (for parcels whose webhook has gone quiet); null if it cannot tell. */
  track(awb: string): Promise<TrackingUpdate | null>;
  /** Takes a booking back (the order was cancelled while it was being booked). */
  cancel(booked: BookedParcel): Promise<void>;
  /** Passes the answer to a failed delivery on; `sent` false when the owner must pass it by hand. */
  deliveryAction(awb: string, instruction: DeliveryInstruction): Promise<{ sent: boolean }>;
};
