import { mayAddEmail } from '@shop/shared/account-rules';
import type { Locale } from '@shop/shared/locale';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { accountRepository } from './account-repository';
import { issueVerificationLink, type LinkTokens } from './email-verification';

export type DetailsDeps = { tokens: LinkTokens; publicUrl: string; now: Date };

/**
 * Keeps on the account what its shopper typed about themselves (at checkout, or in the profile),
 * inside the caller's transaction. `name` replaces the account's; `nameIfNone` fills only an empty
 * one. An email is kept only where the shopper may give one (`mayAddEmail`: an account made with a
 * phone, none of whose emails is proven), unverified, and the link that proves it is mailed there:
 * nothing else is sent to it until that link is opened (decision 0100). An email another account
 * holds is refused with EMAIL_ON_ANOTHER_ACCOUNT, and the caller's transaction then changes nothing.
 */
export async function keepShopperDetails(
  tx: Db,
  deps: DetailsDeps,
  account: { userId: string; locale: Locale },
  details: { name?: string; nameIfNone?: string; email?: string },
): Promise<void> {
  const repository = accountRepository(tx);
  const row = await repository.lockDetails(account.userId);
  if (!row) throw new AppError('UNAUTHENTICATED');
  const name = details.name?.trim() || (row.name.trim() === '' ? details.nameIfNone?.trim() : undefined);
  if (name) {
    if (details.name) await repository.updateProfile(account.userId, { name });
    else await repository.fillEmptyName(account.userId, name, deps.now);
  }

  const email = details.email?.trim().toLowerCase();
  const current = { email: row.email ?? '', emailVerified: row.emailVerifiedAt !== null, phone: row.phone };
  if (!email || email === row.email || !mayAddEmail(current)) return;
  if (await repository.emailHeldByAnother(account.userId, email)) throw new AppError('EMAIL_ON_ANOTHER_ACCOUNT');
  try {
    // A savepoint: an account that took the address a moment ago is refused in words, not as a failed transaction.
    await tx.transaction((savepoint) =>
      accountRepository(savepoint).setUnverifiedEmail(account.userId, email, deps.now),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ON_ANOTHER_ACCOUNT');
    throw error;
  }
  await issueVerificationLink(tx, deps, { userId: account.userId, email, locale: account.locale });
}
