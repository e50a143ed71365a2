import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { settingsSchema, type Settings } from '@bilim/contract/api';
import { RENEWAL_MODES } from '@bilim/contract/money';
import { ErrorState } from '@/components/query-state';
import { FormPage } from '@/components/form-page';
import { MoneyInput } from '@/components/money-input';
import { paths } from '@/config/paths';
import { applyServerError, fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { minorUnitsOf } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { MaintenanceSwitch } from './maintenance-switch';

const MB = 1024 * 1024;

/** Money in tenge and the image size in megabytes, as typed ('' while empty). */
type Amount = number | string;
type Values = {
  renewal_mode: Settings['renewal_mode'];
  top_up_min: Amount;
  top_up_max: Amount;
  vip_price: Amount;
  max_image_mb: Amount;
};

const valuesOf = (settings: Settings): Values => ({
  renewal_mode: settings.renewal_mode,
  top_up_min: settings.top_up_min / 100,
  top_up_max: settings.top_up_max / 100,
  vip_price: settings.vip_price / 100,
  max_image_mb: Math.round((settings.max_image_bytes / MB) * 10) / 10,
});

/** The settings the form's values make (checked by the contract's schema, here and on the server). */
const settingsOf = (values: Values, maintenance: boolean) => ({
  maintenance,
  renewal_mode: values.renewal_mode,
  top_up_min: minorUnitsOf(values.top_up_min),
  top_up_max: minorUnitsOf(values.top_up_max),
  vip_price: minorUnitsOf(values.vip_price),
  max_image_bytes:
    values.max_image_mb === '' ? undefined : Math.round(Number(values.max_image_mb) * MB),
});

/** The image size's errors are the form's megabytes field's. */
const resolveSettings = (values: Values, maintenance: boolean) => {
  const errors = schemaResolver(settingsSchema, { sync: true })(settingsOf(values, maintenance));
  const { max_image_bytes: imageError, ...rest } = errors;
  return imageError ? { ...rest, max_image_mb: imageError } : rest;
};

/**
 * /admin/settings: maintenance, when paid tariffs renew, the top-up bounds, the VIP price and the
 * largest image, each with what it does; every change audited (`settings.update`).
 */
export function SettingsForm() {
  const settings = useSettings();
  if (settings.isPending) return <Skeleton height={560} />;
  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return <SettingsFormBody settings={settings.data} />;
}

function SettingsFormBody({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const update = useUpdateSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(settings),
    validate: (values) => resolveSettings(values, settings.maintenance),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const { maintenance: _maintenance, ...changes } = settingsSchema.parse(
      settingsOf(values, settings.maintenance),
    );
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.resetDirty(valuesOf(saved));
        notifySuccess(t('settings.saved'));
      },
      onError: (error) => {
        const unplaced = applyServerError(form, error, t);
        const imageError = form.errors['max_image_bytes'];
        if (imageError) form.setFieldError('max_image_mb', imageError);
        setFormError(unplaced);
      },
    });
  });

  const money = (path: 'top_up_min' | 'top_up_max' | 'vip_price') => (
    <MoneyInput
      label={t(`settings.${path}`)}
      description={t(`settings.${path}Hint`)}
      min={0}
      {...fieldProps(form, path, t)}
      data-testid={`settings-${path}`}
    />
  );

  return (
    <FormPage
      title={t('settings.title')}
      back={{ to: paths.admin.getHref(), label: t('settings.back') }}
      onSubmit={submit}
      error={formError}
      testId="settings-form"
    >
      <MaintenanceSwitch />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Radio.Group
            label={t('settings.renewal_mode')}
            description={t('settings.renewal_modeHint')}
            {...form.getInputProps('renewal_mode')}
          >
            <Stack gap="xs" mt="xs">
              {RENEWAL_MODES.map((mode) => (
                <Radio
                  key={mode}
                  value={mode}
                  label={t(`settings.renewalModes.${mode}`)}
                  data-testid={`settings-renewal-${mode}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group grow align="flex-start" wrap="wrap">
            {money('top_up_min')}
            {money('top_up_max')}
          </Group>
          {money('vip_price')}
          <NumberInput
            label={t('settings.max_image_mb')}
            description={t('settings.max_image_mbHint')}
            decimalScale={1}
            decimalSeparator={language === 'en' ? '.' : ','}
            rightSection={<Text size="sm">{t('settings.mb')}</Text>}
            rightSectionWidth={48}
            {...fieldProps(form, 'max_image_mb', t)}
            data-testid="settings-max_image_mb"
          />
        </Stack>
      </Paper>
      <Group>
        <Button type="submit" loading={update.isPending} data-testid="settings-save">
          {t('settings.save')}
        </Button>
      </Group>
    </FormPage>
  );
}
