import { SHOP_ADDRESS, SHOP_NAME } from '@shop/shared/constants';
import { formatIndianDate } from '@shop/shared/gst-rules';
import { orderNumber } from '@shop/shared/order-rules';
import { BOLD, formatAmount, PAGE_MARGIN, REGULAR, renderPdf } from '../../lib/pdf-document';
import type { BookedParcel, Parcel } from './carrier-types';

/**
 * The shop's own labels (one A6 page a parcel: from, to, courier and AWB, cash to collect) and
 * the pickup manifest the courier signs, for parcels booked by hand with a courier the shop uses.
 */
export function renderShippingLabelsPdf(
  parcels: { parcel: Parcel; booked: BookedParcel }[],
  at: Date,
): Promise<Buffer> {
  return renderPdf({ title: 'Shipping labels', author: SHOP_NAME, size: 'A6' }, (doc) => {
    const left = PAGE_MARGIN / 2;
    for (const [index, { parcel, booked }] of parcels.entries()) {
      if (index > 0) doc.addPage();
      const width = doc.page.width - PAGE_MARGIN;
      doc
        .font(BOLD)
        .fontSize(13)
        .text(`${booked.courier}`, left, PAGE_MARGIN / 2, { width });
      doc.fontSize(15).text(`AWB ${booked.awb}`, { width });
      doc
        .font(REGULAR)
        .fontSize(9)
        .text(`Order ${orderNumber(parcel.orderId)}`, { width });
      doc.moveDown(0.5);
      doc.font(BOLD).fontSize(8).fillColor('#555555').text('SHIP TO', { width });
      doc.fillColor('#000000').fontSize(11).text(parcel.customer.name, { width });
      doc.font(REGULAR).fontSize(10);
      for (const line of [parcel.customer.address, parcel.customer.address2].filter(Boolean)) doc.text(line, { width });
      doc.text(`${parcel.customer.city}, ${parcel.customer.state} ${parcel.customer.pin}`, { width });
      doc.text(`Phone: ${parcel.customer.phone}`, { width });
      doc.moveDown(0.5);
      doc.font(BOLD).fontSize(12);
      doc.text(
        parcel.paymentMethod === 'COD' ? `COLLECT CASH ₹${formatAmount(parcel.codPaise)}` : 'PREPAID: collect nothing',
        { width },
      );
      doc.font(REGULAR).fontSize(9);
      doc.text(
        `${(parcel.weightGrams / 1000).toFixed(2)} kg, ${parcel.box.lengthCm} x ${parcel.box.breadthCm} x ${parcel.box.heightCm} cm`,
        { width },
      );
      doc.moveDown(0.5);
      doc.font(BOLD).fontSize(8).fillColor('#555555').text('FROM', { width });
      doc.font(REGULAR).fillColor('#000000').fontSize(9);
      doc.text([...SHOP_ADDRESS.lines, `${SHOP_ADDRESS.state} ${SHOP_ADDRESS.pinCode}`].join(', '), { width });
    }
    doc.addPage();
    const width = doc.page.width - PAGE_MARGIN;
    doc
      .font(BOLD)
      .fontSize(13)
      .text('Pickup manifest', left, PAGE_MARGIN / 2, { width });
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(`${SHOP_NAME}, ${formatIndianDate(at)}, ${parcels.length} parcels`, { width });
    doc.moveDown(0.5);
    for (const { parcel, booked } of parcels) {
      doc.text(
        `${booked.courier} ${booked.awb}  ·  ${orderNumber(parcel.orderId)}  ·  ${parcel.customer.pin}  ·  ${
          parcel.paymentMethod === 'COD' ? `COD ₹${formatAmount(parcel.codPaise)}` : 'Prepaid'
        }`,
        { width },
      );
    }
    doc.moveDown(1.5);
    doc.text('Received by (courier): ____________________', { width });
  });
}
