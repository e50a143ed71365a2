import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComment, AdminReview } from '@bilim/contract/admin';
import { onePage } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { ReviewForm } from './review-form';
import { ReviewsList } from './reviews-list';

const review = (overrides: Partial<AdminReview>): AdminReview => ({
  id: 8,
  subject: { type: 'card', id: 3, title: 'Sunrise lyceum' },
  author: { id: 12, name: 'Madina' },
  score: 4,
  text: 'A warm school with patient teachers and small groups.',
  comments: 1,
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
  deleted_at: null,
  ...overrides,
});

describe('the admin’s reviews', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await testI18n.changeLanguage('en');
  });

  it('lists reviews; a deleted one is restored, a live one offers deletion', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'GET /api/admin/reviews': [
        200,
        onePage(
          [
            review({}),
            review({
              id: 9,
              author: { id: 13, name: 'Ерлан' },
              deleted_at: '2026-11-21T09:00:00Z',
            }),
          ],
          30,
        ),
      ],
      'POST /api/admin/reviews/9/restore': [200, { data: review({ id: 9 }) }],
    });
    renderRoutes([{ path: '*', element: <ReviewsList kind="reviews" /> }], '/admin/scores');
    const live = (await screen.findByRole('link', { name: 'Madina' })).closest('tr')!;
    expect(within(live).getByLabelText('4 из 5')).toBeInTheDocument();
    expect(
      within(live).getByRole('button', { name: 'Удалить: отзыв автора Madina' }),
    ).toBeEnabled();
    // The state of one review, whole: a badge and the day of a deletion beside it.
    expect(live).toHaveTextContent('Показан');
    const deleted = screen.getByRole('link', { name: 'Ерлан' }).closest('tr')!;
    expect(deleted).toHaveTextContent('Удалён 21 ноября 2026 г.');
    fireEvent.click(
      within(deleted).getByRole('button', { name: 'Восстановить: отзыв автора Ерлан' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/reviews/9/restore')).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Удалены поддержкой' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/admin/reviews').at(-1)?.search.get('state')).toBe(
        'deleted',
      ),
    );
  });

  it('says whose review it is and when it was written, with no doubled period after the date', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({ 'GET /api/admin/reviews/8': [200, { data: review({}) }] });
    renderRoutes(
      [{ path: '*', element: <ReviewForm kind="reviews" id={8} /> }],
      '/admin/scores/edit/8',
    );
    expect(
      await screen.findByText(
        'Автор: Madina, написан 20 ноября 2026 г., о записи «Sunrise lyceum».',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a text too short in the browser, then sends the corrected score and text', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/reviews/8': [200, { data: review({}) }],
      'PUT /api/admin/reviews/8': [200, { data: review({ score: 2 }) }],
    });
    const { router } = renderRoutes(
      [
        { path: '/admin/scores/edit/8', element: <ReviewForm kind="reviews" id={8} /> },
        { path: '*', element: <p>list</p> },
      ],
      '/admin/scores/edit/8',
    );
    const text = await screen.findByTestId('review-text');
    fireEvent.change(text, { target: { value: 'Too short' } });
    fireEvent.click(screen.getByTestId('review-save'));
    expect(await screen.findByText(/at least 20/i)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/reviews/8')).toHaveLength(0);

    fireEvent.change(text, {
      target: { value: 'Corrected: the phone number was removed from it.' },
    });
    // A star is chosen by keyboard: Space on its radio.
    fireEvent.keyDown(screen.getByRole('radio', { name: '2 of 5' }), { key: ' ' });
    fireEvent.click(screen.getByTestId('review-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/scores'));
    expect(callsTo(fetchMock, 'PUT', '/api/admin/reviews/8')[0]?.body).toEqual({
      score: 2,
      review: 'Corrected: the phone number was removed from it.',
    });
  });

  it('shows the server’s refusal of a comment’s text on the text field', async () => {
    const comment: AdminComment = {
      id: 5,
      review_id: 8,
      subject: { type: 'card', id: 3, title: 'Sunrise lyceum' },
      author: { id: 12, name: 'Madina' },
      text: 'Thank you, see you in September.',
      created_at: '2026-11-20T09:00:00Z',
      updated_at: '2026-11-20T09:00:00Z',
      deleted_at: null,
    };
    const fetchMock = mockApi({
      'GET /api/admin/comments/5': [200, { data: comment }],
      'PUT /api/admin/comments/5': [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { comment: 'Value is too long' },
        },
      ],
    });
    renderRoutes(
      [{ path: '/admin/comments/edit/5', element: <ReviewForm kind="comments" id={5} /> }],
      '/admin/comments/edit/5',
    );
    const text = await screen.findByTestId('review-text');
    fireEvent.change(text, { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByTestId('review-save'));
    expect(await screen.findByText('Value is too long')).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/admin/comments/5')[0]?.body).toEqual({
      comment: 'Thank you!',
    });
  });
});
