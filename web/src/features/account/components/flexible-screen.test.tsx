import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flexiblePrice, type FlexibleChoice } from '@bilim/contract/tariffs';
import { formatMoney } from '@/lib/money';
import { renderRoutes } from '@/testing/test-utils';
import { mockApi } from '@/testing/mock-api';
import { buildTariff } from '@/testing/fixtures';
import { buildMoneyAccount, flexibleTariff, startTariff } from '../testing';
import { FlexibleScreen } from './flexible-screen';

const prices = flexibleTariff.unit_prices!;
const priceText = (choice: FlexibleChoice) =>
  formatMoney(flexiblePrice(prices, choice), 'KZT', 'en');
const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

function renderFlexible(account = buildMoneyAccount()) {
  mockApi({ 'GET /api/tariffs': [200, { data: [buildTariff(), startTariff, flexibleTariff] }] });
  return renderRoutes(
    [
      { path: '/tariff/flex/create', element: <FlexibleScreen account={account} /> },
      { path: '/tariff/change/:tariffId', element: <p data-testid="change-page" /> },
    ],
    '/tariff/flex/create',
  );
}

describe('the Flexible tariff', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the account's present limits and prices them with flexiblePrice", async () => {
    renderFlexible();
    const price = await screen.findByTestId('flex-price');
    expect(price).toHaveTextContent(
      priceText({ card_amt: 3, event_amt: 3, photo_amt: 5, score_sign: false }),
    );
  });

  it('updates the price live as the amounts and statistics change', async () => {
    renderFlexible();
    await screen.findByTestId('flex-price');
    fireEvent.change(input('Cards'), { target: { value: '12' } });
    fireEvent.change(input('Events'), { target: { value: '0' } });
    fireEvent.change(input('Photos per record'), { target: { value: '8' } });
    const choice = { card_amt: 12, event_amt: 0, photo_amt: 8, score_sign: false };
    await waitFor(() =>
      expect(screen.getByTestId('flex-price')).toHaveTextContent(priceText(choice)),
    );
    fireEvent.click(screen.getByRole('switch', { name: /Statistics/ }));
    await waitFor(() =>
      expect(screen.getByTestId('flex-price')).toHaveTextContent(
        priceText({ ...choice, score_sign: true }),
      ),
    );
  });

  it('names each slider after the amount it sets', async () => {
    renderFlexible();
    await screen.findByTestId('flex-price');
    for (const name of ['Cards', 'Events', 'Photos per record']) {
      expect(screen.getByRole('slider', { name })).toBeInTheDocument();
    }
  });

  it("starts /setup from the account's Flexible choice", async () => {
    const choice = { card_amt: 40, event_amt: 7, photo_amt: 12, score_sign: true };
    renderFlexible(buildMoneyAccount({ tariff: flexibleTariff, flexible: choice }));
    expect(await screen.findByTestId('flex-price')).toHaveTextContent(priceText(choice));
    expect(input('Cards')).toHaveValue('40');
  });

  it('shows no price for an amount out of bounds and cannot continue', async () => {
    renderFlexible();
    await screen.findByTestId('flex-price');
    fireEvent.change(input('Cards'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('flex-price')).toHaveTextContent('—'));
    expect(screen.getByTestId('flex-continue')).toBeDisabled();
  });

  it('continues to the preview with the amounts in the URL', async () => {
    const { router } = renderFlexible();
    await screen.findByTestId('flex-price');
    fireEvent.change(input('Cards'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('flex-continue'));
    await screen.findByTestId('change-page');
    expect(router.state.location.pathname).toBe(`/tariff/change/${flexibleTariff.id}`);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      card_amt: '20',
      event_amt: '3',
      photo_amt: '5',
      score_sign: '0',
    });
  });
});
