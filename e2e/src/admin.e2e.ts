import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiCall,
  chooseOption,
  confirmAction,
  createPublishedCard,
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
    // The dashboard: the site now, its last 30 days and the latest staff actions.
    await page.getByTestId('dashboard-users').waitFor();
    await page.getByTestId('dashboard-money').waitFor();
    await axeClean(page);
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

    // And gives the account a tariff for a period without a charge: the balance stays.
    await page.getByTestId('grant-tariff').click();
    await page.getByRole('option', { name: 'Бизнес', exact: true }).click();
    await page.getByTestId('grant-reason').fill('Тариф в счёт сбоя');
    await page.getByTestId('grant-save').click();
    await page.getByText('Аккаунт переведён на тариф «Бизнес» без списания').waitFor();
    expect(await plainText(page.getByTestId('account-balance'))).toBe('1 500 ₸');

    await visit.page.goto('/balance/history');
    await visit.page.getByText('Компенсация за сбой оплаты').waitFor();

    // The admin opens a second account for the provider from the user's page.
    await page.goto('/admin');
    await page.getByTestId('admin-users-link').click();
    await page.getByTestId('users-search').fill(provider.email);
    await page.waitForURL((address) => address.searchParams.get('q') === provider.email);
    await page.getByTestId('users-table').getByRole('link', { name: 'Dana Provider' }).click();
    await page.waitForURL('**/admin/users/*');
    await page.getByTestId('open-account-title').fill('Курсы Даны');
    await page.getByTestId('open-account-save').click();
    const opened = page.getByTestId('user-accounts').getByRole('link', { name: 'Курсы Даны' });
    await opened.waitFor();
    await axeClean(page);
    await opened.click();
    await page.waitForURL('**/admin/accounts/edit/*');
    await page.getByRole('heading', { name: 'Курсы Даны' }).waitFor();

    expect(await cspViolations(page)).toEqual([]);
    await visit.context.close();
    await context.close();
  }, 120_000);

  it('the admin adds a city and a category in Kazakh, orders the tree by keyboard, and visitors filter by both', async () => {
    const admin = inject('admin');
    const suffix = Date.now().toString(36);
    const citySlug = `zhetysu-${suffix}`;
    const categorySlug = `robotics-${suffix}`;
    const { context, page } = await openApp(browser, { locale: 'kk-KZ' });
    await page.goto('/login-password');
    await logInThroughForm(page, admin.email, admin.password);
    await page.waitForURL((address) => address.pathname !== '/login-password');

    await page.goto('/admin');
    await page.getByTestId('admin-cities-link').click();
    await page.waitForURL('**/admin/cities');
    await page
      .getByTestId('cities-table')
      .getByRole('link', { name: 'Алматы', exact: true })
      .waitFor();
    await axeClean(page);

    await page.getByTestId('city-create').click();
    await page.getByTestId('city-slug').fill(citySlug);
    await page.getByTestId('city-title-en').fill(`Zhetysu ${suffix}`);
    await page.getByTestId('city-title-ru').fill(`Жетысу ${suffix}`);
    await page.getByTestId('city-title-kz').fill(`Жетісу ${suffix}`);
    await page.getByTestId('city-latitude').fill('91');
    await page.getByTestId('city-longitude').fill('78.3744');
    await page.getByTestId('city-population').fill('45000');
    await page.getByTestId('city-save').click();
    // Refused in the reader's language; nothing typed is lost.
    await page.getByText('Ендік -90 мен 90 аралығында болуы керек').waitFor();
    expect(await page.getByTestId('city-title-ru').inputValue()).toBe(`Жетысу ${suffix}`);
    await axeClean(page);

    await page.getByTestId('city-latitude').fill('45.0167');
    await page.getByTestId('city-save').click();
    await page.waitForURL('**/admin/cities/show/*');
    await page.getByRole('heading', { name: `Жетісу ${suffix}` }).waitFor();
    expect(await plainText(page.getByTestId('city-records'))).toBe('0 карточка · 0 іс-шара');
    await page.getByTestId('location-map').waitFor();
    await axeClean(page);

    await page.goto('/admin/categories');
    await page.getByTestId('categories-tree').waitFor();
    await page.getByTestId('category-create').click();
    await page.getByTestId('category-slug').fill(categorySlug);
    await page.getByTestId('category-icon').fill('🤖');
    await page.getByTestId('category-title-en').fill(`Robotics ${suffix}`);
    await page.getByTestId('category-title-ru').fill(`Робототехника ${suffix}`);
    await page.getByTestId('category-title-kz').fill(`Робот құрастыру ${suffix}`);
    await page.getByTestId('category-save').click();
    await page.waitForURL((address) => address.pathname === '/admin/categories');

    // The new top category comes last; moved up one place by keyboard, it stays there.
    const handle = page.getByRole('button', {
      name: new RegExp(`^«Робот құрастыру ${suffix}» жылжыту, орны \\d+$`),
    });
    const placeOf = async () =>
      Number(/(\d+)$/.exec((await handle.getAttribute('aria-label'))!)![1]);
    const last = await placeOf();
    const neighbour = page
      .getByTestId('categories-tree')
      .locator(':scope > [data-testid=sortable-row]')
      .nth(last - 2);
    // Picked up (dnd-kit marks the handle pressed), moved up, and the neighbour above has made way
    // (moved down) before the row is dropped in its place. A pick-up the tree's re-render (its
    // list arriving again) dropped is cancelled and tried again, up to three times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handle.focus();
        await page.keyboard.press('Space');
        await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
        await page.keyboard.press('ArrowUp');
        await expect
          .poll(() => neighbour.evaluate((element) => element.style.transform), {
            timeout: 3_000,
          })
          .toMatch(/translate3d\(0px, [1-9]/);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await page.keyboard.press('Escape');
        await expect.poll(() => handle.getAttribute('aria-pressed')).not.toBe('true');
      }
    }
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).not.toBe('true');
    await expect.poll(placeOf, { timeout: 10_000 }).toBe(last - 1);
    // Told in the reader's language, and the handle keeps the focus for the next move.
    expect(await page.locator('[id^=DndLiveRegion]', { hasText: 'Қойылды' }).count()).toBe(1);
    expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.reload();
    await expect.poll(placeOf, { timeout: 10_000 }).toBe(last - 1);
    await axeClean(page);

    // The languages: the interface's three cannot be deleted.
    await page.goto('/admin/languages');
    const kazakh = page.getByTestId('languages-table').locator('tr', { hasText: 'kz' });
    expect(await kazakh.getByTestId('language-delete').isDisabled()).toBe(true);
    await axeClean(page);

    // The tags, in Kazakh, with the seeded ones and what they are on.
    await page.goto('/admin/tags');
    await page.getByText('#Бассейн').waitFor();
    await axeClean(page);

    // A visitor finds both in the catalog's filters.
    const visit = await openApp(browser, { locale: 'en-US' });
    await visit.page.goto('/catalog');
    await visit.page.getByRole('checkbox', { name: new RegExp(`Robotics ${suffix}`) }).waitFor();
    await visit.page.getByTestId('filter-city').click();
    await visit.page.getByRole('option', { name: new RegExp(`Zhetysu ${suffix}`) }).click();
    await visit.page.waitForURL((address) => address.searchParams.get('city') === citySlug);

    expect(await cspViolations(page)).toEqual([]);
    await visit.context.close();
    await context.close();
  }, 120_000);

  it('the admin deletes a review, finds it among the deleted ones and restores it; the record shows it again', async () => {
    const admin = inject('admin');
    const suffix = Date.now().toString(36);
    const provider = await newProvider('admin-review-owner', 'Aruzhan Owner');
    const cardId = await createPublishedCard(provider.token, { title: `Drama studio ${suffix}` });
    const reviewer = await newProvider('admin-reviewer', 'Nurlan Reviewer');
    const text = `A friendly studio, the children love the shows ${suffix}.`;
    await apiCall(reviewer.token, 'POST', `/api/cards/${cardId}/review`, {
      score: 5,
      review: text,
    });

    const { context, page } = await openApp(browser, { locale: 'en-US' });
    await page.goto('/login-password');
    await logInThroughForm(page, admin.email, admin.password);
    await page.waitForURL((address) => address.pathname !== '/login-password');
    await page.goto('/admin');
    await page.getByTestId('admin-scores-link').click();
    await page.getByTestId('reviews-search').fill(suffix);
    await page.waitForURL((address) => address.searchParams.get('q') === suffix);
    const row = page.getByTestId('reviews-table').locator('tr', { hasText: text });
    await row.getByLabel('5 of 5').waitFor();
    await axeClean(page);

    await row.getByRole('button', { name: 'Delete the review by Nurlan Reviewer' }).click();
    await page.getByTestId('review-delete-confirm').click();
    await page.getByText('Review deleted').waitFor();
    await page.getByTestId('reviews-state').getByText('Deleted by support').click();
    await row.getByText(/^Deleted /).waitFor();
    await row.getByRole('button', { name: 'Restore the review by Nurlan Reviewer' }).click();
    await page.getByText('The review shows and counts again').waitFor();
    await axeClean(page);

    const visit = await openApp(browser, { locale: 'en-US' });
    await visit.page.goto(`/cards/${cardId}/show`);
    await visit.page.getByText(text).waitFor();
    await visit.context.close();
    await context.close();
  }, 120_000);

  it('the admin adds a tag, creates a card carrying it in a provider’s account and publishes it; the provider finds it, a visitor follows the tag to it', async () => {
    const admin = inject('admin');
    const provider = await newProvider('admin-card-owner', 'Saule Owner');
    const run = Date.now().toString(36);
    const title = `Dance school ${run}`;
    const tagTitle = `Mirror hall ${run}`;
    const { context, page } = await openApp(browser, { locale: 'en-US' });
    await page.goto('/login-password');
    await logInThroughForm(page, admin.email, admin.password);
    await page.waitForURL((address) => address.pathname !== '/login-password');

    // A tag: an empty Kazakh name is refused with nothing typed lost, then it is saved.
    await page.goto('/admin');
    await page.getByTestId('admin-tags-link').click();
    await page.getByTestId('tags-table').waitFor();
    await axeClean(page);
    await page.getByTestId('tag-create').click();
    await page.getByTestId('tag-slug').fill(`mirror-hall-${run}`);
    await page.getByTestId('tag-title-en').fill(tagTitle);
    await page.getByTestId('tag-title-ru').fill(`Зеркальный зал ${run}`);
    await page.getByTestId('tag-save').click();
    await page.getByText('Title is required').waitFor();
    expect(await page.getByTestId('tag-title-en').inputValue()).toBe(tagTitle);
    await axeClean(page);
    await page.getByTestId('tag-title-kz').fill(`Айналы зал ${run}`);
    await page.getByTestId('tag-save').click();
    await page.waitForURL('**/admin/tags');
    await page.getByText(`#${tagTitle}`).waitFor();

    await page.goto('/admin');
    await page.getByTestId('admin-cards-link').click();
    await page.getByTestId('listings-table').waitFor();
    await axeClean(page);
    await page.getByTestId('listing-create').click();
    await page.waitForURL('**/admin/cards/create');
    // No form until an account is chosen: the account is required.
    await page.getByTestId('account-required').waitFor();
    await chooseOption(page, 'account-picker', new RegExp(provider.email), provider.email);
    await page.locator('input[name=title]').fill(title);
    await page
      .locator('textarea[name=short_description]')
      .fill('Ballet and modern dance for children from 5 to 12 years old');
    await page
      .locator('textarea[name=long_description]')
      .fill(
        'Small groups, qualified choreographers, a concert at the end of every term in spring.',
      );
    await chooseOption(page, 'category-picker', /Danc/i, 'Danc');
    await chooseOption(page, 'card-tags-picker', new RegExp(tagTitle), tagTitle);
    await chooseOption(page, 'city-input', /^Almaty/, 'Almaty');
    await page.locator('input[name=address]').fill('Dostyk Avenue 5');
    await page.getByTestId('submit').click();
    await page.waitForURL(/\/admin\/cards\/show\/\d+/);
    const cardId = Number(/show\/(\d+)/.exec(page.url())?.[1]);
    await confirmAction(page, 'publish');
    await expect.poll(() => page.getByTestId('state-badge').textContent()).toMatch(/Published/i);
    await page.getByTestId('confirm-action').waitFor({ state: 'detached' });
    await axeClean(page);

    const account = await apiCall(provider.token, 'GET', '/api/account');
    const mine = await apiCall(
      provider.token,
      'GET',
      `/api/cabinet/cards?account_id=${String(account.data.id)}`,
    );
    expect((mine.data as unknown as { title: string }[]).map((card) => card.title)).toContain(
      title,
    );
    await context.close();

    // A visitor sees the tag on the card's page and follows it to the catalog's cards with it.
    const visitor = await openApp(browser, { locale: 'en-US' });
    await visitor.page.goto(`/cards/${String(cardId)}/show`);
    await visitor.page.getByRole('link', { name: `#${tagTitle}` }).click();
    await visitor.page.waitForURL(/\/catalog\?tag\[\]=mirror-hall-/);
    await visitor.page.getByTestId(`chip-tag-mirror-hall-${run}`).waitFor();
    await expect
      .poll(() => visitor.page.getByTestId('card-item').allTextContents())
      .toEqual([expect.stringContaining(title)]);
    await axeClean(visitor.page);
    await visitor.context.close();
  }, 150_000);
});
