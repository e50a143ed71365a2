import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { callsTo, mockApi } from '@/testing/mock-api';
import { buildCard, catalog, cities, tags } from '../testing';
import type { CardDetail } from '@bilim/contract/cards';
import type { Tag } from '@bilim/contract/dictionaries';
import { CardForm } from './card-form';
import { EventForm } from './event-form';

// Leaflet needs a real browser; the form works without the map.
vi.mock('@/components/location-map', () => ({ default: () => null }));

const type = (name: string, value: string) =>
  fireEvent.change(document.querySelector(`[name="${name}"]`) as Element, { target: { value } });

const submit = () => fireEvent.click(screen.getByTestId('submit'));

/** A complete card typed into the form (kept as its draft). */
const CHESS_CLUB_DRAFT = {
  title: 'Chess club',
  short_description: 'Chess for children from six years old',
  long_description:
    'We teach chess in small groups with experienced coaches, twice a week, all year.',
  category_ids: ['10'],
  city_id: '1',
  address: 'Abay avenue 1',
  latitude: 43.25,
  longitude: 76.9,
  attributes: { format: ['online'] },
  tag_ids: ['4'],
  age_from: 6,
  age_to: '',
  price_from: 12500,
};

/** The form for account 1 with the test dictionaries; a new card unless `card` is given. */
const renderForm = ({
  card,
  onSaved = () => {},
}: { card?: CardDetail; onSaved?: (card: CardDetail) => void } = {}) =>
  renderWithProviders(
    <CardForm
      accountId={1}
      card={card}
      catalog={catalog}
      cities={cities}
      tags={tags}
      onSaved={onSaved}
    />,
  );

