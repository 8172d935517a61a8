// GST on the shop's tax invoices: rates by HSN code, the split of tax-inclusive prices into taxable
// value and tax, intra-state (CGST + SGST) or inter-state (IGST) supply, invoice numbers per Indian
// financial year. Pure functions over integer paise; rates in basis points (5% = 500) so no float
// ever reaches an amount. Sources and choices: docs/decisions/0013-invoices-and-email-delivery.md.

import type { PaymentMethod, PaymentStatus } from './constants';

type RateRule = {
  /** HSN chapter (2 digits) or heading (4 digits); the longest matching prefix wins. */
  prefix: string;
  description: string;
  /** Rate in basis points; for apparel the rate up to the per-piece threshold. */
  rateBp: number;
  /** Apparel and made-up textiles: above this value per piece (excluding tax) `aboveRateBp` applies. */
  pieceThresholdPaise?: number;
  aboveRateBp?: number;
};

/** Rates in force since 22 September 2025 (GST Council, 56th meeting) for what the shop sells. */
export const GST_RATE_RULES: readonly RateRule[] = [
  { prefix: '61', description: 'Apparel, knitted', rateBp: 500, pieceThresholdPaise: 2500_00, aboveRateBp: 1800 },
  { prefix: '62', description: 'Apparel, not knitted', rateBp: 500, pieceThresholdPaise: 2500_00, aboveRateBp: 1800 },
  {
    prefix: '63',
    description: 'Made-up textile articles',
    rateBp: 500,
    pieceThresholdPaise: 2500_00,
    aboveRateBp: 1800,
  },
  { prefix: '4420', description: 'Statuettes and ornaments of wood', rateBp: 500 },
  { prefix: '4421', description: 'Carved wood art ware', rateBp: 500 },
  { prefix: '7117', description: 'Imitation jewellery', rateBp: 300 },
  { prefix: '8306', description: 'Bells, statuettes and ornaments of base metal', rateBp: 500 },
];

