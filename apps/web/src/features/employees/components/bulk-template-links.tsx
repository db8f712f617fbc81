import { Anchor, Group, Text } from '@mantine/core';
import { downloadBulkInviteTemplate } from '../api/bulk-invite';
import { saveBlob } from '../../../api/save-blob';

const formats = ['csv', 'xlsx'] as const;

/** The 16-column template (spec 001 section 3), fetched with the session and saved by the browser. */
export function BulkTemplateLinks() {
  const download = async (format: (typeof formats)[number]) => {
    const blob = await downloadBulkInviteTemplate(format).catch(() => null);
    if (blob) saveBlob(blob, `bulk-invite-template.${format}`);
  };
  return (
    <Group gap="xs">
      <Text size="sm">Download the template:</Text>
      {formats.map((format) => (
        <Anchor key={format} component="button" type="button" size="sm" onClick={() => void download(format)}>
          {format.toUpperCase()} template
        </Anchor>
      ))}
    </Group>
  );
}
