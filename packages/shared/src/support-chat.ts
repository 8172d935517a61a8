import { SUPPORT_CHAT_URL } from './constants';

// Its own module, not in constants.ts: every page's first scripts carry the constants, and only
// the chat button and the order page, both loaded later, write a first message.

/** The shop's WhatsApp chat with the shopper's first message already written. */
export function supportChatUrl(text: string): string {
  return `${SUPPORT_CHAT_URL}?text=${encodeURIComponent(text)}`;
}
