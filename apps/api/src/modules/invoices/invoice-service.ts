import { PAYMENT_PROVIDER_LABELS, SHIPPING_METHOD_DETAILS, SHOP_NAME } from '@shop/shared/constants';
import {
  computeGst,
  financialYear,
  formatInvoiceNumber,
  gstStateCode,
  isInvoiceAvailable,
  isSameState,
  type SupplyKind,
} from '@shop/shared/gst-rules';
import { isTestOrder } from '@shop/shared/order-rules';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import type { Config } from '../../config';
import type { ShippingAddress } from '../../db/schema';
import { renderInvoicePdf, type Seller } from './invoice-pdf';
import type { InvoiceItem, InvoiceOrder, InvoiceRepository } from './invoice-repository';
import { renderPackingSlipPdf } from './packing-slip-pdf';

export type InvoiceSettings = Pick<Seller, 'legalName' | 'address' | 'state' | 'gstin'> & { invoicePrefix: string };

export function invoiceSettingsFromConfig(config: Config): InvoiceSettings {
  return {
    legalName: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    state: config.SELLER_STATE,
    gstin: config.SELLER_GSTIN,
    invoicePrefix: config.INVOICE_PREFIX,
  };
}

/** Where the goods are supplied: the delivery address's state; goods collected at the shop never leave the seller's state. */
export function orderPlaceOfSupply(
  order: Pick<InvoiceOrder, 'shippingMethod' | 'shippingAddress'>,
  sellerState: string,
): string {
  return order.shippingMethod === 'store' ? sellerState : order.shippingAddress.state;
}

/** The order's tax as its invoice states it: the coupon's and the prepaid discount shared over the lines, delivery and the COD fee as charges. */
export function invoiceGst(
  order: Pick<InvoiceOrder, 'discountPaise' | 'prepaidDiscountPaise' | 'shippingPaise' | 'codFeePaise'>,
  items: readonly Pick<InvoiceItem, 'hsnCode' | 'unitPricePaise' | 'quantity'>[],
  supply: SupplyKind,
) {
  return computeGst({
    lines: items,
    discountPaise: order.discountPaise + order.prepaidDiscountPaise,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    supply,
  });
}

export type PdfFile = { filename: string; pdf: Buffer };

function addressLines(address: ShippingAddress): string[] {
  return [
    address.address,
    address.apartment,
    address.landmark ? `Landmark: ${address.landmark}` : '',
    `${address.city}, ${address.state} ${address.postalCode}`,
  ].filter((line) => line.trim() !== '');
}

function paymentLabel(order: InvoiceOrder): string {
  const refunded =
    order.paymentStatus === 'refunded'
      ? ' (refunded)'
      : order.paymentStatus === 'partially_refunded'
        ? ' (partly refunded)'
        : '';
  if (order.paymentMethod === 'cod')
    return `Cash on delivery${order.paymentStatus === 'pending' ? ' (to collect)' : ''}${refunded}`;
  const provider = PAYMENT_PROVIDER_LABELS[order.paymentProvider];
  return isTestOrder(order) ? `Test order, ${provider}${refunded}` : `Paid online through ${provider}${refunded}`;
}

export function invoiceService({
  repository,
  settings,
  clock = () => new Date(),
}: {
  repository: InvoiceRepository;
  settings: InvoiceSettings;
  clock?: () => Date;
}) {
  /** The order, if it exists and (when `ownerId` is given) belongs to that user: otherwise 404. */
  async function orderFor(orderId: string, ownerId?: string) {
    const found = isUuid(orderId) ? await repository.findOrder(orderId) : null;
    if (!found || (ownerId !== undefined && found.order.userId !== ownerId)) throw new AppError('ORDER_NOT_FOUND');
    return found;
  }

  const placeOfSupply = (order: InvoiceOrder) => orderPlaceOfSupply(order, settings.state);

  async function invoice(order: InvoiceOrder, items: InvoiceItem[]): Promise<PdfFile> {
    if (!isInvoiceAvailable(order)) throw new AppError('INVOICE_NOT_AVAILABLE');
    let { invoiceNumber, invoicedAt } = order;
    if (!invoiceNumber || !invoicedAt) {
      const at = clock();
      const year = financialYear(at);
      ({ invoiceNumber, invoicedAt } = await repository.assignInvoiceNumber(order.id, `invoice:${year}`, at, (serial) =>
        formatInvoiceNumber(settings.invoicePrefix, year, serial),
      ));
    }
    const supplyState = placeOfSupply(order);
    const supply = isSameState(supplyState, settings.state) ? 'intra-state' : 'inter-state';
    const gst = invoiceGst(order, items, supply);
    const address = order.shippingAddress;
    const pdf = await renderInvoicePdf({
      seller: { ...settings, stateCode: gstStateCode(settings.state) },
      invoiceNumber,
      invoiceDate: invoicedAt,
      orderId: order.id,
      orderDate: order.placedAt ?? order.createdAt,
      paymentLabel: paymentLabel(order),
      buyer: {
        name: address.fullName,
        addressLines: addressLines(address),
        phone: address.phone,
        email: order.contactEmail,
      },
      placeOfSupply: { state: supplyState, code: gstStateCode(supplyState) },
      // A set's part is its own line, at its share of the set's price, named with its set (decision 0152).
      items: items.map((item, index) => ({
        ...item,
        name: item.setName ? `${item.name} (part of ${item.setName})` : item.name,
        tax: gst.lines[index]!,
      })),
      shippingLabel: SHIPPING_METHOD_DETAILS[order.shippingMethod].label,
      couponCode: order.couponCode,
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      prepaidDiscountPaise: order.prepaidDiscountPaise,
      shippingPaise: order.shippingPaise,
      codFeePaise: order.codFeePaise,
      totalPaise: order.totalPaise,
      gst,
    });
    return { filename: `invoice-${invoiceNumber.replace(/\//g, '-')}.pdf`, pdf };
  }

  return {
    /** The shopper's own invoice: another shopper's order is 'Order not found', like an unknown one. */
    async customerInvoice(orderId: string, userId: string): Promise<PdfFile> {
      const { order, items } = await orderFor(orderId, userId);
      return invoice(order, items);
    },

    async adminInvoice(orderId: string): Promise<PdfFile> {
      const { order, items } = await orderFor(orderId);
      return invoice(order, items);
    },

    async packingSlip(orderId: string): Promise<PdfFile> {
      const { order, items } = await orderFor(orderId);
      const address = order.shippingAddress;
      const pdf = await renderPackingSlipPdf({
        shopName: SHOP_NAME,
        orderId: order.id,
        orderDate: order.placedAt ?? order.createdAt,
        shippingLabel: SHIPPING_METHOD_DETAILS[order.shippingMethod].label,
        paymentLabel: paymentLabel(order),
        shipTo: { name: address.fullName, addressLines: addressLines(address), phone: address.phone },
        items,
      });
      return { filename: `packing-slip-${order.id.slice(0, 8)}.pdf`, pdf };
    },
  };
}
