import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { e2eAdminState } from '#test-support/admin';
import { signUpThroughApi } from '#test-support/e2e-customers';
import { readOutbox } from '#test-support/e2e-outbox';

// The server allows 5 registrations and 10 logins a minute per IP, and every e2e spec shares
// one server: this file registers twice (once on the register screen, once at checkout) and
// the other tests reuse the first account. They run in order, so the password reset comes
// after the login test that still uses the first password.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct-horse-battery';
const NEW_PASSWORD = 'new-staple-battery';

interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let shared: Account | null = null;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The account made by the register test, or (when run alone) one made through the API. */
async function sharedAccount(request: APIRequestContext, baseURL?: string): Promise<Account> {
  if (shared) return shared;
  const account = {
    email: uniqueEmail('account'),
    password: PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
  };
  const response = await request.post('/api/customers/register', {
    data: { ...account, confirmPassword: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);
  shared = account;
  return account;
}

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

function header(page: Page) {
  return page.getByRole('banner');
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The answer to the register screen's 'What is a + b?' or 'What is a - b?'. */
async function solveChallenge(page: Page): Promise<number> {
  const label = (await page.getByText(/^What is \d+ [+-] \d+\?$/).textContent()) ?? '';
  const match = /^What is (\d+) ([+-]) (\d+)\?$/.exec(label.trim());
  if (!match) throw new Error(`No maths challenge on the page: ${label}`);
  const [, left, operator, right] = match;
  return operator === '+' ? Number(left) + Number(right) : Number(left) - Number(right);
}

/** The quoted-printable body of an .eml file, with soft line breaks and '=3D' undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** Waits (the outbox worker polls every 2 s) for the reset email to `email`; its link path. */
async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const { raw } of readOutbox()) {
          const text = decodeQuotedPrintable(raw);
          if (!text.includes(email)) continue;
          link = /\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 12_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return link ?? '';
}

test('a shopper registers and lands on the home page signed in', async ({ page }) => {
  const account = {
    email: uniqueEmail('register'),
    password: PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
  };
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/customers/register')) registerCalls += 1;
  });

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Please enter a valid email address',
    'First name is required',
    'Last name is required',
    'Password must be at least 8 characters',
    'Please solve the math challenge',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('something-else');
  const answer = await solveChallenge(page);
  await page.getByLabel(/^What is/).fill(String(answer + 1));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // A wrong answer: a toast, a new question, and nothing sent.
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(notifications(page).getByText('Incorrect Answer')).toBeVisible();
  await expect(
    notifications(page).getByText('Please solve the math challenge correctly to proceed.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^What is/)).toHaveValue('');
  expect(registerCalls).toBe(0);

  await page.getByLabel(/^What is/).fill(String(await solveChallenge(page)));
  const registration = page.waitForRequest((request) =>
    request.url().endsWith('/api/customers/register'),
  );
  await page.getByRole('button', { name: 'Create Account' }).click();
  const body = (await registration).postDataJSON() as Record<string, unknown>;
  expect(body).toEqual({
    email: account.email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    firstName: 'Grace',
    lastName: 'Hopper',
    companyName: '',
    phone: '',
  });

  await expect(page).toHaveURL(/\/$/);
  await expect(notifications(page).getByText('Account created')).toBeVisible();
  const name = header(page).getByRole('link', { name: 'Grace Hopper' });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('href', '/account');
  await expect(header(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Register' })).toHaveCount(0);
  shared = account;
});

test('the account screen sends a guest to the login screen', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a customer logs in, edits the profile and logs out', async ({ page, baseURL }) => {
  const account = await sharedAccount(page.request, baseURL);
  await page.context().clearCookies();

  await logIn(page, account.email, 'not-the-password');
  await expect(notifications(page).getByText('Login failed')).toBeVisible();
  await expect(notifications(page).getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(notifications(page).getByText('Login successful')).toBeVisible();
  await expect(notifications(page).getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace Hopper');
  await expect(header(page).getByRole('link', { name: 'Grace Hopper' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Register' })).toHaveCount(0);

  // View mode: blanks are 'Not provided', or 'Not specified' for the address.
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('profile-companyName')).toHaveText('Not provided');
  await expect(page.getByTestId('profile-city')).toHaveText('Not specified');
  await expect(page.getByText('Standard Regional Pricing')).toBeVisible();
  await expect(page.getByTestId('vat-rate')).toHaveText('5%');
  await expect(page.getByText('Reduced Rate')).toBeVisible();
  await expect(
    page.getByText('Contact us if you believe your rate should be different'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await page.getByLabel('First Name').fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First name and last name are required')).toBeVisible();

  // Cancel leaves the profile as it was.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('profile-firstName')).toHaveText('Grace');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Company Name').fill('  Hopper Heating Ltd ');
  await page.getByLabel('City').fill('Lincoln');
  await page.getByLabel('Postcode').fill('ln1 1aa');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(notifications(page).getByText('Profile updated')).toBeVisible();
  await expect(page.getByTestId('profile-companyName')).toHaveText('Hopper Heating Ltd');
  await expect(page.getByTestId('profile-city')).toHaveText('Lincoln');
  await expect(page.getByTestId('profile-postcode')).toHaveText('LN1 1AA');
  await expect(page.getByTestId('profile-phone')).toHaveText('Not provided');

  // The saved profile is what the server holds, and survives a reload.
  await page.reload();
  await expect(page.getByTestId('profile-companyName')).toHaveText('Hopper Heating Ltd');

  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Grace Hopper' })).toHaveCount(0);
  await expect(footer.getByRole('link', { name: 'Register' })).toBeVisible();
  expect((await page.request.get('/api/customers/me')).status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer on a shared computer logs out and has the browser forgotten', async ({
  page,
  baseURL,
}) => {
  const account = await sharedAccount(page.request, baseURL);
  await page.context().clearCookies();
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
  const deviceCookies = async () =>
    (await page.context().cookies()).filter((cookie) => cookie.name === 'device');
  expect(await deviceCookies()).toHaveLength(1);
  expect((await deviceCookies())[0]!.value).not.toContain('@');

  const forget = page.getByRole('checkbox', { name: 'Forget this browser when I log out' });
  await expect(forget).not.toBeChecked();
  await forget.press('Space');
  await expect(forget).toBeChecked();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    notifications(page).getByText('You have been signed out, and this browser has been forgotten.'),
  ).toBeVisible();
  expect(await deviceCookies()).toEqual([]);
});

test('an account made at checkout shows the order in its history', async ({ page }) => {
  const email = uniqueEmail('checkout-account');
  await page.goto('/');
  await page.getByLabel('Quantity (tonnes)').fill('2');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-total')).toHaveText('£606.90');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('First Name').fill('Katherine');
  await page.getByLabel('Last Name').fill('Johnson');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('01632 960456');
  await page.getByLabel('Address Line 1').fill('3 Ashby Road');
  await page.getByLabel('City').fill('Scunthorpe');
  await page.getByRole('textbox', { name: 'Postcode', exact: true }).fill('DN16 2AB');
  await page.getByRole('checkbox', { name: 'Create an account with these details' }).check();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmed$/);
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').slice(1);
  // Signed in by the new account: the header learns it without a reload.
  const name = header(page).getByRole('link', { name: 'Katherine Johnson' });
  await expect(name).toBeVisible();

  await name.click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('tab', { name: 'Order History' }).click();
  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(order).toContainText('2 tonnes of wood pellets');
  await expect(order).toContainText('3 Ashby Road, Scunthorpe, DN16 2AB');
  await expect(order).toContainText('Doncaster');
  await expect(order.getByTestId('order-total')).toHaveText('£606.90');
  await expect(order.getByTestId('order-status')).toHaveText('pending');
  await expect(order.getByTestId('order-payment-status')).toHaveText('pending');
  await expect(order).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

  // Checkout now knows the customer: the profile fills the form and the email is fixed.
  await page.goto('/');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Katherine');
  await expect(page.getByLabel('Phone')).toHaveValue('01632 960456');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Email cannot be changed for logged-in customers',
  );
  await expect(page.getByRole('heading', { name: 'Create Account (Optional)' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'VAT (5%)',
  );
});

test('a forgotten password is reset from the emailed link, which then works no more', async ({
  page,
  baseURL,
}) => {
  const account = await sharedAccount(page.request, baseURL);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(
        "If your email is registered with us, you'll receive a password reset link shortly.",
      ),
  ).toBeVisible();
  await expect(page.getByText(/spam/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Try Different Email' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  const newPassword = page.getByLabel('New Password');
  await newPassword.fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // The show/hide toggle reveals what was typed.
  await expect(newPassword).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(newPassword).toHaveAttribute('type', 'password');

  await newPassword.fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password Reset Successful' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.firstName);

  // The link worked once: used again, the server refuses it and the invalid-link panel shows.
  await page.goto(link);
  await page.getByLabel('New Password').fill('another-password');
  await page.getByLabel('Confirm Password').fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(notifications(page).getByText('Invalid or expired reset token')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a reset link without a token shows the invalid-link panel', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(notifications(page).getByText('Invalid Link')).toBeVisible();
  await expect(
    notifications(page).getByText('This password reset link is invalid or missing a token.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText(/expire after 1 hour/)).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/reset-password');
  await page.getByRole('link', { name: 'Request New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a special price and VAT rate price the estimate, the checkout and show in the account', async ({
  page,
  browser,
  baseURL,
}) => {
  // A real account, priced by the back office: the server renders the page with both.
  const customerId = await signUpThroughApi(page.request, baseURL, {
    email: uniqueEmail('special'),
    firstName: 'Mary',
    lastName: 'Somerville',
    phone: '01632 960789',
  });
  const profile = await page.request.patch('/api/customers/profile', {
    data: {
      firstName: 'Mary',
      lastName: 'Somerville',
      addressLine1: '1 Station Road',
      city: 'Scunthorpe',
      postcode: 'DN15 8QA',
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(profile.status()).toBe(200);
  const backOffice = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
  });
  const setPricing = async (customPriceValidTo: string) => {
    const saved = await backOffice.request.patch(`/api/customers/${customerId}/pricing`, {
      data: { customPrice: '250.00', customPriceNote: 'Loyal customer rate', customPriceValidTo },
      headers: { origin: baseURL ?? '' },
    });
    expect(saved.status()).toBe(200);
  };
  await setPricing('2030-12-31');
  const vat = await backOffice.request.patch(`/api/customers/${customerId}/vat-rate`, {
    data: { vatRate: 20 },
    headers: { origin: baseURL ?? '' },
  });
  expect(vat.status()).toBe(200);

  // 12 tonnes would be wholesale; the special price applies to every quantity, VAT at 20%.
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Mary Somerville' })).toBeVisible();
  await page.getByLabel('Quantity (tonnes)').fill('12');
  await page.getByLabel('Delivery postcode').fill('DN15 8QA');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('estimate-unit-price')).toHaveText('£250.00');
  await expect(page.getByText('VAT (20%)')).toBeVisible();
  await expect(page.getByTestId('estimate-vat')).toHaveText('£600.00');
  await expect(page.getByText('Your special price')).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Address Line 1')).toHaveValue('1 Station Road');
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('£3,000.00');
  await expect(page.getByTestId('checkout-vat')).toHaveText('£600.00');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
    'VAT (20%)',
  );

  await header(page).getByRole('link', { name: 'Mary Somerville' }).click();
  await expect(page.getByText('Special Pricing Applied')).toBeVisible();
  await expect(page.getByTestId('custom-price')).toHaveText('£250.00');
  await expect(page.getByText('Loyal customer rate')).toBeVisible();
  await expect(page.getByText('Valid before 31/12/2030')).toBeVisible();
  await expect(page.getByTestId('vat-rate')).toHaveText('20%');
  await expect(page.getByText('Standard Rate')).toBeVisible();

  // Once the end date has passed, regional pricing applies again.
  await setPricing('2024-01-31');
  await backOffice.close();
  await page.reload();
  await expect(page.getByText('Custom Pricing Expired')).toBeVisible();
  await expect(page.getByText(/Standard regional pricing now applies/)).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us About Extension' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
