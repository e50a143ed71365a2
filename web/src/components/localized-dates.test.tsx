import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { DayRangeField } from './localized-dates';

describe('DayRangeField', () => {
  it('shows the first day picked without handing on half a range', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DayRangeField
        label="Period"
        value={[null, null]}
        onChange={onChange}
        defaultDate="2026-11-01"
        data-testid="period"
      />,
    );
    fireEvent.click(screen.getByTestId('period'));
    const second = await screen.findByRole('button', { name: '2 November 2026' });
    // The calendar's arrows are named (axe: button-name).
    expect(document.querySelector('button[aria-label="Next month"]')).not.toBeNull();
    fireEvent.click(second);
    // The caller's value is still no range at all, yet the first day shows ("LL").
    expect(screen.getByTestId('period')).toHaveTextContent('November 2, 2026');
    expect(onChange).not.toHaveBeenCalled();
  });
});
