import { expect, test } from './support/app';

// SPEC.md §1, the header and the footer, in both languages.
for (const [prefix, money, home] of [
  ['', 'Получить деньги', 'На главную'],
  ['/kk', 'Ақша алу', 'Басты бетке'],
] as const) {
  test(`header and footer of SPEC §1 in ${prefix || '/ru'}: logo, languages, money button, social links, back to top`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/how-to-get`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: home })).toHaveAttribute('href', prefix || '/');
    await expect(header.getByRole('link', { name: 'Рус' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Қаз' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: money })).toHaveAttribute(
      'href',
      `${prefix}/login`,
    );
    const social = footer.getByRole('list').filter({ has: page.locator('a[target="_blank"]') });
    const networks = social.last().locator('a[target="_blank"]');
    await expect(networks).toHaveCount(4);
    for (const link of await networks.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('button').last().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
}
