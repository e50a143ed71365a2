import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Paper, Stack } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The new order of ids after a drag (by pointer, or by keyboard: Space, arrows, Space). */
  onReorder: (ids: number[]) => void;
  /** A row's content beside its drag handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The handle's accessible name for a row. */
  handleLabel: (item: T, index: number) => string;
  /** A row's name in what screen readers are told while it moves ("«Школы», place 2 of 7"). */
  itemName: (item: T) => string;
  /** How to move rows, read by screen readers when a handle takes focus. */
  instructions: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * What screen readers are told while a row or tile moves (picked up, over, dropped, cancelled,
 * with its place of the total), in the reader's language: dnd-kit's own words are English.
 */
export function useSortableAnnouncements<T extends { id: number }>(
  items: readonly T[],
  itemName: (item: T) => string,
): Announcements {
  const { t } = useTranslation();
  const ids = items.map((item) => item.id);
  const named = (active: Active) => {
    const item = items.find((row) => row.id === Number(active.id));
    return item ? itemName(item) : '';
  };
  const place = (over: Over | Active | null) => ({
    place: over ? ids.indexOf(Number(over.id)) + 1 : 0,
    total: ids.length,
  });
  return {
    onDragStart: ({ active }) => t('sortable.pickedUp', { name: named(active), ...place(active) }),
    // Over its own place (the moment it is picked up) says nothing: the pick-up is still heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('sortable.over', { name: named(active), ...place(over) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('sortable.dropped', { name: named(active), ...place(over ?? active) }),
    onDragCancel: ({ active }) =>
      t('sortable.cancelled', { name: named(active), ...place(active) }),
  };
}

/** useSortable's attributes with the handle's role named in the reader's language. */
export function useSortableRoleDescription() {
  const { t } = useTranslation();
  // dnd-kit's own word ("draggable") is English.
  return { roleDescription: t('sortable.roleDescription') };
}

/**
 * A vertical list ordered by drag and drop, one handle per row (slides, promoted cards,
 * categories). Screen readers are told each step in the reader's language; a row moved by
 * keyboard keeps the focus on its handle while the new order is saved and shown.
 */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  renderItem,
  handleLabel,
  itemName,
  instructions,
  disabled = false,
  testId,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLDivElement>(null);
  // The row dropped by keyboard, and the items it was dropped among: once the items change (the
  // saved order arrives), its handle gets the focus back if moving the row in the page lost it.
  const refocus = useRef<{ id: number; items: readonly T[] } | null>(null);
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || pending.items === items) return;
    refocus.current = null;
    const handle = listRef.current?.querySelector<HTMLElement>(
      `[data-id="${pending.id}"] > [data-sortable-handle]`,
    );
    if (handle && document.activeElement !== handle) handle.focus();
  }, [items]);

  const ids = items.map((item) => item.id);
  const announcements = useSortableAnnouncements(items, itemName);

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    if (activatorEvent instanceof KeyboardEvent) refocus.current = { id: Number(active.id), items };
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid={testId} ref={listRef}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              label={handleLabel(item, index)}
              disabled={disabled}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: useSortableRoleDescription(),
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--mantine-spacing-sm)',
      }}
      data-testid="sortable-row"
      data-id={id}
    >
      {/* While an order is being saved the handle is aria-disabled (dnd-kit's attributes) but not
          disabled: a disabled button would drop the keyboard focus of the row just moved. */}
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        style={{ cursor: disabled ? 'progress' : 'grab', touchAction: 'none' }}
        data-sortable-handle
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      {children}
    </Paper>
  );
}
