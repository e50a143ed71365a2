/**
 * Props for a table's ScrollArea (DataTable's or Table.ScrollContainer's `scrollAreaProps`): its
 * viewport a named stop in the Tab order, so the columns that do not fit a narrow screen can be
 * scrolled to with the arrow keys too (axe: scrollable-region-focusable).
 */
export function focusableScroll(label: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}
