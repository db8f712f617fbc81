import { ScrollArea, type ScrollAreaAutosizeProps } from '@mantine/core';

export type ScrollRegionProps = Omit<ScrollAreaAutosizeProps, 'viewportProps' | 'type'> & {
  /** The region's accessible name: a keyboard user lands on it to scroll it. */
  label: string;
};

/**
 * A box that scrolls what is wider (or taller) than the screen, such as a table on a 390 px
 * phone. The box takes focus so a keyboard can scroll it (axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, children, ...props }: ScrollRegionProps) {
  return (
    <ScrollArea.Autosize type="auto" {...props} viewportProps={{ tabIndex: 0, role: 'group', 'aria-label': label }}>
      {children}
    </ScrollArea.Autosize>
  );
}
