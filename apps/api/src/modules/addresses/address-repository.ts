import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
type AddressValues = Pick<
  AddressRow,
  'fullName' | 'address' | 'apartment' | 'landmark' | 'city' | 'state' | 'postalCode' | 'phone'
>;

// Every query names the owner: an address is only ever reached through its user's id.
function addressQueries(db: Db) {
  return {
    list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      return Number(row?.n ?? 0);
    },

    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .limit(1);
      return row;
    },

    async insert(userId: string, values: AddressValues & { isDefault: boolean }): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('address insert returned no row');
      return row;
    },

    async update(userId: string, id: string, values: Partial<AddressValues & { isDefault: boolean }>) {
      const [row] = await db
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning();
      return row;
    },

    async clearDefault(userId: string, exceptId?: string): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(
          and(
            eq(addresses.userId, userId),
            eq(addresses.isDefault, true),
            exceptId ? ne(addresses.id, exceptId) : undefined,
          ),
        );
    },

    async newest(userId: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      return row;
    },
  };
}

export type AddressQueries = ReturnType<typeof addressQueries>;

export function addressRepository(db: Db) {
  return {
    ...addressQueries(db),
    /**
     * One transaction per change, holding the user's row lock so that two requests at once
     * (two tabs) cannot both make "the first address" or leave two defaults.
     */
    transaction<T>(userId: string, work: (queries: AddressQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(addressQueries(tx));
      });
    },
  };
}

export type AddressRepository = ReturnType<typeof addressRepository>;
