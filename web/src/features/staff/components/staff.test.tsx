import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@bilim/contract/constants';
import type { SupportComplaint, SupportUserDetail } from '@bilim/contract/staff';
import type { Restriction } from '@bilim/contract/trust';
import { clearSession, getSession, setSession } from '@/lib/session';
import { loadPage } from '@/lib/page-reload';
import { buildRestriction, onePage } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { ComplaintsQueue } from './complaints-queue';
import ImpersonationBanner from './impersonation-banner';
import { SupportNav, SupportSectionGate } from './support-nav';
import { UserPage } from './user-page';
import { UserRestrictions } from './user-restrictions';

const complaint = (id: number, overrides: Partial<SupportComplaint> = {}): SupportComplaint => ({
  id,
  target_type: 'card',
  target_id: 41,
  category: 'fraud_spam',
  note: 'The photos are taken from another school.',
  status: 'open',
  complainer: { id: 7, name: 'Madina' },
  resolution: null,
  closed_at: null,
  closed_by: null,
  created_at: '2026-11-25T07:00:00.000Z',
  target: {
    label: 'Chess club Gambit',
    path: '/cards/41/show',
    author: { id: 12, name: 'Aidos' },
    removed: false,
  },
  ...overrides,
});

const userDetail = (overrides: Partial<SupportUserDetail> = {}): SupportUserDetail => ({
  id: 12,
  name: 'Aidos',
  email: 'aidos@example.kz',
  phone: null,
  roles: [],
  created_at: '2026-11-01T07:00:00.000Z',
  restricted: [],
  accounts_count: 0,
  language: 'ru',
  rating: 0,
  reviews_count: 0,
  accounts: [],
  listings: [],
  reviews: [],
  complaints_made: [],
  complaints_received: [],
  policies: { impersonate: false, restrict: false, grant_roles: true },
  ...overrides,
});

const restriction = (id: number, overrides: Partial<Restriction> = {}) =>
  buildRestriction({
    id,
    user_id: 12,
    type: 'publish',
    reason: 'Copied photos',
    ...overrides,
  });

/** The phone query of useIsMobile matches; Mantine's own queries keep their answers. */
function onPhone() {
  const matchMedia = window.matchMedia.bind(window);
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: query === '(max-width: 61.99em)',
  }));
}

