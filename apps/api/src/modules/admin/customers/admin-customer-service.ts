import type { MessageChannel } from '@shop/shared/contracts/messages';
import {
  ADMIN_CUSTOMER_ORDERS_MAX,
  adminPagination,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  type AdminEmail,
  type AdminEmailListQuery,
  type AdminEmailSummary,
  type AdminMessageListQuery,
  type AdminNewsletterQuery,
} from '@shop/shared/contracts/admin-customers';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../../app-error';
import { adminPageWindow } from '../shared/admin-route-helpers';
import { recordAudit } from '../../audit/audit-repository';
import {
  toContactMessage,
  toCustomerOrder,
  toCustomerSummary,
  toEmailSummary,
  toSubscriber,
} from './admin-customer-dto';
import type { AdminCustomerRepository } from './admin-customer-repository';
import { newsletterCsv } from './newsletter-csv';
import { maskResetLinks, resetTokensIn } from '../../auth/reset-link';

type Deps = {
  /** Whether a password-reset token would still work (auth owns the tokens). */
  isLiveResetToken(token: string): Promise<boolean>;
  /** A message's words as the owner may read them; null hides a real sign-in code or confirmation link. */
  textForOwner(row: { channel: MessageChannel; template: string; text: string }): string | null;
};

const HIDDEN_TEXT = '(hidden: this message went to the shopper and carries their code or link)';

/** What the back office reads about customers and what the shop sent or received. */
export function adminCustomerService(repository: AdminCustomerRepository, { isLiveResetToken, textForOwner }: Deps) {
  return {
    async listCustomers({ q, page }: AdminCustomerListQuery) {
      const { rows, total } = await repository.listCustomers(q, adminPageWindow(page));
      return { customers: rows.map(toCustomerSummary), pagination: adminPagination(page, total) };
    },

    async getCustomer(userId: string) {
      if (!isUuid(userId)) throw new AppError('CUSTOMER_NOT_FOUND');
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
        orders: orders.map(toCustomerOrder),
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
      return { messages: rows.map(toContactMessage), pagination: adminPagination(page, total) };
    },

    async listEmails({ channel, status, template, q, page }: AdminEmailListQuery) {
      const { rows, total, templates } = await repository.listEmails(
        { channel, status, template, q },
        adminPageWindow(page),
      );
      return { emails: rows.map(toEmailSummary), templates, pagination: adminPagination(page, total) };
    },

    /**
     * One email as sent, except that a password-reset link's token is hidden: whoever reads the
     * outbox must not be able to take over the account. Opening one whose link still works is audited.
     */
    async getEmail(id: string, actorUserId: string): Promise<AdminEmail> {
      const row = isUuid(id) ? await repository.findEmail(id) : undefined;
      if (!row) throw new AppError('EMAIL_NOT_FOUND');
      const tokens = resetTokensIn(row.text);
      const live = (await Promise.all(tokens.map(isLiveResetToken))).some(Boolean);
      if (live) {
        await repository.audit({
          actorUserId,
          action: 'email.read_reset_link',
          entity: 'email',
          entityId: id,
          after: { to: row.to, template: row.template },
        });
      }
      const text = textForOwner(row);
      return {
        ...toEmailSummary(row),
        html: text === null ? '' : maskResetLinks(row.html),
        text: text === null ? HIDDEN_TEXT : maskResetLinks(text),
      };
    },

    /** Only a failed email goes back in the queue: a pending one is already queued, a sent one was delivered. */
    async retryEmail(id: string, actorUserId: string): Promise<AdminEmailSummary> {
      if (!isUuid(id)) throw new AppError('EMAIL_NOT_FOUND');
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
