import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiCall,
  createPublishedCard,
  cspViolations,
  launchBrowser,
  logInThroughForm,
  newProvider,
  openApp,
  registerUser,
  seriousViolations,
  signInThroughApi,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A picture for the slide: one of the web app's own images. */
const SLIDE_PICTURE = fileURLToPath(new URL('../../web/public/icon-512.png', import.meta.url));

/** A staff member holding support and advertisement, granted by the admin through the API. */
async function newStaffMember(): Promise<{ email: string; password: string; id: number }> {
  const admin = inject('admin');
  const adminToken = await signInThroughApi(admin.email, admin.password);
  const staff = await registerUser('staff', 'Saule Support');
  const token = await signInThroughApi(staff.email, staff.password);
  const me = await apiCall(token, 'GET', '/api/session');
  const id = Number(me.data.user_id);
  for (const role of ['support', 'advertisement']) {
    await apiCall(adminToken, 'POST', `/api/admin/users/${id}/roles`, { role });
  }
  return { ...staff, id };
}

const axeClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

describe('the support back office', () => {
  it('support closes a complaint restricting its author, edits the slider, signs in as a user and returns', async () => {
    const owner = await newProvider('staff-owner', 'Aidos Copycat');
    const cardId = await createPublishedCard(owner.token, { title: 'Academy of copied photos' });
    const reporter = await newProvider('staff-reporter', 'Madina Reporter');
    await apiCall(reporter.token, 'POST', '/api/complaints', {
      target_type: 'card',
      target_id: cardId,
      category: 'fraud_spam',
      note: 'The photos are taken from another school.',
    });
    const staff = await newStaffMember();

    const { page } = await openApp(browser, { locale: 'en-US' });
    await page.goto('/login-password');
    await logInThroughForm(page, staff.email, staff.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await page.goto('/support');
    await page.getByTestId('dashboard-open_complaints').waitFor();
    await axeClean(page);

    // The queue shows the complaint with its target; it is closed with the card taken down and
    // its owner restricted from publishing, in one step.
    await page.getByTestId('support-nav-complaints').click();
    await page.getByTestId('complaints-table').getByText('Academy of copied photos').waitFor();
    await axeClean(page);
    const row = page.locator('tr', { hasText: 'Academy of copied photos' });
    await row.getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByTestId('close-complaint-form');
    await dialog
      .getByTestId('complaint-resolution')
      .fill('Copied photos: the card is off the site.');
    await dialog.getByTestId('complaint-remove-target').check();
    await dialog.getByTestId('complaint-restrict').check();
    await dialog.getByTestId('complaint-restriction-reason').fill('Copied photos');
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await dialog.getByTestId('complaint-close-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Closed by Saule Support').waitFor();
    // Off the site for visitors; the owner is restricted.
    const answer = await fetch(new URL(`/api/cards/${cardId}`, inject('baseUrl')));
    expect(answer.status).toBe(404);

    // The slider: a new slide, in English, Russian and Kazakh, shown on the home page.
    await page.getByTestId('support-nav-slider').click();
    await page.getByTestId('slide-create').click();
    const form = page.getByTestId('slide-form');
    await form.locator('input[type=file]').setInputFiles(SLIDE_PICTURE);
    await form.getByTestId('slide-title-en').fill('Winter camps are open');
    await form.getByTestId('slide-title-ru').fill('Открыта запись в зимние лагеря');
    await form.getByTestId('slide-title-kz').fill('Қысқы лагерьлерге жазылу ашық');
    await form.getByTestId('slide-subtitle-en').fill('Ten days in the mountains, skis included');
    await form.getByTestId('slide-link').fill('/catalog');
    await page
      .getByTestId('slide-preview')
      .getByRole('heading', { name: 'Winter camps are open' })
      .waitFor();
    await axeClean(page);
    await form.getByTestId('slide-save').click();
    await page.getByTestId('slides-list').getByText('Winter camps are open').waitFor();
    await axeClean(page);
    await page.goto('/');
    await page
      .getByTestId('home-slider')
      .getByRole('heading', { name: 'Winter camps are open' })
      .waitFor();
    // On a phone the words stand on the slide's colour, not on the shaded picture.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page, '[data-testid=home-slider]')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Signed in as the owner: a banner on every page, and the way back.
    await page.goto(
      `/support/users/${(await apiCall(owner.token, 'GET', '/api/session')).data.user_id}`,
    );
    await page.getByTestId('user-tab-restrictions').click();
    await page.getByTestId('restrictions-table').getByText('Copied photos').waitFor();
    await axeClean(page);
    await page.getByTestId('impersonate').click();
    await page.waitForURL((address) => address.pathname === '/cabinet');
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText('You are signed in as Aidos Copycat').waitFor();
    expect(await seriousViolations(page, '[data-testid=impersonation-banner]')).toEqual([]);
    await page.goto('/profile');
    await banner.waitFor();
    await banner.getByTestId('impersonation-return').click();
    await page.waitForURL((address) => address.pathname.startsWith('/support/users/'));
    await banner.waitFor({ state: 'detached' });
    await page.getByTestId('impersonate').waitFor();
    expect(await cspViolations(page)).toEqual([]);

    // The staff actions are on the owner's page, both names where staff acted as the owner.
    await page.getByRole('tab', { name: 'Staff actions' }).click();
    const audit = page.getByTestId('audit-table');
    await audit.getByText('Signed in as the user').waitFor();
    await audit.getByText('Returned from the user’s session').waitFor();
    await audit.getByText('Record unpublished').waitFor();
    // A long journey: six screens, each checked by axe.
  }, 150_000);

  it('switches role: acting as advertisement, the menu and the area show its sections only', async () => {
    const staff = await newStaffMember();
    const { page } = await openApp(browser, { locale: 'kk-KZ' });
    await page.goto('/login-password');
    await logInThroughForm(page, staff.email, staff.password);
    await page.waitForURL((address) => address.pathname === '/cabinet');
    await page.goto('/support?lng=kz');
    await page.getByTestId('support-nav-complaints').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('role-switch-advertisement').click();
    // The switch is done once the sections of the other roles have gone (the slider was there
    // already): a page loaded before that would still act with every role.
    await expect.poll(() => page.getByTestId('support-nav-complaints').count()).toBe(0);
    await page.getByTestId('support-nav-slider').waitFor();
    await page.goto('/support');
    await page.getByTestId('support-nav-slider').waitFor();
    expect(await page.getByTestId('support-nav-complaints').count()).toBe(0);
    expect(await page.getByTestId('page-title').textContent()).toBe('Қолдау панелі');
    await axeClean(page);
    // Back to every role.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('role-switch-all').click();
    await page.goto('/support/users');
    await page.getByTestId('users-table').waitFor();
    await axeClean(page);
  });
});
