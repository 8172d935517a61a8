import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserDataResponse } from '@shop/shared/contracts/auth';

/** What a later module adds to a sign-in's answer (the cart says what joined it). */
type SignInNote = Partial<Pick<UserDataResponse, 'cartMerged'>>;
export type AfterSignIn = (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<SignInNote>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Work every way in (password, phone code, confirmed sign-up) does once the session is set.
     * Modules after auth in the import order register here, so auth knows none of them.
     */
    afterSignIn: AfterSignIn[];
  }
}

export const afterSignInPlugin = fp(
  async function afterSignIn(app: FastifyInstance) {
    app.decorate('afterSignIn', [] as AfterSignIn[]);
  },
  { name: 'shop-after-sign-in' },
);

/** Runs the registered after-sign-in work in order; answers their notes for the sign-in's answer. */
export async function runAfterSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SignInNote> {
  let notes: SignInNote = {};
  for (const work of app.afterSignIn) notes = { ...notes, ...(await work(request, reply, userId)) };
  return notes;
}
