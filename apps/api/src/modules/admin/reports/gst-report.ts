import { stringify } from 'csv-stringify/sync';
import {
  formatIndianDate,
  gstStateCode,
  hsnDescription,
  isSameState,
  shareProportionally,
  splitInclusive,
  type GstBreakdown,
  type TaxedAmount,
} from '@shop/shared/gst-rules';
import { orderNumber } from '@shop/shared/order-rules';
import { invoiceGst, orderPlaceOfSupply } from '../../invoices/invoice-service';
import { neutraliseFormula } from '../shared/spreadsheet-cell';
import type { ReportItem, ReportOrder, ReportRefund } from './gst-report-repository';

// The month's GST return, GSTR-1-ready (decision 0141): every figure comes from the same
// `invoiceGst()` the tax invoices print, so the report's totals are the invoices' totals.

type Taxes = { taxablePaise: number; igstPaise: number; cgstPaise: number; sgstPaise: number; totalPaise: number };

const NONE: Taxes = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 };

const FIGURES = ['taxablePaise', 'igstPaise', 'cgstPaise', 'sgstPaise', 'totalPaise'] as const;

/** `a + b`, or `a − b` with `sign` −1, figure by figure. */
function plus(a: Taxes, b: Taxes, sign = 1): Taxes {
  return Object.fromEntries(FIGURES.map((figure) => [figure, a[figure] + sign * b[figure]])) as Taxes;
}

function add(sum: Taxes, row: TaxedAmount): Taxes {
  const { taxablePaise, igstPaise, cgstPaise, sgstPaise, amountPaise } = row;
  return plus(sum, { taxablePaise, igstPaise, cgstPaise, sgstPaise, totalPaise: amountPaise });
}

/** GSTR-1 names a place of supply by its state code and name: `09-Uttar Pradesh`. */
function placeName(state: string): string {
  const code = gstStateCode(state);
  return code ? `${code}-${state.trim()}` : state.trim();
}

type TaxedOrder = {
  order: ReportOrder;
  place: string;
  gst: GstBreakdown;
  /** Each taxed row of the invoice (lines, delivery, the COD fee) with the HSN it is reported under. */
  rows: { hsnCode: string; quantity: number; tax: TaxedAmount }[];
};

function taxOrders(orders: ReportOrder[], items: ReportItem[], sellerState: string): Map<string, TaxedOrder> {
  const linesOf = new Map<string, ReportItem[]>();
  for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
  const taxed = new Map<string, TaxedOrder>();
  for (const order of orders) {
    const lines = linesOf.get(order.id) ?? [];
    const state = orderPlaceOfSupply(order, sellerState);
    const gst = invoiceGst(order, lines, isSameState(state, sellerState) ? 'intra-state' : 'inter-state');
    // Delivery and the COD fee go with the goods they carry: reported under the HSN whose rate taxes them.
    const principal = lines.find((line, index) => gst.lines[index]!.rateBp === gst.shipping.rateBp)?.hsnCode ?? '';
    const rows = [
      ...lines.map((line, index) => ({ hsnCode: line.hsnCode, quantity: line.quantity, tax: gst.lines[index]! })),
      { hsnCode: principal, quantity: 0, tax: gst.shipping },
      ...(gst.codFee ? [{ hsnCode: principal, quantity: 0, tax: gst.codFee }] : []),
    ];
    taxed.set(order.id, { order, place: placeName(state), gst, rows });
  }
  return taxed;
}

