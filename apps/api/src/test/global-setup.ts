import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import {
  buildTestDatabase,
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

async function pgliteTemplates() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-templates-'));
  const dump = async (seeded: boolean) => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await buildTestDatabase(database, seeded);
      const file = path.join(dir, seeded ? 'seeded.tar' : 'empty.tar');
      await fs.writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      return file;
    } finally {
      await database.close();
    }
  };
  const templates: DatabaseTemplates = { kind: 'pglite', empty: await dump(false), seeded: await dump(true) };
  return { templates, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
}

async function postgresTemplates() {
  const adminUrl = testPostgresAdminUrl();
  const made: Awaited<ReturnType<typeof throwAwayPostgres>>[] = [];
  const make = async (seeded: boolean) => {
    const template = await throwAwayPostgres(adminUrl, 'template');
    made.push(template);
    // Closed before any copy is made: PostgreSQL copies only a database nobody is connected to.
    const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 2 });
    try {
      await buildTestDatabase(database, seeded);
    } finally {
      await database.close();
    }
    return template.name;
  };
  const dispose = async () => {
    for (const template of made) await template.drop();
  };
  try {
    const templates: DatabaseTemplates = { kind: 'postgres', empty: await make(false), seeded: await make(true) };
    return { templates, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
