import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bytesFor, encodingFor, encodingHeaders, type EncodedBody } from '../lib/encoded-body';

/**
 * An answer that is the same for everyone who may receive it (a catalogue list, an anonymous
 * visitor's page), kept as bytes. `headers` are its own; the security headers, the encoding and
 * the request id are added when it is sent.
 */
export type SharedAnswer = { status: number; headers: Readonly<Record<string, string>>; body: EncodedBody };

/** The shared answer for this GET request, if one is held: a map lookup, nothing slower. */
export type SharedAnswerLookup = (request: FastifyRequest) => SharedAnswer | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    sharedAnswers: {
      /** Consulted in order for every GET before any other hook runs. */
      add(lookup: SharedAnswerLookup): void;
    };
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The shop's front cache. A GET whose answer is already held (see the lookups added by the
 * catalogue, search and storefront) is written straight to the socket with headers prepared
 * once per answer, skipping the cookie, CSRF, session and compression hooks, routing's schema
 * work and the handler: none of them can change an answer that is the same for everyone. Only
 * answers are held that may be shared (the lookups' own rules: nothing personal, never for a
 * visitor with cookies where that matters), so the result is what the full path would send.
 * `onResponse` hooks and the request id still apply.
 */
export const sharedAnswersPlugin = fp(
  async function sharedAnswers(app: FastifyInstance) {
    const lookups: SharedAnswerLookup[] = [];
    // Header lines per answer and encoding, flattened for writeHead; dropped with the answer. The
    // length is not among them: a body's bytes may be replaced by smaller ones (encoded-body.ts).
    const prepared = new WeakMap<SharedAnswer, Partial<Record<Encoding, string[]>>>();

    // app.securityHeaders is read when the first answer is sent: this plugin is registered before
    // the security headers' own hook so that a shared answer does not pay for setting them twice.
    const headerLines = (answer: SharedAnswer, encoding: Encoding): string[] => {
      let byEncoding = prepared.get(answer);
      if (!byEncoding) prepared.set(answer, (byEncoding = {}));
      return (byEncoding[encoding] ??= Object.entries({
        ...app.securityHeaders,
        ...answer.headers,
        ...encodingHeaders(answer.body, encoding),
      }).flat());
    };

    const send = (request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer) => {
      const encoding = encodingFor(request, answer.body);
      const bytes = bytesFor(answer.body, encoding);
      reply.hijack();
      reply.raw.writeHead(answer.status, [
        ...headerLines(answer, encoding),
        'content-length',
        String(bytes.length),
        'x-request-id',
        request.id,
      ]);
      reply.raw.end(bytes);
    };

    app.decorate('sharedAnswers', { add: (lookup: SharedAnswerLookup) => void lookups.push(lookup) });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET') {
        for (const lookup of lookups) {
          const answer = lookup(request);
          if (answer) return send(request, reply, answer);
        }
      }
      done();
    });
  },
  { name: 'shop-shared-answers' },
);