/** What the rate table calls an HSN code (its longest matching prefix), for the GST return's HSN summary. */
export function hsnDescription(hsnCode: string): string {
  const code = hsnCode.replace(/\s/g, '');
  const rule = GST_RATE_RULES.filter((r) => code.startsWith(r.prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  return rule?.description ?? '';
}

/** The standard rate, for any HSN code the table does not know. */
export const DEFAULT_GST_RATE_BP = 1800;

/**
 * The rate for one piece. `pieceValuePaise` is what the shopper pays for one piece after the
 * discount, tax included: apparel counts as "not exceeding ₹2,500" when its value without the 5%
 * tax is at most ₹2,500 (₹2,625 with tax).
 */
export function gstRateBp(hsnCode: string, pieceValuePaise: number): number {
  const code = hsnCode.replace(/\s/g, '');
  const rule = GST_RATE_RULES.filter((r) => code.startsWith(r.prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  if (!rule) return DEFAULT_GST_RATE_BP;
  if (rule.pieceThresholdPaise !== undefined && rule.aboveRateBp !== undefined) {
    const withoutTax = (pieceValuePaise * 10_000) / (10_000 + rule.rateBp);
    return withoutTax <= rule.pieceThresholdPaise ? rule.rateBp : rule.aboveRateBp;
  }
  return rule.rateBp;
}

/** `1800` → `'18%'`, `250` → `'2.5%'`. */
export function formatRate(rateBp: number): string {
  return `${rateBp / 100}%`;
}

// ---------------------------------------------------------------- states

/** GST state codes (the first two digits of a GSTIN), by normalised state name. */
const STATE_CODES: Record<string, string> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};

const STATE_ALIASES: Record<string, string> = {
  'new delhi': 'delhi',
  'nct of delhi': 'delhi',
  'national capital territory of delhi': 'delhi',
  orissa: 'odisha',
  pondicherry: 'puducherry',
  uttaranchal: 'uttarakhand',
  'andaman and nicobar': 'andaman and nicobar islands',
  'daman and diu': 'dadra and nagar haveli and daman and diu',
  'dadra and nagar haveli': 'dadra and nagar haveli and daman and diu',
  'j and k': 'jammu and kashmir',
  up: 'uttar pradesh',
};

/** 'NCT of Delhi', ' new  delhi ', 'Delhi' → 'delhi'; 'Jammu & Kashmir' → 'jammu and kashmir'. */
export function normaliseStateName(state: string): string {
  const plain = state
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return STATE_ALIASES[plain] ?? plain;
}

/** The state's GST code ('07' for Delhi), or null for a name the table does not know. */
export function gstStateCode(state: string): string | null {
  return STATE_CODES[normaliseStateName(state)] ?? null;
}

export function isSameState(a: string, b: string): boolean {
  return normaliseStateName(a) === normaliseStateName(b);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, computed from the first 14 (the GSTN's mod-36 check). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN, entity number, 'Z', check character. */
export function isValidGstin(gstin: string): boolean {
  return (
    /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
  );
}

// ---------------------------------------------------------------- invoice numbers

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, Indian time) of a moment: '2026-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Invoice prefixes: up to 3 letters or digits, so every number fits GST's 16 characters. */
export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

/**
 * `SS/26-27/000001`: prefix, financial year, six-digit serial. GST invoice numbers may have at most
 * 16 characters (CGST rule 46(b)), hence the short year.
 */
export function formatInvoiceNumber(prefix: string, year: string, serial: number): string {
  return `${prefix}/${year.slice(2)}/${String(serial).padStart(6, '0')}`;
}

/** A date as Indians write it, in Indian time: 05/04/2026. */
export function formatIndianDate(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const dd = String(ist.getUTCDate()).padStart(2, '0');
  const mm = String(ist.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${ist.getUTCFullYear()}`;
}

/**
 * A tax invoice is issued for money received: an online order once paid (and it stays available
 * after a refund, which a credit note settles), a cash-on-delivery order once delivered and paid.
 */
export function isInvoiceAvailable(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  deliveredAt: Date | string | null;
}): boolean {
  const paid = ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus);
  if (order.paymentMethod === 'online') return paid;
  return paid && order.deliveredAt !== null;
}

// ---------------------------------------------------------------- the tax split

export type SupplyKind = 'intra-state' | 'inter-state';

export type InvoiceLineInput = {
  hsnCode: string;
  unitPricePaise: number;
  quantity: number;
};

export type TaxedAmount = {
  /** What the shopper pays for it, tax included, after its share of the discount. */
  amountPaise: number;
  rateBp: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type TaxedLine = TaxedAmount & {
  grossPaise: number;
  discountPaise: number;
};

export type GstBreakdown = {
  supply: SupplyKind;
  lines: TaxedLine[];
  shipping: TaxedAmount;
  /** The cash-on-delivery fee, taxed like delivery; null when none was charged. */
  codFee: TaxedAmount | null;
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
};

/**
 * Splits a tax-inclusive amount. Intra-state, CGST and SGST are each rounded to the paisa from the
 * inclusive amount, so the two halves are always equal; inter-state, IGST is. Taxable value is what
 * remains, so taxable + tax is exactly the amount paid.
 */
export function splitInclusive(amountPaise: number, rateBp: number, supply: SupplyKind): TaxedAmount {
  if (supply === 'intra-state') {
    const half = Math.round((amountPaise * rateBp) / 2 / (10_000 + rateBp));
    return {
      amountPaise,
      rateBp,
      taxablePaise: amountPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    };
  }
  const igst = Math.round((amountPaise * rateBp) / (10_000 + rateBp));
  return { amountPaise, rateBp, taxablePaise: amountPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/**
 * Shares `total` out in proportion to `weights` by largest remainder, so the shares are whole
 * paise and add up to `total` exactly.
 */
export function shareProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The invoice's tax: the order discount (the coupon's and the prepaid one together) reduces each
 * line's value in proportion to it, each line is taxed at its HSN rate (apparel by its per-piece
 * value after discount), and delivery and the cash-on-delivery fee, charges of the same supply, are
 * taxed at the highest rate among the order's goods. The lines and charges add up to the order total.
 */
export function computeGst(input: {
  lines: readonly InvoiceLineInput[];
  discountPaise: number;
  shippingPaise: number;
  codFeePaise?: number;
  supply: SupplyKind;
}): GstBreakdown {
  const gross = input.lines.map((line) => line.unitPricePaise * line.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discounts = shareProportionally(Math.min(Math.max(input.discountPaise, 0), subtotal), gross);
  const lines = input.lines.map((line, index): TaxedLine => {
    const grossPaise = gross[index]!;
    const discountPaise = discounts[index]!;
    const amount = grossPaise - discountPaise;
    const rateBp = gstRateBp(line.hsnCode, line.quantity > 0 ? amount / line.quantity : 0);
    return { grossPaise, discountPaise, ...splitInclusive(amount, rateBp, input.supply) };
  });
  const shippingRate = lines.length > 0 ? Math.max(...lines.map((line) => line.rateBp)) : DEFAULT_GST_RATE_BP;
  const shipping = splitInclusive(input.shippingPaise, shippingRate, input.supply);
  const codFee = input.codFeePaise ? splitInclusive(input.codFeePaise, shippingRate, input.supply) : null;
  const all: TaxedAmount[] = [...lines, shipping, ...(codFee ? [codFee] : [])];
  const add = (pick: (row: TaxedAmount) => number) => all.reduce((sum, row) => sum + pick(row), 0);
  return {
    supply: input.supply,
    lines,
    shipping,
    codFee,
    totals: {
      taxablePaise: add((row) => row.taxablePaise),
      cgstPaise: add((row) => row.cgstPaise),
      sgstPaise: add((row) => row.sgstPaise),
      igstPaise: add((row) => row.igstPaise),
      totalPaise: add((row) => row.amountPaise),
    },
  };
}

// ---------------------------------------------------------------- amount in words

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** Whole number in the Indian system: 1,23,45,678 → 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** 103050 → 'Rupees One Thousand Thirty and Fifty Paise Only'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
