import { useState } from 'react';
import { Button, Group, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { languageCreateBody, languageUpdateBody, type AdminLanguage } from '@bilim/contract/admin';
import { ERRORS } from '@bilim/contract/errors';
import { FormPage } from '@/components/form-page';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { applyServerError, fieldProps } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useAdminLanguages, useSaveLanguage } from '../api/dictionaries';

/** /admin/languages/create and /admin/languages/edit/{code}: a language's code, name and flag. */
export function LanguageForm({ code }: { code: string | null }) {
  const languages = useAdminLanguages();
  if (code === null) return <LanguageFormBody language={null} />;
  if (languages.isPending) return <Skeleton height={320} />;
  if (languages.isError) {
    return <ErrorState error={languages.error} onRetry={() => void languages.refetch()} />;
  }
  const language = languages.data.find((row) => row.code === code);
  if (!language) {
    const { status, message } = ERRORS.LANGUAGE_NOT_FOUND;
    return <ErrorState error={new ApiError(status, message, 'LANGUAGE_NOT_FOUND')} />;
  }
  return <LanguageFormBody language={language} />;
}

function LanguageFormBody({ language }: { language: AdminLanguage | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveLanguage(language?.code ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      code: language?.code ?? '',
      title: language?.title ?? '',
      flg: language?.flg ?? '',
    },
    validate: schemaResolver(language ? languageUpdateBody : languageCreateBody, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = language ? { title: values.title, flg: values.flg } : values;
    save.mutate(body, {
      onSuccess: () => {
        notifySuccess(t(language ? 'languages.saved' : 'languages.created'));
        void navigate(adminPaths.languages.getHref());
      },
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });
  return (
    <FormPage
      title={language ? t('languages.editTitle') : t('languages.createTitle')}
      back={{ to: adminPaths.languages.getHref(), label: t('languages.back') }}
      onSubmit={submit}
      error={formError}
      testId="language-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('languages.code')}
          description={t('languages.codeHint')}
          required
          maxLength={3}
          disabled={language !== null}
          {...fieldProps(form, 'code', t)}
          data-testid="language-code"
        />
        <TextInput
          label={t('languages.name')}
          description={t('languages.nameHint')}
          required
          maxLength={100}
          {...fieldProps(form, 'title', t)}
          data-testid="language-title"
        />
        <TextInput
          label={t('languages.flag')}
          description={t('languages.flagHint')}
          required
          maxLength={16}
          {...fieldProps(form, 'flg', t)}
          data-testid="language-flag"
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button type="submit" loading={save.isPending} data-testid="language-save">
          {language ? t('languages.save') : t('languages.create')}
        </Button>
        <Button component={Link} to={adminPaths.languages.getHref()} variant="default">
          {t('common:actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
