import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  paymentVerificationRequestSchema,
  paymentVerificationResponseSchema,
  sandboxPayRequestSchema,
  sandboxPayResponseSchema,
} from '@shop/shared/contracts/checkout';
import { signedInUser } from '../auth/authenticate';
import { requestMessage } from '../../lib/request-locale';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/** What the browser's payment sheet calls once checkout has opened a payment. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;

  app.post(
    '/payment/payment-verification',
    {
      preValidation: app.authenticate,
      schema: {
        body: paymentVerificationRequestSchema,
        response: { 200: paymentVerificationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'PAYMENT_VERIFIED'),
      ...(await payments.verifyPayment(signedInUser(request).id, request.body)),
    }),
  );

  if (app.services.gateway.provider === 'sandbox') {
    app.post(
      '/payment/sandbox/pay',
      {
        preValidation: app.authenticate,
        schema: { body: sandboxPayRequestSchema, response: { 200: sandboxPayResponseSchema, ...errors } },
      },
      async (request) => payments.sandboxPay(signedInUser(request).id, request.body),
    );
  }
};
