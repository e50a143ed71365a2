import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@bilim/contract/chats';
import { clearSession, setSession } from '@/lib/session';
import { callsTo, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderRoutes, renderWithProviders, testI18n } from '@/testing/test-utils';
import { ChatScreen } from './chat-screen';
import { MessageBubble, photoSize } from './message-bubble';
import { buildChat, buildChatMessage, chatsPage, messagesPage } from '../testing';

const ME = 10;

const chat = buildChat;

const message = (overrides: Partial<ChatMessage> = {}) =>
  buildChatMessage({ msg: '', ...overrides });

const portrait = {
  width: 300,
  height: 420,
  urls: {
    thumb: '/storage/chat/1/thumb.webp',
    card: '/storage/chat/1/card.webp',
    full: '/storage/chat/1/full.webp',
  },
};

const page = messagesPage;
const list = chatsPage;

describe('a message’s photo', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('is a link named in the reader’s language', async () => {
    renderWithProviders(<MessageBubble message={message({ photo: portrait })} mine={false} />);
    const link = await screen.findByRole('link', { name: 'Photo — open full size' });
    expect(link).toHaveAttribute('href', portrait.urls.full);
    await testI18n.changeLanguage('kz');
    expect(
      await screen.findByRole('link', { name: 'Сурет — толық өлшемде ашу' }),
    ).toBeInTheDocument();
    await testI18n.changeLanguage('ru');
    expect(
      await screen.findByRole('link', { name: 'Фото — открыть в полном размере' }),
    ).toBeInTheDocument();
  });

  it('shows the whole photo, in a box of its proportions known before it loads', () => {
    const { container } = renderWithProviders(
      <MessageBubble message={message({ photo: portrait })} mine={false} />,
    );
    const image = container.querySelector('img');
    // Not the thumbnail (a 4:3 crop) nor the full size: the uncropped 800 px rendition, scaled
    // into 240 × 320 without changing its proportions.
    expect(image).toHaveAttribute('src', portrait.urls.card);
    expect(image).toHaveAttribute('width', '229');
    expect(image).toHaveAttribute('height', '320');
    expect(image?.style.aspectRatio).toBe('229 / 320');
  });

  it('is fitted into its box, never enlarged, and boxed when its size is unknown', () => {
    expect(photoSize({ width: 1920, height: 1440 })).toEqual({ width: 240, height: 180 });
    expect(photoSize({ width: 300, height: 420 })).toEqual({ width: 229, height: 320 });
    expect(photoSize({ width: 120, height: 90 })).toEqual({ width: 120, height: 90 });
    expect(photoSize({ width: 0, height: 0 })).toEqual({ width: 240, height: 240 });
  });
});

describe('a message that could not be sent', () => {
  beforeEach(() => {
    setSession({ access_token: 'token', user_id: ME, name: 'Aigerim', roles: [] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSession();
  });

  async function sendRefused(answer: MockAnswer, text: string) {
    const api = mockApi({
      'GET /chats': [200, list([chat()])],
      'GET /chats/3': [200, { data: chat() }],
      'GET /chats/3/messages': [200, page([])],
      'POST /chats/3/messages': answer,
    });
    renderRoutes(
      [
        {
          path: '/chat/:id',
          element: <ChatScreen chatId={3} target={undefined} targetTitle={undefined} />,
        },
      ],
      '/chat/3',
    );
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toBeEnabled());
    fireEvent.change(composer, { target: { value: text } });
    fireEvent.keyDown(composer, { key: 'Enter' });
    const pending = await screen.findByTestId('chat-message-pending');
    await waitFor(() => expect(pending).toHaveTextContent('Not sent'));
    return { api, composer, pending };
  }

  it('refused for good, has no retry; deleted, its text goes back to the box', async () => {
    const { composer, pending } = await sendRefused(
      [422, { message: 'The data is invalid', code: 'VALIDATION_FAILED' }],
      'A text the server refuses',
    );
    expect(composer).toHaveValue('');
    expect(within(pending).queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(within(pending).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('chat-message-pending')).toBeNull());
    expect(composer).toHaveValue('A text the server refuses');
    expect(composer).toHaveFocus();
  });

  it('refused as blocked or not an image, offers only Delete', async () => {
    const { pending } = await sendRefused(
      [422, { message: 'Not an image', code: 'IMAGE_INVALID' }],
      'Here is the photo',
    );
    expect(
      within(pending)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete']);
  });

  it('failed on the server, offers Retry and Delete; Delete keeps a new draft', async () => {
    const { api, composer, pending } = await sendRefused(
      [500, { message: 'Server error', code: 'SERVER_ERROR' }],
      'Are you open on Sunday?',
    );
    expect(within(pending).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    fireEvent.change(composer, { target: { value: 'Something else' } });
    fireEvent.click(within(pending).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('chat-message-pending')).toBeNull());
    expect(composer).toHaveValue('Something else');
    expect(callsTo(api, 'POST', '/chats/3/messages')).toHaveLength(1);
  });
});
