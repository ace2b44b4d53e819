import { describe, expect, it } from 'vitest';
import { certificateLines } from './certificates.ts';

describe('certificateLines', () => {
  it('states each certificate that is set, ENplus first', () => {
    expect(
      certificateLines({ enplusCertificateId: 'UK 041', bslSupplierNumber: 'BSL0123456' }),
    ).toEqual(['ENplus certificate: UK 041', 'BSL supplier number: BSL0123456']);
    expect(certificateLines({ enplusCertificateId: '', bslSupplierNumber: 'BSL0123456' })).toEqual([
      'BSL supplier number: BSL0123456',
    ]);
    expect(certificateLines({ enplusCertificateId: 'UK 041' })).toEqual([
      'ENplus certificate: UK 041',
    ]);
  });

  it('states nothing while neither is set (blank or spaces only)', () => {
    expect(certificateLines({ enplusCertificateId: '', bslSupplierNumber: '' })).toEqual([]);
    expect(certificateLines({ enplusCertificateId: '  ', bslSupplierNumber: ' ' })).toEqual([]);
    expect(certificateLines({})).toEqual([]);
  });
});
