import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, LANGUAGE_TAGS } from '@bilim/contract/constants';
import { currentLanguage } from '@/lib/i18n';
import { useLanguages } from '../api/get-languages';
import { LanguageButton } from './language-button';

/**
 * The language menu of the header; switches the interface language at once. Lists the
 * contract's languages while GET /api/languages is loading or cannot be reached.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data } = useLanguages();
  const languages = data?.length ? data : LANGUAGE_INFO;
  const active = currentLanguage(i18n);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <LanguageButton compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('layout.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            data-testid={`language-option-${language.code}`}
            lang={LANGUAGE_TAGS[language.code]}
            leftSection={<span aria-hidden>{language.flg}</span>}
            rightSection={language.code === active ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language.code === active ? 'true' : undefined}
            onClick={() => void i18n.changeLanguage(language.code)}
          >
            {language.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
