-- One client's day is at most a quarter of a shared budget's part that is not reserved for networks
-- new today (docs/leads-and-abuse.md): contact messages go to the business inbox at 15 a day, 20%
-- of them reserved, so one client may send 3 (a quarter of 12), not 5.
update app_private.lead_settings
set value = 3,
    note = 'Contact messages per client in any 24 hours (a quarter of contact_per_day less its reserved share).'
where name = 'contact_per_client_per_day';
