import { describe, expect, it } from 'vitest';
import { CONTACT_THANKS } from '#shared/api/contact';
import {
  CONTACT_ACKNOWLEDGEMENT_SUBJECT,
  contactAcknowledgementEmail,
} from './contact-acknowledgement-email.ts';
import { readContactMessage } from './contact-email.ts';
import { renderMessage } from './message.ts';

const input = {
  name: 'Bob Jones',
  email: 'bob@example.com',
  subject: 'Delivery access',
  message: 'Hello,\nCan you deliver on Saturday?',
};

describe('contactAcknowledgementEmail', () => {
  it('goes to the sender with their message and the promised reply time', () => {
    const mail = renderMessage(contactAcknowledgementEmail(input, 'service@shop.test'));
    expect(mail).toMatchObject({
      to: 'bob@example.com',
      replyTo: 'service@shop.test',
      subject: CONTACT_ACKNOWLEDGEMENT_SUBJECT,
    });
    expect(mail.text).toContain('Dear Bob Jones,');
    expect(mail.text).toContain("We'll get back to you within 24 hours.");
    expect(mail.text).toContain(CONTACT_THANKS);
    expect(mail.text).toContain('Delivery access');
    expect(mail.text).toContain('> Can you deliver on Saturday?');
    expect(mail.html).toContain('Hello,<br>Can you deliver on Saturday?');
  });

  it("keeps the visitor's words out of the subject and its links unclickable", () => {
    const mail = renderMessage(
      contactAcknowledgementEmail(
        {
          ...input,
          subject: 'Your account is locked',
          message: 'Unlock at https://evil.example/x',
        },
        'service@shop.test',
      ),
    );
    expect(mail.subject).toBe(CONTACT_ACKNOWLEDGEMENT_SUBJECT);
    expect(mail.text).not.toContain('https://evil.example');
    expect(mail.html).not.toContain('https://evil.example');
  });

  it('is not read back as a message the sender wrote to the shop', () => {
    expect(readContactMessage(contactAcknowledgementEmail(input, 'service@shop.test').body)).toBe(
      null,
    );
  });
});
