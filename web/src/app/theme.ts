import { createTheme, mergeThemeOverrides, type CSSVariablesResolver } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 of cyan (#0b7285) carries white text at 5.6:1; shade 8 (#0c8599) was 4.3:1.
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
});

/**
 * Secondary ("dimmed") text readable by everyone: Mantine's grey (#868e96) is 3.3:1 on white,
 * below WCAG AA's 4.5:1; this one is 5.0:1 on white and 4.8:1 on the light grey panels.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Placeholders too: Mantine's #adb5bd is 2.1:1 on white. And the fields' error messages:
  // Mantine's red (#fa5252) is 3.3:1 on white; red 9 (#c92a2a) is 5.6:1.
  light: {
    '--mantine-color-dimmed': '#697077',
    '--mantine-color-placeholder': '#697077',
    '--mantine-color-error': '#c92a2a',
    // Light green and red buttons (the balance badge, a message's Retry) in a deeper text colour:
    // axe measured 3.8:1 for both; these give about 5.8:1 and 6.0:1 on their tints.
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-red-light-color': '#a51d1d',
    // Buttons keep their contrast under the pointer: Mantine's hover of a filled one is a lighter
    // cyan (white on it 4.3:1) and of a light one a deeper tint (cyan text 4.1:1); these give
    // 7.6:1 and 4.8:1.
    '--mantine-primary-color-filled-hover': '#095c6b',
    '--mantine-color-cyan-filled-hover': '#095c6b',
    '--mantine-primary-color-light-hover': '#c5f6fa',
    '--mantine-color-cyan-light-hover': '#c5f6fa',
  },
  dark: {},
});

/**
 * The theme with the accessible labels Mantine writes in English ("Toggle password visibility",
 * "Go to slide 2") in the reader's language, and the behaviour every date field shares: every
 * instance gets them, none has to remember.
 * Components are named, not imported, so the carousel stays in its lazy chunks.
 */
export function localizedTheme(t: TFunction) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        PasswordInput: {
          defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('a11y.togglePassword') } },
        },
        // Enter in a date field takes the typed date; it does not send the form half-filled.
        DateInput: {
          defaultProps: {
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key === 'Enter') event.preventDefault();
            },
            clearButtonProps: { 'aria-label': t('a11y.clear') },
          },
        },
        // Every dialog's and notice's close button is named.
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.close') } } },
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('a11y.close') } } },
        Alert: {
          defaultProps: { closeButtonLabel: t('a11y.close') },
          // A light alert's title in its own colour is too faint for AA on orange and yellow
          // (3.6:1): titles take the text's colour, the icon and background still tell the kind.
          styles: { title: { color: 'var(--mantine-color-text)' } },
        },
        // A category tree's branches open and close by a named arrow; its clear button is named.
        TreeSelect: {
          defaultProps: {
            chevronAriaLabels: { expand: t('a11y.expand'), collapse: t('a11y.collapse') },
            clearButtonProps: { 'aria-label': t('a11y.clear') },
          },
        },
        // And every field's clear button.
        ...Object.fromEntries(
          ['FileInput', 'Select', 'DatePickerInput'].map((component) => [
            component,
            { defaultProps: { clearButtonProps: { 'aria-label': t('a11y.clear') } } },
          ]),
        ),
        // Every page list names its buttons in the reader's language.
        Pagination: {
          defaultProps: {
            getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
              'aria-label': t(`a11y.pagination.${control}`),
            }),
            getItemProps: (page: number) => ({
              'aria-label': t('a11y.pagination.page', { page }),
            }),
          },
        },
        Carousel: {
          defaultProps: {
            previousControlProps: { 'aria-label': t('a11y.previousSlide') },
            nextControlProps: { 'aria-label': t('a11y.nextSlide') },
            getIndicatorProps: (index: number) => ({
              'aria-label': t('a11y.goToSlide', { number: index + 1 }),
            }),
          },
        },
      },
    }),
  );
}
