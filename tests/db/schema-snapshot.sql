-- A normalized description of the schema the migrations build, read from the catalogue: every
-- table with its columns, constraints, indexes, policies and triggers, every function's full
-- definition, every grant (schemas, tables, columns, functions, default privileges), views, comments,
-- the rows the migrations insert (a hash per table) and the pg_cron jobs. One line per fact, sorted,
-- so two databases built from different migration files compare with `diff`
-- (tests/db/schema-snapshot.sh). Objects of extensions and of the system schemas are left out.
with
  nsp as (
    select oid, nspname from pg_namespace
    where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_namespace'::regclass
                      and d.objid = pg_namespace.oid and d.deptype = 'e')
  ),
  rel as (
    select c.oid, c.relname, c.relkind, n.nspname, c.relacl, c.relrowsecurity, c.relforcerowsecurity,
           c.reloptions, pg_get_userbyid(c.relowner) as owner
    from pg_class c join nsp n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
      and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                      and d.objid = c.oid and d.deptype = 'e')
  ),
  fn as (
    select p.oid, n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as args, p.proacl,
           pg_get_userbyid(p.proowner) as owner
    from pg_proc p join nsp n on n.oid = p.pronamespace
    where not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
                      and d.objid = p.oid and d.deptype = 'e')
  ),
  lines as (
    select 'schema ' || nsp.nspname || ' owner=' || pg_get_userbyid(n2.nspowner) || ' acl=' || coalesce(n2.nspacl::text, '-')
    from nsp join pg_namespace n2 using (oid)
    union all
    select 'extension ' || e.extname || ' schema=' || e.extnamespace::regnamespace::text
    from pg_extension e
    union all
    select format('relation %s.%s kind=%s owner=%s rls=%s force=%s options=%s acl=%s', nspname, relname,
                  relkind, owner, relrowsecurity, relforcerowsecurity, coalesce(reloptions::text, '-'),
                  coalesce((select string_agg(a::text, ',' order by a::text) from unnest(relacl) a), '-'))
    from rel
    union all
    select format('column %s.%s.%s type=%s notnull=%s default=%s identity=%s generated=%s collation=%s acl=%s',
                  r.nspname, r.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
                  coalesce(pg_get_expr(d.adbin, d.adrelid), '-'), a.attidentity, a.attgenerated,
                  coalesce(a.attcollation::regcollation::text, '-'),
                  coalesce((select string_agg(x::text, ',' order by x::text) from unnest(a.attacl) x), '-'))
    from rel r join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where r.relkind <> 'S'
    union all
    select format('constraint %s.%s %s %s', r.nspname, r.relname, c.conname, pg_get_constraintdef(c.oid))
    from pg_constraint c join rel r on r.oid = c.conrelid
    union all
    select format('index %s', pg_get_indexdef(i.indexrelid))
    from pg_index i join rel r on r.oid = i.indrelid
    union all
    select format('policy %s.%s %s %s %s roles=%s using=%s check=%s', schemaname, tablename, policyname,
                  permissive, cmd, roles::text, coalesce(qual, '-'), coalesce(with_check, '-'))
    from pg_policies where schemaname in (select nspname from nsp)
    union all
    select format('trigger %s enabled=%s', pg_get_triggerdef(t.oid), t.tgenabled)
    from pg_trigger t join rel r on r.oid = t.tgrelid where not t.tgisinternal
    union all
    select format('view %s.%s %s', nspname, relname, pg_get_viewdef(oid))
    from rel where relkind in ('v', 'm')
    union all
    select format('sequence %s.%s %s', r.nspname, r.relname, row(s.seqtypid::regtype, s.seqstart, s.seqincrement, s.seqmax, s.seqmin, s.seqcache, s.seqcycle)::text)
    from pg_sequence s join rel r on r.oid = s.seqrelid
    union all
    select format('function %s.%s(%s) owner=%s acl=%s%s', nspname, proname, args, owner,
                  coalesce((select string_agg(a::text, ',' order by a::text) from unnest(proacl) a), '-'),
                  E'\n' || pg_get_functiondef(oid))
    from fn where (select prokind from pg_proc where pg_proc.oid = fn.oid) <> 'a'
    union all
    select format('type %s.%s kind=%s %s', n.nspname, t.typname, t.typtype,
                  coalesce((select string_agg(enumlabel, ',' order by enumsortorder) from pg_enum where enumtypid = t.oid), '')
                  || coalesce(' base=' || format_type(t.typbasetype, t.typtypmod), ''))
    from pg_type t join nsp n on n.oid = t.typnamespace
    where t.typtype in ('e', 'd', 'c') and (t.typtype <> 'c' or exists (select 1 from pg_class c where c.oid = t.typrelid and c.relkind = 'c'))
    union all
    select format('default-acl %s %s %s', pg_get_userbyid(defaclrole), coalesce(defaclnamespace::regnamespace::text, '-'),
                  defaclobjtype) || ' ' || coalesce((select string_agg(a::text, ',' order by a::text) from unnest(defaclacl) a), '-')
    from pg_default_acl
    union all
    select format('comment on relation %s.%s col=%s: %s', r.nspname, r.relname, d.objsubid, d.description)
    from pg_description d join rel r on r.oid = d.objoid and d.classoid = 'pg_class'::regclass
    union all
    select format('comment on function %s.%s(%s): %s', f.nspname, f.proname, f.args, d.description)
    from pg_description d join fn f on f.oid = d.objoid and d.classoid = 'pg_proc'::regclass
    union all
    select format('rows %s.%s %s', r.nspname, r.relname,
                  (xpath('/row/h/text()', query_to_xml(format(
                    'select count(*) || '' '' || coalesce(md5(string_agg(t::text, E''\n'' order by t::text)), ''-'') as h from %I.%I t',
                    r.nspname, r.relname), false, true, '')))[1]::text)
    from rel r where r.relkind = 'r' and r.nspname not in ('cron', 'net', 'vault')
      -- a random key and a row stamped with the time of the push: their count only
      and (r.nspname, r.relname) not in (('app_private', 'lead_proof_key'), ('app_private', 'funnel_shipped_timings'))
    union all
    select format('rows %s.%s %s', r.nspname, r.relname,
                  (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', r.nspname, r.relname), false, true, '')))[1]::text)
    from rel r where (r.nspname, r.relname) in (('app_private', 'lead_proof_key'), ('app_private', 'funnel_shipped_timings'))
    union all
    select 'cron ' || x::text
    from unnest(xpath('/row/j/text()', query_to_xml(
      case when to_regclass('cron.job') is null then 'select null::text as j'
      else 'select string_agg(jobname || '' '' || schedule || '' '' || command || '' '' || username || '' '' || active, E''\n'' order by jobname) as j from cron.job' end,
      false, true, ''))) x
  )
select * from lines order by 1;
