-- One e-mail grammar for the browser, the Edge Functions and the database: the one in
-- src/domain/email.ts (isValidEmail), which the site and the functions both call.
--
-- The earlier rule took any printable ASCII around the @, so `a:name@x.com`, `zz,name@x.com`,
-- `"q"@x.com` and `a;b@x.com` were stored, and a mail library reads such a string as a group, a list or
-- a display name: one mailbox could be written many ways (each counted apart by the mail limits) or
-- a row could name several recipients. Now a practical subset of RFC 5321, in which every address is
-- one mailbox:
--   * local part: dot-atoms of letters, digits and ._%+- (no leading, trailing or doubled dot);
--   * domain: labels of letters, digits and hyphens, 1-63 characters, neither starting nor ending with
--     a hyphen, separated by dots; the last one (the top-level part) 2-63 letters;
--   * lower case as the "C" collation lower-cases (the same answer under every database locale), at
--     most 100 characters; ASCII only, so no space, control or invisible character can hide in it.
-- The pattern is character for character the browser's. Every CHECK and policy that calls this
-- function takes the new rule; rows stored before are not re-checked. Same signature, so the grants
-- stay as they were (the policies run it as the anon role).
--
-- tests/db/email-grammar.test.ts shows that the browser and the database accept exactly the same
-- strings, on PGlite and on PostgreSQL 15.
create or replace function app_private.is_valid_email(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is not null
     and char_length(value) <= 100
     and value = lower(value collate "C")
     and (value collate "C") ~ '^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$'
$$;
