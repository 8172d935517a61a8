import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client';
import { seedDatabase } from '../db/seed/seed';

/**
 * Databases made once per test run by `global-setup.ts`, which each test file copies instead of
 * migrating (and seeding) its own: PGlite dumps as files, or template databases on the
 * PostgreSQL server of TEST_DATABASE_URL.
 */
export type DatabaseTemplates = {
  kind: 'pglite' | 'postgres';
  /** Migrated, with no rows. */
  empty: string;
  /** Migrated and seeded with the catalogue (`seedDatabase` without pictures). */
  seeded: string;
};

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates?: DatabaseTemplates;
  }
}

/**
 * A new database on the PostgreSQL server of `adminUrl`, empty or a copy of `template`; `drop`
 * removes it, even with connections left.
 */
export async function throwAwayPostgres(adminUrl: string, label: string, template?: string) {
  const name = `shop_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The server's address for TEST_DB=postgres, which may create and drop databases. */
export function testPostgresAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return adminUrl;
}

/** The catalogue of every seeded test database (its pictures not rendered). */
export async function seedTestCatalogue(database: Database): Promise<void> {
  await seedDatabase(database.db, { images: null });
}

/** A database built from nothing: migrated, then seeded when asked. */
export async function buildTestDatabase(database: Database, seeded: boolean): Promise<void> {
  await database.migrate();
  if (seeded) await seedTestCatalogue(database);
}
