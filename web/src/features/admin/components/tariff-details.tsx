import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FLEXIBLE_UNITS, TARIFF_LIMITS } from '@bilim/contract/admin';
import { LANGUAGES } from '@bilim/contract/constants';
import { ErrorState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { adminPaths } from '@/config/admin-paths';
import { formatCount } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { formatMoney } from '@/lib/money';
import { useAdminTariff } from '../api/tariffs';
import { Fact } from './fact';
import { TariffPrice } from './tariff-price';

/** /admin/tariffs/show/{id}: everything a tariff is, how many accounts are on it, and Edit. */
export function TariffDetails({ tariffId }: { tariffId: number }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const query = useAdminTariff(tariffId);
  if (query.isPending) return <Skeleton height={420} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const tariff = query.data;
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={adminPaths.tariffs.getHref()} size="sm">
        {t('tariffs.back')}
      </Anchor>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <PageTitle mb={0}>{localized(tariff.title, language)}</PageTitle>
          <Badge color={tariff.active ? undefined : 'gray'} variant="light">
            {tariff.active ? t('tariffs.active') : t('tariffs.inactive')}
          </Badge>
        </Group>
        <Button
          component={Link}
          to={adminPaths.tariffEdit.getHref(tariff.id)}
          leftSection={<IconPencil size={18} aria-hidden />}
          data-testid="tariff-edit"
        >
          {t('tariffs.editTitle')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={t('tariffs.slug')}>
            <Text ff="monospace">{tariff.slug}</Text>
          </Fact>
          <Fact label={t('tariffs.kind')}>
            {t(`tariffs.kinds.${tariff.kind}`)}
            {tariff.is_default && ` · ${t('tariffs.default')}`}
          </Fact>
          <Fact label={t('tariffs.price')}>
            <TariffPrice tariff={tariff} />
          </Fact>
          {LANGUAGES.map((code) => (
            <Fact key={code} label={t(`tariffs.titleIn.${code}`)}>
              {tariff.title[code]}
            </Fact>
          ))}
          {TARIFF_LIMITS.map((limit) => (
            <Fact key={limit} label={t(`tariffs.limitFields.${limit}`)}>
              {formatCount(tariff[limit], language)}
            </Fact>
          ))}
          <Fact label={t('tariffs.statistics')}>
            {tariff.statistics ? t('tariffs.yes') : t('tariffs.no')}
          </Fact>
          <Fact label={t('tariffs.accounts')}>
            <span data-testid="tariff-accounts">{formatCount(tariff.accounts, language)}</span>
          </Fact>
          {tariff.unit_prices &&
            FLEXIBLE_UNITS.map((unit) => (
              <Fact key={unit} label={t(`tariffs.units.${unit}`)}>
                {formatMoney(tariff.unit_prices![unit], tariff.currency, language)}
              </Fact>
            ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
