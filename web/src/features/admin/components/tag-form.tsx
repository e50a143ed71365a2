import { useState } from 'react';
import { Button, Group, Skeleton, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { tagBody, type AdminTag, type TagBody } from '@bilim/contract/admin';
import { FormPage } from '@/components/form-page';
import { LocalizedTitleInputs } from '@/components/localized-title-inputs';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { applyServerError, fieldProps } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useAdminTag, useSaveTag } from '../api/dictionaries';

const EMPTY: TagBody = { slug: '', title_en: '', title_ru: '', title_kz: '' };

const valuesOf = (tag: AdminTag): TagBody => ({
  slug: tag.slug,
  title_en: tag.title.en,
  title_ru: tag.title.ru,
  title_kz: tag.title.kz,
});

/** /admin/tags/create and /admin/tags/edit/{id}: a tag's slug and names. */
export function TagForm({ tagId }: { tagId: number | null }) {
  const tag = useAdminTag(tagId);
  if (tagId === null) return <TagFormBody tag={null} />;
  if (tag.isPending) return <Skeleton height={420} />;
  if (tag.isError) return <ErrorState error={tag.error} onRetry={() => void tag.refetch()} />;
  return <TagFormBody tag={tag.data} />;
}

function TagFormBody({ tag }: { tag: AdminTag | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveTag(tag?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TagBody>({
    mode: 'controlled',
    initialValues: tag ? valuesOf(tag) : EMPTY,
    validate: schemaResolver(tagBody, { sync: true }),
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(t(tag ? 'tags.saved' : 'tags.created'));
        void navigate(adminPaths.tags.getHref());
      },
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });
  return (
    <FormPage
      title={tag ? t('tags.editTitle') : t('tags.createTitle')}
      back={{ to: adminPaths.tags.getHref(), label: t('tags.back') }}
      onSubmit={submit}
      error={formError}
      testId="tag-form"
    >
      <TextInput
        label={t('tags.slug')}
        description={t('tags.slugHint')}
        required
        maxLength={64}
        maw={320}
        {...fieldProps(form, 'slug', t)}
        data-testid="tag-slug"
      />
      <LocalizedTitleInputs
        form={form}
        label={(language) => t(`tags.titleIn.${language}`)}
        t={t}
        testId="tag-title"
      />
      <Group gap="xs">
        <Button type="submit" loading={save.isPending} data-testid="tag-save">
          {tag ? t('tags.save') : t('tags.create')}
        </Button>
        <Button component={Link} to={adminPaths.tags.getHref()} variant="default">
          {t('common:actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
