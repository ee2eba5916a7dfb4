-- The storage ceiling (supabase/local/storage-budget.ts, docs/leads-and-abuse.md "A ceiling on every
-- table"): a lead row now carries its normalised mailbox (an indexed generated column, so an erasure
-- reads an index) and a child's mark, about 1 550 bytes with its indexes instead of 1 250. The room
-- comes from the raw funnel events, kept 21 days instead of 30 before they are rolled up into counts
-- (the experiments count their tabs by the day of exposure in the roll-up, so a report loses nothing).
update app_private.retention_settings set days = 21 where name = 'funnel_events';
update app_private.lead_settings
set note = 'Funnel events in any 24 hours from everyone together (kept 21 days: supabase/local/storage-budget.ts).'
where name = 'funnel_per_day';
