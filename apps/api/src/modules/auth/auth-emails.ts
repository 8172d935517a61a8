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

export function signupLinkEmail({ link, hours }: { link: string; hours: number }) {
  const subject = `Finish creating your ${SHOP_NAME} account`;
  const text = [
    'Namaste,',
    '',
    `Someone (we hope you) asked to create a ${SHOP_NAME} account with this email.`,
    `Open this link within ${hours} hours to finish creating it:`,
    link,
    '',
    'The link works once. If you did not ask for it, ignore this email: no account is created.',
  ].join('\n');
  const html = `<p>Namaste,</p>
<p>Someone (we hope you) asked to create a ${escapeHtml(SHOP_NAME)} account with this email.</p>
<p><a href="${escapeHtml(link)}">Finish creating your account</a> within ${hours} hours.</p>
<p>The link works once. If you did not ask for it, ignore this email: no account is created.</p>`;
  return { subject, text, html, template: 'signup-link' };
}

/** To the owner of an address someone tried to sign up with: nothing changed, and where to go if it was them. */
export function signupAttemptEmail({ loginLink, resetLink }: { loginLink: string; resetLink: string }) {
  const subject = `Someone tried to create a ${SHOP_NAME} account with your email`;
  const text = [
    'Namaste,',
    '',
    `Someone tried to create a ${SHOP_NAME} account with your email, which already has one.`,
    'Nothing was changed: your password stays as it is.',
    '',
    `If it was you, log in: ${loginLink}`,
    `Forgotten your password? Choose a new one: ${resetLink}`,
    '',
    'If it was not you, you can ignore this email.',
  ].join('\n');
  const html = `<p>Namaste,</p>
<p>Someone tried to create a ${escapeHtml(SHOP_NAME)} account with your email, which already has one.
Nothing was changed: your password stays as it is.</p>
<p>If it was you, <a href="${escapeHtml(loginLink)}">log in</a>. Forgotten your password?
<a href="${escapeHtml(resetLink)}">Choose a new one</a>.</p>
<p>If it was not you, you can ignore this email.</p>`;
  return { subject, text, html, template: 'signup-existing-account' };
}
