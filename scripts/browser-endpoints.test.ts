import { describe, expect, it } from 'vitest';
import * as regions from '#shared/api/regions';
import * as contact from '#shared/api/contact';
import { browserModule } from './browser-endpoints.ts';

/** Runs a generated module as the browser would. */
async function load(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    unknown
  >;
}

describe("the browser's endpoint declarations", () => {
  it('keep what `call` reads and drop every schema', async () => {
    const code = browserModule(regions, 'regions.ts');
    expect(code).not.toContain('_zod');
    const browser = await load(code);
    expect(browser.validatePostcode).toMatchObject({
      method: 'POST',
      path: '/api/validate-postcode',
      access: 'public',
      perMinute: 120,
      response: { status: 200 },
    });
    expect(Object.keys(browser).sort()).toEqual(Object.keys(regions).sort());
  });

  it('fail loudly where code reads a schema that was left out', async () => {
    const { validatePostcode } = (await load(browserModule(regions, 'regions.ts'))) as {
      validatePostcode: {
        body: { parse: unknown };
        answers: Record<number, { safeParse: unknown }>;
      };
    };
    expect(() => validatePostcode.body.parse).toThrow(/carry no schemas/);
    expect(() => validatePostcode.answers[400]?.safeParse).toThrow(/carry no schemas/);
  });

  it('keep plain values a declaration module exports beside its endpoints', async () => {
    const browser = await load(browserModule(contact, 'contact.ts'));
    expect(browser.CONTACT_THANKS).toBe(contact.CONTACT_THANKS);
  });

  it('refuse a module that exports a function: the browser gets data only', () => {
    expect(() => browserModule({ helper: () => 1 }, 'helper.ts')).toThrow(/function helper/);
  });
});
