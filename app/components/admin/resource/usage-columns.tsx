import type { ResourceColumn } from "~/components/admin/resource/resource-table";

interface Used {
  channelCount: number;
  ideaCount: number;
}

/** The Channels and Ideas columns of a taxonomy list (hidden on phones, where the row says it). */
export function usageColumns<Row extends Used>(): ResourceColumn<Row>[] {
  return [
    {
      header: "Channels",
      className: "hidden text-right sm:table-cell",
      cellClassName: "tabular-nums",
      cell: (row) => row.channelCount.toLocaleString("en-US"),
    },
    {
      header: "Ideas",
      className: "hidden text-right sm:table-cell",
      cellClassName: "tabular-nums",
      cell: (row) => row.ideaCount.toLocaleString("en-US"),
    },
  ];
}

/** Whether channels or ideas still use the row (its delete will be refused). */
export function inUse(row: Used): boolean {
  return row.channelCount + row.ideaCount > 0;
}
