import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { ErrorParams } from '@shop/shared/errors';
import { successMessageIn } from '@shop/shared/errors/localized';
import { localeOfAcceptLanguage, type Locale } from '@shop/shared/locale';
import type { SuccessCode } from '@shop/shared/success-messages';

/** The language the request asks its answer in: the storefront sends its page's as Accept-Language. */
export function requestLocale(request: { readonly headers: IncomingHttpHeaders }): Locale {
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

/** A success message (success-messages.ts) in the request's language. */
export function requestMessage(request: FastifyRequest, code: SuccessCode, params?: ErrorParams): string {
  return successMessageIn(requestLocale(request), code, params);
}