describe('the support back office', () => {
  beforeEach(() => {
    setSession({ access_token: 't', user_id: 5, name: 'Saule', roles: ['support'] });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSession();
    localStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('shows the sections of the acting roles only, the current one marked', () => {
    renderRoutes([{ path: '*', element: <SupportNav /> }], '/support/users/3');
    const nav = screen.getByRole('navigation', { name: 'Support sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Complaints', 'Users', 'Conversations']);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says a section of another role is not for this one, instead of failing call by call', async () => {
    await testI18n.changeLanguage('ru');
    const gated = (path: string) =>
      renderRoutes(
        [
          {
            path: '*',
            element: (
              <SupportSectionGate>
                <p>section screen</p>
              </SupportSectionGate>
            ),
          },
        ],
        path,
      );
    const advertisement = gated('/support/advertisement');
    expect(screen.getByTestId('support-not-for-role')).toHaveTextContent(
      'Недоступно для вашей роли',
    );
    // Still a page of its own: headed by the section's name.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Реклама');
    expect(screen.queryByText('section screen')).toBeNull();
    advertisement.unmount();
    gated('/support/users/3');
    expect(screen.getByText('section screen')).toBeInTheDocument();
  });

  it('filters the complaints queue through the URL and closes one with its consequences', async () => {
    const api = mockApi({
      'GET /api/support/complaints': [200, onePage([complaint(1)])],
      'POST /api/support/complaints/1/close': [
        200,
        { data: complaint(1, { status: 'closed', resolution: 'Off the site.' }) },
      ],
    });
    const { router } = renderRoutes(
      [{ path: '/support/complaints', element: <ComplaintsQueue /> }],
      '/support/complaints?status=open&category=fraud_spam',
    );
    await screen.findByText('Chess club Gambit');
    const row = screen.getByTestId('complaints-table');
    expect(within(row).getByText('Author: Aidos')).toHaveAttribute('href', '/support/users/12');
    const asked = callsTo(api, 'GET', '/api/support/complaints')[0]!.search;
    expect(Object.fromEntries(asked)).toEqual({
      status: 'open',
      category: 'fraud_spam',
      page: '1',
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is sent without a resolution: the form says so in the reader's language.
    fireEvent.click(within(dialog).getByTestId('complaint-close-submit'));
    expect(await within(dialog).findByText('Fill value')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('complaint-resolution'), {
      target: { value: 'Off the site.' },
    });
    fireEvent.click(within(dialog).getByTestId('complaint-remove-target'));
    fireEvent.click(within(dialog).getByTestId('complaint-restrict'));
    fireEvent.change(await within(dialog).findByTestId('complaint-restriction-reason'), {
      target: { value: 'Copied photos' },
    });
    fireEvent.click(within(dialog).getByTestId('complaint-close-submit'));
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/api/support/complaints/1/close')).toHaveLength(1),
    );
    expect(callsTo(api, 'POST', '/api/support/complaints/1/close')[0]!.body).toEqual({
      resolution: 'Off the site.',
      remove_target: true,
      restrict_author: { type: 'publish', until: null, reason: 'Copied photos' },
    });
    expect(router.state.location.search).toBe('?status=open&category=fraud_spam');
  });

  it('says once that a colleague closed the complaint meanwhile, and reads the queue again', async () => {
    const api = mockApi({
      'GET /api/support/complaints': [200, onePage([complaint(1)])],
      'POST /api/support/complaints/1/close': [
        409,
        { message: 'Invalid transition', code: 'INVALID_TRANSITION' },
      ],
    });
    renderRoutes([{ path: '*', element: <ComplaintsQueue /> }], '/support/complaints');
    const row = await screen.findByTestId('complaints-table');
    fireEvent.click(await within(row).findByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('complaint-resolution'), {
      target: { value: 'Off the site.' },
    });
    fireEvent.click(within(dialog).getByTestId('complaint-close-submit'));
    expect(
      await screen.findByText('This complaint is already closed: the queue shows it as it is now.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByTestId('complaint-close-submit')).toBeDisabled();
    await waitFor(() => expect(callsTo(api, 'GET', '/api/support/complaints')).toHaveLength(2));
  });

  it.each([
    ['en', 'December 5, 2026 inclusive'],
    ['ru', '5 декабря 2026 г. включительно'],
  ] as const)(
    'shows a restriction’s last day, not the midnight after it (%s)',
    async (language, text) => {
      await testI18n.changeLanguage(language);
      mockApi({
        'GET /api/support/users/12/restrictions': [
          200,
          onePage([restriction(1), restriction(2, { until: null, type: 'chat' })]),
        ],
      });
      renderRoutes([{ path: '*', element: <UserRestrictions userId={12} canRestrict /> }]);
      const table = await screen.findByTestId('restrictions-table');
      expect(await within(table).findByText(text)).toBeInTheDocument();
      expect(table).not.toHaveTextContent(/December 6|6 декабря/);
      // The table scrolls sideways on narrow screens: its viewport is a named Tab stop.
      const region = screen.getByRole('region', {
        name: language === 'en' ? 'Restrictions' : 'Ограничения',
      });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(table);
    },
  );

  it('lists restrictions as cards on a phone, "Remove" in reach', async () => {
    onPhone();
    const api = mockApi({
      'GET /api/support/users/12/restrictions': [200, onePage([restriction(1)])],
      'DELETE /api/support/users/12/restrictions/1': [
        200,
        { data: restriction(1, { active: false, removed_at: '2026-11-26T07:00:00.000Z' }) },
      ],
    });
    renderRoutes([{ path: '*', element: <UserRestrictions userId={12} canRestrict /> }]);
    const cards = await screen.findByTestId('restrictions-cards');
    expect(screen.queryByTestId('restrictions-table')).not.toBeInTheDocument();
    expect(cards).toHaveTextContent('Reason: Copied photos');
    expect(cards).toHaveTextContent('Until: December 5, 2026 inclusive');
    fireEvent.click(within(cards).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(callsTo(api, 'DELETE', '/api/support/users/12/restrictions/1')).toHaveLength(1),
    );
  });

  it('shows the complaints queue as cards on a phone, "Close" and the links in reach', async () => {
    onPhone();
    mockApi({ 'GET /api/support/complaints': [200, onePage([complaint(1)])] });
    renderRoutes(
      [{ path: '/support/complaints', element: <ComplaintsQueue /> }],
      '/support/complaints',
    );
    const card = await screen.findByTestId('complaint-card-1');
    expect(screen.queryByTestId('complaints-table')).not.toBeInTheDocument();
    expect(card.tagName).toBe('LI');
    expect(card).toHaveTextContent('The photos are taken from another school.');
    // Links at least 24 px tall (axe target-size): 24 px lines.
    const author = within(card).getByRole('link', { name: 'Author: Aidos' });
    expect(author).toHaveAttribute('href', '/support/users/12');
    expect(author).toHaveStyle({ lineHeight: '24px' });
    expect(within(card).getByRole('link', { name: 'Chess club Gambit' })).toHaveStyle({
      lineHeight: '24px',
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says in Russian when the queue fails, with a retry', async () => {
    mockApi({
      'GET /api/support/complaints': [500, { message: 'Server error', code: 'SERVER_ERROR' }],
    });
    await testI18n.changeLanguage('ru');
    renderRoutes(
      [{ path: '/support/complaints', element: <ComplaintsQueue /> }],
      '/support/complaints',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сервераПовторить');
  });

  it('signs in as a user from their page, keeping the staff session aside', async () => {
    mockApi({
      'GET /api/support/users/12': [
        200,
        {
          data: {
            id: 12,
            name: 'Aidos',
            email: 'aidos@example.kz',
            phone: null,
            roles: [],
            created_at: '2026-11-01T07:00:00.000Z',
            restricted: ['publish'],
            accounts_count: 1,
            language: 'ru',
            rating: 4.5,
            reviews_count: 2,
            accounts: [],
            listings: [],
            reviews: [],
            complaints_made: [],
            complaints_received: [],
            policies: { impersonate: true, restrict: true, grant_roles: false },
          },
        },
      ],
      'POST /api/support/users/12/impersonate': [
        201,
        {
          access_token: 'as-user',
          user_id: 12,
          name: 'Aidos',
          roles: [],
          acting_role: null,
          impersonator: { id: 5, name: 'Saule' },
        },
      ],
    });
    renderRoutes([{ path: '*', element: <UserPage userId={12} /> }]);
    expect(
      await screen.findByText('Restricted: Publishing (their records leave the site)'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as Aidos' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/cabinet'));
    expect(getSession()).toMatchObject({ user_id: 12, impersonator: { id: 5, name: 'Saule' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.staffSession)!)).toMatchObject({
      user_id: 5,
      access_token: 't',
    });
  });

  it('shows who is signed in as whom, and returns to the staff session on the user’s page', async () => {
    const staff = { access_token: 't', user_id: 5, name: 'Saule', roles: ['support' as const] };
    localStorage.setItem(STORAGE_KEYS.staffSession, JSON.stringify(staff));
    setSession({
      access_token: 'as-user',
      user_id: 12,
      name: 'Aidos',
      roles: [],
      impersonator: { id: 5, name: 'Saule' },
    });
    const api = mockApi({ 'POST /api/impersonation/end': [204, undefined] });
    await testI18n.changeLanguage('kz');
    renderRoutes([{ path: '*', element: <ImpersonationBanner /> }]);
    const banner = screen.getByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('Сіз Aidos ретінде кірдіңіз (қызметкер: Saule)');
    fireEvent.click(within(banner).getByRole('button', { name: 'Қайту' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/support/users/12'));
    expect(callsTo(api, 'POST', '/api/impersonation/end')).toHaveLength(1);
    expect(getSession()).toMatchObject(staff);
    expect(localStorage.getItem(STORAGE_KEYS.staffSession)).toBeNull();
  });
  it('says why a role was not taken away, in the reader’s language', async () => {
    await testI18n.changeLanguage('ru');
    mockApi({
      'GET /api/support/users/12': [200, { data: userDetail({ roles: ['admin', 'support'] }) }],
      'DELETE /api/admin/users/12/roles/admin': [
        422,
        {
          message: 'The given data was invalid',
          code: 'VALIDATION_FAILED',
          errors: { role: 'Choose one of the offered values' },
        },
      ],
      'DELETE /api/admin/users/12/roles/support': [
        403,
        { message: 'Forbidden', code: 'FORBIDDEN' },
      ],
    });
    renderRoutes([{ path: '*', element: <UserPage userId={12} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Роли сотрудника' }));
    fireEvent.click(await screen.findByTestId('role-revoke-admin'));
    expect(await screen.findByTestId('role-error')).toHaveTextContent(
      'Эту роль забрать нельзя: администратор сохраняет свою роль администратора.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Роли сотрудника' }));
    fireEvent.click(await screen.findByTestId('role-revoke-support'));
    await waitFor(() =>
      expect(screen.getByTestId('role-error')).toHaveTextContent('Доступ запрещён'),
    );
  });

  it('grants the admin role only once confirmed; other roles at once', async () => {
    const fetchMock = mockApi({
      'GET /api/support/users/12': [200, { data: userDetail() }],
      'POST /api/admin/users/12/roles': [204, undefined],
    });
    renderRoutes([{ path: '*', element: <UserPage userId={12} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Staff roles' }));
    fireEvent.click(await screen.findByTestId('role-grant-admin'));
    const dialog = await screen.findByRole('dialog', { name: 'Grant the admin role?' });
    expect(dialog).toHaveTextContent(
      'Aidos will get full access to the admin panel: money, tariffs, settings and staff roles.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/users/12/roles')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('grant-admin-confirm'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/users/12/roles')[0]?.body).toEqual({
        role: 'admin',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Staff roles' }));
    fireEvent.click(await screen.findByTestId('role-grant-support'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/admin/users/12/roles')[1]?.body).toEqual({
        role: 'support',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
