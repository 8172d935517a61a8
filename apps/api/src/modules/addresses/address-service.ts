import { ADDRESSES_PER_USER_MAX } from '@shop/shared/account-rules';
import type { Address, AddressFields } from '@shop/shared/contracts/addresses';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import type { AddressRepository, AddressRow } from './address-repository';

function toAddressDto(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.fullName,
    address: row.address,
    apartment: row.apartment,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

type AddressInput = AddressFields & { isDefault?: boolean };

function fieldsOf(input: AddressInput) {
  const { fullName, address, apartment, landmark, city, state, postalCode, phone } = input;
  return { fullName, address, apartment, landmark, city, state, postalCode, phone };
}

/**
 * A user's saved addresses. Someone else's address answers exactly like one that does not exist
 * (404), so ids cannot be probed. The first address is the default; there is always exactly one
 * default while any address exists.
 */
export function addressService(repository: AddressRepository) {
  function ownId(id: string): string {
    if (!isUuid(id)) throw new AppError('ADDRESS_NOT_FOUND');
    return id;
  }

  return {
    async list(userId: string): Promise<Address[]> {
      return (await repository.list(userId)).map(toAddressDto);
    },

    async get(userId: string, id: string): Promise<Address> {
      const row = await repository.find(userId, ownId(id));
      if (!row) throw new AppError('ADDRESS_NOT_FOUND');
      return toAddressDto(row);
    },

    create(userId: string, input: AddressInput): Promise<Address> {
      return repository.transaction(userId, async (repo) => {
        const existing = await repo.count(userId);
        if (existing >= ADDRESSES_PER_USER_MAX) throw new AppError('ADDRESS_LIMIT', { n: ADDRESSES_PER_USER_MAX });
        const isDefault = existing === 0 || input.isDefault === true;
        if (isDefault) await repo.clearDefault(userId);
        return toAddressDto(await repo.insert(userId, { ...fieldsOf(input), isDefault }));
      });
    },

    update(userId: string, id: string, input: AddressInput): Promise<Address> {
      const addressId = ownId(id);
      return repository.transaction(userId, async (repo) => {
        const current = await repo.find(userId, addressId);
        if (!current) throw new AppError('ADDRESS_NOT_FOUND');
        // Unticking "default" on the default address is ignored: another must be chosen instead.
        const isDefault = current.isDefault || input.isDefault === true;
        if (isDefault && !current.isDefault) await repo.clearDefault(userId, addressId);
        const row = await repo.update(userId, addressId, { ...fieldsOf(input), isDefault });
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        return toAddressDto(row);
      });
    },

    remove(userId: string, id: string): Promise<void> {
      const addressId = ownId(id);
      return repository.transaction(userId, async (repo) => {
        const removed = await repo.remove(userId, addressId);
        if (!removed) throw new AppError('ADDRESS_NOT_FOUND');
        if (removed.isDefault) {
          const next = await repo.newest(userId);
          if (next) await repo.update(userId, next.id, { isDefault: true });
        }
      });
    },

    setDefault(userId: string, id: string): Promise<Address> {
      const addressId = ownId(id);
      return repository.transaction(userId, async (repo) => {
        const current = await repo.find(userId, addressId);
        if (!current) throw new AppError('ADDRESS_NOT_FOUND');
        await repo.clearDefault(userId, addressId);
        const row = await repo.update(userId, addressId, { isDefault: true });
        if (!row) throw new AppError('ADDRESS_NOT_FOUND');
        return toAddressDto(row);
      });
    },
  };
}

export type AddressService = ReturnType<typeof addressService>;
