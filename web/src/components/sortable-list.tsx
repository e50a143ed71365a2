import type { ReactNode } from 'react';
import { ActionIcon, Paper, Stack } from '@mantine/core';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
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

interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The new order of ids after a drag (by pointer, or by keyboard: Space, arrows, Space). */
  onReorder: (ids: number[]) => void;
  /** A row's content beside its drag handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The handle's accessible name for a row. */
  handleLabel: (item: T, index: number) => string;
  /** How to move rows, read by screen readers when a handle takes focus. */
  instructions: string;
  disabled?: boolean;
  testId?: string;
}

/** A vertical list ordered by drag and drop, one handle per row (slides, promoted cards, categories). */
export function SortableList<T extends { id: number }>({
  items,
  onReorder,
  renderItem,
  handleLabel,
  instructions,
  disabled = false,
  testId,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((item) => item.id);
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid={testId}>
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
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        style={{ cursor: 'grab', touchAction: 'none' }}
        disabled={disabled}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      {children}
    </Paper>
  );
}