/** A refund as a credit note: shared over the invoice's rows by their amounts, each taxed at its row's rate. */
function creditNoteRows(refund: ReportRefund, invoice: TaxedOrder): TaxedAmount[] {
  const shares = shareProportionally(
    refund.amountPaise,
    invoice.rows.map((row) => row.tax.amountPaise),
  );
  return invoice.rows
    .map((row, index) => splitInclusive(shares[index]!, row.tax.rateBp, invoice.gst.supply))
    .filter((row) => row.amountPaise > 0);
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const ratePercent = (rateBp: number) => String(rateBp / 100);

const COLUMNS = [
  'Section',
  'Place of supply',
  'Rate (%)',
  'HSN',
  'Description',
  'UQC',
  'Quantity',
  'Document',
  'Date',
  'Taxable value',
  'IGST',
  'CGST',
  'SGST',
  'Total',
] as const;

type Row = Partial<Record<(typeof COLUMNS)[number], string>>;

function money(taxes: Taxes): Row {
  return {
    'Taxable value': rupees(taxes.taxablePaise),
    IGST: rupees(taxes.igstPaise),
    CGST: rupees(taxes.cgstPaise),
    SGST: rupees(taxes.sgstPaise),
    Total: rupees(taxes.totalPaise),
  };
}

/** Groups `entries` under `key`, adding their taxes; keys sorted. */
function grouped<T>(entries: { key: string; meta: T; tax: TaxedAmount }[]): { key: string; meta: T; taxes: Taxes }[] {
  const groups = new Map<string, { key: string; meta: T; taxes: Taxes }>();
  for (const entry of entries) {
    const group = groups.get(entry.key) ?? { key: entry.key, meta: entry.meta, taxes: NONE };
    groups.set(entry.key, { ...group, taxes: add(group.taxes, entry.tax) });
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export type GstReportInput = {
  month: string;
  sellerState: string;
  sales: { orders: ReportOrder[]; items: ReportItem[] };
  credits: { refunds: ReportRefund[]; orders: ReportOrder[]; items: ReportItem[] };
  testOrders: number;
};

/**
 * The CSV: B2C sales by place of supply and rate, the HSN summary (quantities and values, charges
 * under the goods they carry), one row per credit note and rate, the totals (sales, credit notes,
 * net) and the test orders left out.
 */
export function gstReportCsv(input: GstReportInput): string {
  const sales = [...taxOrders(input.sales.orders, input.sales.items, input.sellerState).values()];
  const refunded = taxOrders(input.credits.orders, input.credits.items, input.sellerState);

  const saleRows = sales.flatMap((sale) => sale.rows.map((row) => ({ sale, row })));
  const byPlaceAndRate = grouped(
    saleRows.map(({ sale, row }) => ({
      key: `${sale.place}|${String(row.tax.rateBp).padStart(5, '0')}`,
      meta: { place: sale.place, rateBp: row.tax.rateBp },
      tax: row.tax,
    })),
  );
  const byHsn = grouped(
    saleRows.map(({ row }) => ({ key: row.hsnCode, meta: { hsnCode: row.hsnCode }, tax: row.tax })),
  );
  const quantityOf = new Map<string, number>();
  for (const { row } of saleRows) quantityOf.set(row.hsnCode, (quantityOf.get(row.hsnCode) ?? 0) + row.quantity);

  const notes = input.credits.refunds.flatMap((refund) => {
    const invoice = refunded.get(refund.orderId);
    if (!invoice) return [];
    const rates = grouped(
      creditNoteRows(refund, invoice).map((tax) => ({
        key: String(tax.rateBp).padStart(5, '0'),
        meta: tax.rateBp,
        tax,
      })),
    );
    return rates.map((rate) => ({ refund, invoice, rateBp: rate.meta, taxes: rate.taxes }));
  });

  const salesTotal = byPlaceAndRate.reduce((sum, group) => plus(sum, group.taxes), NONE);
  const creditTotal = notes.reduce((sum, note) => plus(sum, note.taxes), NONE);

  const rows: Row[] = [
    ...byPlaceAndRate.map((group): Row => ({
      Section: 'B2C sales',
      'Place of supply': neutraliseFormula(group.meta.place),
      'Rate (%)': ratePercent(group.meta.rateBp),
      ...money(group.taxes),
    })),
    ...byHsn.map((group): Row => ({
      Section: 'HSN summary',
      HSN: neutraliseFormula(group.meta.hsnCode),
      Description: hsnDescription(group.meta.hsnCode),
      UQC: 'NOS',
      Quantity: String(quantityOf.get(group.key) ?? 0),
      ...money(group.taxes),
    })),
    ...notes.map((note): Row => ({
      Section: 'Credit note',
      'Place of supply': neutraliseFormula(note.invoice.place),
      'Rate (%)': ratePercent(note.rateBp),
      Document: `Refund of order ${orderNumber(note.refund.orderId)}`,
      Date: formatIndianDate(note.refund.issuedAt),
      ...money(note.taxes),
    })),
    {
      Section: 'Total',
      Description: `Sales invoiced in ${input.month}`,
      Quantity: String(sales.length),
      ...money(salesTotal),
    },
    {
      Section: 'Total',
      Description: `Credit notes issued in ${input.month}`,
      Quantity: String(notes.length),
      ...money(creditTotal),
    },
    { Section: 'Total', Description: 'Net of credit notes', ...money(plus(salesTotal, creditTotal, -1)) },
    {
      Section: 'Left out',
      Description: 'Test orders (paid through the sandbox: no money taken)',
      Quantity: String(input.testOrders),
    },
  ];
  return stringify(
    rows.map((row) => COLUMNS.map((column) => row[column] ?? '')),
    { header: true, columns: [...COLUMNS], bom: true },
  );
}
