import { describe, expect, it } from 'vitest';
import { site } from '#shared/site';
import {
  emailVerificationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  welcomeEmail,
} from './customer-emails.ts';
import { renderMessage } from './message.ts';

const customer = { id: 7, email: 'jane@example.com', firstName: 'Jane', lastName: 'Smith' };
const resetUrl = 'https://shop.example/reset-password?token=abc_DEF-123&x=1';

describe('welcomeEmail', () => {
  it('greets the customer and links to the account, in both versions', () => {
    const mail = renderMessage(
      welcomeEmail(customer, 'https://shop.example/account', { onlinePayments: true }),
    );
    expect(mail).toMatchObject({
      to: 'jane@example.com',
      replyTo: site.email,
      subject: `Welcome to ${site.tradingName}`,
    });
    expect(mail.text).toContain('Dear Jane Smith,');
    expect(mail.text).toContain('Go to your account:\nhttps://shop.example/account');
    expect(mail.html).toContain('href="https://shop.example/account"');
    expect(mail.text).toContain(site.companyNumber);
  });

  it('offers paying online only while online payments are switched on', () => {
    const text = (onlinePayments: boolean) =>
      renderMessage(welcomeEmail(customer, 'https://shop.example/account', { onlinePayments }))
        .text;
    expect(text(true)).toContain('Pay confirmed orders online.');
    expect(text(false)).not.toMatch(/online/i);
  });

  it('escapes a hostile name', () => {
    const mail = renderMessage(
      welcomeEmail({ ...customer, firstName: '<script>x</script>' }, 'https://a/', {
        onlinePayments: false,
      }),
    );
    expect(mail.html).not.toContain('<script>');
  });
});

describe('passwordResetEmail', () => {
  it('carries the link and says it lasts 1 hour and works once', () => {
    const mail = renderMessage(passwordResetEmail(customer, resetUrl, 60));
    expect(mail.subject).toBe(`Reset your ${site.tradingName} password`);
    expect(mail.text).toContain(`Reset your password:\n${resetUrl}`);
    expect(mail.html).toContain(
      'href="https://shop.example/reset-password?token=abc_DEF-123&amp;x=1"',
    );
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain('expires after 1 hour');
      expect(body).toContain('works once');
    }
    expect(renderMessage(passwordResetEmail(customer, resetUrl, 90)).text).toContain('90 minutes');
    expect(renderMessage(passwordResetEmail(customer, resetUrl, 120)).text).toContain('2 hours');
  });
});

describe('passwordChangedEmail', () => {
  it('tells the owner and how to reach us', () => {
    const mail = renderMessage(passwordChangedEmail(customer, 'reset'));
    expect(mail.to).toBe('jane@example.com');
    expect(mail.text).toContain('every device signed in to it was signed out');
    expect(mail.text).toContain(site.phone.display);
  });

  it('says only the other devices were signed out after a change in the account', () => {
    const mail = renderMessage(passwordChangedEmail(customer, 'changed'));
    expect(mail.text).toContain('every other device signed in to it was signed out');
  });
});

describe('emailVerificationEmail', () => {
  const verifyUrl = 'https://shop.example/verify-email/abc_DEF-123';

  it('carries the link, says it lasts 24 hours and works once, and what it does', () => {
    const mail = renderMessage(emailVerificationEmail(customer, verifyUrl, 24 * 60));
    expect(mail).toMatchObject({
      to: 'jane@example.com',
      replyTo: site.email,
      subject: `Confirm your ${site.tradingName} email address`,
    });
    expect(mail.text).toContain('Dear Jane Smith,');
    expect(mail.text).toContain(`Confirm your email address:\n${verifyUrl}`);
    // Named by the account: its owner's export lists it before the address is verified.
    expect(emailVerificationEmail(customer, verifyUrl, 24 * 60).customerId).toBe(customer.id);
    expect(mail.html).toContain(`href="${verifyUrl}"`);
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).toContain('expires after 24 hours');
      expect(body).toContain('works once');
      expect(body).toContain(
        'you can add the orders you placed as a guest with this address to your account',
      );
    }
  });

  it('escapes a hostile name', () => {
    const mail = renderMessage(
      emailVerificationEmail(
        { ...customer, lastName: '<img src=x onerror=alert(1)>' },
        verifyUrl,
        60,
      ),
    );
    expect(mail.html).not.toContain('<img src=x');
  });
});
