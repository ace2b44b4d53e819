import { describe, expect, it } from 'vitest';
import {
  AdminAuthenticateSchema,
  CustomerPricingUpdateSchema,
  OrderListQuerySchema,
} from './admin.ts';
import {
  RegionCountrySchema,
  RegionNameSchema,
  RegionPricingUpdateSchema,
} from './admin-regions.ts';
import { ContactMessageSchema } from './contact.ts';
import { LoginRequestSchema, ProfileUpdateSchema, RegisterRequestSchema } from './customers.ts';
import {
  BROKEN_CHARACTER_MESSAGE,
  ENCODED_WORD_MESSAGE,
  SINGLE_LINE_MESSAGE,
  clearableText,
  emailField,
  keepOrClearText,
  multiLine,
  optionalText,
  poundsAmount,
  poundsToPence,
  requiredText,
  singleLine,
} from './fields.ts';
import { PlaceOrderRequestSchema } from './orders.ts';
import { SettingsUpdateSchema } from './settings.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Every character a single-line field refuses, by name. */
const CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['escape', '\u001b'],
  ['unit separator', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['C1 end', '\u009f'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
];

describe('single-line field builders', () => {
  const builders = {
    requiredText: requiredText('Required'),
    optionalText: optionalText(100),
    clearableText: clearableText(100),
    keepOrClearText: keepOrClearText(100),
  };

  it.each(
    Object.entries(builders).flatMap(([builder, schema]) =>
      CONTROLS.map(([name, char]) => [builder, name, schema, char] as const),
    ),
  )('%s refuses a %s inside the text', (_builder, _name, schema, char) => {
    expect(messages(schema.safeParse(`Eve${char}Bcc: x@y.z`))).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it.each(Object.entries(builders))('%s keeps ordinary text, accents and symbols', (_b, schema) => {
    for (const text of ['Zoë O’Brien-Smith', 'Flat 2, 10 Rue de l’Église', '£5 & 10% off']) {
      expect(schema.parse(`  ${text} `)).toBe(text);
    }
  });

  it.each([
    '=?utf-8?q?Ada=0D=0ABcc:_x@evil.example?=',
    'Acme =?UTF-8?B?4oCu?= Ltd',
    '=?iso-8859-1*en?Q?Caf=E9?=',
  ])('refuses the encoded word in %j, which a mail client would decode', (text) => {
    for (const schema of Object.values(builders)) {
      expect(messages(schema.safeParse(text))).toEqual([ENCODED_WORD_MESSAGE]);
    }
  });

  it('keeps text with = and ? that is not an encoded word', () => {
    for (const text of ['2+2=4? Yes', 'Equals =? Question Ltd', 'a=?b']) {
      expect(requiredText('Required').safeParse(text).success).toBe(true);
    }
  });

  it('trims a line break at either end rather than refusing it', () => {
    expect(requiredText('Required').parse('\r\nAda\r\n')).toBe('Ada');
  });

  it('refuses control characters in an email address', () => {
    expect(emailField().safeParse('ada@example.com\r\nBcc: x@y.z').success).toBe(false);
    expect(emailField().safeParse('ada\u0000@example.com').success).toBe(false);
    expect(emailField().parse(' Ada@Example.com ')).toBe('ada@example.com');
  });
});

describe('schemas with single-line fields', () => {
  const order = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '01632 960123',
    addressLine1: '12 Station Road',
    city: 'Scunthorpe',
    postcode: 'DN15 8QA',
    region: 'Doncaster',
    quantity: 2,
    unitPrice: '289.00',
    totalPrice: '606.90',
  };

  it('the order refuses a header line in any text field', () => {
    expect(PlaceOrderRequestSchema.safeParse(order).success).toBe(true);
    for (const field of ['firstName', 'companyName', 'addressLine2', 'billingPostcode', 'region']) {
      const result = PlaceOrderRequestSchema.safeParse({ ...order, [field]: 'DN1\r\nBcc' });
      expect(messages(result)).toEqual([SINGLE_LINE_MESSAGE]);
    }
  });

  it('the profile, registration, admin search and settings refuse them too', () => {
    const profile = { firstName: 'Ada', lastName: 'Lovelace', city: 'Hull\nX' };
    expect(messages(ProfileUpdateSchema.safeParse(profile))).toEqual([SINGLE_LINE_MESSAGE]);
    const registration = {
      email: 'ada@example.com',
      password: 'eight ch',
      confirmPassword: 'eight ch',
      firstName: 'Ada',
      lastName: 'Love\u2028lace',
    };
    expect(messages(RegisterRequestSchema.safeParse(registration))).toEqual([SINGLE_LINE_MESSAGE]);
    expect(messages(OrderListQuerySchema.safeParse({ search: 'ada\n' + 'x' }))).toEqual([
      SINGLE_LINE_MESSAGE,
    ]);
    const setting = [{ key: 'new_orders_email', value: 'orders@example.com\r\nBcc: x@y.z' }];
    expect(SettingsUpdateSchema.safeParse(setting).success).toBe(false);
  });

  it('passwords stay as typed: any character may be part of one', () => {
    const password = 'tab\there\u0001and more';
    expect(LoginRequestSchema.parse({ email: 'a@example.com', password }).password).toBe(password);
    expect(AdminAuthenticateSchema.parse({ password }).password).toBe(password);
  });
});

describe('multi-line fields', () => {
  const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Delivery' };

  it('the contact message keeps its line breaks and tabs', () => {
    const message = 'Hello,\r\n\r\nCan you deliver on Friday?\n\tThanks';
    expect(ContactMessageSchema.parse({ ...contact, message }).message).toBe(message);
  });

  it('the contact message refuses other control characters', () => {
    for (const char of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
      const result = ContactMessageSchema.safeParse({ ...contact, message: `Hello there${char}!` });
      expect(messages(result)).toEqual(['Must not contain control characters']);
    }
  });

  it('the contact name and subject are single lines', () => {
    const message = 'A long enough message';
    expect(messages(ContactMessageSchema.safeParse({ ...contact, message, name: 'A\nB' }))).toEqual(
      [SINGLE_LINE_MESSAGE],
    );
    expect(
      messages(ContactMessageSchema.safeParse({ ...contact, message, subject: 'Hi\r\nBcc: x' })),
    ).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it('a custom price note keeps its line breaks', () => {
    const note = 'Agreed on the phone.\nReview in spring.';
    expect(
      CustomerPricingUpdateSchema.parse({ customPrice: '250', customPriceNote: note })
        .customPriceNote,
    ).toBe(note);
  });
});

describe('region text', () => {
  it.each(['=HYPERLINK("http://evil.example")', ' =1+1', '+44', '-2+3', '@SUM(A1)', '\t=1'])(
    'refuses the formula-like %j as a name or a country',
    (value) => {
      expect(RegionNameSchema.safeParse(value).success).toBe(false);
      expect(RegionCountrySchema.safeParse(value).success).toBe(false);
    },
  );

  it('refuses a formula or a line break as the country in the edit dialog’s update', () => {
    const prices = { singlePrice: 300, bulkPrice: 290, wholesalePrice: 280 };
    expect(
      messages(RegionPricingUpdateSchema.safeParse({ ...prices, country: ' =cmd()' })),
    ).toEqual(['Country may not start with =, +, -, @ or a tab']);
    expect(messages(RegionPricingUpdateSchema.safeParse({ ...prices, country: 'UK\nX' }))).toEqual([
      SINGLE_LINE_MESSAGE,
    ]);
    expect(RegionPricingUpdateSchema.parse({ ...prices, country: ' England ' }).country).toBe(
      'England',
    );
  });
});

describe('broken characters', () => {
  it.each([
    ['a lone high surrogate', 'Ada \ud800'],
    ['a lone low surrogate', '\udc00 Ada'],
    ['a pair back to front', 'Ada \udc00\ud800'],
  ])('single- and multi-line text refuse %s', (_what, value) => {
    expect(messages(singleLine().safeParse(value))).toContain(BROKEN_CHARACTER_MESSAGE);
    expect(messages(multiLine().safeParse(value))).toContain(BROKEN_CHARACTER_MESSAGE);
    expect(messages(requiredText('Name is required').safeParse(value))).toContain(
      BROKEN_CHARACTER_MESSAGE,
    );
  });

  it('a whole pair is a character like any other', () => {
    expect(singleLine().parse('Ada \u{1F332}')).toBe('Ada \u{1F332}');
    expect(multiLine().parse('Thanks\n\u{1F44D}')).toBe('Thanks\n\u{1F44D}');
  });
});

describe('pounds', () => {
  const message = 'Must be an amount in pounds';

  it.each([305, 305.5, 0.29, 99_999_999.99, '305', ' 305.50 ', '0'])(
    'takes %j as sent',
    (value) => {
      expect(poundsAmount(message).parse(value)).toBe(
        typeof value === 'string' ? value.trim() : value,
      );
    },
  );

  it.each([1.001, 1e21, 1e-7, -1, 100_000_000, '1e3', '1.001', '', 'abc', true, null])(
    'refuses %j with the message, never a RangeError',
    (value) => {
      expect(messages(poundsAmount(message).safeParse(value))).toEqual([message]);
      expect(messages(poundsToPence(message).safeParse(value))).toEqual([message]);
    },
  );

  it('parses to pence', () => {
    expect(poundsToPence(message).parse(305.5)).toBe(30550);
    expect(poundsToPence(message).parse('0.29')).toBe(29);
  });
});
