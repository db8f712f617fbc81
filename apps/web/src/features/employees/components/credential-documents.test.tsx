import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CredentialData } from '@careroster/shared/api/employees/credential';
import { CREDENTIAL_EXTENSIONS } from '@careroster/shared/constants';
import { TestProviders } from '../../../test/render-app';
import { CredentialDocuments } from './credential-documents';

const document = (overrides: Partial<CredentialData>): CredentialData => ({
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  file: '/facilities/employees/x/credential-files/y',
  data_type: 'UPLOAD',
  upload_type: [...CREDENTIAL_EXTENSIONS],
  upload_data: '/facilities/employees/x/credential-files/y',
  upload_data_2: '/facilities/employees/x/credential-files/y',
  thumbnails: null,
  filename: 'license-scan',
  filename_2: 'license-scan',
  filesize: 2048,
  content_type: 'application/pdf',
  file_type: 'pdf',
  category: null,
  created_at: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

describe('CredentialDocuments', () => {
  it('labels a document with the type the server sniffed, not the first accepted extension', () => {
    render(
      <TestProviders>
        <CredentialDocuments documents={[document({})]} />
      </TestProviders>,
    );
    expect(screen.getByText('PDF')).toBeInTheDocument();
    expect(screen.queryByText('JPG')).not.toBeInTheDocument();
  });

  it('says FILE when the type is unknown', () => {
    render(
      <TestProviders>
        <CredentialDocuments documents={[document({ file_type: null, content_type: 'application/octet-stream' })]} />
      </TestProviders>,
    );
    expect(screen.getByText('FILE')).toBeInTheDocument();
  });
});
