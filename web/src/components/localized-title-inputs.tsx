import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@bilim/contract/constants';
import { fieldProps } from '@/lib/form';

/**
 * A text in English, Russian and Kazakh side by side (`<field>_en`, `_ru`, `_kz`, as the back
 * offices' bodies name them), each with its error in the reader's language.
 */
export function LocalizedTitleInputs<Values extends Record<string, unknown>>({
  form,
  field = 'title',
  label,
  t,
  required = true,
  maxLength = 100,
  testId,
}: {
  form: UseFormReturnType<Values>;
  field?: string;
  /** The input's label in a language, e.g. "Title in Russian". */
  label: (language: Language) => string;
  t: TFunction;
  required?: boolean;
  maxLength?: number;
  /** Each input's test id is `<testId>-<language>`. */
  testId?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          label={label(language)}
          required={required}
          maxLength={maxLength}
          {...fieldProps(form, `${field}_${language}` as keyof Values & string, t)}
          data-testid={testId && `${testId}-${language}`}
        />
      ))}
    </SimpleGrid>
  );
}
