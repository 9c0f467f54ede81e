import { Check, Minus } from "~/components/ui/icons";
import type { StartFormatView } from "#domain/read-models/start";
import {
  MAX_LONG_UPLOADS_PER_WEEK,
  MAX_SHORTS_PER_WEEK,
  MIN_LONG_UPLOADS_PER_WEEK,
  MIN_SHORTS_PER_WEEK,
  uploadsPerWeekText,
} from "#domain/start-plan";

/** Which formats fit the constraints, with the assumption behind each, and why each other one is out. */
export function FormatFitList({ formats }: { formats: StartFormatView[] }) {
  const fitting = formats.filter((format) => format.fits);
  const out = formats.filter((format) => !format.fits);
  return (
    <section aria-labelledby="formats-heading" className="flex flex-col gap-4" data-testid="start-formats">
      <div>
        <h2 id="formats-heading" className="text-xl font-semibold">
          Formats for what you have
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {fitting.length} of {formats.length} formats fit. A format fits when your hours make enough uploads (long-form: at least{" "}
          {uploadsPerWeekText(MIN_LONG_UPLOADS_PER_WEEK)}; Shorts: at least {MIN_SHORTS_PER_WEEK} a week; counted up to{" "}
          {MAX_LONG_UPLOADS_PER_WEEK} and {MAX_SHORTS_PER_WEEK} a week), your budget covers it, and it needs your own voice only
          if you narrate. Hours, budgets and voices per format are our editorial assumptions, not measurements.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="text-sm font-medium">Fit ({fitting.length})</h3>
          {fitting.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">None.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {fitting.map((format) => (
                <li key={format.typeId} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="font-medium">{format.label}</span>
                    {format.plan ? (
                      <span className="text-muted-foreground">
                        : ~{format.plan.hoursPerUpload} h a {format.plan.mode === "long" ? "video" : "Short"} ({format.plan.why}),{" "}
                        {uploadsPerWeekText(format.plan.uploadsPerWeek)}, ~${format.plan.monthlyBudget} a month.
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="text-sm font-medium">Out ({out.length})</h3>
          {out.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">None.</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2 text-sm" data-testid="start-formats-out">
              {out.map((format) => (
                <li key={format.typeId} className="flex gap-2">
                  <Minus className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span>
                    <span className="font-medium">{format.label}</span>
                    <span className="text-muted-foreground">: {format.reasons.join("; ")}.</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
