import { useId, type ChangeEvent } from 'react';
import { Input, Text } from '@mantine/core';
import { formatFileSize } from '@careroster/shared/format/file-size';

export interface FileFieldProps {
  label: string;
  /** Extensions without the dot; offered to the browser's picker only, the caller still checks. */
  extensions: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  description?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A labelled native file input: keyboard- and screen-reader-operable as it is, and what browser
 * tests can fill by its label. Choosing the same file again still reports it, so a refused file
 * can be retried after it is fixed on disk.
 */
export function FileField({ label, extensions, file, onChange, description, error, disabled }: FileFieldProps) {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.currentTarget.files?.[0] ?? null);
    event.currentTarget.value = '';
  };
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} description={description} error={error} errorProps={{ role: 'alert' }}>
      <input
        id={id}
        type="file"
        accept={extensions.map((ext) => `.${ext}`).join(',')}
        onChange={handleChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        style={{ display: 'block', width: '100%', maxWidth: '100%', marginTop: 4 }}
      />
      {file && (
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="chosen-file">
          {file.name} ({formatFileSize(file.size)})
        </Text>
      )}
    </Input.Wrapper>
  );
}
