import type { MessageId } from '../../locales/catalogues.server';

/**
 * The words of the product page's notify-me form (components/notify-me-form.tsx): the rest of
 * `stockAlerts` is the confirming page's.
 */
export const NOTIFY_ME_FORM_WORDS = [
  'stockAlerts.title',
  'stockAlerts.intro',
  'stockAlerts.size',
  'stockAlerts.contact',
  'stockAlerts.contactHint',
  'stockAlerts.notifyMe',
] as const satisfies readonly MessageId[];
