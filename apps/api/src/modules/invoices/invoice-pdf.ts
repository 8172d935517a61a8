import { amountInWords, formatIndianDate, formatRate, type GstBreakdown, type TaxedLine } from '@shop/shared/gst-rules';
import { BOLD, formatAmount, PAGE_MARGIN, REGULAR, renderPdf, type Pdf } from '../../lib/pdf-document';

export type Seller = {
  legalName: string;
  address: string;
  state: string;
  stateCode: string | null;
  gstin: string;
};

export type InvoiceView = {
  seller: Seller;
  invoiceNumber: string;
  invoiceDate: Date;
  orderId: string;
  orderDate: Date;
  paymentLabel: string;
  buyer: { name: string; addressLines: string[]; phone: string; email: string };
  placeOfSupply: { state: string; code: string | null };
  items: { name: string; size: string; hsnCode: string; quantity: number; unitPricePaise: number; tax: TaxedLine }[];
  shippingLabel: string;
  couponCode: string | null;
  subtotalPaise: number;
  discountPaise: number;
  prepaidDiscountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
  gst: GstBreakdown;
};

type Column = { header: string; width: number | '*'; align?: 'left' | 'right' | 'center' };

const HEADER_FILL = '#f1e7d6';

function stateWithCode(state: string, code: string | null): string {
  return code ? `${state} (code ${code})` : state;
}

/** A labelled block of lines at (x, y); returns the y below it. */
function block(doc: Pdf, x: number, y: number, width: number, title: string, lines: string[]): number {
  doc.font(BOLD).fontSize(8).fillColor('#555555').text(title, x, y, { width });
  doc.font(REGULAR).fontSize(9).fillColor('#000000');
  for (const line of lines) doc.text(line, { width });
  return doc.y;
}

