import { AppError } from '../../app-error';
import type { OrderRow } from '../checkout/order-repository';
import type { Parcel } from './carrier-types';

type Line = {
  name: string;
  sku: string;
  quantity: number;
  unitPricePaise: number;
  hsnCode: string;
  weightGrams: number | null;
  dimensions: string | null;
};

const BOX = /^\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)\s*(?:cm)?\s*$/i;

/** "24 x 18 x 6 cm" → its three sides in centimetres; anything else is no box. */
export function boxOf(dimensions: string | null): { lengthCm: number; breadthCm: number; heightCm: number } | null {
  const match = BOX.exec(dimensions ?? '');
  if (!match) return null;
  const [lengthCm, breadthCm, heightCm] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (!(lengthCm > 0 && breadthCm > 0 && heightCm > 0)) return null;
  return { lengthCm, breadthCm, heightCm };
}

/**
 * The parcel the courier is told of, from the stored order alone: every line's weight times its
 * quantity, and the boxes stacked (the longest length and width, the heights added up). A line
 * whose product has no weight or box refuses the booking, naming the product.
 */
export function parcelOf(order: OrderRow, lines: Line[]): Parcel {
  let weightGrams = 0;
  const box = { lengthCm: 0, breadthCm: 0, heightCm: 0 };
  for (const line of lines) {
    const lineBox = boxOf(line.dimensions);
    if (!line.weightGrams || line.weightGrams <= 0 || !lineBox) {
      throw new AppError('SHIPMENT_WEIGHT_MISSING', { product: line.name });
    }
    weightGrams += line.weightGrams * line.quantity;
    box.lengthCm = Math.max(box.lengthCm, lineBox.lengthCm);
    box.breadthCm = Math.max(box.breadthCm, lineBox.breadthCm);
    box.heightCm += lineBox.heightCm * line.quantity;
  }
  if (lines.length === 0) throw new AppError('SHIPMENT_NOT_READY');
  const address = order.shippingAddress;
  const cod = order.paymentMethod === 'cod';
  return {
    orderId: order.id,
    placedAt: order.placedAt ?? order.createdAt,
    paymentMethod: cod ? 'COD' : 'Prepaid',
    codPaise: cod ? order.totalPaise : 0,
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    shippingPaise: order.shippingPaise,
    totalPaise: order.totalPaise,
    customer: {
      name: address.fullName,
      phone: address.phone,
      email: order.contactEmail,
      address: address.address,
      address2: [address.apartment, address.landmark].filter(Boolean).join(', '),
      city: address.city,
      state: address.state,
      pin: address.postalCode,
    },
    items: lines.map((line) => ({
      name: line.name,
      sku: line.sku,
      units: line.quantity,
      unitPricePaise: line.unitPricePaise,
      hsn: line.hsnCode,
    })),
    weightGrams,
    box,
  };
}
