import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';
import { useLanguages } from '../api/get-languages';

/**
 * The header's language button: the current language's code. The menu it opens (LanguageMenu)
 * loads after the page; until then the button stands alone, looking the same.
 */
export function LanguageButton({
  compact = false,
  ...props
}: ComponentPropsWithRef<'button'> & { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useLanguages();
  const languages = data?.length ? data : LANGUAGE_INFO;
  const active = currentLanguage(i18n);
  const code = (
    languages.find((language) => language.code === active)?.code ?? active
  ).toUpperCase();
  return (
    <Button
      variant="default"
      data-testid="language-menu"
      aria-label={t('layout.languageCurrent', { code })}
      leftSection={compact ? null : <IconLanguage size={16} aria-hidden />}
      rightSection={compact ? null : <IconChevronDown size={14} aria-hidden />}
      px={compact ? 'xs' : undefined}
      {...props}
    >
      {code}
    </Button>
  );
}
