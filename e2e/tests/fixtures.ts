import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 15_000;

/** The admin serve.mjs seeds (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@e2e.test', password: 'Owner@12345' } as const;

/** Resolves once React has hydrated the page (root.tsx sets the marker), so clicks are handled. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: HYDRATION_TIMEOUT_MS,
  });
}

/**
 * Pages arrive fast (often from the anonymous page cache) while their scripts are still loading:
 * a journey that clicked straight away would race the hydration. Every load waits for it, except
 * in a context without JavaScript, which tests the plain-HTML page on purpose.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const hydrated = async <T>(response: T) => {
        const status = (response as { status?: () => number } | null)?.status?.();
        if (status === undefined || status < 300 || status === 404) await waitForHydration(page);
        return response;
      };
      page.goto = async (url, options) => hydrated(await goto(url, options));
      page.reload = async (options) => hydrated(await reload(options));
    }
    await use(page);
  },
});
