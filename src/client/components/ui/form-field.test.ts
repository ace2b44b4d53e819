import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { fieldDescribedBy, TextField } from '#client/components/ui/form-field.tsx';

const registration = {
  name: 'email',
  onChange: async () => {},
  onBlur: async () => {},
  ref: () => {},
};

function describedBy(html: string): string | undefined {
  return /<input[^>]*aria-describedby="([^"]*)"/.exec(html)?.[1];
}

describe('fieldDescribedBy', () => {
  it('lists the hint, then the error', () => {
    expect(
      fieldDescribedBy('email', { hint: 'We never share it', error: 'Enter your email' }),
    ).toBe('email-hint email-error');
  });

  it('lists only what is shown, and nothing when neither is', () => {
    expect(fieldDescribedBy('email', { hint: 'We never share it' })).toBe('email-hint');
    expect(fieldDescribedBy('email', { error: 'Enter your email' })).toBe('email-error');
    expect(fieldDescribedBy('email', {})).toBeUndefined();
  });
});

describe('TextField', () => {
  it('links its hint then its error to the input, and marks it invalid', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, {
        id: 'email',
        label: 'Email',
        registration,
        hint: 'We never share it',
        error: 'Enter your email',
      }),
    );
    expect(describedBy(html)).toBe('email-hint email-error');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('id="email-hint"');
    expect(html).toContain('id="email-error"');
  });

  it('shows the required star or the word optional', () => {
    const required = renderToStaticMarkup(
      createElement(TextField, { id: 'city', label: 'City', registration, marker: 'required' }),
    );
    expect(required).toContain('<span aria-hidden="true" class="ml-0.5 text-red-700">*</span>');
    const optional = renderToStaticMarkup(
      createElement(TextField, { id: 'city', label: 'City', registration, marker: 'optional' }),
    );
    expect(optional).toContain('(optional)');
    expect(describedBy(optional)).toBeUndefined();
  });
});
