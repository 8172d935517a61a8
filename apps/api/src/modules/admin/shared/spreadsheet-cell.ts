/**
 * A spreadsheet runs a cell that begins with one of these as a formula (OWASP "CSV injection"): a
 * product name or an email address like `=HYPERLINK(...)@x.in` can, so every exported text cell
 * that begins with one gets a leading quote, which spreadsheets show as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell as it was before `neutraliseFormula`, for a file the owner exported and imports again. */
export function restoreNeutralised(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
