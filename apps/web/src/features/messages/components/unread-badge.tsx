import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';

/** A count that reads as "3 unread" to a screen reader, not a bare number. Nothing when zero. */
export function UnreadBadge({ count, ...props }: { count: number | undefined } & BadgeProps) {
  if (!count) return null;
  return (
    <Badge size="sm" variant="filled" {...props}>
      {count} <VisuallyHidden>unread</VisuallyHidden>
    </Badge>
  );
}
