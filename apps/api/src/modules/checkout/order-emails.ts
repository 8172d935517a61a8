import { SHIPPING_METHOD_DETAILS, SHOP_NAME, SUPPORT_PHONE } from '@shop/shared/constants';
import { deliveryZone, shippingMethodEta } from '@shop/shared/delivery-estimate';
import { formatINR } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { escapeHtml } from '../email/escape-html';
import type { OrderEmail } from './order-email-layout';
import type { OrderItemRow, OrderRow } from './order-repository';

/** The confirmation a shopper gets once an order is paid, or placed for cash on delivery. */
export function orderConfirmationEmail(order: OrderRow, items: OrderItemRow[], publicUrl: string): OrderEmail {
  const link = `${publicUrl.replace(/\/$/, '')}/dashboard/orders/${order.id}`;
  const address = order.shippingAddress;
  const delivery = {
    label: SHIPPING_METHOD_DETAILS[order.shippingMethod].label,
    eta: shippingMethodEta(order.shippingMethod, deliveryZone(address)),
  };
  const payment =
    order.paymentMethod === 'cod'
      ? `Cash on delivery: please keep ${formatINR(order.totalPaise)} ready`
      : 'Paid online';
  const lines = items.map(
    (item) => `${item.name} (size ${item.size}) × ${item.quantity}: ${formatINR(item.unitPricePaise * item.quantity)}`,
  );
  const amounts = [
    `Subtotal: ${formatINR(order.subtotalPaise)}`,
    ...(order.discountPaise > 0
      ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: −${formatINR(order.discountPaise)}`]
      : []),
    `Shipping (${delivery.label}): ${order.shippingPaise === 0 ? 'Free' : formatINR(order.shippingPaise)}`,
    `Total: ${formatINR(order.totalPaise)}`,
  ];
  const addressLines = [
    address.fullName,
    address.address,
    address.apartment,
    address.landmark ? `Landmark: ${address.landmark}` : '',
    `${address.city}, ${address.state} ${address.postalCode}`,
    `Phone: ${address.phone}`,
  ].filter((line) => line.trim() !== '');

  // A pickup order's address is the shop's counter (STORE_PICKUP_ADDRESS), not a delivery.
  const addressHeading = address.shippingMethod === 'store' ? 'Collect it from our shop:' : 'Delivering to:';
  const subject = `${SHOP_NAME}: order #${orderNumber(order.id)} confirmed`;
  const text = [
    `Namaste ${address.fullName},`,
    '',
    `Thank you for your order. ${payment}. ${delivery.label}: ${delivery.eta}.`,
    '',
    ...lines,
    '',
    ...amounts,
    '',
    addressHeading,
    ...addressLines,
    '',
    `Order details: ${link}`,
    `Questions? Call us on ${SUPPORT_PHONE}.`,
  ].join('\n');
  const list = (rows: string[]) => rows.map((row) => `<li>${escapeHtml(row)}</li>`).join('');
  const html = `<p>Namaste ${escapeHtml(address.fullName)},</p>
<p>Thank you for your order. ${escapeHtml(payment)}. ${escapeHtml(delivery.label)}: ${escapeHtml(delivery.eta)}.</p>
<ul>${list(lines)}</ul>
<ul>${list(amounts)}</ul>
<p>${escapeHtml(addressHeading)}<br>${addressLines.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(link)}">See your order</a> · Questions? Call us on ${escapeHtml(SUPPORT_PHONE)}.</p>`;
  return { subject, text, html, template: 'order-confirmation' };
}
