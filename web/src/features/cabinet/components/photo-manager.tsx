import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  IconGripVertical,
  IconPhotoPlus,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@bilim/contract/listings';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeletePhoto } from '../api/delete-photo';
import type { ListingKind } from '../api/listing-kinds';
import { useOrderPhotos } from '../api/order-photos';
import { useSetMainPhoto } from '../api/set-main-photo';
import { useUploadPhotos } from '../api/upload-photos';
import { cabinetErrorText } from './error-text';
import { useSortableAnnouncements, useSortableRoleDescription } from '@/components/sortable-list';

/** The upload limit the server applies by default (10 MB); bigger files are refused here first. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic'],
  'image/avif': ['.avif'],
};

function SortablePhoto({
  photo,
  index,
  onMain,
  onDelete,
  busy,
}: {
  photo: Photo;
  index: number;
  onMain: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('cabinet');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    attributes: useSortableRoleDescription(),
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={4}
      pos="relative"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
      data-testid="photo-item"
      data-photo-id={photo.id}
      data-main={photo.is_main || undefined}
    >
      <Image
        src={photo.urls.thumb}
        alt={t('photos.alt', { n: index + 1 })}
        radius="sm"
        h={110}
        fit="cover"
      />
      {photo.is_main && (
        <Badge
          size="xs"
          pos="absolute"
          top={8}
          left={8}
          color="yellow"
          // Dark text as on the VIP mark: white on this yellow (#e67700) is 3:1, dark is 6:1.
          c="dark"
          data-testid="photo-main-badge"
        >
          {t('photos.main')}
        </Badge>
      )}
      <Group justify="space-between" gap={2} mt={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('photos.move', { n: index + 1 })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          data-testid="photo-handle"
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={photo.is_main ? t('photos.main') : t('photos.makeMain')}>
            <ActionIcon
              variant="subtle"
              color="yellow"
              onClick={onMain}
              disabled={busy || photo.is_main}
              aria-label={
                photo.is_main ? t('photos.main') : t('photos.makeMainN', { n: index + 1 })
              }
              aria-pressed={photo.is_main}
              data-testid="photo-main"
            >
              {photo.is_main ? (
                <IconStarFilled size={18} aria-hidden />
              ) : (
                <IconStar size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onDelete}
            disabled={busy}
            aria-label={t('photos.deleteN', { n: index + 1 })}
            data-testid="photo-delete"
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A record's photos: drop several at once (type and size checked here first, content on the
 * server), reorder by dragging or with the keyboard, choose the main one, delete; "x of limit".
 */
