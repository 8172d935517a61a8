import type {
  AdminContactMessage,
  AdminCustomerOrder,
  AdminCustomerSummary,
  AdminEmailSummary,
  AdminSubscriber,
} from '@shop/shared/contracts/admin-customers';
import { paiseToRupees } from '@shop/shared/money';
import { orderNumber } from '@shop/shared/order-rules';
import { paymentProviderOf } from '../../orders/order-dto';
import type { emailOutbox, newsletterSubscribers } from '../../../db/schema';
import type { AdminCustomerRepository } from './admin-customer-repository';

// The back office's customers, subscribers, messages and emails in the wire shape: paise become rupees here.

type CustomerRow = Awaited<ReturnType<AdminCustomerRepository['listCustomers']>>['rows'][number];

export function toCustomerSummary(row: CustomerRow): AdminCustomerSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    phone: row.phone ?? null,
    isAdmin: row.isAdmin,
    joinedAt: row.createdAt.toISOString(),
    orderCount: Number(row.orderCount),
    totalSpent: paiseToRupees(Number(row.spentPaise)),
  };
}

export function toSubscriber(row: typeof newsletterSubscribers.$inferSelect): AdminSubscriber {
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
  | 'id'
  | 'channel'
  | 'to'
  | 'subject'
  | 'template'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'nextAttemptAt'
  | 'sentAt'
  | 'createdAt'
  | 'deliveryStatus'
>;

export function toEmailSummary(row: EmailSummaryRow): AdminEmailSummary {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    deliveryStatus: row.deliveryStatus,
  };
}

type CustomerOrderRow = Awaited<ReturnType<AdminCustomerRepository['customerOrders']>>[number];

export function toCustomerOrder(order: CustomerOrderRow): AdminCustomerOrder {
  return {
    _id: order.id,
    orderNumber: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    placedAt: order.placedAt?.toISOString() ?? null,
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    ...paymentProviderOf(order),
    itemCount: Number(order.itemCount),
    totalAmount: paiseToRupees(order.totalPaise),
  };
}

type MessageRow = Awaited<ReturnType<AdminCustomerRepository['listMessages']>>['rows'][number];

export function toContactMessage(row: MessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
