import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client';
import {
  seedTestCatalogue,
  testPostgresAdminUrl,
  throwAwayPostgres,
  type DatabaseTemplates,
} from './database-templates';

/**
 * Once per run of the API tests: an empty and a seeded database, migrated, that every test file
 * copies (`createTestDatabase`). Building one from nothing costs a PGlite about 5 s on a 2-core
 * machine (initdb, migrations, seed); loading a copy about 1 s.
 */
export default async function setup(project: TestProject) {
  const built = process.env.TEST_DB === 'postgres' ? await postgresTemplates() : await pgliteTemplates();
  project.provide('databaseTemplates', built.templates);
  return built.dispose;
}

/** One PGlite, migrated and dumped, then seeded and dumped again. */
async function pgliteTemplates() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-templates-'));
  const database = await openDatabase({ kind: 'pglite' });
  const dump = async (name: string) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  try {
    await database.migrate();
    const empty = await dump('empty.tar');
    await seedTestCatalogue(database);
    const templates: DatabaseTemplates = { kind: 'pglite', empty, seeded: await dump('seeded.tar') };
    return { templates, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** A migrated database, and a copy of it that is then seeded. */
async function postgresTemplates() {
  const adminUrl = testPostgresAdminUrl();
  const made: Awaited<ReturnType<typeof throwAwayPostgres>>[] = [];
  const make = async (copyOf: string | undefined, work: (database: Database) => Promise<void>) => {
    const template = await throwAwayPostgres(adminUrl, 'template', copyOf);
    made.push(template);
    // Closed before any copy is made: PostgreSQL copies only a database nobody is connected to.
    const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 2 });
    try {
      await work(database);
    } finally {
      await database.close();
    }
    return template.name;
  };
  const dispose = async () => {
    for (const template of made) await template.drop();
  };
  try {
    const empty = await make(undefined, (database) => database.migrate());
    const templates: DatabaseTemplates = { kind: 'postgres', empty, seeded: await make(empty, seedTestCatalogue) };
    return { templates, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
