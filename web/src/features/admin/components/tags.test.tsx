import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTag } from '@bilim/contract/admin';
import { onePage } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { TagForm } from './tag-form';
import { TagsList } from './tags-list';

const tag = (overrides: Partial<AdminTag>): AdminTag => ({
  id: 3,
  slug: 'swimming-pool',
  title: { en: 'Swimming pool', ru: 'Бассейн', kz: 'Бассейн' },
  cards: 0,
  ...overrides,
});

describe('the admin’s tags', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it('lists tags in the reader’s language with their cards, and deletes one after saying what it takes off', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'GET /api/admin/tags': [
        200,
        onePage(
          [
            tag({ cards: 21 }),
            tag({
              id: 4,
              slug: 'free-trial',
              title: { en: 'Free trial lesson', ru: 'Пробный урок', kz: 'Сынақ сабақ' },
            }),
          ],
          50,
        ),
      ],
      'DELETE /api/admin/tags/3': [204, null],
    });
    renderRoutes([{ path: '*', element: <TagsList /> }], '/admin/tags');
    const pool = (await screen.findByText('#Бассейн')).closest('tr')!;
    expect(pool).toHaveTextContent('Swimming pool · Бассейн');
    expect(pool).toHaveTextContent('21');
    fireEvent.click(within(pool).getByRole('button', { name: 'Удалить «Бассейн»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Тег «Бассейн» будет удалён и снят со всех карточек, где он стоит (их 21).',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/admin/tags/3')).toHaveLength(1));
  });

  it('shows that no tag is found', async () => {
    await testI18n.changeLanguage('kz');
    mockApi({ 'GET /api/admin/tags': [200, onePage([], 50)] });
    renderRoutes([{ path: '*', element: <TagsList /> }], '/admin/tags?q=zzz');
    expect(await screen.findByText('Тегтер табылмады.')).toBeInTheDocument();
  });

  it('refuses an empty name in the browser, then creates the tag and returns to the list', async () => {
    const fetchMock = mockApi({ 'POST /api/admin/tags': [201, { data: tag({ id: 9 }) }] });
    const { router } = renderRoutes(
      [
        { path: '/admin/tags/create', element: <TagForm tagId={null} /> },
        { path: '*', element: <p>list</p> },
      ],
      '/admin/tags/create',
    );
    fireEvent.change(screen.getByTestId('tag-slug'), { target: { value: 'swimming-pool' } });
    fireEvent.change(screen.getByTestId('tag-title-en'), { target: { value: 'Swimming pool' } });
    fireEvent.change(screen.getByTestId('tag-title-ru'), { target: { value: 'Бассейн' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/tags')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('tag-title-kz'), { target: { value: 'Бассейн' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tags'));
    expect(callsTo(fetchMock, 'POST', '/api/admin/tags')[0]?.body).toEqual({
      slug: 'swimming-pool',
      title_en: 'Swimming pool',
      title_ru: 'Бассейн',
      title_kz: 'Бассейн',
    });
  });

  it('puts a taken slug on its field in Russian and keeps what was typed', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({
      'GET /api/admin/tags/3': [200, { data: tag({}) }],
      'PUT /api/admin/tags/3': [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { slug: 'This slug is already taken' },
        },
      ],
    });
    renderRoutes([{ path: '*', element: <TagForm tagId={3} /> }], '/admin/tags/edit/3');
    const slug = await screen.findByTestId('tag-slug');
    fireEvent.change(slug, { target: { value: 'free-trial' } });
    fireEvent.click(screen.getByTestId('tag-save'));
    expect(await screen.findByText('Такой идентификатор уже занят')).toBeInTheDocument();
    expect(slug).toHaveValue('free-trial');
    expect(screen.getByTestId('tag-title-ru')).toHaveValue('Бассейн');
  });
});
