import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { bytesFor, encodingFor, encodingHeaders, type EncodedBody } from '../lib/encoded-body';
import { requestIdOf } from '../lib/request-id';

/**
 * An answer that is the same for everyone who may receive it (a catalogue list, an anonymous
 * visitor's page), kept as bytes. `headers` are its own; the security headers, the encoding and
 * the request id are added when it is sent.
 */
export type SharedAnswer = { status: number; headers: Readonly<Record<string, string>>; body: EncodedBody };

/**
 * What a lookup may read of a GET: Fastify's request has these, and the front door gives them for
 * Node's own. `protocol` and `host` are as Fastify gives them, or undefined at the front door for a
 * request through a proxy (see frontDoorRequest): a lookup needing them then finds nothing there,
 * and Fastify's hook asks it again.
 */
export type AnswerRequest = {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly protocol?: string;
  readonly host?: string;
};

/** An answer sent by the front door: the address asked for, its status, the seconds it took. */
export type SentAtTheDoor = (url: string, status: number, seconds: number) => void;

/** The shared answer for this GET request, if one is held: a map lookup, nothing slower. */
export type SharedAnswerLookup = (request: AnswerRequest) => SharedAnswer | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    sharedAnswers: {
      /** Consulted in order for every GET before any other hook runs. */
      add(lookup: SharedAnswerLookup): void;
      /**
       * Told of each answer the front door sends itself (Fastify never sees those requests): the
       * address asked for, the status and the seconds it took. The metrics count them so.
       */
      onSentAtTheDoor(listener: SentAtTheDoor): void;
    };
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The HTTP server's own request listener, ahead of Fastify's: `answer` is set once the plugin is
 * registered, and says whether it sent the answer itself.
 */
export type FrontDoor = { answer?: (raw: IncomingMessage, res: ServerResponse) => boolean };

/**
 * A Fastify `serverFactory` whose server first asks the front door, then hands the request to
 * Fastify: the HTTP server Fastify makes itself, with the same timeouts.
 */
export function serverWithFrontDoor(door: FrontDoor): FastifyServerFactory {
  return (handler, options: FastifyServerOptions) => {
    const server = http.createServer((raw, res) => {
      if (!door.answer?.(raw, res)) handler(raw, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    const perSocket = options.maxRequestsPerSocket ?? 0;
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
}

/**
 * Node's request as a lookup reads it. Through a proxy (X-Forwarded-Host or -Proto) the origin is
 * left out: Fastify takes it from the proxy's headers only if it trusts the proxy (trustProxy).
 */
function frontDoorRequest(raw: IncomingMessage): AnswerRequest {
  const { headers } = raw;
  const url = raw.url ?? '/';
  if (headers['x-forwarded-host'] || headers['x-forwarded-proto']) return { url, headers };
  return {
    url,
    headers,
    protocol: 'encrypted' in raw.socket && raw.socket.encrypted ? 'https' : 'http',
    host: headers.host ?? '',
  };
}

/**
 * The shop's front cache. A GET whose answer is already held (see the lookups added by the
 * catalogue, search and storefront) is written straight to the socket with headers prepared
 * once per answer: none of the per-visitor hooks (cookies, CSRF, session, compression), no
 * routing or schema work, no handler can change an answer that is the same for everyone. Only
 * answers are held that may be shared (the lookups' own rules: nothing personal, never for a
 * visitor with cookies where that matters), so the result is what the full path would send.
 *
 * With a front door (`serverWithFrontDoor`) such an answer is sent before Fastify makes its request
 * and reply at all, which spares about a quarter of its cost (0091). The door stands aside while
 * requests are logged (Fastify logs each one at 'info') and while the app is closing (Fastify
 * answers 503); those requests, and `inject`, reach the same answers through this plugin's
 * onRequest hook, the first of the app's hooks. So does a request through a proxy, whose origin
 * the door leaves out; any other the door found nothing for is not looked up again.
 */
export const sharedAnswersPlugin = fp<{ frontDoor?: FrontDoor }>(
  async function sharedAnswers(app: FastifyInstance, { frontDoor }) {
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

    const held = (request: AnswerRequest): SharedAnswer | undefined => {
      for (const lookup of lookups) {
        const answer = lookup(request);
        if (answer) return answer;
      }
      return undefined;
    };

    const send = (request: AnswerRequest, res: ServerResponse, answer: SharedAnswer, requestId: string) => {
      const encoding = encodingFor(request, answer.body);
      const bytes = bytesFor(answer.body, encoding);
      res.writeHead(answer.status, [
        ...headerLines(answer, encoding),
        'content-length',
        String(bytes.length),
        'x-request-id',
        requestId,
      ]);
      res.end(bytes);
    };

    // Requests the front door looked up in full (their origin known) and found nothing for.
    const missedAtTheDoor = new WeakSet<IncomingMessage>();

    const sentAtTheDoor: SentAtTheDoor[] = [];
    app.decorate('sharedAnswers', {
      add: (lookup: SharedAnswerLookup) => void lookups.push(lookup),
      onSentAtTheDoor: (listener: SentAtTheDoor) => void sentAtTheDoor.push(listener),
    });
    app.addHook('onRequest', (request, reply, done) => {
      const answer = request.method === 'GET' && !missedAtTheDoor.has(request.raw) ? held(request) : undefined;
      if (!answer) return done();
      reply.hijack();
      send(request, reply.raw, answer, request.id);
    });

    if (frontDoor) {
      let closing = false;
      app.addHook('preClose', (done) => {
        closing = true;
        done();
      });
      // Fastify logs every request it sees at 'info': then the request goes through it (the
      // onRequest hook above still answers from memory). The metrics are told of the door's own.
      const logsEveryRequest = ['info', 'debug', 'trace'].includes(app.log.level);
      frontDoor.answer = (raw, res) => {
        if (raw.method !== 'GET' || closing || logsEveryRequest) return false;
        const started = sentAtTheDoor.length === 0 ? 0n : process.hrtime.bigint();
        const request = frontDoorRequest(raw);
        const answer = held(request);
        if (!answer) {
          if (request.host !== undefined) missedAtTheDoor.add(raw);
          return false;
        }
        send(request, res, answer, requestIdOf(raw));
        if (sentAtTheDoor.length > 0) {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          for (const listener of sentAtTheDoor) listener(request.url, answer.status, seconds);
        }
        return true;
      };
    }
  },
  { name: 'shop-shared-answers' },
);