describe('CardForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('refuses a short description too short, in Russian, without calling the server', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({});
    renderForm();
    type('title', 'Шахматный клуб');
    type('short_description', 'Коротко');
    submit();
    expect(await screen.findByText('Введите не менее 20 символов')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы одну категорию')).toBeInTheDocument();
    expect(screen.queryByText('Enter at least 20 characters')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps every typed value and shows the server field error after a failed save', async () => {
    const fetchMock = mockApi({
      'PUT /api/cabinet/cards/5': [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { address: 'Fill value' },
        },
      ],
    });
    renderForm({ card: buildCard() });
    type('title', 'Chess club for everyone');
    submit();
    expect(await screen.findByText('Fill value')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/cabinet/cards/5');
    expect(call?.body).toMatchObject({
      account_id: 1,
      title: 'Chess club for everyone',
      category_ids: [11],
      city_id: 1,
      attributes: { format: ['offline'] },
      price_from: 1_000_000,
      contacts: [{ type: 'phone', value: '+7 700 000 00 00' }],
    });
    expect(document.querySelector('[name="title"]')).toHaveValue('Chess club for everyone');
    // The draft survives a reload.
    expect(JSON.parse(sessionStorage.getItem('cabinet-draft:cards:5') ?? '{}')).toMatchObject({
      title: 'Chess club for everyone',
    });
  });

  it('offers the tags by their names in the reader’s language and sends the chosen ids', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({
      'PUT /api/cabinet/cards/5': [200, { data: buildCard() }],
    });
    renderForm({ card: buildCard({ tags: [tags[1] as Tag] }) });
    const picker = screen.getByTestId('card-tags-picker');
    expect(screen.getByText('Пробный урок')).toBeInTheDocument();
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Бассейн' }));
    submit();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/cabinet/cards/5')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/cabinet/cards/5')[0]?.body).toMatchObject({
      tag_ids: [4, 3],
    });
  });

  it('explains a reached tariff limit above the form, brings it to the user and leads to the tariffs', async () => {
    mockApi({
      'PUT /api/cabinet/cards/5': [
        403,
        { message: 'Tariff limit reached', code: 'TARIFF_LIMIT_REACHED' },
      ],
    });
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderForm({ card: buildCard() });
    type('title', 'Chess club for beginners');
    submit();
    const alert = await screen.findByTestId('form-error');
    expect(alert).toHaveTextContent(
      /Tariff limit reached.*choose a tariff with higher limits on the Tariffs page/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveAttribute('role', 'alert');
    expect(scrollIntoView.mock.contexts).toContain(alert);
    expect(screen.getByRole('link', { name: 'Choose a tariff' })).toHaveAttribute(
      'href',
      '/tariff',
    );
    expect(document.querySelector('[name="title"]')).toHaveValue('Chess club for beginners');
    scrollIntoView.mockRestore();
  });

  it('focuses the alert again when the same limit refuses the next try', async () => {
    mockApi({
      'PUT /api/cabinet/cards/5': [
        403,
        { message: 'Tariff limit reached', code: 'TARIFF_LIMIT_REACHED' },
      ],
    });
    renderForm({ card: buildCard() });
    submit();
    const alert = await screen.findByTestId('form-error');
    await waitFor(() => expect(alert).toHaveFocus());
    screen.getByTestId('submit').focus();
    submit();
    await waitFor(() => expect(screen.getByTestId('form-error')).toHaveFocus());
  });

  it('restores a draft kept in session storage', async () => {
    sessionStorage.setItem(
      'cabinet-draft:cards:new',
      JSON.stringify({ title: 'Half-typed title', short_description: 'draft' }),
    );
    mockApi({});
    renderForm();
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
    expect(document.querySelector('[name="title"]')).toHaveValue('Half-typed title');
  });

  it('creates a card from the values of the form, in minor units, and forgets the draft', async () => {
    sessionStorage.setItem('cabinet-draft:cards:new', JSON.stringify(CHESS_CLUB_DRAFT));
    const fetchMock = mockApi({ 'POST /api/cabinet/cards': [201, { data: buildCard({ id: 9 }) }] });
    const onSaved = vi.fn();
    renderForm({ onSaved: onSaved });
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards')[0]?.body).toEqual({
      account_id: 1,
      title: 'Chess club',
      short_description: 'Chess for children from six years old',
      long_description:
        'We teach chess in small groups with experienced coaches, twice a week, all year.',
      category_ids: [10],
      city_id: 1,
      address: 'Abay avenue 1',
      latitude: 43.25,
      longitude: 76.9,
      link: null,
      contacts: [],
      attributes: { format: ['online'] },
      tag_ids: [4],
      age_from: 6,
      age_to: null,
      price_from: 1_250_000,
    });
    expect(sessionStorage.getItem('cabinet-draft:cards:new')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards')[0]?.headers).toHaveProperty(
      'Idempotency-Key',
    );
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, so the server makes one card', async () => {
    sessionStorage.setItem('cabinet-draft:cards:new', JSON.stringify(CHESS_CLUB_DRAFT));
    const fetchMock = mockApi({ 'POST /api/cabinet/cards': [503, { message: 'Unavailable' }] });
    renderForm();
    submit();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('submit')).not.toHaveAttribute('data-loading'));
    submit();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards')).toHaveLength(2));
    const [first, retry] = callsTo(fetchMock, 'POST', '/api/cabinet/cards');
    expect(first?.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('creates the card once: busy from the first send until the new card opens', async () => {
    sessionStorage.setItem('cabinet-draft:cards:new', JSON.stringify(CHESS_CLUB_DRAFT));
    const fetchMock = mockApi({ 'POST /api/cabinet/cards': [201, { data: buildCard({ id: 9 }) }] });
    const onSaved = vi.fn();
    renderForm({ onSaved: onSaved });
    // Enter in a field, then a click on the button before it shows it is busy.
    fireEvent.submit(screen.getByTestId('listing-form'));
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // Saved, and the record's page not open yet: another click must not create a second one.
    await waitFor(() => expect(screen.getByTestId('submit')).toHaveAttribute('data-loading'));
    submit();
    expect(callsTo(fetchMock, 'POST', '/api/cabinet/cards')).toHaveLength(1);
    expect(screen.getByTestId('submit')).toHaveAttribute('data-loading', 'true');
  });
});

describe('EventForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('asks to fill empty times like any other required field', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = mockApi({});
    renderWithProviders(
      <EventForm accountId={1} catalog={catalog} cities={cities} onSaved={() => {}} />,
    );
    submit();
    await waitFor(() =>
      expect(screen.getByLabelText(/Время начала/)).toHaveAccessibleDescription('Заполните поле'),
    );
    expect(screen.getByLabelText(/Время окончания/)).toHaveAccessibleDescription('Заполните поле');
    expect(screen.queryByText('Недопустимое значение')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a start after the finish', async () => {
    sessionStorage.setItem(
      'cabinet-draft:events:new',
      JSON.stringify({
        title: 'Open day',
        short_description: 'An open day for families and kids',
        long_description:
          'Come and see the classrooms, meet the teachers and try a lesson for free with us.',
        category_ids: ['11'],
        city_id: '1',
        address: 'Abay avenue 1',
        latitude: 43.25,
        longitude: 76.9,
        owner_name: 'Dana Academy',
        start_date: '2026-12-10',
        start_time: '18:00',
        finish_date: '2026-12-10',
        finish_time: '10:00',
        is_free: true,
      }),
    );
    const fetchMock = mockApi({});
    renderWithProviders(
      <EventForm accountId={1} catalog={catalog} cities={cities} onSaved={() => {}} />,
    );
    submit();
    expect(await screen.findByText('Start date is bigger than finish date')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
