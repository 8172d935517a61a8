import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressIdParamsSchema,
  addressListResponseSchema,
  addressRequestSchema,
  addressResponseSchema,
} from '@shop/shared/contracts/addresses';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { messageResponseSchema } from '@shop/shared/contracts/auth';
import { signedInUser } from '../auth/authenticate';
import { requestMessage } from '../../lib/request-locale';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor is turned away before their body is even read.
  app.addHook('onRequest', app.authenticate);
  const addresses = app.services.addresses;

  app.get(
    '/user/addresses',
    { schema: { response: { 200: addressListResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      addresses: await addresses.list(signedInUser(request).id),
    }),
  );

  app.post(
    '/user/addresses',
    { schema: { body: addressRequestSchema, response: { 201: addressResponseSchema, ...errors } } },
    async (request, reply) => {
      const address = await addresses.create(signedInUser(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: requestMessage(request, 'ADDRESS_SAVED'), address });
    },
  );

  app.get(
    '/user/addresses/:id',
    { schema: { params: addressIdParamsSchema, response: { 200: addressResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'ADDRESS_FETCHED'),
      address: await addresses.get(signedInUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/user/addresses/:id',
    {
      schema: {
        params: addressIdParamsSchema,
        body: addressRequestSchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'ADDRESS_UPDATED'),
      address: await addresses.update(signedInUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/addresses/:id',
    { schema: { params: addressIdParamsSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await addresses.remove(signedInUser(request).id, request.params.id);
      return { success: true as const, message: requestMessage(request, 'ADDRESS_DELETED') };
    },
  );

  app.post(
    '/user/addresses/:id/default',
    { schema: { params: addressIdParamsSchema, response: { 200: addressResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'DEFAULT_ADDRESS_UPDATED'),
      address: await addresses.setDefault(signedInUser(request).id, request.params.id),
    }),
  );
};
