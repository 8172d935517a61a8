import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { orderIdParamsSchema } from '@shop/shared/contracts/orders';
import {
  bookShipmentRequestSchema,
  bulkBookingRequestSchema,
  bulkBookingResponseSchema,
  labelsQuerySchema,
  orderShipmentResponseSchema,
  serviceabilityQuerySchema,
  serviceabilityResponseSchema,
  shipmentResponseSchema,
  shippingSettingsRequestSchema,
  shippingSettingsSchema,
  SHIPPING_MESSAGES,
} from '@shop/shared/contracts/shipping';
import { errorMessageIn } from '@shop/shared/errors/localized';
import { paiseToRupees } from '@shop/shared/money';
import { requestLocale } from '../../lib/request-locale';
import { adminErrorResponses } from '../admin/shared/admin-route-helpers';
import { signedInUser } from '../auth/authenticate';
import type { CourierOption } from './carrier-types';

// A refusal of the courier's (422) or the courier service down (502) besides the admin's usual answers.
const errors = { ...adminErrorResponses, 422: errorResponseSchema, 502: errorResponseSchema };

const inRupees = (options: CourierOption[]) =>
  options.map(({ pricePaise, ...option }) => ({ ...option, price: paiseToRupees(pricePaise) }));

function sendPdf(reply: FastifyReply, pdf: Uint8Array) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'attachment; filename="labels-and-manifest.pdf"')
    .send(Buffer.from(pdf));
}

/** The owner's parcels: which couriers reach a PIN, booking one order or many, and their labels. */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const shipping = app.services.shipping;

  app.get(
    '/admin/shipping/serviceability',
    { schema: { querystring: serviceabilityQuerySchema, response: { 200: serviceabilityResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, couriers: inRupees(await shipping.serviceability(request.query)) }),
  );

  app.get('/admin/shipping/settings', { schema: { response: { 200: shippingSettingsSchema, ...errors } } }, async () =>
    shipping.settings(),
  );

  app.put(
    '/admin/shipping/settings',
    { schema: { body: shippingSettingsRequestSchema, response: { 200: shippingSettingsSchema, ...errors } } },
    async (request) => shipping.saveRule(signedInUser(request).id, request.body.courierRule),
  );

  app.get(
    '/admin/orders/:orderId/shipment',
    { schema: { params: orderIdParamsSchema, response: { 200: orderShipmentResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, shipment: await shipping.shipmentOf(request.params.orderId) }),
  );

  app.get(
    '/admin/orders/:orderId/shipment/couriers',
    { schema: { params: orderIdParamsSchema, response: { 200: serviceabilityResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      couriers: inRupees(await shipping.couriersFor(request.params.orderId)),
    }),
  );

  app.post(
    '/admin/orders/:orderId/shipment',
    {
      schema: {
        params: orderIdParamsSchema,
        body: bookShipmentRequestSchema,
        response: { 200: shipmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: SHIPPING_MESSAGES.booked,
      shipment: await shipping.book(signedInUser(request).id, request.params.orderId, request.body),
    }),
  );

  app.post(
    '/admin/shipments/bulk',
    { schema: { body: bulkBookingRequestSchema, response: { 200: bulkBookingResponseSchema, ...errors } } },
    async (request) => {
      const locale = requestLocale(request);
      return {
        success: true as const,
        ...(await shipping.bookMany(signedInUser(request).id, request.body.orderIds, request.body.rule, (error) =>
          errorMessageIn(locale, error.code, error.params),
        )),
      };
    },
  );

  app.get(
    '/admin/shipments/labels.pdf',
    { schema: { querystring: labelsQuerySchema, response: errors } },
    async (request, reply) => sendPdf(reply, await shipping.labels(request.query.orderIds)),
  );
};
