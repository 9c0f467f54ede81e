import { ResourceTable } from "~/components/admin/resource/resource-table";
import { inUse, usageColumns } from "~/components/admin/resource/usage-columns";
import { usageText } from "#domain/admin/usage";

export interface ChannelTypeTableRow {
  id: string;
  label: string;
  gradientFrom: string | null;
  gradientTo: string | null;
  channelCount: number;
  ideaCount: number;
}

const FALLBACK_GRADIENT = ["#4f46e5", "#7c3aed"] as const;

/** The channel types with their usage and the row actions (view, edit, delete behind a confirmation). */
export function ChannelTypeTable({ types }: { types: readonly ChannelTypeTableRow[] }) {
  return (
    <ResourceTable
      rows={types}
      nameOf={(type) => type.label}
      viewHref={(type) => `/channel-types/${type.id}`}
      confirm={(type) => ({
        confirmLabel: "Delete channel type",
        description: inUse(type)
          ? "Channels or ideas still use this type, so it can't be deleted until they are moved to another type."
          : "The type and its guide are removed from the site, and from any niche that lists it. This can't be undone.",
      })}
      columns={[
        {
          header: "Type",
          cellClassName: "min-w-36 sm:min-w-48",
          cell: (type) => (
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded-md shadow-xs"
                style={{
                  backgroundImage: `linear-gradient(135deg, ${type.gradientFrom ?? FALLBACK_GRADIENT[0]}, ${type.gradientTo ?? FALLBACK_GRADIENT[1]})`,
                }}
              />
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{type.label}</span>
                <code className="truncate text-xs text-muted-foreground">{type.id}</code>
                {/* Phones: the usage columns are hidden, so it is said here. */}
                <span className="text-xs text-muted-foreground sm:hidden">{usageText(type.channelCount, type.ideaCount)}</span>
              </div>
            </div>
          ),
        },
        ...usageColumns<ChannelTypeTableRow>(),
      ]}
    />
  );
}