/** A GST tax invoice on A4: seller, buyer and place of supply, one row per item, delivery, totals. */
export function renderInvoicePdf(view: InvoiceView): Promise<Buffer> {
  return renderPdf({ title: `Tax invoice ${view.invoiceNumber}`, author: view.seller.legalName }, (doc) => {
    const left = PAGE_MARGIN;
    const width = doc.page.width - 2 * PAGE_MARGIN;
    const intra = view.gst.supply === 'intra-state';

    // Seller on the left, the document's title and numbers on the right.
    doc.font(BOLD).fontSize(15).text(view.seller.legalName, left, PAGE_MARGIN, { width: 250 });
    doc.font(REGULAR).fontSize(9);
    doc.text(view.seller.address, { width: 250 });
    doc.text(`State: ${stateWithCode(view.seller.state, view.seller.stateCode)}`, { width: 250 });
    doc.font(BOLD).text(`GSTIN: ${view.seller.gstin}`, { width: 250 });
    const sellerBottom = doc.y;

    const metaX = left + 260;
    const metaWidth = width - 260;
    doc.font(BOLD).fontSize(15).text('TAX INVOICE', metaX, PAGE_MARGIN, { width: metaWidth, align: 'right' });
    doc.font(REGULAR).fontSize(8.5);
    const meta: [string, string][] = [
      ['Invoice number', view.invoiceNumber],
      ['Invoice date', formatIndianDate(view.invoiceDate)],
      ['Order number', view.orderId],
      ['Order date', formatIndianDate(view.orderDate)],
      ['Payment', view.paymentLabel],
    ];
    for (const [label, value] of meta) {
      doc.text(`${label}: ${value}`, metaX, doc.y, { width: metaWidth, align: 'right' });
    }

    let y = Math.max(sellerBottom, doc.y) + 14;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    y += 8;
    const half = (width - 20) / 2;
    const buyerBottom = block(doc, left, y, half, 'BILL TO / SHIP TO', [
      view.buyer.name,
      ...view.buyer.addressLines,
      `Phone: ${view.buyer.phone}`,
      view.buyer.email,
    ]);
    const supplyBottom = block(doc, left + half + 20, y, half, 'PLACE OF SUPPLY', [
      stateWithCode(view.placeOfSupply.state, view.placeOfSupply.code),
      intra ? 'Intra-state supply: CGST and SGST' : 'Inter-state supply: IGST',
      'Reverse charge: No',
    ]);
    y = Math.max(buyerBottom, supplyBottom) + 14;

    const columns: Column[] = [
      { header: '#', width: 16, align: 'center' },
      { header: 'Description', width: '*' },
      { header: 'HSN', width: 34, align: 'center' },
      { header: 'Qty', width: 24, align: 'right' },
      { header: 'Unit price', width: 50, align: 'right' },
      { header: 'Discount', width: 44, align: 'right' },
      { header: 'Taxable value', width: 54, align: 'right' },
      { header: 'Rate', width: 30, align: 'right' },
      ...(intra
        ? [
            { header: 'CGST', width: 44, align: 'right' as const },
            { header: 'SGST', width: 44, align: 'right' as const },
          ]
        : [{ header: 'IGST', width: 54, align: 'right' as const }]),
      { header: 'Total', width: 56, align: 'right' },
    ];
    const taxCells = (row: { cgstPaise: number; sgstPaise: number; igstPaise: number }) =>
      intra ? [formatAmount(row.cgstPaise), formatAmount(row.sgstPaise)] : [formatAmount(row.igstPaise)];

    const body: string[][] = view.items.map((item, index) => [
      String(index + 1),
      `${item.name}\nSize ${item.size}`,
      item.hsnCode,
      String(item.quantity),
      formatAmount(item.unitPricePaise),
      item.tax.discountPaise > 0 ? formatAmount(item.tax.discountPaise) : '-',
      formatAmount(item.tax.taxablePaise),
      formatRate(item.tax.rateBp),
      ...taxCells(item.tax),
      formatAmount(item.tax.amountPaise),
    ]);
    const shipping = view.gst.shipping;
    body.push([
      String(view.items.length + 1),
      `Delivery: ${view.shippingLabel}`,
      '',
      '',
      formatAmount(shipping.amountPaise),
      '-',
      formatAmount(shipping.taxablePaise),
      formatRate(shipping.rateBp),
      ...taxCells(shipping),
      formatAmount(shipping.amountPaise),
    ]);
    const codFee = view.gst.codFee;
    if (codFee) {
      body.push([
        String(view.items.length + 2),
        'Cash-on-delivery fee',
        '',
        '',
        formatAmount(codFee.amountPaise),
        '-',
        formatAmount(codFee.taxablePaise),
        formatRate(codFee.rateBp),
        ...taxCells(codFee),
        formatAmount(codFee.amountPaise),
      ]);
    }
    const totals = view.gst.totals;
    const allDiscounts = view.discountPaise + view.prepaidDiscountPaise;
    const totalRow = [
      '',
      'Total',
      '',
      String(view.items.reduce((sum, item) => sum + item.quantity, 0)),
      '',
      allDiscounts > 0 ? formatAmount(allDiscounts) : '-',
      formatAmount(totals.taxablePaise),
      '',
      ...taxCells(totals),
      formatAmount(totals.totalPaise),
    ];

    doc.font(REGULAR).fontSize(7.5).fillColor('#000000');
    doc.table({
      position: { x: left, y },
      maxWidth: width,
      columnStyles: columns.map((column) => ({ width: column.width, align: { x: column.align ?? 'left', y: 'top' } })),
      defaultStyle: { padding: [3, 3, 3, 3], border: 0.5, borderColor: '#999999' },
      rowStyles: (row) =>
        row === 0
          ? { backgroundColor: HEADER_FILL, font: { src: BOLD } }
          : row === body.length + 1
            ? { font: { src: BOLD } }
            : undefined,
      data: [columns.map((column) => column.header), ...body, totalRow],
    });

    // The order's amounts, tax included, as the shopper saw them at checkout.
    y = doc.y + 12;
    const summaryX = left + width - 230;
    const summary: [string, string][] = [
      ['Items (incl. GST)', formatAmount(view.subtotalPaise)],
      ...(view.discountPaise > 0
        ? [
            [`Discount${view.couponCode ? ` (${view.couponCode})` : ''}`, `-${formatAmount(view.discountPaise)}`] as [
              string,
              string,
            ],
          ]
        : []),
      ...(view.prepaidDiscountPaise > 0
        ? ([['Prepaid discount', `-${formatAmount(view.prepaidDiscountPaise)}`]] as [string, string][])
        : []),
      [`Delivery (${view.shippingLabel})`, view.shippingPaise > 0 ? formatAmount(view.shippingPaise) : 'Free'],
      ...(view.codFeePaise > 0
        ? ([['Cash-on-delivery fee', formatAmount(view.codFeePaise)]] as [string, string][])
        : []),
      ['Taxable value', formatAmount(totals.taxablePaise)],
      ...(intra
        ? ([
            ['CGST', formatAmount(totals.cgstPaise)],
            ['SGST', formatAmount(totals.sgstPaise)],
          ] as [string, string][])
        : ([['IGST', formatAmount(totals.igstPaise)]] as [string, string][])),
    ];
    doc.font(REGULAR).fontSize(9);
    // The summary, words and notes stay together: on a new page when a long order filled this one.
    if (y + (summary.length + 1) * 14 + 80 > doc.page.maxY()) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    for (const [label, value] of summary) {
      doc.text(label, summaryX, y, { width: 150 });
      doc.text(value, summaryX + 150, y, { width: 80, align: 'right' });
      y = doc.y + 2;
    }
    doc.font(BOLD).fontSize(10);
    doc.text('Invoice total', summaryX, y + 2, { width: 150 });
    doc.text(`₹${formatAmount(view.totalPaise)}`, summaryX + 150, y + 2, { width: 80, align: 'right' });

    y = doc.y + 14;
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(`Amount in words: ${amountInWords(view.totalPaise)}`, left, y, { width });
    doc.moveDown(0.6);
    doc.fontSize(8).fillColor('#444444');
    doc.text('Prices are inclusive of GST. Amounts are in Indian rupees (₹).', { width });
    doc.text('Delivery is part of the supply of goods and is taxed at the highest rate of the goods in this order.', {
      width,
    });
    doc.text('This is a computer-generated invoice and needs no signature.', { width });
  });
}
