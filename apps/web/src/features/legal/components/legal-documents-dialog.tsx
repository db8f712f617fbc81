import { useState } from 'react';
import { Alert, Box, Radio, Group, Stack, TextInput } from '@mantine/core';
import type { KycAnswer } from '@careroster/shared/api/legal/kyc';
import { LEGAL_DOC_EXTENSIONS } from '@careroster/shared/constants';
import type { LegalDocType } from '@careroster/shared/compliance/values';
import { messages, productMessages } from '@careroster/shared/messages';
import { fileError, fileRules } from '@careroster/shared/validation/file';
import {
  defaultLegalDocChoice,
  entityLegalNameSchema,
  isValidSsn,
  isValidTin,
  legalDocumentErrors,
  type LegalDocChoice,
} from '@careroster/shared/validation/legal';
import { ApiError } from '../../../api/client';
import { showToast } from '../../../api/toasts';
import { FileField } from '../../../components/file-field';
import { GenericModal } from '../../../components/generic-modal';
import { useSaveLegalDocuments, type LegalDocumentsChange } from '../api/legal';
import { LegalNumberInput } from './legal-number-input';
import { legalDocumentLabels } from './legal-labels';

export interface LegalDocumentsDialogProps {
  opened: boolean;
  onClose: () => void;
  kyc: KycAnswer;
  /** spec 001 section 6, the admin flag: EIN/SS4 and TIN/SSN are shown and sent only then. */
  isAdmin: boolean;
}

type Errors = Partial<Record<'name' | 'tin' | 'ssn' | LegalDocType, string>>;

/** The legal documents dialog of spec 001 sections 4-6 (decision 025). */
export function LegalDocumentsDialog({ opened, onClose, kyc, isAdmin }: LegalDocumentsDialogProps) {
  const [name, setName] = useState(kyc.entity_legal_name ?? '');
  const [choice, setChoice] = useState<LegalDocChoice>(defaultLegalDocChoice(kyc.ein_doc !== null));
  const [files, setFiles] = useState<Partial<Record<LegalDocType, File>>>({});
  const [tin, setTin] = useState(kyc.tin?.data ?? '');
  const [ssn, setSsn] = useState(kyc.ssn?.data ?? '');
  // What the field held without the user typing it: the masked or the revealed stored number.
  const [storedTin, setStoredTin] = useState<string[]>(kyc.tin ? [kyc.tin.data] : []);
  const [storedSsn, setStoredSsn] = useState<string[]>(kyc.ssn ? [kyc.ssn.data] : []);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveLegalDocuments();

  const chooseFile = (kind: LegalDocType, file: File | null) => {
    const error = file ? fileError(file, fileRules.legalDocument) : null;
    setErrors((e) => ({ ...e, [kind]: error ?? undefined }));
    setFiles(({ [kind]: _dropped, ...rest }) => (file && !error ? { ...rest, [kind]: file } : rest));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const parsedName = entityLegalNameSchema.safeParse(name);
    if (!parsedName.success) found.name = messages.entityLegalNameRequired;
    if (isAdmin && !storedTin.includes(tin) && !isValidTin(tin)) found.tin = messages.tinInvalid;
    if (isAdmin && !storedSsn.includes(ssn) && !isValidSsn(ssn)) found.ssn = messages.ssnInvalid;
    const docErrors = legalDocumentErrors({
      isAdmin,
      choice,
      hasEinDoc: Boolean(files.ein_doc ?? kyc.ein_doc),
      hasSs4Doc: Boolean(files.ss4_doc ?? kyc.ss4_doc),
      hasAoiDoc: Boolean(files.aoi ?? kyc.aoi),
    });
    if (docErrors.includes(messages.einDocRequired)) found.ein_doc = messages.einDocRequired;
    if (docErrors.includes(messages.ss4DocRequired)) found.ss4_doc = messages.ss4DocRequired;
    if (docErrors.includes(messages.aoiDocRequired)) found.aoi = messages.aoiDocRequired;
    return found;
  };

  const submit = () => {
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const chosen: LegalDocType = choice === 'EIN' ? 'ein_doc' : 'ss4_doc';
    const change: LegalDocumentsChange = {
      ...(name.trim() !== (kyc.entity_legal_name ?? '') ? { entityLegalName: name.trim() } : {}),
      files: {
        ...(files.aoi ? { aoi: files.aoi } : {}),
        ...(isAdmin && files[chosen] ? { [chosen]: files[chosen] } : {}),
      },
      ...(isAdmin && !storedTin.includes(tin) ? { tin } : {}),
      ...(isAdmin && !storedSsn.includes(ssn) ? { ssn } : {}),
    };
    save.mutate(change, {
      onSuccess: () => {
        showToast('success', productMessages.legalDocumentsSaved);
        onClose();
      },
    });
  };

  // spec 001 section 8: a refusal shows the server's first message.
  const serverError = save.error instanceof ApiError ? save.error.messages[0] : save.isError ? messages.somethingWentWrong : null;
  const docField = (kind: LegalDocType, dimmed = false) => (
    <Box style={dimmed ? { opacity: 0.45 } : undefined}>
      <FileField
        label={legalDocumentLabels[kind]}
        extensions={LEGAL_DOC_EXTENSIONS}
        file={files[kind] ?? null}
        onChange={(file) => chooseFile(kind, file)}
        description={kyc[kind] ? `Current: ${kyc[kind].filename}` : undefined}
        error={dimmed ? null : errors[kind]}
        disabled={dimmed}
      />
    </Box>
  );

  return (
    <GenericModal
      opened={opened}
      onClose={onClose}
      title={productMessages.legalDocumentsTitle}
      onSecondary={onClose}
      secondaryLabel="Cancel"
      onConfirm={submit}
      confirmLabel="Save"
      confirmLoading={save.isPending}
      size="lg"
    >
      <Stack gap="sm">
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Entity Legal Name"
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        {isAdmin && (
          <>
            <Group grow align="flex-start">
              <LegalNumberInput
                field="tin"
                label="TIN"
                value={tin}
                onChange={setTin}
                masked={kyc.tin?.data ?? null}
                onRevealed={(full) => setStoredTin((s) => [...s, full])}
                error={errors.tin}
              />
              <LegalNumberInput
                field="ssn"
                label="SSN"
                value={ssn}
                onChange={setSsn}
                masked={kyc.ssn?.data ?? null}
                onRevealed={(full) => setStoredSsn((s) => [...s, full])}
                error={errors.ssn}
              />
            </Group>
            <Radio.Group label="Tax document" value={choice} onChange={(v) => setChoice(v)}>
              <Group mt={4}>
                <Radio value="EIN" label="EIN Document" />
                <Radio value="SS4" label="SS4 Document" />
              </Group>
            </Radio.Group>
            {docField('ein_doc', choice !== 'EIN')}
            {docField('ss4_doc', choice !== 'SS4')}
          </>
        )}
        {docField('aoi')}
      </Stack>
    </GenericModal>
  );
}
