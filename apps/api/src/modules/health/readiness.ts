import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { READINESS_PARTS } from '@shop/shared/contracts/api';

type Part = (typeof READINESS_PARTS)[number];
/** Resolves when the part can serve; rejects (or does not settle in time) when it cannot. */
type Check = () => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** A service this instance needs reached before it takes traffic (Redis, the picture bucket). */
      add(part: Part, check: Check): void;
      checks(): ReadonlyMap<Part, Check>;
      /** True from the moment the instance starts to close: a load balancer then sends it nothing new. */
      closing(): boolean;
    };
  }
}

/**
 * The services a readiness check reaches, named by the plugins that use them, so the health route
 * needs to know none of them.
 */
export const readinessPlugin = fp(
  async function readiness(app: FastifyInstance) {
    const checks = new Map<Part, Check>();
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('readiness', {
      add: (part: Part, check: Check) => void checks.set(part, check),
      checks: () => checks,
      closing: () => closing,
    });
  },
  { name: 'shop-readiness' },
);
