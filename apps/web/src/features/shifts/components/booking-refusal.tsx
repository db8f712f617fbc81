import { Alert, Text } from '@mantine/core';

/** Why a booking was refused, each rule that refused on its own line (decision 003), beside the nurses it is about. */
export function BookingRefusal({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Not assigned">
      {lines.map((message) => (
        <Text key={message} size="sm">
          {message}
        </Text>
      ))}
    </Alert>
  );
}
