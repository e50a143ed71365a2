import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '@/testing/fixtures';
import { callsTo, mockApi } from '@/testing/mock-api';
import { renderWithProviders, testI18n } from '@/testing/test-utils';
import { ProfileForm } from './profile-form';

const PROFILE = buildProfile({ age: 30 });

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const age = () => document.querySelector('input[name="age"]') as HTMLInputElement;

describe('the age in the profile', () => {
  afterEach(async () => {
    await testI18n.changeLanguage('en');
  });

  it.each(['-3', '250'])('keeps %s as typed and says which ages are allowed', async (typed) => {
    const fetchMock = mockApi({ 'PUT /api/cabinet/profile': [200, { data: PROFILE }] });
    renderWithProviders(<ProfileForm profile={PROFILE} />);
    fireEvent.change(age(), { target: { value: typed } });
    fireEvent.blur(age());
    expect(age()).toHaveValue(typed);
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Enter an age from 1 to 120')).toBeInTheDocument();
    expect(age()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PUT', '/api/cabinet/profile')).toHaveLength(0);
  });

  it('says it in the reader’s language and saves an age within the range', async () => {
    await testI18n.changeLanguage('kz');
    const fetchMock = mockApi({ 'PUT /api/cabinet/profile': [200, { data: PROFILE }] });
    renderWithProviders(<ProfileForm profile={PROFILE} />);
    fireEvent.change(age(), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Жас 1 мен 120 аралығында болуы керек')).toBeInTheDocument();

    fireEvent.change(age(), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/cabinet/profile')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT', '/api/cabinet/profile')[0]?.body).toMatchObject({ age: 12 });
  });
});
