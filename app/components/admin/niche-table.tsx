import { ResourceTable } from "~/components/admin/resource/resource-table";
import { inUse, usageColumns } from "~/components/admin/resource/usage-columns";
import { usageText } from "#domain/admin/usage";
import { levelLabel } from "~/components/guides/level-badge";
import { formatRpmRange } from "~/components/guides/rpm-range";

export interface NicheTableRow {
  id: string;
  slug: string;
  name: string;
  rpmLow: number;
  rpmHigh: number;
  competition: string;
  demonetizationRisk: string;
  channelCount: number;
  ideaCount: number;
}

/** The niches with their RPM range, levels and usage, and the row actions (view, edit, delete behind a confirmation). */
export function NicheTable({ niches }: { niches: readonly NicheTableRow[] }) {
  return (
    <ResourceTable
      rows={niches}
      nameOf={(niche) => niche.name}
      viewHref={(niche) => `/niches/${niche.slug}`}
      confirm={(niche) => ({
        confirmLabel: "Delete niche",
        description: inUse(niche)
          ? "Channels or ideas still use this niche, so it can't be deleted until they are moved to another niche."
          : "The niche and its page are removed from the site. This can't be undone.",
      })}
      columns={[
        {
          header: "Niche",
          cellClassName: "min-w-36 sm:min-w-44",
          cell: (niche) => (
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{niche.name}</span>
              <code className="truncate text-xs text-muted-foreground">{niche.slug}</code>
              {/* Phones: the usage columns are hidden, so it is said here. */}
              <span className="text-xs text-muted-foreground sm:hidden">{usageText(niche.channelCount, niche.ideaCount)}</span>
            </div>
          ),
        },
        {
          header: "RPM (USD)",
          className: "hidden md:table-cell",
          cellClassName: "whitespace-nowrap tabular-nums",
          cell: (niche) => formatRpmRange(niche.rpmLow, niche.rpmHigh),
        },
        { header: "Competition", className: "hidden lg:table-cell", cell: (niche) => levelLabel(niche.competition) },
        { header: "Editorial risk", className: "hidden lg:table-cell", cell: (niche) => levelLabel(niche.demonetizationRisk) },
        ...usageColumns<NicheTableRow>(),
      ]}
    />
  );
}
