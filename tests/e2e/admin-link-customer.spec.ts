import { expect, test, type Browser, type Page } from '@playwright/test';

import type { Order } from '#shared/schemas/orders';
import { E2E_ADMIN_PATH, e2eAdminState } from '#test-support/admin';
import { axeViolations } from '#test-support/axe';
import { guestOrder } from '#test-support/customers';
import { signUpThroughApi } from '#test-support/e2e-customers';

// Linking a guest's order to a customer account by searching the customers (name or email),
// or by typing the customer's ID as before, on a laptop and on a phone.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const SHOTS = process.env.LINK_CUSTOMER_SHOTS_DIR;
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** Two customers of one family (the same last name), each with an email of their own. */
const lastName = `Featherstonehaugh${unique}`;
const family = [
  { firstName: 'Agnes', email: `agnes-${unique}@link-search.example.co.uk` },
  { firstName: 'Bertram', email: `bertram-${unique}@link-search.example.co.uk` },
] as const;
const customerIds: number[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  for (const person of family) {
    customerIds.push(await signUpThroughApi(context.request, baseURL, { ...person, lastName }));
  }
  await context.close();
});

async function placeGuestOrder(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const placed = await context.request.post('/api/orders', {
    data: guestOrder({ firstName: 'Guest', lastName: 'Buyer', email }),
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;
  await context.close();
  return order;
}

/** The back office at this width, showing the order's own view with its link dialog open. */
async function openLinkDialog(
  browser: Browser,
  baseURL: string | undefined,
  width: number,
  order: Order,
) {
  const context = await browser.newContext({
    baseURL,
    storageState: await e2eAdminState(browser, baseURL),
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  const admin = await context.newPage();
  await admin.goto(`${E2E_ADMIN_PATH}#orders`);
  await admin.getByLabel('Search orders').fill(order.email);
  const row = admin.getByRole('row', { name: new RegExp(`#${order.id}\\b`) });
  await expect(row).toContainText('Guest');
  await row.getByRole('link', { name: `View order #${order.id}` }).click();
  const view = admin.getByRole('article', { name: `Order #${order.id}` });
  await view.getByRole('button', { name: 'Link to customer' }).click();
  const dialog = admin.getByRole('dialog', { name: `Link order #${order.id} to a customer` });
  await expect(dialog).toBeVisible();
  return { admin, view, dialog };
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

async function expectLinked(page: Page, view: ReturnType<Page['getByRole']>, customerId: number) {
  await expect(toasts(page)).toContainText('Order Linked');
  const customer = view.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Customer Account');
  await expect(customer).toContainText(`Customer #${customerId}`);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test('an email fragment finds the customer; choosing them links the order', async ({
      browser,
      baseURL,
    }) => {
      const order = await placeGuestOrder(
        browser,
        baseURL,
        `guest-a-${width}-${unique}@example.com`,
      );
      const { admin, view, dialog } = await openLinkDialog(browser, baseURL, width, order);
      const [agnes] = family;
      const agnesId = customerIds[0]!;

      const search = dialog.getByLabel('Find a customer');
      await expect(search).toHaveAccessibleDescription(/at least 2 characters/);
      await search.fill(`agnes-${unique}@link`);
      await expect(dialog.getByRole('status')).toHaveText('1 customer matches.');
      const match = dialog.getByRole('radio', { name: `Agnes ${lastName}` });
      await expect(match).toHaveAccessibleName(
        `Agnes ${lastName} ${agnes.email} Customer #${agnesId}`,
      );
      await expect(match).not.toBeChecked();
      expect(await axeViolations(admin, '[role="dialog"]')).toEqual([]);
      if (SHOTS) await admin.screenshot({ path: `${SHOTS}/link-customer-search-${width}.png` });

      await match.check();
      await expect(dialog.getByLabel('Customer ID')).toHaveValue(String(agnesId));
      // Enter in the search links nothing; the button does.
      await search.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Link order' }).click();
      await expect(dialog).toBeHidden();
      await expectLinked(admin, view, agnesId);
      await admin.context().close();
    });

    test('a last name finds the family; the keyboard chooses one of them', async ({
      browser,
      baseURL,
    }) => {
      const order = await placeGuestOrder(
        browser,
        baseURL,
        `guest-b-${width}-${unique}@example.com`,
      );
      const { admin, view, dialog } = await openLinkDialog(browser, baseURL, width, order);
      const bertramId = customerIds[1]!;

      await dialog.getByLabel('Find a customer').fill(lastName.toLowerCase());
      await expect(dialog.getByRole('status')).toHaveText('2 customers match.');
      const group = dialog.getByRole('group', { name: 'Matching customers' });
      await expect(group.getByRole('radio')).toHaveCount(2);
      // Sorted by last name, then first: Agnes, then Bertram.
      await expect(group.getByRole('radio').first()).toHaveAccessibleName(/^Agnes /);
      expect(await axeViolations(admin, '[role="dialog"]')).toEqual([]);

      // Tab from the search reaches the first match; the arrow keys choose between them.
      await dialog.getByLabel('Find a customer').focus();
      await admin.keyboard.press('Tab');
      await expect(group.getByRole('radio').first()).toBeFocused();
      await admin.keyboard.press('ArrowDown');
      const bertram = group.getByRole('radio', { name: `Bertram ${lastName}` });
      await expect(bertram).toBeChecked();
      await expect(bertram).toBeFocused();
      await expect(dialog.getByLabel('Customer ID')).toHaveValue(String(bertramId));
      if (SHOTS) await admin.screenshot({ path: `${SHOTS}/link-customer-family-${width}.png` });

      await dialog.getByRole('button', { name: 'Link order' }).click();
      await expectLinked(admin, view, bertramId);
      await admin.context().close();
    });

    test('a search finding nobody says so; typing an ID still links', async ({
      browser,
      baseURL,
    }) => {
      const order = await placeGuestOrder(
        browser,
        baseURL,
        `guest-c-${width}-${unique}@example.com`,
      );
      const { admin, view, dialog } = await openLinkDialog(browser, baseURL, width, order);
      const agnesId = customerIds[0]!;

      await dialog.getByLabel('Find a customer').fill(`nobody-${unique}`);
      await expect(dialog.getByRole('status')).toHaveText(
        `No customer matches “nobody-${unique}”.`,
      );
      await expect(dialog.getByRole('radio')).toHaveCount(0);

      const id = dialog.getByLabel('Customer ID');
      await id.fill('abc');
      await dialog.getByRole('button', { name: 'Link order' }).click();
      await expect(toasts(admin)).toContainText('Invalid Customer ID');
      await expect(toasts(admin)).toContainText('Please enter a valid customer ID.');
      await id.fill(String(agnesId));
      await id.press('Enter');
      await expectLinked(admin, view, agnesId);
      await admin.context().close();
    });
  });
}
