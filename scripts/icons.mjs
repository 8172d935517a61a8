// Renders the shop's icons from apps/web/public/favicon.svg (the drawing they all come from):
//   favicon.png           48 × 48, the tab icon every page links to
//   apple-touch-icon.png  180 × 180 on white, what a phone shows for the shop on its home screen
// The page links a PNG, not the SVG: Chromium draws an SVG icon in a document of its own, built
// on the main thread while the page starts (a 12–18 ms task on the bench machine, decision 31).
// Run it after changing the SVG: `node scripts/icons.mjs`, then commit the PNGs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps', 'web', 'public');
// sharp is the API's dependency (product pictures); the icons borrow it.
const sharp = createRequire(path.join(root, 'apps', 'api', 'package.json'))('sharp');
const source = path.join(publicDir, 'favicon.svg');

await sharp(source, { density: 384 })
  .resize(48, 48)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(publicDir, 'favicon.png'));
await sharp(source, { density: 768 })
  .resize(180, 180)
  .flatten({ background: '#ffffff' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(publicDir, 'apple-touch-icon.png'));
console.log('[icons] favicon.png and apple-touch-icon.png written to apps/web/public');
