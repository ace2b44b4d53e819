import { expect, test, type Page } from '@playwright/test';

import { site } from '#shared/site';
import { readOutbox } from '#test-support/e2e-outbox';

// POST /api/contact is rate-limited to 5 a minute per IP and every e2e test shares one
// server, so only one test here sends a real message; the others stop before the server or
// answer the request themselves.

const QUESTION = /^What is (\d+) ([+-]) (\d+)\?$/;

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function readChallenge(page: Page): Promise<{ question: string; answer: number }> {
  const question = (await page.getByText(QUESTION).textContent()) ?? '';
  const match = QUESTION.exec(question.trim());
  if (!match) throw new Error(`No security question on the page: ${question}`);
  const [, left, operator, right] = match;
  const answer = operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
  return { question: question.trim(), answer };
}

async function fillMessage(
  page: Page,
  fields: Record<'name' | 'email' | 'subject' | 'message', string>,
) {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Email', { exact: true }).fill(fields.email);
  await page.getByLabel('Subject', { exact: true }).fill(fields.subject);
  await page.getByLabel('Message', { exact: true }).fill(fields.message);
}

function answerInput(page: Page) {
  return page.getByLabel(QUESTION);
}

function contactRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test('the contact page shows the head office and its own opening hours', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(`Contact Us | ${site.tradingName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const main = page.getByRole('main');
  for (const line of site.headOffice.lines) await expect(main).toContainText(line);
  await expect(main.getByRole('link', { name: site.phone.display })).toBeVisible();
  await expect(main.getByRole('link', { name: site.email })).toBeVisible();
  await expect(main).toContainText('Mon-Fri 8-6, Sat 9-4, Sun closed');
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours).toContainText('Monday - Friday8am - 6pm');
  await expect(hours).toContainText('Saturday9am - 4pm');
  await expect(hours).toContainText('SundayClosed');
  // The footer states the same hours.
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Fri 8-6, Sat 9-4, Sun closed');
});

test('an empty form explains each missing field and sends nothing', async ({ page }) => {
  const sent = contactRequests(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const form = page.locator('form');
  for (const message of [
    'Please enter your name.',
    'Please enter your email address.',
    'Please enter a subject.',
    'Please enter a message with at least 10 characters.',
  ]) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(notifications(page).getByText('Validation Error')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

  // Spaces alone are not a message.
  await fillMessage(page, { name: '  ', email: 'a@b.co', subject: 'Hi', message: '  short   ' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Please enter your name.' }),
  ).toBeVisible();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Please enter a message with at least 10' }),
  ).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'email address' })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('rules that could not be downloaded stop the send, say so, and load at the next try', async ({
  page,
}) => {
  const sent = contactRequests(page);
  let offline = true;
  await page.route(/\/assets\/contact-form-schema-[^/]*\.js$/, (route) =>
    offline ? route.abort() : route.continue(),
  );
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    notifications(page).getByText(
      'The form could not be checked: please check your connection and try again.',
    ),
  ).toBeVisible();
  await expect(page.locator('form').getByRole('alert')).toHaveCount(0);

  offline = false;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.locator('form').getByRole('alert').filter({ hasText: 'Please enter your name.' }),
  ).toBeVisible();
  expect(sent).toEqual([]);
});

test('a wrong answer to the security question sends nothing and starts over', async ({ page }) => {
  const sent = contactRequests(page);
  // Only this message counts: other journeys' emails may reach the outbox meanwhile.
  const robotMessages = () => readOutbox().filter(({ raw }) => raw.includes('robot@example.com'));
  const outboxBefore = robotMessages().length;
  await page.goto('/contact');
  const { question, answer } = await readChallenge(page);
  await fillMessage(page, {
    name: 'Robot Test',
    email: 'robot@example.com',
    subject: 'Not a person',
    message: 'This message must never be sent.',
  });
  await answerInput(page).fill(String(answer + 1));
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = notifications(page);
  await expect(toast.getByText('Verification Failed')).toBeVisible();
  await expect(
    toast.getByText("Please solve the math problem correctly to verify you're not a robot."),
  ).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(answerInput(page)).toHaveValue('');
  expect((await readChallenge(page)).question).not.toBe(question);

  // The outbox worker runs every 2 s: give it the time to show a message if one was queued.
  await page.waitForTimeout(2500);
  expect(sent).toEqual([]);
  expect(robotMessages()).toHaveLength(outboxBefore);
});

test('a correct message is sent to customer service, then the form starts over', async ({
  page,
}) => {
  const sent = contactRequests(page);
  const before = new Set(readOutbox().map((mail) => mail.file));
  const token = `E2E-${Date.now()}`;
  await page.goto('/contact');
  const { question, answer } = await readChallenge(page);
  await fillMessage(page, {
    name: '  Jane Tester  ',
    email: ' jane.tester@example.com ',
    subject: `  Delivery question ${token}  `,
    message: '  Could you deliver 6 tonnes of pellets to DN15 next month?  ',
  });
  await answerInput(page).fill(` ${answer} `);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = notifications(page);
  await expect(toast.getByText('Message Sent')).toBeVisible();
  await expect(
    toast.getByText("Thank you for your message. We'll get back to you within 24 hours."),
  ).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(answerInput(page)).toHaveValue('');
  expect((await readChallenge(page)).question).not.toBe(question);

  // Trimmed fields, and never the answer.
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0] ?? '')).toEqual({
    name: 'Jane Tester',
    email: 'jane.tester@example.com',
    subject: `Delivery question ${token}`,
    message: 'Could you deliver 6 tonnes of pellets to DN15 next month?',
  });

  let mail: string | undefined;
  await expect
    .poll(
      () => {
        mail = readOutbox().find((m) => !before.has(m.file) && m.raw.includes(token))?.raw;
        return mail !== undefined;
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true);
  expect(mail).toMatch(new RegExp(`^To: .*${site.email.replace(/\./g, '\\.')}`, 'mi'));
  expect(mail).toMatch(/^Reply-To: .*jane\.tester@example\.com/im);
  expect(mail).toMatch(new RegExp(`^Subject: .*Delivery question ${token}`, 'mi'));
});

test('while sending the button waits, and a failure shows the server message', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await released;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many requests. Please wait 1 minute and try again.' }),
    });
  });
  await page.goto('/contact');
  const { answer } = await readChallenge(page);
  await fillMessage(page, {
    name: 'Jane Tester',
    email: 'jane@example.com',
    subject: 'Slow line',
    message: 'Testing the pending state of the form.',
  });
  await answerInput(page).fill(String(answer));
  await page.getByRole('button', { name: 'Send Message' }).click();

  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  const toast = notifications(page);
  await expect(toast.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    toast.getByText('Too many requests. Please wait 1 minute and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // Nothing typed is lost when sending fails.
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Testing the pending state of the form.',
  );

  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast.getByText('Failed to send message. Please try again.')).toBeVisible();
});