export function PhotoManager({
  kind,
  recordId,
  photos,
  limit,
  canEdit = true,
}: {
  kind: ListingKind;
  recordId: number;
  photos: readonly Photo[];
  limit: number | undefined;
  canEdit?: boolean;
}) {
  const { t } = useTranslation(['cabinet', 'common']);
  const upload = useUploadPhotos(kind);
  const order = useOrderPhotos(kind);
  const setMain = useSetMainPhoto(kind);
  const remove = useDeletePhoto(kind);
  // The order just dragged, shown until the server answers with the record's new photos.
  const [moved, setMoved] = useState<{ source: readonly Photo[]; items: Photo[] } | null>(null);
  const items: readonly Photo[] = moved && moved.source === photos ? moved.items : photos;
  const [progress, setProgress] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<Photo | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // A photo is named by its place when it was picked up ("Фото 2").
  const announcements = useSortableAnnouncements(items, (photo) =>
    t('cabinet:photos.alt', { n: items.indexOf(photo) + 1 }),
  );

  const full = limit !== undefined && items.length >= limit;
  const busy = upload.isPending || order.isPending || setMain.isPending || remove.isPending;

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const found = rejected.map(({ file, errors }) =>
      t('cabinet:photos.fileProblem', {
        name: file.name,
        problem: t(
          errors.some((error) => error.code === 'file-too-large')
            ? 'common:errors.IMAGE_TOO_LARGE'
            : 'common:errors.IMAGE_INVALID',
        ),
      }),
    );
    let files = accepted;
    if (limit !== undefined && items.length + files.length > limit) {
      found.push(t('cabinet:photos.overLimit', { limit }));
      files = files.slice(0, Math.max(0, limit - items.length));
    }
    setProblems(found);
    if (files.length === 0) return;
    setProgress(0);
    upload.mutate(
      { id: recordId, files, onProgress: setProgress },
      {
        onSuccess: () => notifySuccess(t('cabinet:photos.uploaded')),
        onError: (error) => setProblems((current) => [...current, cabinetErrorText(error, t)]),
      },
    );
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: PHOTO_TYPES,
    maxSize: MAX_PHOTO_BYTES,
    multiple: true,
    disabled: !canEdit || full || upload.isPending,
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((photo) => photo.id === active.id);
    const to = items.findIndex((photo) => photo.id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove([...items], from, to);
    setMoved({ source: photos, items: next });
    order.mutate(
      { id: recordId, photoIds: next.map((photo) => photo.id) },
      { onError: () => setMoved(null) },
    );
  };

  return (
    <Stack gap="sm" data-testid="photo-manager">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h4">
          {t('cabinet:photos.title')}
        </Title>
        {limit !== undefined && (
          <Text size="sm" c={full ? 'orange.8' : 'dimmed'} data-testid="photo-count">
            {t('cabinet:photos.count', { count: items.length, limit })}
          </Text>
        )}
      </Group>
      {canEdit && (
        <Paper
          {...getRootProps()}
          withBorder
          radius="md"
          p="lg"
          ta="center"
          style={{
            borderStyle: 'dashed',
            cursor: full ? 'not-allowed' : 'pointer',
            background: isDragActive ? 'var(--mantine-color-cyan-0)' : undefined,
          }}
          data-testid="photo-dropzone"
          aria-label={t('cabinet:photos.drop')}
        >
          <input {...getInputProps()} aria-label={t('cabinet:photos.choose')} />
          <Stack gap={4} align="center">
            <IconPhotoPlus size={32} aria-hidden color="var(--mantine-color-cyan-7)" />
            <Text fw={500}>{full ? t('cabinet:photos.full') : t('cabinet:photos.drop')}</Text>
            <Text size="xs" c="dimmed">
              {t('cabinet:photos.formats')}
            </Text>
          </Stack>
        </Paper>
      )}
      {upload.isPending && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t('cabinet:photos.uploading')}</Text>
          <Progress value={progress * 100} animated aria-label={t('cabinet:photos.uploading')} />
        </Stack>
      )}
      {problems.length > 0 && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => setProblems([])}
          data-testid="photo-errors"
        >
          <Stack gap={2}>
            {problems.map((problem, index) => (
              <Text key={index} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cabinet:photos.empty')}
        </Text>
      ) : (
        <>
          {canEdit && items.length > 1 && (
            <Text size="xs" c="dimmed" id="photo-order-hint">
              {t('cabinet:photos.orderHint')}
            </Text>
          )}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('cabinet:photos.orderHint') },
            }}
          >
            <SortableContext items={items.map((photo) => photo.id)} strategy={rectSortingStrategy}>
              <SimpleGrid
                cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
                spacing="sm"
                data-testid="photo-grid"
              >
                {items.map((photo, index) => (
                  <SortablePhoto
                    key={photo.id}
                    photo={photo}
                    index={index}
                    busy={busy || !canEdit}
                    onMain={() => setMain.mutate({ id: recordId, photoId: photo.id })}
                    onDelete={() => setDeleting(photo)}
                  />
                ))}
              </SimpleGrid>
            </SortableContext>
          </DndContext>
        </>
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        title={t('cabinet:confirm.title')}
        centered
      >
        <Stack>
          <Text>{t('cabinet:photos.confirmDelete')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={remove.isPending}>
              {t('cabinet:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="confirm-action"
              onClick={() =>
                deleting &&
                remove.mutate(
                  { id: recordId, photoId: deleting.id },
                  {
                    onSuccess: () => setDeleting(null),
                    onError: (error) => {
                      setDeleting(null);
                      notifyError(cabinetErrorText(error, t));
                    },
                  },
                )
              }
            >
              {t('cabinet:photos.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
