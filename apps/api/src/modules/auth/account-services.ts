import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountRepository } from '../account/account-repository';
import { accountService } from '../account/account-service';
import { addressRepository } from '../addresses/address-repository';
import { addressService } from '../addresses/address-service';
import { wishlistRepository } from '../wishlist/wishlist-repository';
import { wishlistService } from '../wishlist/wishlist-service';
import { authRepository } from './auth-repository';
import { authService } from './auth-service';
import { resolveSessionSecret } from './session-secret';
import { sessionTokens } from './session-tokens';

/** Identity and what a signed-in shopper owns: sessions, profile, saved addresses, wishlist. */
export function accountServices(db: Db, config: Config, log: FastifyBaseLogger) {
  const auth = authService({
    repository: authRepository(db),
    tokens: sessionTokens(resolveSessionSecret(config)),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    log,
  });
  return {
    auth,
    account: accountService({ repository: accountRepository(db), auth }),
    addresses: addressService(addressRepository(db)),
    wishlist: wishlistService(wishlistRepository(db)),
  };
}

export type AccountServices = ReturnType<typeof accountServices>;
