// The inputs of the one risk figure (domain/monetization-risk) that live in the database: each
// niche's editorial rating, with who set it and when. Both are read from the audit log of admin
// niche edits, which the admin service writes in the same transaction as the change, so the
// provenance cannot drift from the value (no second record of the same fact). The latest entry
// that changed the rating names the admin and the day; without one, the rating is as old as
// the niche (it came with the catalogue). An entry whose rating is not the stored one means the
// row was changed outside the admin screens: who is then not recorded.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import type { Level } from "#domain/catalogue-levels";
import { type EditorialRiskInput, monetizationRisk } from "#domain/monetization-risk";
import type { MonetizationRiskView } from "#domain/read-models/guides";

type Row = {
  id: string;
  slug: string;
  level: Level;
  added_on: string;
  updated_on: string;
  changed_to: string | null;
  changed_on: string | null;
  changed_by: string | null;
};

/**
 * Each niche's editorial rating with its provenance, keyed by niche id; `slugs` narrows the
 * read to those niches (one page), none reads every niche (lists). One query: each niche's
 * latest rating change is found through the audit log's (entity_type, entity_id) index.
 */
export async function editorialRisks(
  db: Database,
  slugs?: readonly string[],
): Promise<Map<string, EditorialRiskInput & { slug: string }>> {
  const only = slugs
    ? sql`where n.slug in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql``;
  if (slugs && slugs.length === 0) return new Map();
  const rows = await executeRows<Row>(
    db,
    sql`select n.id, n.slug, n.demonetization_risk as level,
        to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD') as added_on,
        to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated_on,
        a.changed_to, a.changed_on, a.changed_by
      from niches n
      left join lateral (
        select e.after->>'demonetizationRisk' as changed_to,
          to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD') as changed_on,
          coalesce(nullif(u.display_name, ''), u.name) as changed_by
        from audit_log e left join users u on u.id = e.actor_id
        where e.entity_type = 'niche' and e.entity_id = n.id::text
          and (e.action = 'create' or (e.action = 'update' and e.before->>'demonetizationRisk' is distinct from e.after->>'demonetizationRisk'))
        order by e.created_at desc
        limit 1
      ) a on true
      ${only}`,
  );
  return new Map(rows.map((row) => [row.id, { slug: row.slug, ...provenance(row) }]));
}

function provenance(row: Row): EditorialRiskInput {
  if (row.changed_to === null || row.changed_on === null)
    return { level: row.level, source: "niche-added", setBy: null, setOn: row.added_on };
  if (row.changed_to !== row.level) return { level: row.level, source: "unrecorded", setBy: null, setOn: row.updated_on };
  return { level: row.level, source: "admin-edit", setBy: row.changed_by, setOn: row.changed_on };
}

export function createMonetizationRiskService(db: Database) {
  return {
    /**
     * A channel's or an idea's figure: its niche's editorial rating (by slug) and its one format.
     * Null when neither is known.
     */
    async ofNicheAndFormat(
      nicheSlug: string | null,
      format: { id: string; label: string } | null,
    ): Promise<MonetizationRiskView | null> {
      const editorial = nicheSlug ? [...(await editorialRisks(db, [nicheSlug])).values()][0] : undefined;
      return monetizationRisk({ editorial: editorial ? withoutSlug(editorial) : null, formats: format ? [format] : [] });
    },
  };
}

/** The rating alone, as the read model carries it. */
export function withoutSlug({ slug: _slug, ...editorial }: EditorialRiskInput & { slug: string }): EditorialRiskInput {
  return editorial;
}
