import { formatIndianDate } from '@shop/shared/gst-rules';
import { PAGE_MARGIN, pdfText, renderPdf } from './pdf-document';

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

    doc.font('Helvetica-Bold').fontSize(15).text(pdfText(view.shopName), left, PAGE_MARGIN, { width: 250 });
    doc.text('PACKING SLIP', left + 260, PAGE_MARGIN, { width: width - 260, align: 'right' });
    doc.font('Helvetica').fontSize(9);
    for (const line of [
      `Order number: ${view.orderId}`,
      `Order date: ${formatIndianDate(view.orderDate)}`,
      `Delivery: ${view.shippingLabel}`,
      `Payment: ${view.paymentLabel}`,
    ]) {
      doc.text(pdfText(line), left + 260, doc.y, { width: width - 260, align: 'right' });
    }

    let y = doc.y + 16;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#555555').text('SHIP TO', left, y, { width });
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(pdfText(view.shipTo.name), { width });
    doc.font('Helvetica').fontSize(11);
    for (const line of view.shipTo.addressLines) doc.text(pdfText(line), { width });
    doc.text(`Phone: ${pdfText(view.shipTo.phone)}`, { width });

    y = doc.y + 16;
    doc.font('Helvetica').fontSize(10);
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
          ? { font: { src: 'Helvetica-Bold' }, ...(row === 0 ? { backgroundColor: '#f1e7d6' } : {}) }
          : undefined,
      data: [
        ['#', 'Item', 'Size', 'SKU', 'Qty'],
        ...view.items.map((item, index) => [
          String(index + 1),
          pdfText(item.name),
          pdfText(item.size),
          pdfText(item.sku),
          String(item.quantity),
        ]),
        ['', 'Pieces in this parcel', '', '', String(view.items.reduce((sum, item) => sum + item.quantity, 0))],
      ],
    });
  });
}
