import { SHOP_NAME } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import { escapeHtml } from '../email/escape-html';
import type { MessageTemplate } from '../email/message-templates';

// The emails about an account, each in the language its reader is given (auth-service.ts says
// which): every one is the same template in both languages.

type AccountEmail = { subject: string; text: string; html: string; template: MessageTemplate };

const ENGLISH = {
  greeting: 'Namaste,',
  reset: {
    subject: `Reset your ${SHOP_NAME} password`,
    asked: `Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account.`,
    openWithin: (minutes: number) => `Open this link within ${minutes} minutes to choose a new password:`,
    action: 'Choose a new password',
    within: (minutes: number) => `within ${minutes} minutes.`,
    ignore: 'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
  },
  signup: {
    subject: `Finish creating your ${SHOP_NAME} account`,
    asked: `Someone (we hope you) asked to create a ${SHOP_NAME} account with this email.`,
    openWithin: (hours: number) => `Open this link within ${hours} hours to finish creating it:`,
    action: 'Finish creating your account',
    within: (hours: number) => `within ${hours} hours.`,
    ignore: 'The link works once. If you did not ask for it, ignore this email: no account is created.',
  },
  attempt: {
    subject: `Someone tried to create a ${SHOP_NAME} account with your email`,
    tried: `Someone tried to create a ${SHOP_NAME} account with your email, which already has one.`,
    unchanged: 'Nothing was changed: your password stays as it is.',
    ifYou: 'If it was you, log in',
    forgotten: 'Forgotten your password? Choose a new one',
    notYou: 'If it was not you, you can ignore this email.',
  },
};

const WORDS: Record<Locale, typeof ENGLISH> = {
  en: ENGLISH,
  hi: {
    greeting: 'नमस्ते,',
    reset: {
      subject: `अपना ${SHOP_NAME} पासवर्ड बदलें`,
      asked: `किसी ने (आशा है आपने) आपके ${SHOP_NAME} खाते का पासवर्ड बदलने को कहा है।`,
      openWithin: (minutes) => `नया पासवर्ड चुनने के लिए ${minutes} मिनट के भीतर यह लिंक खोलें:`,
      action: 'नया पासवर्ड चुनें',
      within: (minutes) => `${minutes} मिनट के भीतर।`,
      ignore:
        'यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
    },
    signup: {
      subject: `अपना ${SHOP_NAME} खाता बनाना पूरा करें`,
      asked: `किसी ने (आशा है आपने) इस ईमेल से ${SHOP_NAME} खाता बनाने को कहा है।`,
      openWithin: (hours) => `खाता बनाना पूरा करने के लिए ${hours} घंटे के भीतर यह लिंक खोलें:`,
      action: 'अपना खाता बनाना पूरा करें',
      within: (hours) => `${hours} घंटे के भीतर।`,
      ignore: 'यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: कोई खाता नहीं बनेगा।',
    },
    attempt: {
      subject: `किसी ने आपके ईमेल से ${SHOP_NAME} खाता बनाने की कोशिश की`,
      tried: `किसी ने आपके ईमेल से ${SHOP_NAME} खाता बनाने की कोशिश की, जबकि इस ईमेल का खाता पहले से है।`,
      unchanged: 'कुछ नहीं बदला गया: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
      ifYou: 'अगर यह आप थे, तो लॉग इन करें',
      forgotten: 'पासवर्ड भूल गए? नया पासवर्ड चुनें',
      notYou: 'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा कर सकते हैं।',
    },
  },
};

/** A one-time link's email: who asked, the link and how long it works, what to do if it was not them. */
function linkEmail(
  greeting: string,
  words: typeof ENGLISH.reset,
  { link, within }: { link: string; within: number },
  template: MessageTemplate,
): AccountEmail {
  const text = [greeting, '', words.asked, words.openWithin(within), link, '', words.ignore].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.asked)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a> ${escapeHtml(words.within(within))}</p>
<p>${escapeHtml(words.ignore)}</p>`;
  return { subject: words.subject, text, html, template };
}

export function passwordResetEmail({ link, minutes }: { link: string; minutes: number }, locale: Locale) {
  const words = WORDS[locale];
  return linkEmail(words.greeting, words.reset, { link, within: minutes }, 'password-reset');
}

export function signupLinkEmail({ link, hours }: { link: string; hours: number }, locale: Locale) {
  const words = WORDS[locale];
  return linkEmail(words.greeting, words.signup, { link, within: hours }, 'signup-link');
}

/** To the owner of an address someone tried to sign up with: nothing changed, and where to go if it was them. */
export function signupAttemptEmail(
  { loginLink, resetLink }: { loginLink: string; resetLink: string },
  locale: Locale,
): AccountEmail {
  const { greeting, attempt: words } = WORDS[locale];
  const text = [
    greeting,
    '',
    words.tried,
    words.unchanged,
    '',
    `${words.ifYou}: ${loginLink}`,
    `${words.forgotten}: ${resetLink}`,
    '',
    words.notYou,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.tried)}
${escapeHtml(words.unchanged)}</p>
<p><a href="${escapeHtml(loginLink)}">${escapeHtml(words.ifYou)}</a>.
<a href="${escapeHtml(resetLink)}">${escapeHtml(words.forgotten)}</a>.</p>
<p>${escapeHtml(words.notYou)}</p>`;
  return { subject: words.subject, text, html, template: 'signup-existing-account' };
}
