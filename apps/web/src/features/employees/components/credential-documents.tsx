import { Button, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { CredentialData } from '@careroster/shared/api/employees/credential';
import { formatFileSize } from '@careroster/shared/format/file-size';
import { fetchCredentialFile, useCredentialFile } from '../api/credential-file';
import { saveBlob } from '../../../api/save-blob';

/** An object URL for a fetched file, released when the file changes or the view goes away. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function Thumbnail({ document }: { document: CredentialData }) {
  const file = useCredentialFile(document.thumbnails);
  const url = useObjectUrl(file.data);
  // Until a preview arrives, or when there is none, the format the server sniffed from the bytes.
  if (!url) {
    return (
      <Text size="xs" c="dimmed" ta="center" py="lg" bg="gray.0">
        {document.file_type?.toUpperCase() ?? 'FILE'}
      </Text>
    );
  }
  return <Image src={url} alt={`Preview of ${document.filename}`} h={120} fit="contain" />;
}

/** The documents of a credential: images and PDFs with their thumbnail, every one downloadable. */
export function CredentialDocuments({ documents }: { documents: readonly CredentialData[] }) {
  if (documents.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No document uploaded yet.
      </Text>
    );
  const open = async (document: CredentialData) => {
    const blob = await fetchCredentialFile(document.upload_data).catch(() => null);
    if (blob) saveBlob(blob, document.filename);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {documents.map((document) => (
        <Paper key={document.id} withBorder p="xs">
          <Stack gap={4}>
            <Thumbnail document={document} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {document.filename}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {formatFileSize(document.filesize)}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => void open(document)} aria-label={`Download ${document.filename}`}>
                Download
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
