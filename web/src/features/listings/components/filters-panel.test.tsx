import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Catalog } from '@bilim/contract/dictionaries';
import { renderWithProviders } from '@/testing/test-utils';
import { EMPTY_LIST_PARAMS, type ListParams } from '../lib/list-params';
import { CardFiltersPanel } from './filters-panel';

const title = (en: string) => ({ en, ru: en, kz: en });

const catalog: Catalog = {
  categories: [
    {
      id: 1,
      slug: 'schools',
      title: title('Schools'),
      children: [{ id: 2, slug: 'private', title: title('Private schools'), children: [] }],
    },
  ],
  attributes: [
    {
      key: 'format',
      title: title('Format'),
      multiple: true,
      values: [
        { value: 'online', title: title('Online') },
        { value: 'offline', title: title('Offline') },
      ],
    },
    {
      key: 'gender',
      title: title('Gender'),
      multiple: false,
      values: [
        { value: 'boys', title: title('Boys') },
        { value: 'girls', title: title('Girls') },
      ],
    },
  ],
};

const facets = {
  format: { online: 12, offline: 0 },
  gender: { boys: 3 },
  category: { schools: 15, private: 4 },
};

function renderPanel(params: ListParams = EMPTY_LIST_PARAMS) {
  const onChange = vi.fn();
  renderWithProviders(
    <CardFiltersPanel
      params={params}
      onChange={onChange}
      facets={facets}
      cities={[]}
      defaultCity={null}
      categories={catalog.categories}
      attributes={catalog.attributes}
    />,
  );
  return onChange;
}

const countOf = (testId: string) =>
  within(
    screen
      .getByTestId(testId)
      .closest('.mantine-Checkbox-root, .mantine-Radio-root') as HTMLElement,
  ).getByTestId('facet-count').textContent;

describe('the filters panel', () => {
  it('shows each value with its count under the current selection', () => {
    renderPanel();
    expect(screen.getByTestId('filters-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('filter-category-private')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unfold “Schools”' }));
    expect(countOf('filter-category-schools')).toBe('15');
    expect(countOf('filter-format-online')).toBe('12');
    expect(countOf('filter-format-offline')).toBe('0');
    expect(countOf('filter-gender-boys')).toBe('3');
    expect(countOf('filter-category-private')).toBe('4');
  });

  it('disables values that would find nothing (absent from the facets counts as 0)', () => {
    renderPanel();
    expect(screen.getByTestId('filter-format-offline')).toBeDisabled();
    expect(screen.getByTestId('filter-gender-girls')).toBeDisabled();
    expect(screen.getByTestId('filter-format-online')).toBeEnabled();
    expect(screen.getByTestId('filter-gender-boys')).toBeEnabled();
  });

  it('keeps a chosen value enabled even at 0, so it can be unticked', () => {
    renderPanel({ ...EMPTY_LIST_PARAMS, attributes: { format: ['offline'] } });
    expect(screen.getByTestId('filter-format-offline')).toBeEnabled();
    expect(screen.getByTestId('filter-format-offline')).toBeChecked();
  });

  it('adds a ticked value to the search and starts again from page 1', () => {
    const onChange = renderPanel({ ...EMPTY_LIST_PARAMS, page: 3 });
    fireEvent.click(screen.getByTestId('filter-format-online'));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ attributes: { format: ['online'] }, page: 1 }),
    );
  });

  it('applies a price range when a field is left, in minor units from page 1', () => {
    const onChange = renderPanel({ ...EMPTY_LIST_PARAMS, page: 2 });
    fireEvent.change(screen.getByTestId('filter-price-max'), { target: { value: '20000' } });
    fireEvent.blur(screen.getByTestId('filter-price-max'));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ price_min: null, price_max: 2_000_000, page: 1 }),
    );
  });

  it('does not apply "From" above "To": the fields say why', () => {
    const onChange = renderPanel({ ...EMPTY_LIST_PARAMS, price_min: 10_000_000 });
    const max = screen.getByTestId('filter-price-max');
    fireEvent.change(max, { target: { value: '1000' } });
    fireEvent.blur(max);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('“From” must not be more than “To”')).toBeVisible();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('filter-price-min')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(max, { target: { value: '200000' } });
    expect(screen.queryByText('“From” must not be more than “To”')).toBeNull();
    fireEvent.blur(max);
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ price_min: 10_000_000, price_max: 20_000_000 }),
    );
  });
});
