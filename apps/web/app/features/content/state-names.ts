import type { Locale } from '@shop/shared/locale';

/** Hindi names of the states the delivery rules name on content pages (the rules hold the English). */
const HINDI_STATE_NAMES: Record<string, string> = {
  'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
  Lakshadweep: 'लक्षद्वीप',
};

/** Some states in one sentence of the page's language: "A and B", "A और B". */
export function stateList(states: readonly string[], locale: Locale): string {
  const names = locale === 'hi' ? states.map((state) => HINDI_STATE_NAMES[state] ?? state) : states;
  return new Intl.ListFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { type: 'conjunction' }).format(names);
}
