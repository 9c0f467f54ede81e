import type * as React from "react";
import { type DeleteConfirmation, RowActions } from "~/components/admin/resource/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { cn } from "~/lib/cn";

/** One column of an admin list: its header, its cell, and the classes that hide it on small screens. */
export interface ResourceColumn<Row> {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Classes of both the header and the cells ("hidden md:table-cell", "text-right"). */
  className?: string;
  cellClassName?: string;
}

/**
 * An admin list as a table: the entity's columns, then each row's actions (view, edit, delete
 * behind a confirmation). The next entity brings its column list, not a table of its own.
 */
export function ResourceTable<Row extends { id: string }>({
  rows,
  columns,
  caption,
  nameOf,
  viewHref,
  confirm,
  rowAttributes,
}: {
  rows: readonly Row[];
  columns: readonly ResourceColumn<Row>[];
  caption?: string;
  nameOf: (row: Row) => string;
  viewHref?: (row: Row) => string;
  confirm: (row: Row) => DeleteConfirmation;
  /** data-* attributes a row carries (tests and styles find rows by them). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
}) {
  return (
    <div className="rounded-xl border bg-card shadow-xs">
      <Table>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.header}
              </TableHead>
            ))}
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <TableCell key={column.header} className={cn(column.className, column.cellClassName)}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell>
                <RowActions id={row.id} name={nameOf(row)} viewHref={viewHref?.(row)} confirm={confirm(row)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
