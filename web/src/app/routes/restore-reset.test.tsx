import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes, testI18n } from '@/testing/test-utils';
import { Component as RestoreReset } from './restore-reset';

const routes = [
  { path: paths.restoreReset.path, Component: RestoreReset },
  { path: paths.profile.path, element: <p>profile</p> },
];

const deadLink = [
  422,
  { message: 'The link is invalid or has expired', code: 'RESTORE_LINK_INVALID' },
] as const;

describe('the page of a password-recovery link', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await testI18n.changeLanguage('en');
  });

  it('heads a used or expired link with its notice, not with "New password"', async () => {
    mockApi({ 'GET /api/restore/used-token': [...deadLink] });
    renderRoutes(routes, paths.restoreReset.getHref('used-token'));
    expect(await screen.findByTestId('restore-invalid')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('The link does not work');
    expect(screen.queryByText('New password')).toBeNull();
    expect(document.title).toBe('The link does not work — Bilim');
  });

  it('says so in Kazakh too', async () => {
    await testI18n.changeLanguage('kz');
    mockApi({ 'GET /api/restore/used-token': [...deadLink] });
    renderRoutes(routes, paths.restoreReset.getHref('used-token'));
    await screen.findByTestId('restore-invalid');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Сілтеме жұмыс істемейді');
    expect(screen.queryByText('Жаңа құпиясөз')).toBeNull();
  });

  it('heads the form of a good link "New password", once the link is known good', async () => {
    mockApi({ 'GET /api/restore/live-token': [200, { data: { usable: true } }] });
    renderRoutes(routes, paths.restoreReset.getHref('live-token'));
    // While it is checked the heading promises neither a form nor a dead link.
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Password recovery');
    await screen.findByTestId('submit');
    expect(screen.getByTestId('page-title')).toHaveTextContent('New password');
    expect(document.title).toBe('New password — Bilim');
  });

  it('changes the heading when the link dies between the check and the new password', async () => {
    mockApi({
      'GET /api/restore/live-token': [200, { data: { usable: true } }],
      'POST /api/restore/reset': [...deadLink],
    });
    renderRoutes(routes, paths.restoreReset.getHref('live-token'));
    await screen.findByTestId('submit');
    for (const name of ['password', 'password_repeat']) {
      fireEvent.change(document.querySelector(`input[name="${name}"]`) as Element, {
        target: { value: 'brand-new-password' },
      });
    }
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByTestId('restore-invalid')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('page-title')).toHaveTextContent('The link does not work'),
    );
    expect(screen.queryByText('New password')).toBeNull();
  });
});
