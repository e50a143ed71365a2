import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffSlide } from '@bilim/contract/staff';
import { EmptyState, ErrorState, LoadingState } from '@/components/query-state';
import { PageTitle } from '@/components/page-title';
import { supportPaths } from '@/config/support-paths';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useDeleteSlide, useReorderSlides, useStaffSlides } from '../api/slides';
import { SortableList } from '@/components/sortable-list';

/**
 * /support/slider: the home page's slides in their order (dragged into another), each with its
 * city, days and whether it shows now; edit, delete, create.
 */
export function SlidesScreen({ cityName }: { cityName: (id: number) => string }) {
  const { t, i18n } = useTranslation('staff');
  const language = currentLanguage(i18n);
  const slides = useStaffSlides();
  const reorder = useReorderSlides();
  const remove = useDeleteSlide();
  const [deleting, setDeleting] = useState<StaffSlide | null>(null);
  const days = (slide: StaffSlide) => {
    if (!slide.starts_on && !slide.ends_on) return t('slider.always');
    if (slide.starts_on && slide.ends_on) {
      return t('slider.between', {
        from: formatDate(slide.starts_on, language),
        to: formatDate(slide.ends_on, language),
      });
    }
    return slide.starts_on
      ? t('slider.from', { day: formatDate(slide.starts_on, language) })
      : t('slider.until', { day: formatDate(slide.ends_on!, language) });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle mb={0}>{t('slider.title')}</PageTitle>
        <Button
          component={Link}
          to={supportPaths.slideCreate.getHref()}
          leftSection={<IconPlus size={18} aria-hidden />}
          data-testid="slide-create"
        >
          {t('slider.create')}
        </Button>
      </Group>
      {slides.isPending ? (
        <LoadingState />
      ) : slides.isError ? (
        <ErrorState error={slides.error} onRetry={() => void slides.refetch()} />
      ) : slides.data.length === 0 ? (
        <EmptyState>{t('slider.empty')}</EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('slider.orderHint')}
          </Text>
          <SortableList
            items={slides.data}
            disabled={reorder.isPending}
            onReorder={(ids) => reorder.mutate(ids)}
            handleLabel={(slide, index) =>
              t('slider.move', { title: localized(slide.title, language), n: index + 1 })
            }
            itemName={(slide) => localized(slide.title, language)}
            instructions={t('order.instructions')}
            testId="slides-list"
            renderItem={(slide) => (
              <Group justify="space-between" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Image src={slide.image_url} alt="" w={96} h={40} radius="sm" fit="cover" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={500} truncate="end">
                      {localized(slide.title, language)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {slide.city_id === null ? t('slider.allCities') : cityName(slide.city_id)} ·{' '}
                      {days(slide)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Badge
                    variant="light"
                    color={slide.showing ? undefined : 'gray'}
                    data-testid="slide-state"
                  >
                    {slide.showing
                      ? t('slider.showing')
                      : slide.active
                        ? t('slider.scheduled')
                        : t('slider.off')}
                  </Badge>
                  <ActionIcon
                    component={Link}
                    to={supportPaths.slideEdit.getHref(slide.id)}
                    variant="subtle"
                    aria-label={t('slider.edit', { title: localized(slide.title, language) })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('slider.delete', { title: localized(slide.title, language) })}
                    onClick={() => setDeleting(slide)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            )}
          />
        </>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('slider.deleteTitle')}
        centered
      >
        <Stack gap="sm">
          <Text>
            {deleting && t('slider.deleteText', { title: localized(deleting.title, language) })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notifySuccess(t('slider.deleted'));
                    setDeleting(null);
                  },
                })
              }
            >
              {t('slider.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
