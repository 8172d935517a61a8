/**
 * The password-reset link's shape, `<PUBLIC_URL>/reset-password#token=<token>`: built here and
 * read back by the back office, which must never show a live one.
 */
const TOKEN_IN_LINK = /(\/reset-password#token=)([A-Za-z0-9_-]+)/g;

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password#token=${token}`;
}

/** The tokens of the reset links a text carries. */
export function resetTokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN_IN_LINK)].map((match) => match[2]!);
}

/** The text with every reset link's token hidden, so the link cannot be used by whoever reads it. */
export function maskResetLinks(text: string): string {
  return text.replace(TOKEN_IN_LINK, '$1[hidden]');
}
