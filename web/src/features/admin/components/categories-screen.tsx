import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminCategory } from '@bilim/contract/admin';
import type { Language } from '@bilim/contract/constants';
import { ConfirmModal } from '@/components/confirm-modal';
import { DeleteAction } from '@/components/delete-action';
import { PageTitle } from '@/components/page-title';
import { EmptyState, ErrorState } from '@/components/query-state';
import { SortableList } from '@/components/sortable-list';
import { adminPaths } from '@/config/admin-paths';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useAdminCategories, useDeleteCategory, useReorderCategories } from '../api/dictionaries';
import { recordsText } from '../lib/record-counts';

const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position || a.id - b.id;

/** A parent's children (null: the top categories) in their order. */
const childrenOf = (rows: readonly AdminCategory[], parentId: number | null) =>
  rows.filter((row) => row.parent_id === parentId).sort(byPosition);

/**
 * /admin/categories: the catalog's tree, top categories and their subcategories, each ordered
 * among its siblings by drag and drop; add, edit, and delete what nothing is filed under.
 */
export function CategoriesScreen() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const categories = useAdminCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const title = (category: AdminCategory) => localized(category.title, language);

  const list = (rows: readonly AdminCategory[], parentId: number | null) => (
    <SortableList
      items={childrenOf(rows, parentId)}
      disabled={reorder.isPending}
      instructions={t('categories.dragInstructions')}
      handleLabel={(category, index) =>
        t('categories.moveHandle', { title: title(category), place: index + 1 })
      }
      itemName={title}
      onReorder={(ids) =>
        reorder.mutate(
          { parent_id: parentId, ids },
          { onSuccess: () => notifySuccess(t('categories.reordered')) },
        )
      }
      testId={parentId === null ? 'categories-tree' : `subcategories-${parentId}`}
      renderItem={(category) => (
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <CategoryRow
            category={category}
            language={language}
            hasChildren={rows.some((row) => row.parent_id === category.id)}
            onDelete={() => setDeleting(category)}
          />
          {parentId === null && (
            <Subcategories
              label={t('categories.subcategories', { title: title(category) })}
              count={rows.filter((row) => row.parent_id === category.id).length}
            >
              {list(rows, category.id)}
            </Subcategories>
          )}
        </Stack>
      )}
    />
  );

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t('categories.title')}</PageTitle>
        <Button
          component={Link}
          to={adminPaths.categoryCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="category-create"
        >
          {t('categories.create')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('categories.intro')}
      </Text>
      {categories.isPending ? (
        <Skeleton height={480} />
      ) : categories.isError ? (
        <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState>{t('categories.none')}</EmptyState>
      ) : (
        list(categories.data, null)
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('categories.deleteTitle')}
        text={deleting ? t('categories.deleteText', { title: title(deleting) }) : ''}
        confirmLabel={t('categories.deleteConfirm')}
        loading={remove.isPending}
        testId="category-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('categories.deleted', { title: title(deleting) }));
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}

/**
 * A top category's subcategories, folded until asked for: folded, the top categories are short
 * rows that drag (and move by keyboard) within one screen.
 */
function Subcategories({
  label,
  count,
  children,
}: {
  label: string;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('categories.noSubcategories')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={opened}
        aria-controls={id}
        leftSection={
          opened ? (
            <IconChevronDown size={16} aria-hidden />
          ) : (
            <IconChevronRight size={16} aria-hidden />
          )
        }
        onClick={toggle}
      >
        {t('categories.showSubcategories', { count })}
      </Button>
      <div id={id} role="group" aria-label={label} hidden={!opened}>
        {opened && children}
      </div>
    </Stack>
  );
}

/**
 * A category's line: icon and title, slug, its records (a top category's with its subcategories',
 * as the catalog shows it: the server counts them so) and its actions.
 */
function CategoryRow({
  category,
  language,
  hasChildren,
  onDelete,
}: {
  category: AdminCategory;
  language: Language;
  hasChildren: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const title = localized(category.title, language);
  const inUse = hasChildren || category.cards + category.events > 0;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="category-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={category.parent_id === null ? 700 : 500} truncate>
          {category.icon && (
            <span aria-hidden style={{ marginInlineEnd: 6 }}>
              {category.icon}
            </span>
          )}
          {title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
            {category.slug}
          </span>
          {' · '}
          {recordsText(t, category, language)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        {category.parent_id === null && (
          <ActionIcon
            component={Link}
            to={`${adminPaths.categoryCreate.getHref()}?parent=${category.id}`}
            variant="subtle"
            aria-label={t('categories.addChild', { title })}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        )}
        <ActionIcon
          component={Link}
          to={adminPaths.categoryEdit.getHref(category.id)}
          variant="subtle"
          aria-label={t('categories.edit', { title })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
        <DeleteAction
          label={t('categories.delete', { title })}
          blockedReason={inUse ? t('categories.cannotDelete') : null}
          onClick={onDelete}
          testId="category-delete"
        />
      </Group>
    </Group>
  );
}
