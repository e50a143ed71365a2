import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewsAnswer } from '@bilim/contract/trust';
import { clearSession, setSession } from '@/lib/session';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import ReviewsSection from './reviews-section';

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  subject_type: 'card',
  subject_id: 7,
  author: { id: 100 + id, name: `Reviewer ${id}` },
  score: 5,
  review: 'Wonderful teachers, my daughter loves every lesson here.',
  deleted_by_support: false,
  helpful_count: 2,
  helpful: false,
  created_at: '2026-11-20T07:00:00.000Z',
  updated_at: '2026-11-20T07:00:00.000Z',
  comments: [],
  policies: { update: false, comment: false, helpful: true, delete: false },
  ...overrides,
});

const answer = (reviews: Review[], meta: Partial<ReviewsAnswer['meta']> = {}): ReviewsAnswer => ({
  data: reviews,
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: reviews.length,
    rating: 4.5,
    reviews_count: 1240,
    breakdown: { 1: 10, 2: 30, 3: 100, 4: 300, 5: 800 },
    own_review_id: null,
    can_review: true,
    cannot_review: null,
    ...meta,
  },
});

/** fetch answering GET reviews with `reviews` and every other call with `other`. */
function stubApi(reviews: ReviewsAnswer | Response, other?: () => Response) {
  const fetchMock = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path.includes('/reviews?'))
      return reviews instanceof Response ? reviews.clone() : Response.json(reviews);
    return other?.() ?? new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderSection = () =>
  renderRoutes(
    [
      {
        path: '/cards/:id/show',
        element: (
          <ReviewsSection
            kind="cards"
            id={7}
            renderReport={(target, id) => <span data-testid={`report-${target}-${id}`} />}
          />
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    '/cards/7/show',
  );

describe('the reviews of a record', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    await testI18n.changeLanguage('en');
  });

  it('shows the rating, its breakdown and the reviews; visitors are asked to sign in', async () => {
    stubApi(answer([review(1), review(2, { deleted_by_support: true })]));
    renderSection();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByTestId('rating-summary');
    expect(screen.getByTestId('rating-value')).toHaveTextContent('4.5');
    expect(screen.getByTestId('reviews-count')).toHaveTextContent('Reviews: 1,240');
    expect(within(screen.getByTestId('breakdown-5')).getByRole('progressbar')).toHaveAccessibleName(
      'Rated 5 of 5, reviews: 800',
    );
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: '5 of 5 stars' }).length).toBeGreaterThan(0);
    // Deleted by support: the notice in the reader's language, nothing to report or mark.
    expect(screen.getByTestId('deleted-by-support')).toHaveTextContent(
      'Review was deleted by support',
    );
    expect(screen.getByTestId('report-review-1')).toBeInTheDocument();
    expect(screen.queryByTestId('report-review-2')).toBeNull();
    expect(screen.queryByTestId('review-form')).toBeNull();
    fireEvent.click(screen.getByTestId('review-sign-in'));
    await screen.findByText('login page');
  });

  it('formats the figures for a Kazakh reader', async () => {
    await testI18n.changeLanguage('kz');
    stubApi(answer([review(1)]));
    renderSection();
    await screen.findByTestId('rating-summary');
    expect(screen.getByTestId('rating-value').textContent).toBe('4,5');
    expect(screen.getByTestId('reviews-count').textContent?.replace(/\s/g, ' ')).toBe(
      'Пікірлер: 1 240',
    );
  });

  it('says so when there is no review yet, and offers the form to a signed-in user', async () => {
    setSession({ access_token: 'token', user_id: 5, name: 'Dana', roles: [] });
    stubApi(
      answer([], { reviews_count: 0, rating: 0, breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
    );
    renderSection();
    await screen.findByText('No reviews yet. Be the first to share your experience.');
    expect(screen.getByTestId('rating-value')).toHaveTextContent('—');
    expect(screen.getByTestId('review-form')).toBeInTheDocument();
  });

  it('says why a signed-in user cannot review yet, instead of a form', async () => {
    setSession({ access_token: 'token', user_id: 5, name: 'Dana', roles: [] });
    await testI18n.changeLanguage('kz');
    stubApi(answer([], { can_review: false, cannot_review: 'not_started' }));
    renderSection();
    expect(await screen.findByTestId('review-refused')).toHaveTextContent(
      'Іс-шара басталғанда пікір қалдыруға болады.',
    );
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('refuses a short text in the form and says why, before any call', async () => {
    setSession({ access_token: 'token', user_id: 5, name: 'Dana', roles: [] });
    const fetchMock = stubApi(answer([]));
    renderSection();
    await screen.findByTestId('review-form');
    fireEvent.change(screen.getByTestId('review-text'), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByTestId('review-submit'));
    await screen.findByText('Enter at least 20 characters');
    expect(fetchMock.mock.calls.filter(([path]) => path.endsWith('/review'))).toHaveLength(0);
  });

  it('asks for a score in words, and takes the star the arrow keys reach', async () => {
    setSession({ access_token: 'token', user_id: 5, name: 'Dana', roles: [] });
    const fetchMock = stubApi(answer([]), () => Response.json({ data: {} }, { status: 201 }));
    renderSection();
    await screen.findByTestId('review-form');
    fireEvent.change(screen.getByTestId('review-text'), {
      target: { value: 'Wonderful teachers, my son loves it.' },
    });
    fireEvent.click(screen.getByTestId('review-submit'));
    await screen.findByText('Choose a score from 1 to 5 stars');

    // The browser moves a radio group's choice with the arrows: here it reached the third star.
    fireEvent.keyUp(screen.getByLabelText('3 of 5 stars'), { key: 'ArrowRight' });
    fireEvent.click(screen.getByTestId('review-submit'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([path]) => path.endsWith('/review'))).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([path]) => path.endsWith('/review'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ score: 3 });
  });

  it('shows a restriction in the reader language when the server refuses the review', async () => {
    setSession({ access_token: 'token', user_id: 5, name: 'Dana', roles: [] });
    await testI18n.changeLanguage('ru');
    stubApi(answer([]), () =>
      Response.json(
        { message: 'Action temporarily forbidden for user', code: 'ACTION_FORBIDDEN' },
        { status: 403 },
      ),
    );
    renderSection();
    await screen.findByTestId('review-form');
    // The stars are labels of visually hidden radios: a person clicks the fourth star.
    const fourStars = screen.getByLabelText('4 из 5 звёзд');
    fireEvent.click(document.querySelector(`label[for="${fourStars.id}"]`) as Element);
    fireEvent.change(screen.getByTestId('review-text'), {
      target: { value: 'Прекрасные педагоги, сыну очень нравится.' },
    });
    fireEvent.click(screen.getByTestId('review-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Действие временно запрещено для пользователя',
    );
  });

  it('offers a retry when the reviews cannot be read', async () => {
    const fetchMock = stubApi(
      Response.json({ message: 'Server Error', code: 'SERVER_ERROR' }, { status: 500 }),
    );
    renderSection();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fireEvent.click(retry);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
