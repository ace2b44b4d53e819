import { describe, expect, it } from 'vitest';
import { unsubscribeHeaders, withUnsubscribeLink } from './marketing-mail.ts';
import { renderText } from './templates/text.ts';

const URL = 'https://shop.example/unsubscribe/42-abc';

describe('unsubscribe headers (RFC 8058)', () => {
  it('gives the https address and the one-click POST', () => {
    expect(unsubscribeHeaders(URL)).toEqual({
      'List-Unsubscribe': `<${URL}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('adds a mailto after the https address when there is one', () => {
    expect(unsubscribeHeaders(URL, 'unsubscribe@shop.example')['List-Unsubscribe']).toBe(
      `<${URL}>, <mailto:unsubscribe@shop.example?subject=unsubscribe>`,
    );
  });
});

describe('the visible unsubscribe link', () => {
  it('ends the email, after its own content', () => {
    const body = withUnsubscribeLink(
      { title: 'Offer', preheader: '', blocks: [{ kind: 'heading', text: 'Offer' }], footer: [] },
      URL,
    );
    expect(body.blocks.at(0)).toEqual({ kind: 'heading', text: 'Offer' });
    expect(body.blocks.at(-1)).toEqual({ kind: 'action', label: 'Unsubscribe', url: URL });
    expect(renderText(body)).toContain(URL);
  });
});
