import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): booking a parcel with a courier, in the owner's words.
export const SHIPPING_ERRORS = {
  SHIPMENT_NOT_READY: {
    status: 409,
    message: 'This order is not ready to ship: it must be paid (or its cash on delivery confirmed) and not yet shipped',
  },
  SHIPMENT_BOOKING_IN_PROGRESS: {
    status: 409,
    message: 'This order is being booked right now. Wait a minute and look at it again.',
  },
  SHIPMENT_PIN_NOT_SERVICEABLE: {
    status: 422,
    message: 'No courier delivers to PIN code {pin} for this parcel. Nothing was booked.',
  },
  SHIPMENT_WEIGHT_MISSING: {
    status: 422,
    message: 'Enter the shipping weight and box size (length x width x height cm) of "{product}" before booking',
  },
  SHIPMENT_COURIER_REFUSED: {
    status: 422,
    message: 'The courier refused this parcel: {reason}. Nothing was booked.',
  },
  SHIPPING_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The courier service is not responding. Nothing was booked; please try again.',
  },
  SHIPMENT_NOT_FOUND: { status: 404, message: 'This order has no booked parcel' },
  SHIPMENT_CANCEL_FAILED: {
    status: 502,
    message: 'The courier did not cancel the parcel: {reason}. The order is unchanged; try again.',
  },

  // a failed delivery (NDR): the shopper's answer from the message's link, or the owner's for them
  DELIVERY_LINK_INVALID: { status: 400, message: 'This link is invalid or has expired' },
  DELIVERY_CHOICE_TAKEN: { status: 409, message: 'A choice was already made for this delivery' },
  DELIVERY_CHOICE_IN_PROGRESS: {
    status: 409,
    message: 'Your choice is being sent to the courier right now. Look again in a minute.',
  },
  DELIVERY_CHOICE_NOT_SENT: {
    status: 502,
    message: 'The courier could not take your choice just now. Nothing was changed; please try again in a few minutes.',
  },
  DELIVERY_ATTEMPT_NOT_FOUND: { status: 404, message: 'This failed delivery was not found' },
} as const satisfies ErrorCatalogue;
