import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // SHOP_BUILD_ID gives parallel work trees their own output (see scripts/build.mjs).
  buildDirectory: process.env.SHOP_BUILD_ID ? `build-${process.env.SHOP_BUILD_ID}` : 'build',
  ssr: true,
} satisfies Config;
