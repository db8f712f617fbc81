import { useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { formatDate } from '@careroster/shared/format/date-time';
import { messages, productMessages } from '@careroster/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { downloadLegalDocument, useI9Form } from '../api/legal';
import { I9UploadDialog } from './i9-upload-dialog';

/** `/settings` "I-9 form": the stored form with its upload date, and the upload dialog. */
export function I9FormSection() {
  const form = useI9Form();
  const [uploading, setUploading] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="i9-form-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="i9-form-title">
          {productMessages.i9Title}
        </Title>
        <Button variant="light" onClick={() => setUploading(true)}>
          Upload I-9 form
        </Button>
      </Group>
      {form.isPending ? (
        <PageLoader />
      ) : form.isError ? (
        // Not an alert: a section that could not load is a state of the page, not news.
        <Text size="sm" c="red">
          {messages.somethingWentWrong}
        </Text>
      ) : form.data ? (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => void downloadLegalDocument(form.data!.data, form.data!.filename).catch(() => undefined)}
          >
            {form.data.filename}
          </Button>
          <Text size="sm" c="dimmed" data-testid="i9-uploaded-on">
            {productMessages.i9UploadedOn(formatDate(form.data.uploaded_at))}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {productMessages.i9None}
        </Text>
      )}
      {uploading && <I9UploadDialog onClose={() => setUploading(false)} />}
    </Paper>
  );
}
