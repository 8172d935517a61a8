import {
  ADMIN_CUSTOMER_ORDERS_MAX,
  adminPagination,
  type AdminContactMessage,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminCustomerSummary,
  type AdminEmail,
  type AdminEmailListQuery,
  type AdminEmailSummary,
  type AdminMessageListQuery,
  type AdminNewsletterQuery,
  type AdminSubscriber,
} from '@shop/shared/contracts/admin-customers';
import { paiseToRupees } from '@shop/shared/money';
import { AppError } from '../../app-error';
import type { emailOutbox, newsletterSubscribers } from '../../db/schema';
import { adminPageWindow } from '../admin-shared/admin-route-helpers';
import { recordAudit } from '../audit/audit-repository';
import type { AdminCustomerRepository } from './admin-customer-repository';
import { newsletterCsv } from './newsletter-csv';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

type CustomerRow = Awaited<ReturnType<AdminCustomerRepository['listCustomers']>>['rows'][number];

function toCustomerSummary(row: CustomerRow): AdminCustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    isAdmin: row.isAdmin,
    joinedAt: row.createdAt.toISOString(),
    orderCount: Number(row.orderCount),
    totalSpent: paiseToRupees(Number(row.spentPaise)),
  };
}

function toSubscriber(row: typeof newsletterSubscribers.$inferSelect): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.createdAt.toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    status: row.unsubscribedAt ? 'unsubscribed' : 'active',
  };
}

type EmailSummaryRow = Pick<
  typeof emailOutbox.$inferSelect,
  'id' | 'to' | 'subject' | 'template' | 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt' | 'createdAt'
>;

function toEmailSummary(row: EmailSummaryRow): AdminEmailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** What the back office reads about customers and what the shop sent or received. */
export function adminCustomerService(repository: AdminCustomerRepository) {
  return {
    async listCustomers({ q, page }: AdminCustomerListQuery) {
      const { rows, total } = await repository.listCustomers(q, adminPageWindow(page));
      return { customers: rows.map(toCustomerSummary), pagination: adminPagination(page, total) };
    },

    async getCustomer(userId: string) {
      if (!UUID.test(userId)) throw new AppError('CUSTOMER_NOT_FOUND');
      const row = await repository.findCustomer(userId);
      if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
      const [addresses, orders] = await Promise.all([
        repository.customerAddresses(userId),
        repository.customerOrders(userId, ADMIN_CUSTOMER_ORDERS_MAX),
      ]);
      const customer: AdminCustomerDetail = {
        ...toCustomerSummary(row),
        avatar: row.avatar,
        emailNotifications: row.emailNotifications,
        newsletter: !row.newsletterId ? 'never' : row.newsletterUnsubscribedAt ? 'unsubscribed' : 'active',
      };
      return {
        customer,
        addresses,
        orders: orders.map((order) => ({
          _id: order.id,
          orderNumber: orderNumber(order.id),
          createdAt: order.createdAt.toISOString(),
          placedAt: order.placedAt?.toISOString() ?? null,
          orderStatus: order.status,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          itemCount: Number(order.itemCount),
          totalAmount: paiseToRupees(order.totalPaise),
        })),
      };
    },

    async listSubscribers({ q, status, page }: AdminNewsletterQuery) {
      const { rows, total, counts } = await repository.listSubscribers(q, status, adminPageWindow(page));
      return { subscribers: rows.map(toSubscriber), counts, pagination: adminPagination(page, total) };
    },

    async subscribersCsv({ q, status }: Omit<AdminNewsletterQuery, 'page'>): Promise<string> {
      return newsletterCsv((await repository.allSubscribers(q, status)).map(toSubscriber));
    },

    async listMessages({ q, page }: AdminMessageListQuery) {
      const { rows, total } = await repository.listMessages(q, adminPageWindow(page));
      const messages: AdminContactMessage[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      }));
      return { messages, pagination: adminPagination(page, total) };
    },

    async listEmails({ status, template, q, page }: AdminEmailListQuery) {
      const { rows, total, templates } = await repository.listEmails({ status, template, q }, adminPageWindow(page));
      return { emails: rows.map(toEmailSummary), templates, pagination: adminPagination(page, total) };
    },

    async getEmail(id: string): Promise<AdminEmail> {
      const row = UUID.test(id) ? await repository.findEmail(id) : undefined;
      if (!row) throw new AppError('EMAIL_NOT_FOUND');
      return { ...toEmailSummary(row), html: row.html, text: row.text };
    },

    /** Only a failed email goes back in the queue: a pending one is already queued, a sent one was delivered. */
    async retryEmail(id: string, actorUserId: string): Promise<AdminEmailSummary> {
      if (!UUID.test(id)) throw new AppError('EMAIL_NOT_FOUND');
      return repository.retryEmail(id, async (tx, row, requeue) => {
        if (!row) throw new AppError('EMAIL_NOT_FOUND');
        if (row.status !== 'failed') throw new AppError('EMAIL_NOT_RETRYABLE');
        const updated = await requeue();
        const watched = (email: typeof row) => ({
          status: email.status,
          attempts: email.attempts,
          lastError: email.lastError,
          nextAttemptAt: email.nextAttemptAt.toISOString(),
        });
        await recordAudit(tx, {
          actorUserId,
          action: 'email.retry',
          entity: 'email',
          entityId: id,
          before: watched(row),
          after: watched(updated),
        });
        return toEmailSummary(updated);
      });
    },
  };
}

export type AdminCustomerService = ReturnType<typeof adminCustomerService>;
