import type * as React from "react";
import { TableBody, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";

export interface ProjectionColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => React.ReactNode;
  numeric?: boolean;
  /** Let the cell wrap (a low – high range may break at the dash); others stay on one line. */
  wrap?: boolean;
}

/**
 * The projection as a table: the accessible counterpart of the chart (the chart is hidden from
 * screen readers). Long projections scroll inside a focusable region with a sticky header.
 */
export function ProjectionTable<Row>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  short = false,
}: {
  id: string;
  caption: string;
  columns: readonly ProjectionColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A shorter frame, under a history chart. */
  short?: boolean;
}) {
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      // Keyboard users can scroll a long table.
      tabIndex={0}
      className={cn(
        "overflow-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        short ? "max-h-64" : "max-h-80",
      )}
    >
      {/* A bare <table> rather than <Table>: its own scroll frame would break the sticky header. */}
      <table id={id} className="w-full caption-bottom text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--color-border)]">
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column.key} scope="col" className={cn("px-2 sm:px-3", column.numeric && "text-right")}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            // Plain cells with short classes: a long projection repeats them hundreds of times.
            <tr key={rowKey(row)} className="table-row">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className="projection-rowhead">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={cn("projection-cell", column.numeric && "text-right", !column.wrap && "whitespace-nowrap")}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
