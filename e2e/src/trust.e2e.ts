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
  plainText,
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

/** The plain text of the first element with the test id. */
const plain = (page: Page, testId: string) => plainText(page.getByTestId(testId).first());

describe('reviews, replies and reports', () => {
  it('a visitor reviews a card, the owner replies, the visitor reports the reply, support deletes the review', async () => {
    const owner = await newProvider('trust-owner', 'Dana Sultanova');
    const cardId = await createPublishedCard(owner.token, { title: 'Robotics club Orbita' });
    const visitor = await registerUser('trust-visitor', 'Aigerim Bekova');

    // A visitor reads the empty reviews and is asked to sign in to write one.
    const { page } = await openApp(browser, { locale: 'en-US' });
    await page.goto(`/cards/${cardId}/show`);
    await page.getByTestId('rating-summary').waitFor();
    expect(await plain(page, 'reviews-count')).toBe('Reviews: 0');
    await page.getByTestId('review-sign-in').click();
    await page.waitForURL((address) => address.pathname === '/login');
    await page.getByTestId('login-with-password').click();
    await logInThroughForm(page, visitor.email, visitor.password);
    // Back on the card, at its reviews.
    await page.waitForURL((address) => address.pathname === `/cards/${cardId}/show`);
    await page.getByTestId('review-form').waitFor();

    // Too short a text is refused in the form, in the reader's language, before any call.
    // The stars are labels of visually hidden radios: a person clicks the fourth star.
    const fourStars = await page.getByLabel('4 of 5 stars').getAttribute('id');
    await page.locator(`label[for="${fourStars}"]`).click();
    await page.getByTestId('review-text').fill('Too short');
    await page.getByTestId('review-submit').click();
    await expect
      .poll(() => page.getByTestId('review-form').textContent())
      .toContain('Enter at least 20 characters');
    expect(await seriousViolations(page, '#reviews')).toEqual([]);

    await page
      .getByTestId('review-text')
      .fill('My son builds robots here every Saturday; patient teachers and good kits.');
    await page.getByTestId('review-submit').click();
    await expect.poll(() => page.getByTestId('review').count()).toBe(1);
    expect(await plain(page, 'rating-value')).toBe('4.0');
    expect(await plain(page, 'reviews-count')).toBe('Reviews: 1');
    expect(
      await page.getByTestId('breakdown-4').getByRole('progressbar').getAttribute('aria-valuenow'),
    ).toBe('100');
    // One review per user: the form gives way to editing the one written.
    await page.getByTestId('review-edit').waitFor();
    expect(await page.getByTestId('review-form').count()).toBe(0);

    // The owner hears of it in the bell, follows it to the reviews and replies.
    const ownerVisit = await openApp(browser, { locale: 'en-US' });
    const ownerPage = ownerVisit.page;
    await ownerPage.goto('/login-password');
    await logInThroughForm(ownerPage, owner.email, owner.password);
    await ownerPage.waitForURL((address) => address.pathname === '/cabinet');
    await ownerPage.getByTestId('notification-bell').click();
    const notice = ownerPage.getByTestId('notification').first();
    await expect
      .poll(() => notice.getByTestId('notification-title').textContent())
      .toBe('A new review');
    expect(await notice.getByTestId('notification-text').textContent()).toBe(
      'Aigerim Bekova reviewed “Robotics club Orbita”: 4 of 5.',
    );
    await notice.getByTestId('notification-link').click();
    await ownerPage.waitForURL(
      (address) => address.pathname === `/cards/${cardId}/show` && address.hash === '#reviews',
    );
    // The owner neither reviews nor reports their own card, but answers.
    await ownerPage.getByTestId('review-reply').click();
    expect(await ownerPage.getByTestId('review-form').count()).toBe(0);
    expect(await ownerPage.getByTestId('review-refused').textContent()).toContain(
      'This is your own listing',
    );
    await ownerPage
      .getByTestId('comment-text')
      .fill('Thank you! See you at the spring tournament.');
    await ownerPage.getByTestId('comment-submit').click();
    await ownerPage.getByText('Your reply is published.').waitFor();
    await expect.poll(() => ownerPage.getByTestId('comment').count()).toBe(1);
    expect(await ownerPage.getByTestId('comment').textContent()).toContain("Owner's reply");
    expect(await ownerPage.getByTestId('report-card').count()).toBe(0);
    expect(await cspViolations(ownerPage)).toEqual([]);
    await ownerVisit.context.close();

    // The visitor reports the reply as spam.
    await page.reload();
    await page.getByTestId('comment').waitFor();
    await page.getByTestId('comment').getByTestId('report-comment').click();
    await page.getByTestId('report-form').waitFor();
    await page.getByTestId('report-category-fraud_spam').check();
    await page.getByTestId('report-note').fill('An advertisement, not an answer to the review.');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-form').waitFor({ state: 'detached' });

    const admin = inject('admin');
    const support = await signInThroughApi(admin.email, admin.password);
    const complaints = (await apiCall(support, 'GET', '/api/support/complaints?status=open')) as {
      data: unknown;
    };
    const comment = (complaints.data as Array<Record<string, unknown>>).find(
      (complaint) => complaint.target_type === 'comment' && complaint.category === 'fraud_spam',
    );
    expect(comment?.note).toBe('An advertisement, not an answer to the review.');

    // Support deletes the review: its page says so and the rating no longer counts it.
    const reviews = (await apiCall(null, 'GET', `/api/cards/${cardId}/reviews`)) as {
      data: unknown;
    };
    const reviewId = (reviews.data as Array<{ id: number }>)[0]?.id;
    await apiCall(support, 'DELETE', `/api/support/reviews/${reviewId}`);
    await page.reload();
    await page.getByTestId('deleted-by-support').waitFor();
    expect(await plain(page, 'deleted-by-support')).toBe('Review was deleted by support');
    expect(await plain(page, 'reviews-count')).toBe('Reviews: 0');
    expect(await plain(page, 'rating-value')).toBe('—');
    expect(await page.getByTestId('review-edit').count()).toBe(0);

    // The same in Russian.
    await page.goto(`/cards/${cardId}/show?lng=ru`);
    await page.getByTestId('deleted-by-support').waitFor();
    expect(await plain(page, 'deleted-by-support')).toBe('Отзыв удалён службой поддержки');
    expect(await cspViolations(page)).toEqual([]);
  });
});
