import { Progress, Text } from '@mantine/core';

/** The share of an upload sent so far (DESIGN.md: long work shows progress). */
export function UploadProgress({ value, label = 'Upload progress' }: { value: number; label?: string }) {
  const percent = Math.round(value * 100);
  return (
    <div>
      <Progress value={percent} aria-label={label} aria-valuetext={`${percent}%`} animated={percent < 100} />
      <Text size="xs" c="dimmed" mt={2} aria-hidden="true">
        {percent}%
      </Text>
    </div>
  );
}
