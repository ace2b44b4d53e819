import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/orders';
import { site } from '#shared/site';
import { contactMessageEmail } from './contact-email.ts';
import { headerValue } from './format.ts';
import { escapeHtml } from './html.ts';
import { orderProgressEmail } from './delivery-emails.ts';
import { newOrderNoticeEmail, orderConfirmationEmail } from './order-emails.ts';
import { renderMessage } from './message.ts';

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 1042,
  customerId: null,
  companyName: null,
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane@example.com',
  phone: '07700 900123',
  addressLine1: '1 High Street',
  addressLine2: null,
  city: 'Scunthorpe',
  postcode: 'DN15 8QA',
  billingAddressLine1: null,
  billingAddressLine2: null,
  billingCity: null,
  billingPostcode: null,
  region: 'Doncaster',
  quantity: 2.5,
  billedTonnes: null,
  extraCharge: '0.00',
  unitPrice: '289.00',
  vatRate: 5,
  vatAmount: '36.13',
  totalPrice: '758.63',
  status: 'pending',
  paymentStatus: 'pending',
  paymentIssue: null,
  amountReceived: '0.00',
  amountRefunded: '0.00',
  amountWrittenOff: '0.00',
  delivery: {
    form: null,
    lorryLimit: null,
    hoseMetres: null,
    earliestDate: null,
    bookedDate: null,
    accessNotes: null,
    status: 'to_be_scheduled',
    date: null,
    slot: null,
    failureReason: null,
  },
  cancelRequestedAt: null,
  createdAt: '2025-06-30T23:30:00.000Z',
  ...overrides,
});

const TRACK_URL = 'http://shop.test/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const hostile = '<script>alert("x")</script>';
const noLineBreaks = (value: string | null | undefined) =>
  expect(value ?? '').not.toMatch(/[\r\n]/);

describe('escapeHtml', () => {
  it.each([
    ['<b>', '&lt;b&gt;'],
    ['Tom & "Jerry"', 'Tom &amp; &quot;Jerry&quot;'],
    ["O'Neil", 'O&#39;Neil'],
    ['&amp;', '&amp;amp;'],
    ['plain', 'plain'],
  ])('%s -> %s', (input, output) => expect(escapeHtml(input)).toBe(output));
});

describe('headerValue', () => {
  it('flattens line breaks and control characters, trims and clips', () => {
    expect(headerValue('Hi\r\nBcc: evil@example.com')).toBe('Hi Bcc: evil@example.com');
    expect(headerValue(' a\n\n\tb\u2028c ')).toBe('a b c');
    expect(headerValue('x'.repeat(500))).toHaveLength(200);
  });
});

