import { useLayoutEffect, useRef, useState } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

/**
 * The rows of a long table with a sticky head, rendered only near the screen (TanStack Virtual,
 * decision 071): the roster grid and the roster builder's draft. Rows are `<tr>`s in one table, so
 * the rows not rendered are two spacer rows, above and below, of the height they would take.
 */
export function useVirtualTableRows({
  count,
  rowHeight,
  overscan,
  grows = false,
  headKey,
}: {
  count: number;
  rowHeight: number;
  overscan: number;
  /** Rows may be taller than `rowHeight` (a day with two shifts); never shorter. */
  grows?: boolean;
  /** What changes the head's height (its days). */
  headKey: unknown;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  // The compiler leaves the caller unmemoised; the virtualizer re-renders it as the box scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    ...(grows ? { measureElement: (el: Element) => Math.max(rowHeight, el.getBoundingClientRect().height) } : {}),
    // A box not laid out yet (a test's DOM, a hidden tab) renders a screenful rather than nothing.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight })),
    overscan,
    scrollMargin: headHeight,
  });
  useLayoutEffect(() => setHeadHeight(headRef.current?.offsetHeight ?? 0), [headKey]);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    scrollRef,
    headRef,
    virtualizer,
    items,
    padTop: first ? first.start - headHeight : 0,
    padBottom: last ? virtualizer.getTotalSize() - (last.end - headHeight) : 0,
  };
}

/** The height of the rows not rendered above or below the window. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  ) : null;
}
