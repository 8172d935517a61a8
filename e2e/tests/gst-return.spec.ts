import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

// The owner downloads a month's GST return from the dashboard: a month picker and a real link to
// the CSV, readable by a screen reader and usable on a phone.

test('The owner picks a month on the dashboard and downloads its GST return', async ({ ownerPage: admin }) => {
  await admin.setViewportSize({ width: 360, height: 800 });
  await admin.goto('/admin');
  const panel = admin.getByRole('region', { name: 'GST return' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Month').fill('2026-10');
  const link = panel.getByRole('link', { name: 'Download CSV for 2026-10' });
  await expect(link).toHaveAttribute('href', '/api/v1/admin/reports/gst?month=2026-10');
  await expectNoAxeViolations(admin, 'dashboard with the GST return', { wcag21: true });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [download] = await Promise.all([admin.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('gstr1-2026-10.csv');
  const csv = (await readFile(await download.path())).toString('utf8');
  expect(csv).toContain('Section,Place of supply,Rate (%),HSN');
  expect(csv).toContain('Sales invoiced in 2026-10');
});
