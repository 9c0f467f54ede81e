// Admin editing of faceless ideas; each change is audited in the same transaction. The body is sanitized on save
// and again on render; database refusals come back as field messages, never a 500.
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation, violatedConstraint } from "#db/postgres-errors";
import { channelTypes, facelessIdeaChannels, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { IDEA_FORM_MESSAGES, type IdeaInput } from "#domain/admin/idea-form";
import { toPlainText } from "#domain/admin/plain-text";
import { isUuid } from "#domain/channel-slug";
import { sanitizeRichText } from "#server/rich-text.server";
import { auditedDelete, rowById } from "#server/services/admin-rows.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";

type IdeaRow = typeof facelessIdeas.$inferSelect;

/** The shape of /resources/channel-lookup. */
export type PickedChannel = { slug: string; title: string; subscribers: number | null };

export type AdminIdeaListItem = {
  id: string;
  slug: string;
  title: string;
  difficulty: IdeaRow["difficulty"];
  startupCost: IdeaRow["startupCost"];
  nicheName: string | null;
  channelTypeLabel: string | null;
  exampleChannelCount: number;
  updatedAt: Date;
};

export type AdminIdea = IdeaRow & { exampleChannels: PickedChannel[] };

type IdeaFieldErrors = Partial<Record<keyof IdeaInput, string[]>>;

export type IdeaSaveOutcome =
  | { ok: true; idea: IdeaRow }
  | { ok: false; reason: "invalid"; fieldErrors: IdeaFieldErrors }
  | { ok: false; reason: "not-found" };

export type IdeaDeleteOutcome =
  | { ok: true; idea: IdeaRow }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; message: string };

const IDEA_IN_USE_MESSAGE =
  "This idea is still referenced by other content, so it can't be deleted. Remove those references first.";

/** Thrown inside a transaction to roll it back. */
class InvalidIdea extends Error {
  constructor(readonly fieldErrors: IdeaFieldErrors) {
    super("invalid idea");
  }
}

function fieldErrorsFor(error: unknown): IdeaFieldErrors | null {
  const constraint = violatedConstraint(error) ?? "";
  if (isUniqueViolation(error) && constraint.includes("slug")) return { slug: [IDEA_FORM_MESSAGES.slugTaken] };
  if (isForeignKeyViolation(error)) {
    if (constraint.includes("niche")) return { nicheId: [IDEA_FORM_MESSAGES.nicheUnknown] };
    if (constraint.includes("channel_type")) return { channelTypeId: [IDEA_FORM_MESSAGES.channelTypeUnknown] };
    if (constraint.includes("channel")) return { exampleChannels: [IDEA_FORM_MESSAGES.channelMissing] };
  }
  if (isCheckViolation(error)) {
    if (constraint === "faceless_ideas_rpm_check") return { rpmLow: [IDEA_FORM_MESSAGES.rpmOrder] };
    if (constraint === "faceless_ideas_hours_per_video_check") return { hoursPerVideo: [IDEA_FORM_MESSAGES.hoursNegative] };
    if (constraint === "faceless_ideas_slug_check") return { slug: [IDEA_FORM_MESSAGES.slugFormat] };
  }
  return null;
}

async function exampleChannelsOf(executor: Database | Transaction, ideaId: string): Promise<PickedChannel[]> {
  return executor
    .select({ slug: youtubeChannels.slug, title: youtubeChannels.channelTitle, subscribers: youtubeChannels.totalSubscribers })
    .from(facelessIdeaChannels)
    .innerJoin(youtubeChannels, eq(youtubeChannels.id, facelessIdeaChannels.channelId))
    .where(eq(facelessIdeaChannels.ideaId, ideaId))
    .orderBy(asc(youtubeChannels.channelTitle));
}

async function snapshot(executor: Database | Transaction, id: string) {
  const [row] = await executor.select().from(facelessIdeas).where(eq(facelessIdeas.id, id)).limit(1);
  if (!row) return null;
  const channels = await exampleChannelsOf(executor, id);
  return { ...row, exampleChannels: channels.map((c) => c.slug) };
}

