import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { RestoreResetForm } from './restore-reset-form';

type Answer = { status: number; body: unknown };

/** Answers the link check (GET) and the reset (POST) as the server would. */
function serve(check: Answer, reset: Answer = { status: 500, body: {} }) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const { status, body } = init?.method === 'POST' ? reset : check;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const deadLink = {
  status: 422,
  body: { message: 'The link is invalid or has expired', code: 'RESTORE_LINK_INVALID' },
};

describe('RestoreResetForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('says a used link is dead before showing a form, with a way to ask for a new one', async () => {
    await testI18n.changeLanguage('ru');
    const fetchMock = serve(deadLink);
    renderWithProviders(<RestoreResetForm token="used-token" onSuccess={() => {}} />);
    expect(await screen.findByTestId('restore-invalid')).toBeInTheDocument();
    expect(document.querySelector('input[name="password"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
      'href',
      '/restore',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/restore/used-token');
  });

  it('does not ask about the link again once it has set the password', async () => {
    const fetchMock = serve(
      { status: 200, body: { data: { usable: true } } },
      { status: 200, body: { access_token: 'new', user_id: 5, name: 'Dana', roles: [] } },
    );
    const onSuccess = vi.fn();
    renderWithProviders(<RestoreResetForm token="live-token" onSuccess={onSuccess} />);
    await screen.findByTestId('submit');
    for (const name of ['password', 'password_repeat']) {
      fireEvent.change(document.querySelector(`input[name="${name}"]`) as Element, {
        target: { value: 'brand-new-password' },
      });
    }
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const checks = fetchMock.mock.calls.filter(([, init]) => init?.method !== 'POST');
    expect(checks).toHaveLength(1);
    expect(screen.queryByTestId('restore-invalid')).toBeNull();
  });

  it('shows the form for a live link, and says a login restriction in its own words', async () => {
    await testI18n.changeLanguage('kz');
    serve(
      { status: 200, body: { data: { usable: true } } },
      {
        status: 403,
        body: { message: 'Action temporarily forbidden for user', code: 'ACTION_FORBIDDEN' },
      },
    );
    renderWithProviders(<RestoreResetForm token="live-token" onSuccess={() => {}} />);
    await screen.findByTestId('submit');
    fireEvent.change(document.querySelector('input[name="password"]') as Element, {
      target: { value: 'brand-new-password' },
    });
    fireEvent.change(document.querySelector('input[name="password_repeat"]') as Element, {
      target: { value: 'brand-new-password' },
    });
    fireEvent.click(screen.getByTestId('submit'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(testI18n.t('auth.signInRestricted', { lng: 'kz' }));
  });
});
