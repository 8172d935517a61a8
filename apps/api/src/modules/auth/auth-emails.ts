import { SHOP_NAME } from '@shop/shared/constants';
import { escapeHtml } from '../email/escape-html';

export function passwordResetEmail({ link, minutes }: { link: string; minutes: number }) {
  const subject = `Reset your ${SHOP_NAME} password`;
  const text = [
    'Namaste,',
    '',
    `Someone (we hope you) asked to reset the password of your ${SHOP_NAME} account.`,
    `Open this link within ${minutes} minutes to choose a new password:`,
    link,
    '',
    'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Namaste,</p>
<p>Someone (we hope you) asked to reset the password of your ${escapeHtml(SHOP_NAME)} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> within ${minutes} minutes.</p>
<p>The link works once. If you did not ask for it, ignore this email: your password stays as it is.</p>`;
  return { subject, text, html, template: 'password-reset' };
}
