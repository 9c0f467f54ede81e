// Which version of the outlier rule (domain/outlier-score) the stored scores
// (youtube_video_stats.outlier_score) were made under, kept in derived_figures like the revenue
// model's: a start-up that finds an older one recomputes them
// (server/services/outlier-scores.server.ts rewriteStaleOutlierScores), and the demo seed, which
// scores its videos with the current rule, marks them current.
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { derivedFigures } from "#db/schema/operations";

/**
 * Raise it whenever the rule gives other scores for the same videos. 2: windows stop at YouTube's
 * view-count change. 3: uploads under a week old are too new to score. 4: views compared at equal
 * age where fixed-age readings exist; the basis and baseline stored beside the score.
 */
const OUTLIER_RULE_VERSION = 4;
const OUTLIER_RULE = "outlier-score";

/** True when the stored scores were made under the current rule. */
export async function outlierScoresAreCurrent(db: Database): Promise<boolean> {
  const [stored] = await db
    .select({ version: derivedFigures.version })
    .from(derivedFigures)
    .where(eq(derivedFigures.name, OUTLIER_RULE));
  return stored?.version === OUTLIER_RULE_VERSION;
}

/** Marks the stored scores as made under the current rule. */
export async function markOutlierScoresCurrent(executor: Database | Transaction): Promise<void> {
  await executor
    .insert(derivedFigures)
    .values({ name: OUTLIER_RULE, version: OUTLIER_RULE_VERSION, computedAt: new Date() })
    .onConflictDoUpdate({ target: derivedFigures.name, set: { version: OUTLIER_RULE_VERSION, computedAt: new Date() } });
}
