import { describe, expect, it } from 'vitest';
import {
  buildPersonalDataExport,
  exportRecordCount,
  personalDataFileName,
  type AccountRow,
  type OrderDataRow,
  type PersonalDataRows,
} from './personal-data-export.ts';

const controller = { name: 'Shop', company: 'Shop Ltd', email: 'hello@shop.test' };
const exportedAt = new Date('2026-11-27T10:15:00Z');

const account: AccountRow = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  phone: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  customPrice: null,
  customPriceNote: null,
  customPriceValidTo: null,
  vatRate: 5,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-02T03:04:05Z'),
  emailVerifiedAt: null,
};

const order = (overrides: Partial<OrderDataRow> = {}): OrderDataRow => ({
  id: 41,
  customerId: 7,
  createdAt: new Date('2026-03-01T09:00:00Z'),
  updatedAt: new Date('2026-03-02T09:00:00Z'),
  status: 'confirmed',
  paymentStatus: 'completed',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  email: 'ada@example.com',
  phone: '01632 960123',
  addressLine1: '12 Station Road',
  addressLine2: null,
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  billingAddressLine1: null,
  billingAddressLine2: null,
  billingCity: null,
  billingPostcode: null,
  region: 'Doncaster',
  quantity: '2',
  unitPrice: '275',
  vatRate: 5,
  vatAmount: '27.5',
  totalPrice: '577.50',
  amountReceived: '577.5',
  amountRefunded: '0',
  deliveryForm: 'blown',
  deliveryLorryLimit: null,
  deliveryHoseMetres: null,
  deliveryEarliestDate: '2026-03-10',
  deliveryAccessNotes: 'Gate code 1234',
  deliveryStatus: 'scheduled',
  deliveryDate: '2026-03-12',
  deliverySlot: 'am',
  ...overrides,
});

const rows = (overrides: Partial<PersonalDataRows> = {}): PersonalDataRows => ({
  email: 'ada@example.com',
  account,
  orders: [],
  documents: [],
  payments: [],
  signIns: [],
  emails: [],
  contactMessages: [],
  consents: [],
  reorderReminders: [],
  ...overrides,
});

const build = (input: PersonalDataRows) =>
  buildPersonalDataExport(input, { exportedAt, controller });

