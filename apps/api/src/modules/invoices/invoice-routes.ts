import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { signedInUser } from '../auth/authenticate';
import { PLACEHOLDER_GSTIN } from '../../config';
import type { PdfFile } from './invoice-service';

const params = z.object({ orderId: z.string() });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

function sendPdf(reply: FastifyReply, { filename, pdf }: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(pdf);
}

/** GST tax invoices for shoppers and the admin, and packing slips for the admin. */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invoices } = app.services;
  if (app.config.SELLER_GSTIN === PLACEHOLDER_GSTIN && app.config.isProduction) {
    app.log.warn('SELLER_GSTIN is the placeholder: set the shop’s own GSTIN before issuing tax invoices');
  }

  app.get(
    '/user/orders/:orderId/invoice.pdf',
    { preHandler: app.authenticate, schema: { params, response: errors } },
    async (request, reply) =>
      sendPdf(reply, await invoices.customerInvoice(request.params.orderId, signedInUser(request).id)),
  );

  app.get(
    '/admin/orders/:orderId/invoice.pdf',
    { preHandler: app.requireAdmin, schema: { params, response: errors } },
    async (request, reply) => sendPdf(reply, await invoices.adminInvoice(request.params.orderId)),
  );

  app.get(
    '/admin/orders/:orderId/packing-slip.pdf',
    { preHandler: app.requireAdmin, schema: { params, response: errors } },
    async (request, reply) => sendPdf(reply, await invoices.packingSlip(request.params.orderId)),
  );
};
