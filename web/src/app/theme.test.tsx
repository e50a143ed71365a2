import { MantineProvider, PasswordInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/test-utils';
import { localizedTheme } from './theme';

describe('the localized theme', () => {
  it("labels what Mantine would label in English in the reader's language", () => {
    for (const [language, label] of [
      ['ru', 'Показать или скрыть пароль'],
      ['kz', 'Құпиясөзді көрсету немесе жасыру'],
      ['en', 'Show or hide the password'],
    ] as const) {
      const { unmount } = render(
        <MantineProvider theme={localizedTheme(testI18n.getFixedT(language))}>
          <PasswordInput label="Password" visibilityToggleButtonProps={undefined} />
        </MantineProvider>,
      );
      expect(screen.getByRole('button', { hidden: true })).toHaveAttribute('aria-label', label);
      unmount();
    }
    const carousel = localizedTheme(testI18n.getFixedT('ru')).components?.Carousel
      ?.defaultProps as {
      getIndicatorProps: (index: number) => Record<string, string>;
    };
    expect(carousel.getIndicatorProps(1)['aria-label']).toBe('Перейти к слайду 2');
    const tree = localizedTheme(testI18n.getFixedT('kz')).components?.TreeSelect?.defaultProps as {
      chevronAriaLabels: { expand: string; collapse: string };
      clearButtonProps: { 'aria-label': string };
    };
    expect(tree.chevronAriaLabels).toEqual({ expand: 'Ашу', collapse: 'Жабу' });
    expect(tree.clearButtonProps['aria-label']).toBe(testI18n.getFixedT('kz')('a11y.clear'));
  });

  it('keeps Enter in a date field from sending the form', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <MantineProvider theme={localizedTheme(testI18n.getFixedT('en'))}>
        <form onSubmit={onSubmit}>
          <DateInput label="Start" />
          <button type="submit">Save</button>
        </form>
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Start');
    const enter = fireEvent.keyDown(field, { key: 'Enter' });
    // A browser sends the form as Enter's default action: here that default is prevented.
    expect(enter).toBe(false);
  });
});
