import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { formatIndianMobile } from '@shop/shared/contracts/messages';
import {
  stockAlertConfirmResponseSchema,
  stockAlertConfirmSchema,
  stockAlertRequestSchema,
  stockAlertResponseSchema,
} from '@shop/shared/contracts/stock-alerts';
import { AppError } from '../../app-error';
import { requestLocale, requestMessage } from '../../lib/request-locale';
import { clientIp, type LimitRule } from '../../plugins/rate-limit';
import { tellPriceDrops } from './price-drop-alerts';

const MINUTE = 60_000;
/** Restocks are told within a minute of the stock changing, whichever way it changed. */
const SWEEP_INTERVAL_MS = MINUTE;

// Each guest's first ask sends a link to a phone or an address: a burst from one network address
// is someone putting strangers on lists (loose, as a mobile carrier puts many shoppers behind one).
const LIMITS = {
  subscribe: [{ name: 'stock-alert:ip', max: 30, windowMs: 60 * MINUTE, key: clientIp }],
  confirm: [{ name: 'stock-alert-confirm:ip', max: 60, windowMs: 15 * MINUTE, key: clientIp }],
} satisfies Record<string, LimitRule[]>;

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.stockAlerts;

  // A signed-in shopper may give no contact (their account's is used); a lapsed login counts as a
  // guest, who is asked for one.
  const signedInIfAny = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
    }
  };

  app.post(
    '/stock-alerts',
    {
      preValidation: app.rateLimitBy(LIMITS.subscribe),
      preHandler: signedInIfAny,
      schema: { body: stockAlertRequestSchema, response: { 200: stockAlertResponseSchema, ...errors } },
    },
    async (request) => {
      const { state, channel, contact } = await alerts.subscribe(
        request.body,
        request.user?.id ?? null,
        requestLocale(request),
      );
      if (state === 'confirm-sent') app.outbox.sendSoon();
      const shown = channel === 'phone' ? formatIndianMobile(contact) : contact;
      return {
        success: true as const,
        message:
          state === 'waiting'
            ? requestMessage(request, 'STOCK_ALERT_SAVED')
            : requestMessage(request, 'STOCK_ALERT_CONFIRM_SENT', { contact: shown }),
        data: { state, channel },
      };
    },
  );

  app.post(
    '/stock-alerts/confirm',
    {
      preValidation: app.rateLimitBy(LIMITS.confirm),
      schema: { body: stockAlertConfirmSchema, response: { 200: stockAlertConfirmResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'STOCK_ALERT_CONFIRMED'),
      data: await alerts.confirm(request.body.token),
    }),
  );
};

/** Tells restocked sizes' waiting lists and wishlists' price drops at start and then every minute; safe on several instances. */
export const stockAlertSweeperPlugin = fp(
  async function stockAlertSweeper(app: FastifyInstance) {
    app.jobs.define({
      name: 'stock-alerts',
      title: {
        en: 'Tell shoppers waiting for a size back in stock, and wishlist price drops',
        hi: 'साइज़ के वापस स्टॉक में आने और पसंद की सूची के दाम घटने की सूचना भेजना',
      },
      everyMs: SWEEP_INTERVAL_MS,
      work: async () => {
        const restocks = await app.services.stockAlerts.tellRestocked();
        const drops = await tellPriceDrops(app.database.db, app.config.publicUrl);
        if (restocks + drops > 0) app.outbox.sendSoon();
      },
    });
  },
  { name: 'shop-stock-alerts', dependencies: ['shop-email-sender', 'shop-job-scheduler'] },
);
