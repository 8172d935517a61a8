import type { CheckoutResponse, CustomerInfo, PaymentMethodLabel } from '@shop/shared/contracts/checkout';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { OrderAmounts } from '@shop/shared/pricing-rules';

// A placed order to the wire: paise to rupees, the spec's field names.

export function toCheckoutResponse(placed: {
  orderId: string;
  paymentMethod: PaymentMethodLabel;
  address: CustomerInfo;
  amounts: OrderAmounts;
  couponCode: string | null;
  fromCart: boolean;
  reservationExpiresAt: Date | null;
  /** Always null: no order waits for an emailed link; cash on delivery is confirmed from a proven phone (0127). */
  confirmByEmail: { email: string } | null;
  /** Where the money goes: the provider's order for an online payment, nothing yet for cash on delivery. */
  payment:
    | { provider: 'cod' }
    | { provider: 'razorpay' | 'sandbox'; keyId: string; order: { id: string; amountPaise: number } };
  /** The client's total in rupees, only compared with the server's. */
  clientTotal: number | undefined;
}): CheckoutResponse['data'] {
  const { amounts, address, payment } = placed;
  return {
    orderId: placed.orderId,
    ...(payment.provider === 'cod'
      ? {}
      : {
          razorpayOrder: { id: payment.order.id, amount: payment.order.amountPaise, currency: 'INR' as const },
          razorpay_key: payment.keyId,
        }),
    provider: payment.provider,
    paymentMethod: placed.paymentMethod,
    clearUserCart: placed.fromCart,
    amounts: {
      subtotal: paiseToRupees(amounts.subtotalPaise),
      discount: paiseToRupees(amounts.discountPaise),
      prepaidDiscount: paiseToRupees(amounts.prepaidDiscountPaise),
      shipping: paiseToRupees(amounts.shippingPaise),
      codFee: paiseToRupees(amounts.codFeePaise),
      total: paiseToRupees(amounts.totalPaise),
    },
    totalAmount: paiseToRupees(amounts.totalPaise),
    totalChanged: placed.clientTotal !== undefined && rupeesToPaise(placed.clientTotal) !== amounts.totalPaise,
    couponCode: placed.couponCode,
    reservationExpiresAt: placed.reservationExpiresAt?.toISOString() ?? null,
    confirmByEmail:
      placed.confirmByEmail && placed.reservationExpiresAt
        ? { email: placed.confirmByEmail.email, until: placed.reservationExpiresAt.toISOString() }
        : null,
    prefill: { name: address.fullName, email: address.contact, contact: address.phone },
  };
}
