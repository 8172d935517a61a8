import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { enqueueEmail, enqueueText, type OutgoingEmail, type OutgoingText } from './email-outbox-repository';
import { escapeHtml } from './escape-html';
import type { MessageTemplate } from './message-templates';

// A message to one shopper outside an order (alerts, reminders): the same words as a WhatsApp or
// SMS text, or as an email with its action as a link.

/** One message's words for either channel: the text (and its WhatsApp values), or the email's parts. */
export type Words = {
  template: MessageTemplate;
  params: string[];
  text: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; href: string };
  after: string[];
};

export type Outgoing = { kind: 'text'; message: OutgoingText } | { kind: 'email'; message: OutgoingEmail };

/** The message to `to`: a text by WhatsApp or SMS, or an email with the action as its link. */
export function outgoing(
  to: { channel: 'whatsapp' | 'sms' | 'email'; contact: string; locale: Locale },
  words: Words,
): Outgoing {
  const { template, params, text, subject, paragraphs, action, after } = words;
  if (to.channel !== 'email') {
    return {
      kind: 'text',
      message: { channel: to.channel, to: to.contact, template, params, text, language: to.locale },
    };
  }
  return {
    kind: 'email',
    message: {
      to: to.contact,
      template,
      subject,
      text: [...paragraphs, `${action.label}: ${action.href}`, ...after].join('\n\n'),
      html: [
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`,
        ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
      ].join('\n'),
    },
  };
}

/** Writes a message into the outbox, inside the caller's transaction. */
export async function enqueueOutgoing(db: Db, message: Outgoing): Promise<void> {
  if (message.kind === 'text') await enqueueText(db, message.message);
  else await enqueueEmail(db, message.message);
}