/** An unknown slug makes the whole pick invalid. */
async function channelIds(tx: Transaction, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await tx
    .select({ id: youtubeChannels.id, slug: youtubeChannels.slug })
    .from(youtubeChannels)
    .where(inArray(youtubeChannels.slug, [...slugs]));
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const ids = slugs.map((slug) => bySlug.get(slug));
  if (ids.some((id) => id === undefined)) throw new InvalidIdea({ exampleChannels: [IDEA_FORM_MESSAGES.channelMissing] });
  return ids as string[];
}

/** Checked here so the message names the field. */
async function checkReferences(tx: Transaction, input: IdeaInput): Promise<void> {
  const fieldErrors: IdeaFieldErrors = {};
  if (input.nicheId) {
    const [niche] = await tx.select({ id: niches.id }).from(niches).where(eq(niches.id, input.nicheId)).limit(1);
    if (!niche) fieldErrors.nicheId = [IDEA_FORM_MESSAGES.nicheUnknown];
  }
  if (input.channelTypeId) {
    const [type] = await tx
      .select({ id: channelTypes.id })
      .from(channelTypes)
      .where(eq(channelTypes.id, input.channelTypeId))
      .limit(1);
    if (!type) fieldErrors.channelTypeId = [IDEA_FORM_MESSAGES.channelTypeUnknown];
  }
  if (Object.keys(fieldErrors).length > 0) throw new InvalidIdea(fieldErrors);
}

function columns(input: IdeaInput) {
  return {
    slug: input.slug,
    title: toPlainText(input.title),
    summary: toPlainText(input.summary),
    body: sanitizeRichText(input.body),
    nicheId: input.nicheId,
    channelTypeId: input.channelTypeId,
    difficulty: input.difficulty,
    startupCost: input.startupCost,
    rpmLow: input.rpmLow,
    rpmHigh: input.rpmHigh,
    hoursPerVideo: input.hoursPerVideo,
    tools: input.tools.map(toPlainText).filter(Boolean),
  };
}

async function save(run: () => Promise<IdeaRow | null>): Promise<IdeaSaveOutcome> {
  try {
    const idea = await run();
    return idea ? { ok: true, idea } : { ok: false, reason: "not-found" };
  } catch (error) {
    if (error instanceof InvalidIdea) return { ok: false, reason: "invalid", fieldErrors: error.fieldErrors };
    const fieldErrors = fieldErrorsFor(error);
    if (fieldErrors) return { ok: false, reason: "invalid", fieldErrors };
    throw error;
  }
}

