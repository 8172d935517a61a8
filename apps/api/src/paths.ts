import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Both the sources (apps/api/src) and the bundle (apps/api/dist) sit two levels below apps/.
const here = path.dirname(fileURLToPath(import.meta.url));
export const webDir = path.resolve(here, '../../web');
const buildId = process.env.SHOP_BUILD_ID;
const webBuildDir = path.join(webDir, buildId ? `build-${buildId}` : 'build');
export const webServerBuild = path.join(webBuildDir, 'server', 'index.js');
export const webClientDir = path.join(webBuildDir, 'client');
