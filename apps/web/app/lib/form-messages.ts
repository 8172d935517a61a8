import { useMatches } from 'react-router';

/** What a page's loader sends for its forms (page-words.server.ts): Hindi keyed by the English words. */
export type FormMessages = { formMessages?: Record<string, string> };

/**
 * A form message in the page's language. The shared contracts' zod rules speak English; a Hindi
 * page's loader sends their Hindi keyed by those words, so an English page carries nothing more.
 * Words it does not know (the API's, already in the page's language) pass as they are.
 */
export function useFormMessage(): (message: string | null | undefined) => string | null {
  const matches = useMatches();
  return (message) => {
    if (!message) return null;
    for (const match of matches) {
      const translated = (match.loaderData as FormMessages | undefined)?.formMessages?.[message];
      if (translated) return translated;
    }
    return message;
  };
}
