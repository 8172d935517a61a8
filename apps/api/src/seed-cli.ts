import { loadConfig, ConfigError } from './config';
import { prepareDatabase } from './db/bootstrap';
import { DataDirInUseError } from './db/data-dir-lock';

try {
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.log(`[seed] ${message}`));
  console.log(`[seed] ${database.kind} database is migrated and seeded`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}
