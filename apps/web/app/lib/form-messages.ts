import type { MessageId } from '../locales/catalogues.server';
import { useT } from './i18n';

/**
 * A form message in the page's language. The shared contracts' zod rules speak English; a Hindi
 * page's loader sends their Hindi keyed by those words (page-words.server.ts), so an English page
 * carries nothing more. Words it does not know (the API's, already in the page's language) pass as they are.
 */
export function useFormMessage(): (message: string | null | undefined) => string | null {
  const t = useT();
  return (message) => (message ? t(message as MessageId) : null);
}
