import { sql, type SQL } from 'drizzle-orm';
import { emailOutbox } from './mail.tables.ts';

/**
 * What a link in an email becomes once the email has gone (or been given up). Links carry
 * live credentials (a password reset token, a tracking token, a signed invoice link) whose
 * only other copies the shop keeps hashed. They are sealed while queued (sealed-links.ts); once
 * sent, even the sealed copy goes, and the row itself is deleted after its retention period.
 */
export const SENT_LINK_PLACEHOLDER = '(link removed once sent)';

/** The row's body with the address of every link ('action' block) replaced by the placeholder. */
export const bodyWithoutLinks: SQL = sql`jsonb_set(
  ${emailOutbox.body},
  '{blocks}',
  coalesce(
    (
      select jsonb_agg(
        case when block ->> 'kind' = 'action'
          then jsonb_set(block, '{url}', to_jsonb(${SENT_LINK_PLACEHOLDER}::text))
          else block end
        order by position
      )
      from jsonb_array_elements(${emailOutbox.body} -> 'blocks') with ordinality as b(block, position)
    ),
    '[]'::jsonb
  )
)`;

/** True while the row's body still holds a link's address. */
export const bodyHasLinks: SQL = sql`jsonb_path_exists(
  ${emailOutbox.body},
  ${'$.blocks[*] ? (@.kind == "action" && @.url != $placeholder)'}::jsonpath,
  jsonb_build_object('placeholder', ${SENT_LINK_PLACEHOLDER}::text)
)`;
