import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  cspViolations,
  launchBrowser,
  logInThroughForm,
  newProvider,
  openApp,
  plainText,
  seriousViolations,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const axeClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

describe('the admin back office', () => {
  it('the admin creates a tariff in Russian that providers are offered, withdraws it, and corrects a balance the provider’s history explains', async () => {
    const admin = inject('admin');
    const slug = `autumn-${Date.now().toString(36)}`;
    const { context, page } = await openApp(browser, { locale: 'ru-RU' });
    await page.goto('/login-password');
    await logInThroughForm(page, admin.email, admin.password);
    await page.waitForURL((address) => address.pathname !== '/login-password');

    await page.goto('/admin');
    await page.getByTestId('admin-tariffs-link').click();
    await page.waitForURL('**/admin/tariffs');
    await page
      .getByTestId('tariffs-table')
      .getByRole('link', { name: 'Старт', exact: true })
      .waitFor();
    const total = Number(await plainText(page.getByTestId('tariff-count-total')));
    await axeClean(page);

    await page.getByTestId('tariff-create').click();
    await page.getByTestId('tariff-slug').fill(slug);
    await page.getByTestId('tariff-title-en').fill('Autumn');
    await page.getByTestId('tariff-title-ru').fill('Осенний');
    await page.getByTestId('tariff-title-kz').fill('Күзгі');
    await page.getByTestId('tariff-price').fill('7 990,50');
    await page.getByTestId('tariff-cards_limit').fill('-1');
    await page.getByTestId('tariff-save').click();
    // Refused in the reader's language, and nothing typed is lost.
    await page.getByText('Лимиты тарифа должны быть не меньше 0').waitFor();
    expect(await page.getByTestId('tariff-title-kz').inputValue()).toBe('Күзгі');
    await axeClean(page);

    await page.getByTestId('tariff-cards_limit').fill('15');
    await page.getByTestId('tariff-events_limit').fill('5');
    await page.getByTestId('tariff-card_photos_limit').fill('8');
    await page.getByTestId('tariff-event_photos_limit').fill('4');
    await page.getByTestId('tariff-save').click();
    await page.waitForURL('**/admin/tariffs/show/*');
    await page.getByRole('heading', { name: 'Осенний' }).waitFor();
    expect(await plainText(page.getByText(/в месяц/).first())).toBe('7 990,50 ₸ в месяц');
    await axeClean(page);

    // A provider is offered it on the tariffs page.
    const provider = await newProvider('admin-tariff', 'Dana Provider');
    const visit = await openApp(browser, { locale: 'en-US' });
    await visit.page.goto('/login-password');
    await logInThroughForm(visit.page, provider.email, provider.password);
    await visit.page.waitForURL((address) => address.pathname !== '/login-password');
    await visit.page.goto('/tariff');
    const plans = visit.page.getByTestId('plans');
    await plans.getByText('Autumn').waitFor();

    // Withdrawn from the list: no longer offered, counted as inactive.
    await page.goto('/admin/tariffs');
    await page.getByRole('switch', { name: 'Деактивировать «Осенний»' }).click({ force: true });
    await expect
      .poll(() => plainText(page.getByTestId('tariff-count-inactive')), { timeout: 10_000 })
      .not.toBe('0');
    expect(Number(await plainText(page.getByTestId('tariff-count-total')))).toBe(total + 1);
    await visit.page.reload();
    await plans.getByText('Start').waitFor();
    expect(await plans.getByText('Autumn').count()).toBe(0);

    // A support case: the admin corrects the provider's balance; the provider's history says why.
    await page.goto('/admin');
    await page.getByTestId('admin-accounts-link').click();
    await page.getByTestId('accounts-search').fill(provider.email);
    // The search has been applied (it waits for typing to pause): the provider's account alone.
    await page.waitForURL((address) => address.searchParams.get('q') === provider.email);
    await expect.poll(() => page.getByTestId('accounts-table').locator('tbody tr').count()).toBe(1);
    const row = page.getByTestId('accounts-table').locator('tr', { hasText: provider.email });
    await row.getByRole('link').click();
    await page.waitForURL('**/admin/accounts/edit/*');
    await page.getByTestId('adjust-amount').fill('1 500');
    await page.getByTestId('adjust-reason').fill('Компенсация за сбой оплаты');
    await page.getByTestId('adjust-save').click();
    await expect
      .poll(() => plainText(page.getByTestId('account-balance')), { timeout: 10_000 })
      .toBe('1 500 ₸');
    await axeClean(page);

    await visit.page.goto('/balance/history');
    await visit.page.getByText('Компенсация за сбой оплаты').waitFor();

    expect(await cspViolations(page)).toEqual([]);
    await visit.context.close();
    await context.close();
  }, 120_000);
});
