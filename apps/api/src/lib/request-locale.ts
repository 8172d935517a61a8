import type { FastifyRequest } from 'fastify';
import { localeOfAcceptLanguage, type Locale } from '@shop/shared/locale';

/** The language a request asked for (the storefront sends its page's as Accept-Language). */
export function requestLocale(request: FastifyRequest): Locale {
  return localeOfAcceptLanguage(request.headers['accept-language']);
}