describe('orderConfirmationEmail', () => {
  it('goes to the customer with the order number in the subject', () => {
    const mail = renderMessage(orderConfirmationEmail(order(), TRACK_URL));
    expect(mail).toMatchObject({
      to: 'jane@example.com',
      replyTo: site.email,
      subject: `Order confirmation #1042 - ${site.tradingName}`,
      orderId: 1042,
    });
  });

  it('shows the product, amounts, addresses and what happens next in both versions', () => {
    const mail = renderMessage(
      orderConfirmationEmail(order({ companyName: 'Acme Farms' }), TRACK_URL),
    );
    for (const body of [mail.text, mail.html ?? '']) {
      for (const fact of [
        '#1042',
        'Premium Wood Pellets',
        'Doncaster',
        '2.5 tonnes',
        '£289.00 per tonne',
        '£722.50',
        'VAT at 5%',
        '£36.13',
        '£758.63',
        '1 July 2025 at 00:30',
        '1 High Street',
        'DN15 8QA',
        'Same as delivery address',
        'Acme Farms',
        'jane@example.com',
        '07700 900123',
        '24 hours',
        '3-5 working days',
        'crane offload',
        site.phone.display,
        site.email,
        site.companyNumber,
        TRACK_URL,
      ]) {
        expect(body).toContain(fact);
      }
    }
  });

  it('shows the delivery details the customer gave, and none when they gave none', () => {
    const delivery = {
      ...order().delivery,
      form: 'blown' as const,
      lorryLimit: '7.5t' as const,
      hoseMetres: 25,
      earliestDate: '2026-12-01',
      accessNotes: 'Narrow lane: ring first',
    };
    const mail = renderMessage(orderConfirmationEmail(order({ delivery }), TRACK_URL));
    for (const fact of [
      'Blown into a store',
      '7.5 t lorry',
      '25 m',
      'Tuesday 1 December 2026',
      'Narrow lane: ring first',
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(renderMessage(orderConfirmationEmail(order(), TRACK_URL)).text).not.toContain(
      'Delivery details',
    );
  });

  it('states the booked delivery day, in place of the earliest date and the usual wait', () => {
    const delivery = { ...order().delivery, earliestDate: '2026-11-26', bookedDate: '2026-11-28' };
    const mail = renderMessage(orderConfirmationEmail(order({ delivery }), TRACK_URL));
    expect(mail.text).toMatch(/Delivery booked for: +Saturday 28 November 2026/);
    expect(mail.text).toContain('Your delivery is booked for Saturday 28 November 2026.');
    expect(mail.html).toContain('Saturday 28 November 2026');
    expect(mail.text).not.toContain('Thursday 26 November 2026');
    expect(mail.text).not.toContain('usually within 3-5 working days');
  });

  it('describes the delivery the way the customer chose: blown or bagged', () => {
    const text = (form: 'blown' | 'bagged') =>
      renderMessage(
        orderConfirmationEmail(order({ delivery: { ...order().delivery, form } }), TRACK_URL),
      ).text;
    expect(text('blown')).toContain('blow the pellets from the lorry through a hose');
    expect(text('blown')).not.toContain('bags');
    expect(text('blown')).not.toContain('crane');
    expect(text('bagged')).toContain('kerbside with crane offload, in 1-tonne bags.');
    expect(text('bagged')).not.toMatch(/bulk|blow/);
  });

  it('shows a different billing address, and says "1 tonne" for one', () => {
    const mail = renderMessage(
      orderConfirmationEmail(
        order({
          quantity: 1,
          billingAddressLine1: '9 Mill Lane',
          billingCity: 'Hull',
          billingPostcode: 'HU1 1AA',
        }),
        TRACK_URL,
      ),
    );
    expect(mail.text).toContain('1 tonne\n');
    expect(mail.text).toMatch(/Billing address: +9 Mill Lane\n +Hull\n +HU1 1AA/);
    const same = order({
      billingAddressLine1: '1 high street',
      billingCity: 'Scunthorpe',
      billingPostcode: 'DN158QA',
    });
    expect(renderMessage(orderConfirmationEmail(same, TRACK_URL)).text).toContain(
      'Same as delivery address',
    );
  });

  it('escapes everything the customer typed in the HTML', () => {
    const mail = renderMessage(
      orderConfirmationEmail(
        order({
          firstName: hostile,
          companyName: 'A & B "Ltd"',
          addressLine1: '<img src=x onerror=alert(1)>',
        }),
        TRACK_URL,
      ),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B &quot;Ltd&quot;');
    expect(mail.text).toContain(hostile);
  });
});

describe('orderProgressEmail: confirmed', () => {
  const lead = (delivery: Partial<Order['delivery']>) =>
    renderMessage(
      orderProgressEmail(
        'confirmed',
        order({ status: 'confirmed', delivery: { ...order().delivery, ...delivery } }),
        TRACK_URL,
      ),
    ).text;

  it('promises to agree a day only when none is booked or scheduled', () => {
    expect(lead({})).toContain('We will be in touch to agree a delivery date.');
    const booked = lead({ bookedDate: '2026-12-04' });
    expect(booked).toContain('We will deliver on the day you booked, Friday 4 December 2026.');
    expect(booked).not.toContain('agree a delivery date');
    const scheduled = lead({ status: 'scheduled', date: '2026-12-07', slot: 'am' });
    expect(scheduled).toContain('Your delivery is scheduled for Monday 7 December 2026');
    expect(scheduled).not.toContain('agree a delivery date');
  });
});

describe('newOrderNoticeEmail', () => {
  it('tells the business the day the customer booked', () => {
    const delivery = { ...order().delivery, bookedDate: '2026-11-28' };
    const mail = renderMessage(newOrderNoticeEmail(order({ delivery }), 'orders@shop.test'));
    expect(mail.text).toContain('The customer booked delivery for Saturday 28 November 2026');
    expect(mail.text).toMatch(/Delivery booked for: +Saturday 28 November 2026/);
    expect(renderMessage(newOrderNoticeEmail(order(), 'orders@shop.test')).text).not.toContain(
      'booked',
    );
  });

  it('goes to the business, replies to the customer, and says guest or account', () => {
    const guest = renderMessage(newOrderNoticeEmail(order(), 'orders@shop.test'));
    expect(guest).toMatchObject({
      to: 'orders@shop.test',
      replyTo: 'jane@example.com',
      orderId: 1042,
    });
    expect(guest.subject).toBe('New order #1042 - Jane Smith - 2.5 tonnes, Doncaster');
    expect(guest.text).toMatch(/Placed by: +Guest/);
    expect(guest.text).toContain('£758.63');
    const member = renderMessage(newOrderNoticeEmail(order({ customerId: 7 }), 'orders@shop.test'));
    expect(member.text).toMatch(/Placed by: +Customer account #7/);
    expect(member.html).toContain('Customer account #7');
  });

  it('keeps a hostile name out of the headers and the markup', () => {
    const mail = renderMessage(
      newOrderNoticeEmail(
        order({
          firstName: `${hostile}\r\nBcc: evil@example.com`,
          email: 'jane@example.com\r\nCc: x@y.z',
        }),
        'orders@shop.test',
      ),
    );
    noLineBreaks(mail.subject);
    noLineBreaks(mail.replyTo);
    expect(mail.subject).toContain('Bcc: evil@example.com');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('contactMessageEmail', () => {
  const input = {
    name: 'Bob Jones',
    email: 'bob@example.com',
    subject: 'Delivery access',
    message: 'Hello,\nCan you deliver on Saturday?',
  };

  it('goes to customer service and replies to the sender', () => {
    const mail = renderMessage(contactMessageEmail(input, 'service@shop.test'));
    expect(mail).toMatchObject({
      to: 'service@shop.test',
      replyTo: 'bob@example.com',
      subject: 'Contact form: Delivery access',
    });
    expect(mail.orderId).toBeUndefined();
    expect(mail.text).toContain('> Can you deliver on Saturday?');
    expect(mail.html).toContain('Hello,<br>Can you deliver on Saturday?');
  });

  it('strips CR/LF from every header value and escapes the message', () => {
    const mail = renderMessage(
      contactMessageEmail(
        {
          name: hostile,
          email: 'bob@example.com\r\nBcc: evil@example.com',
          subject: 'Hi\r\nBcc: evil@example.com\nX-Spam: no',
          message: `${hostile}\nbye`,
        },
        'service@shop.test\n',
      ),
    );
    noLineBreaks(mail.subject);
    noLineBreaks(mail.replyTo);
    noLineBreaks(mail.to);
    expect(mail.subject).toBe('Contact form: Hi Bcc: evil@example.com X-Spam: no');
    expect(mail.to).toBe('service@shop.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