export function createAdminIdeasService(db: Database) {
  return {
    async list(): Promise<AdminIdeaListItem[]> {
      const linked = db
        .select({ ideaId: facelessIdeaChannels.ideaId, total: count().as("total") })
        .from(facelessIdeaChannels)
        .groupBy(facelessIdeaChannels.ideaId)
        .as("linked");
      const rows = await db
        .select({
          id: facelessIdeas.id,
          slug: facelessIdeas.slug,
          title: facelessIdeas.title,
          difficulty: facelessIdeas.difficulty,
          startupCost: facelessIdeas.startupCost,
          nicheName: niches.name,
          channelTypeLabel: channelTypes.label,
          exampleChannelCount: linked.total,
          updatedAt: facelessIdeas.updatedAt,
        })
        .from(facelessIdeas)
        .leftJoin(niches, eq(niches.id, facelessIdeas.nicheId))
        .leftJoin(channelTypes, eq(channelTypes.id, facelessIdeas.channelTypeId))
        .leftJoin(linked, eq(linked.ideaId, facelessIdeas.id))
        .orderBy(asc(facelessIdeas.title), asc(facelessIdeas.id));
      return rows.map((row) => ({ ...row, exampleChannelCount: Number(row.exampleChannelCount ?? 0) }));
    },

    async get(id: string): Promise<AdminIdea | null> {
      const row = await rowById(db, facelessIdeas, id, isUuid);
      if (!row) return null;
      return { ...row, exampleChannels: await exampleChannelsOf(db, id) };
    },

    async formOptions(): Promise<{ niches: { id: string; name: string }[]; channelTypes: { id: string; label: string }[] }> {
      const [nicheRows, typeRows] = await Promise.all([
        db.select({ id: niches.id, name: niches.name }).from(niches).orderBy(asc(niches.name)),
        db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).orderBy(asc(channelTypes.label)),
      ]);
      return { niches: nicheRows, channelTypes: typeRows };
    },

    /** The picker's chips after a failed save. */
    async channelsBySlugs(slugs: readonly string[]): Promise<PickedChannel[]> {
      if (slugs.length === 0) return [];
      const rows = await db
        .select({
          slug: youtubeChannels.slug,
          title: youtubeChannels.channelTitle,
          subscribers: youtubeChannels.totalSubscribers,
        })
        .from(youtubeChannels)
        .where(inArray(youtubeChannels.slug, [...slugs]));
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },

    async create(actor: AuditActor, input: IdeaInput): Promise<IdeaSaveOutcome> {
      return save(() =>
        db.transaction(async (tx) => {
          await checkReferences(tx, input);
          const ids = await channelIds(tx, input.exampleChannels);
          const [row] = await tx.insert(facelessIdeas).values(columns(input)).returning();
          if (!row) throw new Error("insert returned no row");
          if (ids.length > 0)
            await tx.insert(facelessIdeaChannels).values(ids.map((channelId) => ({ ideaId: row.id, channelId })));
          await recordAudit(tx, actor, {
            action: "create",
            entityType: "faceless_idea",
            entityId: row.id,
            before: null,
            after: await snapshot(tx, row.id),
          });
          return row;
        }),
      );
    },

    async update(actor: AuditActor, id: string, input: IdeaInput): Promise<IdeaSaveOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      return save(() =>
        db.transaction(async (tx) => {
          // Locked, so the audit's "before" is the row this update replaces.
          const [locked] = await tx
            .select({ id: facelessIdeas.id })
            .from(facelessIdeas)
            .where(eq(facelessIdeas.id, id))
            .for("update");
          if (!locked) return null;
          const before = await snapshot(tx, id);
          await checkReferences(tx, input);
          const ids = await channelIds(tx, input.exampleChannels);
          const [row] = await tx.update(facelessIdeas).set(columns(input)).where(eq(facelessIdeas.id, id)).returning();
          await tx.delete(facelessIdeaChannels).where(eq(facelessIdeaChannels.ideaId, id));
          if (ids.length > 0) await tx.insert(facelessIdeaChannels).values(ids.map((channelId) => ({ ideaId: id, channelId })));
          await recordAudit(tx, actor, {
            action: "update",
            entityType: "faceless_idea",
            entityId: id,
            before,
            after: await snapshot(tx, id),
          });
          return row ?? null;
        }),
      );
    },

    /** Nothing points at ideas today; should something come to (ON DELETE RESTRICT), the refusal is a message. */
    async delete(actor: AuditActor, id: string): Promise<IdeaDeleteOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      try {
        const outcome = await auditedDelete(
          db,
          actor,
          { type: "faceless_idea", id },
          {
            before: (tx) => snapshot(tx, id),
            remove: async (tx) => void (await tx.delete(facelessIdeas).where(eq(facelessIdeas.id, id))),
          },
        );
        if (!outcome.ok) return { ok: false, reason: "not-found" };
        const { exampleChannels: _slugs, ...idea } = outcome.row;
        return { ok: true, idea };
      } catch (error) {
        if (isForeignKeyViolation(error)) return { ok: false, reason: "in-use", message: IDEA_IN_USE_MESSAGE };
        throw error;
      }
    },
  };
}
