// `npm run dev`: API with restart on change, storefront with Vite hot reload, one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  ['watch', '--clear-screen=false', '--exclude', 'apps/web/**', 'apps/api/src/dev-server.ts'],
  { cwd: root, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
