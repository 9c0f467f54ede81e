import { Link2 } from "~/components/ui/icons";
import { Link } from "react-router";
import { formatNumber } from "#domain/format";
import { DashboardJobStatus, type DashboardJobRunView } from "~/components/admin/dashboard-job-status";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter } from "~/components/ui/card";
import { DashboardCardHeader } from "~/components/admin/dashboard-card-header";

/** The last link-check run, or how to start the first one. */
export function DashboardLinkCheckCard({
  run,
  now,
}: {
  run: (DashboardJobRunView & { brokenLinks: number }) | null;
  now: Date | string;
}) {
  return (
    <Card data-testid="link-check-card">
      <DashboardCardHeader icon={Link2} title="Link check" description="Channel links, screenshots and type images." />
      <CardContent>
        {run ? (
          <div className="flex flex-col gap-3">
            <DashboardJobStatus run={run} now={now} itemNoun="links" />
            <p className="text-sm font-medium tabular-nums">
              {run.brokenLinks === 0
                ? "No broken links found"
                : `${formatNumber(run.brokenLinks)} broken ${run.brokenLinks === 1 ? "link" : "links"}`}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No link check has run yet.</p>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/tools/link-checker">{run ? "Open the link checker" : "Run a link check"}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
