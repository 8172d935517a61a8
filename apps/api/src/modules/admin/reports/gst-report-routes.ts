import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gstReportQuerySchema, monthBoundsIst } from '@shop/shared/contracts/admin-reports';
import { gstReportCsv } from './gst-report';
import { gstReportRepository } from './gst-report-repository';

/** GET /admin/reports/gst?month=YYYY-MM: the month's GSTR-1-ready CSV, for the owner to download (decision 0141). */
export const gstReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = gstReportRepository(app.database.db);
  const sellerState = app.config.SELLER_STATE;

  app.get(
    '/admin/reports/gst',
    // No response schema: the body is CSV text, not JSON; errors still answer as every other route.
    { preHandler: app.requireAdmin, schema: { querystring: gstReportQuerySchema } },
    async (request, reply) => {
      const { month } = request.query;
      const { from, to } = monthBoundsIst(month);
      const [sales, credits, testOrders] = await Promise.all([
        repository.invoicedOrders(from, to),
        repository.creditNotes(from, to),
        repository.testOrderCount(from, to),
      ]);
      const csv = gstReportCsv({ month, sellerState, sales, credits, testOrders });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gstr1-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
