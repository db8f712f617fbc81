import { describe, expect, it } from 'vitest';
import { fileError, fileExtension, fileRules, fileSchema } from './file';
import { firstMessage } from './test-helpers';

const file = (name: string, size = 1000) => ({ name, size });

describe('file checks (spec 001 sections 5 and 9)', () => {
  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Licence.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.pdf')).toBe('');
  });

  it('allows up to 10485762 bytes', () => {
    expect(fileError(file('a.pdf', 10485762), fileRules.credential)).toBeNull();
    expect(fileError(file('a.pdf', 10485763), fileRules.credential)).toBe('Max file size exceeded');
  });

  it('checks credential uploads: jpg, png, pdf, doc', () => {
    for (const ok of ['a.jpg', 'a.png', 'a.pdf', 'a.doc']) {
      expect(fileError(file(ok), fileRules.credential)).toBeNull();
    }
    expect(fileError(file('a.docx'), fileRules.credential)).toBe('Wrong type document');
    expect(fileError(file('a.exe'), fileRules.credential)).toBe('Wrong type document');
  });

  it("checks legal documents: jpeg/png/jpg/pdf/doc/docx, 'Please Upload a file below 10MB'", () => {
    for (const ok of ['a.jpeg', 'a.png', 'a.jpg', 'a.pdf', 'a.doc', 'a.docx']) {
      expect(fileError(file(ok), fileRules.legalDocument)).toBeNull();
    }
    expect(fileError(file('a.pdf', 10485763), fileRules.legalDocument)).toBe('Please Upload a file below 10MB');
  });

  it('checks bulk-invite files: csv or xlsx only', () => {
    expect(fileError(file('nurses.csv'), fileRules.bulkInvite)).toBeNull();
    expect(fileError(file('nurses.XLSX'), fileRules.bulkInvite)).toBeNull();
    expect(fileError(file('nurses.xls'), fileRules.bulkInvite)).toBe('Only csv and xlsx type document allowed.');
    expect(fileError(file('nurses.csv', 20_000_000), fileRules.bulkInvite)).toBe('Max file size exceeded');
  });

  it('takes jpeg profile images only', () => {
    expect(fileError(file('me.jpeg'), fileRules.profileImage)).toBeNull();
    expect(fileError(file('me.jpg'), fileRules.profileImage)).toBeNull();
    expect(fileError(file('me.png'), fileRules.profileImage)).toBe('Wrong type document');
  });
});

describe('fileSchema', () => {
  it('keeps the value itself', () => {
    class FakeFile {
      constructor(
        readonly name: string,
        readonly size: number,
      ) {}
    }
    const value = new FakeFile('a.pdf', 10);
    expect(fileSchema(fileRules.credential).parse(value)).toBe(value);
  });

  it('answers with the rule messages', () => {
    const schema = fileSchema(fileRules.bulkInvite);
    expect(firstMessage(schema, file('a.txt'))).toBe('Only csv and xlsx type document allowed.');
    expect(firstMessage(schema, file('a.csv', 10485763))).toBe('Max file size exceeded');
    expect(firstMessage(schema, 'a.csv')).toBe('Only csv and xlsx type document allowed.');
  });
});