describe('buildPersonalDataExport', () => {
  it('names its format and when it was made, as an ISO instant', () => {
    const data = build(rows());
    expect(data.format).toBe('pellets-personal-data/1');
    expect(data.exportedAt).toBe('2026-11-27T10:15:00.000Z');
    expect(data.controller).toEqual(controller);
  });

  it('writes money as two-decimal strings and tonnes with one decimal', () => {
    const [first] = build(rows({ orders: [order()] })).orders;
    expect(first).toMatchObject({
      quantityTonnes: '2.0',
      unitPrice: '275.00',
      vatAmount: '27.50',
      totalPrice: '577.50',
      amountReceived: '577.50',
      amountRefunded: '0.00',
      placedAt: '2026-03-01T09:00:00.000Z',
    });
  });

  it('puts invoices, credit notes and payments under their own order only', () => {
    const data = build(
      rows({
        orders: [order(), order({ id: 42, createdAt: new Date('2026-04-01T09:00:00Z') })],
        documents: [
          {
            orderId: 41,
            kind: 'credit_note',
            number: 12,
            issuedAt: exportedAt,
            totalPence: 57750,
            creditsNumber: 11,
          },
          {
            orderId: 41,
            kind: 'invoice',
            number: 11,
            issuedAt: exportedAt,
            totalPence: 57750,
            creditsNumber: null,
          },
        ],
        payments: [
          {
            orderId: 41,
            kind: 'payment',
            method: 'bank_transfer',
            amount: '577.5',
            movedOn: '2026-03-03',
            reference: 'BACS 1',
            createdAt: new Date('2026-03-03T12:00:00Z'),
          },
        ],
      }),
    );
    expect(data.orders.map((o) => o.id)).toEqual([42, 41]);
    const [newer, older] = data.orders;
    expect(newer?.documents).toEqual([]);
    expect(newer?.payments).toEqual([]);
    expect(older?.documents).toEqual([
      {
        kind: 'invoice',
        number: '000011',
        issuedAt: '2026-11-27T10:15:00.000Z',
        total: '577.50',
        credits: null,
      },
      {
        kind: 'credit_note',
        number: '000012',
        issuedAt: '2026-11-27T10:15:00.000Z',
        total: '577.50',
        credits: '000011',
      },
    ]);
    expect(older?.payments).toEqual([
      {
        kind: 'payment',
        method: 'bank_transfer',
        amount: '577.50',
        date: '2026-03-03',
        reference: 'BACS 1',
        recordedAt: '2026-03-03T12:00:00.000Z',
      },
    ]);
  });

  it('leaves missing optional fields null rather than leaving them out', () => {
    const data = build(rows({ orders: [order({ deliveryDate: null, deliverySlot: null })] }));
    expect(data.profile).toMatchObject({
      source: 'account',
      accountId: 7,
      companyName: null,
      phone: null,
      address: null,
      customPrice: null,
      accountCreatedAt: '2026-01-02T03:04:05.000Z',
      emailVerifiedAt: null,
    });
    expect(data.orders[0]?.billingAddress).toBeNull();
    expect(data.orders[0]?.delivery).toMatchObject({ date: null, slot: null, lorryLimit: null });
  });

  it('shows a custom price with its note and end date', () => {
    const data = build(
      rows({
        account: {
          ...account,
          customPrice: '260',
          customPriceNote: 'Season rate',
          customPriceValidTo: new Date('2026-12-31T23:59:59Z'),
        },
      }),
    );
    expect(data.profile?.customPrice).toEqual({
      perTonne: '260.00',
      note: 'Season rate',
      validTo: '2026-12-31T23:59:59.000Z',
    });
  });

  it("takes a guest's profile from the latest order, and has none when nothing is held", () => {
    const older = order({ customerId: null, phone: '01632 000001' });
    const latest = order({
      id: 50,
      customerId: null,
      phone: '01632 000002',
      createdAt: new Date('2026-05-01T00:00:00Z'),
    });
    const guest = build(rows({ account: null, orders: [older, latest] }));
    expect(guest.profile).toMatchObject({
      source: 'latest_order',
      phone: '01632 000002',
      vatRate: null,
    });
    expect(guest.orders.every((o) => !o.linkedToAccount)).toBe(true);
    expect(build(rows({ account: null })).profile).toBeNull();
  });

  it('names sign-in events plainly, newest first, with their address', () => {
    const data = build(
      rows({
        signIns: [
          { at: new Date('2026-02-01T08:00:00Z'), action: 'customer.signed_in', ip: '192.0.2.1' },
          { at: new Date('2026-02-02T08:00:00Z'), action: 'customer.sign_in_failed', ip: null },
        ],
      }),
    );
    expect(data.signIns).toEqual([
      { at: '2026-02-02T08:00:00.000Z', event: 'sign_in_failed', ip: null },
      { at: '2026-02-01T08:00:00.000Z', event: 'signed_in', ip: '192.0.2.1' },
    ]);
  });

  it('counts its records for the audit entry', () => {
    const data = build(
      rows({
        orders: [order()],
        payments: [
          {
            orderId: 41,
            kind: 'payment',
            method: 'online',
            amount: '1.00',
            movedOn: '2026-03-03',
            reference: null,
            createdAt: exportedAt,
          },
        ],
        emails: [
          { subject: 'Hi', orderId: 41, status: 'sent', createdAt: exportedAt, sentAt: null },
        ],
      }),
    );
    expect(exportRecordCount(data)).toBe(4);
    expect(exportRecordCount(build(rows({ account: null })))).toBe(0);
  });
});

describe('personalDataFileName', () => {
  it("is the shop's name, my-data and the day", () => {
    expect(personalDataFileName('Northfield Wood Pellets', '2026-11-27')).toBe(
      'northfield-wood-pellets-my-data-2026-11-27.json',
    );
  });
});
