import { formatIndianDate } from '@shop/shared/gst-rules';
import { BOLD, PAGE_MARGIN, REGULAR, renderPdf } from '../../lib/pdf-document';

export type PackingSlipView = {
  shopName: string;
  orderId: string;
  orderDate: Date;
  shippingLabel: string;
  paymentLabel: string;
  shipTo: { name: string; addressLines: string[]; phone: string };
  items: { name: string; size: string; sku: string; quantity: number }[];
};

/** What goes into the parcel and where it goes; no prices, since the parcel may be a gift. */
export function renderPackingSlipPdf(view: PackingSlipView): Promise<Buffer> {
  return renderPdf({ title: `Packing slip ${view.orderId}`, author: view.shopName }, (doc) => {
    const left = PAGE_MARGIN;
    const width = doc.page.width - 2 * PAGE_MARGIN;

    doc.font(BOLD).fontSize(15).text(view.shopName, left, PAGE_MARGIN, { width: 250 });
    doc.text('PACKING SLIP', left + 260, PAGE_MARGIN, { width: width - 260, align: 'right' });
    doc.font(REGULAR).fontSize(9);
    for (const line of [
      `Order number: ${view.orderId}`,
      `Order date: ${formatIndianDate(view.orderDate)}`,
      `Delivery: ${view.shippingLabel}`,
      `Payment: ${view.paymentLabel}`,
    ]) {
      doc.text(line, left + 260, doc.y, { width: width - 260, align: 'right' });
    }

    let y = doc.y + 16;
    doc.font(BOLD).fontSize(8).fillColor('#555555').text('SHIP TO', left, y, { width });
    doc.font(BOLD).fontSize(12).fillColor('#000000').text(view.shipTo.name, { width });
    doc.font(REGULAR).fontSize(11);
    for (const line of view.shipTo.addressLines) doc.text(line, { width });
    doc.text(`Phone: ${view.shipTo.phone}`, { width });

    y = doc.y + 16;
    doc.font(REGULAR).fontSize(10);
    doc.table({
      position: { x: left, y },
      maxWidth: width,
      columnStyles: [
        { width: 24, align: { x: 'center', y: 'top' } },
        { width: '*' },
        { width: 60, align: { x: 'center', y: 'top' } },
        { width: 140 },
        { width: 50, align: { x: 'right', y: 'top' } },
      ],
      defaultStyle: { padding: [4, 4, 4, 4], border: 0.5, borderColor: '#999999' },
      rowStyles: (row) =>
        row === 0 || row === view.items.length + 1
          ? { font: { src: BOLD }, ...(row === 0 ? { backgroundColor: '#f1e7d6' } : {}) }
          : undefined,
      data: [
        ['#', 'Item', 'Size', 'SKU', 'Qty'],
        ...view.items.map((item, index) => [String(index + 1), item.name, item.size, item.sku, String(item.quantity)]),
        ['', 'Pieces in this parcel', '', '', String(view.items.reduce((sum, item) => sum + item.quantity, 0))],
      ],
    });
  });
}
