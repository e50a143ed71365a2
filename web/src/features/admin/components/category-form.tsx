import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Skeleton, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { categoryBody, type AdminCategory, type CategoryBody } from '@bilim/contract/admin';
import { ERRORS } from '@bilim/contract/errors';
import { FormPage } from '@/components/form-page';
import { LocalizedTitleInputs } from '@/components/localized-title-inputs';
import { ErrorState } from '@/components/query-state';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { applyServerError, fieldProps } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useAdminCategories, useSaveCategory } from '../api/dictionaries';

type Values = {
  slug: string;
  /** The parent's id as the select holds it ('' for a top category). */
  parent_id: string;
  title_en: string;
  title_ru: string;
  title_kz: string;
  icon: string;
};

const valuesOf = (category: AdminCategory): Values => ({
  slug: category.slug,
  parent_id: category.parent_id === null ? '' : String(category.parent_id),
  title_en: category.title.en,
  title_ru: category.title.ru,
  title_kz: category.title.kz,
  icon: category.icon ?? '',
});

const bodyOf = (values: Values): CategoryBody => ({
  ...values,
  parent_id: values.parent_id === '' ? null : Number(values.parent_id),
});

/**
 * /admin/categories/create (`?parent=<id>` starts it under that top category) and
 * /admin/categories/edit/{id}: a category's slug, titles, icon and place in the tree.
 */
export function CategoryForm({ categoryId }: { categoryId: number | null }) {
  const categories = useAdminCategories();
  if (categories.isPending) return <Skeleton height={520} />;
  if (categories.isError) {
    return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />;
  }
  const category = categories.data.find((row) => row.id === categoryId) ?? null;
  if (categoryId !== null && !category) {
    const { status, message } = ERRORS.CATEGORY_NOT_FOUND;
    return <ErrorState error={new ApiError(status, message, 'CATEGORY_NOT_FOUND')} />;
  }
  return <CategoryFormBody category={category} all={categories.data} />;
}

function CategoryFormBody({
  category,
  all,
}: {
  category: AdminCategory | null;
  all: AdminCategory[];
}) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveCategory(category?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolve = schemaResolver(categoryBody, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: category
      ? valuesOf(category)
      : {
          slug: '',
          parent_id: params.get('parent') ?? '',
          title_en: '',
          title_ru: '',
          title_kz: '',
          icon: '',
        },
    validate: (values) => resolve(bodyOf(values)),
  });
  // Top categories other than this one; a category with children stays on top (two levels).
  const hasChildren = category !== null && all.some((row) => row.parent_id === category.id);
  const parents = all.filter((row) => row.parent_id === null && row.id !== category?.id);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        notifySuccess(t(category ? 'categories.saved' : 'categories.created'));
        void navigate(adminPaths.categories.getHref());
      },
      onError: (error) => setFormError(applyServerError(form, error, t)),
    });
  });

  return (
    <FormPage
      title={category ? t('categories.editTitle') : t('categories.createTitle')}
      back={{ to: adminPaths.categories.getHref(), label: t('categories.back') }}
      onSubmit={submit}
      error={formError}
      testId="category-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('categories.slug')}
          description={t('categories.slugHint')}
          required
          maxLength={64}
          {...fieldProps(form, 'slug', t)}
          data-testid="category-slug"
        />
        <Select
          label={t('categories.parent')}
          description={t('categories.parentHint')}
          data={[
            { value: '', label: t('categories.noParent') },
            ...parents.map((row) => ({
              value: String(row.id),
              label: localized(row.title, language),
            })),
          ]}
          allowDeselect={false}
          disabled={hasChildren}
          searchable
          {...fieldProps(form, 'parent_id', t)}
          data-testid="category-parent"
        />
        <TextInput
          label={t('categories.icon')}
          description={t('categories.iconHint')}
          maxLength={16}
          {...fieldProps(form, 'icon', t)}
          data-testid="category-icon"
        />
      </SimpleGrid>
      <LocalizedTitleInputs
        form={form}
        label={(code) => t(`categories.titleIn.${code}`)}
        t={t}
        testId="category-title"
      />
      <Group gap="xs">
        <Button type="submit" loading={save.isPending} data-testid="category-save">
          {category ? t('categories.save') : t('categories.create')}
        </Button>
        <Button component={Link} to={adminPaths.categories.getHref()} variant="default">
          {t('common:actions.cancel')}
        </Button>
      </Group>
    </FormPage>
  );
}
