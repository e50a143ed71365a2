import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublishedCard,
  cspViolations,
  launchBrowser,
  logInThroughForm,
  newProvider,
  openApp,
  PHONE_AGENT,
  registerUser,
  seriousViolations,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const messages = (page: Page) => page.getByTestId('chat-message');
const lastMessage = (page: Page) => messages(page).last();

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login-password');
  await logInThroughForm(page, email, password);
  await page.waitForURL((address) => address.pathname !== '/login-password');
}

describe('chats', () => {
  it('a family writes to a provider about a card and they talk live, with read marks, typing, a block and a retry', async () => {
    const provider = await newProvider('chat-owner', 'Dana Sultanova');
    const cardId = await createPublishedCard(provider.token, { title: 'Robotics club Orbita' });
    const family = await registerUser('chat-family', 'Aigerim Bekova');

    // A visitor asks to write from the card, signs in first, and lands on the new conversation.
    const { page } = await openApp(browser, { locale: 'en-US' });
    await page.goto(`/cards/${cardId}/show`);
    await page.getByTestId('write-to-provider').click();
    await page.waitForURL((address) => address.pathname === '/login');
    await page.getByTestId('login-with-password').click();
    await logInThroughForm(page, family.email, family.password);
    await page.waitForURL(
      (address) => address.pathname === '/chat' && address.search === `?card=${cardId}`,
    );
    await page.getByTestId('new-conversation').waitFor();
    await expect
      .poll(() => page.getByTestId('new-conversation').textContent())
      .toContain('Message about “Robotics club Orbita”');
    const first =
      'Hello! <b>Is there</b> a place on Saturdays? Our timetable: https://example.kz/t';
    await page.getByTestId('chat-composer').fill(first);
    await page.getByTestId('chat-send').click();
    await page.waitForURL((address) => /^\/chat\/\d+$/.test(address.pathname));
    const chatPath = new URL(page.url()).pathname;
    await expect.poll(() => lastMessage(page).textContent()).toContain('<b>Is there</b>');
    expect(await lastMessage(page).locator('b').count()).toBe(0);
    expect(await lastMessage(page).getByRole('link').getAttribute('href')).toBe(
      'https://example.kz/t',
    );
    expect(await lastMessage(page).getByRole('img', { name: 'Sent' }).count()).toBe(1);

    // The provider, in Kazakh, sees "Chat (1)" in the menu and the conversation first in the list.
    const providerVisit = await openApp(browser, { locale: 'kk-KZ' });
    const providerPage = providerVisit.page;
    await signIn(providerPage, provider.email, provider.password);
    await providerPage.getByTestId('user-menu').click();
    await expect
      .poll(() => providerPage.getByTestId('user-menu-chat').textContent())
      .toBe('Чат (1)');
    await providerPage.getByTestId('user-menu-chat').click();
    await providerPage.waitForURL((address) => address.pathname === '/chat');
    const item = providerPage.getByTestId('chat-list-item').first();
    expect(await item.textContent()).toContain('Aigerim Bekova');
    expect(await item.textContent()).toContain('Robotics club Orbita');
    expect(await item.getByTestId('chat-unread').textContent()).toBe('1');
    await item.click();
    await providerPage.waitForURL((address) => address.pathname === chatPath);
    await expect.poll(() => lastMessage(providerPage).textContent()).toContain('Is there');

    // Reading it shows on the family's side as read, live.
    await expect.poll(() => lastMessage(page).getByRole('img', { name: 'Read' }).count()).toBe(1);

    // The provider types (the family sees it) and answers; the answer arrives without a reload.
    await providerPage.getByTestId('chat-composer').pressSequentially('Yes, ', { delay: 20 });
    await expect.poll(() => page.getByTestId('chat-typing').textContent()).toBe('typing…');
    await providerPage.getByTestId('chat-composer').pressSequentially('at 10:00. Welcome!');
    await providerPage.getByTestId('chat-composer').press('Enter');
    await expect.poll(() => lastMessage(page).textContent()).toContain('Yes, at 10:00. Welcome!');
    expect(await page.getByTestId('chat-typing').textContent()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await seriousViolations(providerPage)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);

    // Offline, a message stays on screen with its reason and a retry, then goes.
    await page.context().setOffline(true);
    await page.getByTestId('chat-composer').fill('See you on Saturday');
    await page.getByTestId('chat-composer').press('Enter');
    const pending = page.getByTestId('chat-message-pending');
    await expect.poll(() => pending.textContent()).toContain('Not sent');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().setOffline(false);
    await pending.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => pending.count()).toBe(0);
    await expect
      .poll(() => lastMessage(providerPage).textContent())
      .toContain('See you on Saturday');

    // The provider blocks the conversation, once asked to confirm: the family can no longer
    // write there. The provider unblocks it from the notice, and the family writes again.
    await providerPage.getByRole('button', { name: 'Хат алмасу әрекеттері' }).click();
    await providerPage.getByTestId('chat-block').click();
    await providerPage.getByRole('dialog', { name: 'Хат алмасуды бұғаттау керек пе?' }).waitFor();
    expect(await seriousViolations(providerPage)).toEqual([]);
    await providerPage.getByTestId('chat-block-confirm').click();
    await providerPage.getByText('Сіз бұл хат алмасуды бұғаттадыңыз', { exact: false }).waitFor();
    expect(await seriousViolations(providerPage)).toEqual([]);
    // Live on the family's open page, without a reload.
    await page.getByText('This conversation is blocked', { exact: false }).waitFor();
    expect(await page.getByTestId('chat-composer').isDisabled()).toBe(true);
    await providerPage.getByTestId('chat-unblock-notice').click();
    await expect.poll(() => providerPage.getByTestId('chat-composer').isEnabled()).toBe(true);
    await expect.poll(() => page.getByTestId('chat-composer').isEnabled()).toBe(true);
    await providerVisit.context.close();
  });

  it('on a phone, the list and the conversation take the screen one at a time; Help writes to support', async () => {
    const family = await registerUser('chat-phone', 'Aruzhan Omarova');
    const { page } = await openApp(browser, {
      locale: 'ru-RU',
      width: 390,
      userAgent: PHONE_AGENT,
    });
    await signIn(page, family.email, family.password);
    await page.goto('/chat');
    await page.getByText('Переписок пока нет', { exact: false }).waitFor();
    await page.getByTestId('chat-support').click();
    await page.getByTestId('new-conversation').waitFor();
    await page.getByTestId('chat-composer').fill('Не могу оплатить тариф картой');
    await page.getByTestId('chat-send').click();
    await page.waitForURL((address) => /^\/chat\/\d+$/.test(address.pathname));
    await expect.poll(() => lastMessage(page).textContent()).toContain('Не могу оплатить');
    // One pane on a phone: no list beside the conversation, a way back to it instead.
    expect(await page.getByTestId('chat-list-item').count()).toBe(0);
    const conversationPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Назад к перепискам' }).click();
    await page.waitForURL((address) => address.pathname === '/chat');
    expect(await page.getByTestId('chat-list-item').textContent()).toContain('Поддержка Bilim');
    // The arrow went back to the list's own entry: the phone's Back leaves the chat, it does
    // not open the conversation again.
    await page.goBack();
    await page.waitForURL((address) => address.pathname !== '/chat');
    expect(new URL(page.url()).pathname).not.toBe(conversationPath);
    await page.goForward();
    await page.waitForURL((address) => address.pathname === '/chat');
    // The scroll-to-top button never shows on chat pages.
    await page.mouse.wheel(0, 2000);
    expect(await page.getByTestId('scroll-to-top').count()).toBe(0);
  });
});
