import type * as React from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { ExternalLink, Pencil, Trash2 } from "~/components/ui/icons";

/** How a row's delete is confirmed: the dialog's words (the id is sent with intent=delete). */
export interface DeleteConfirmation {
  description: React.ReactNode;
  confirmLabel: string;
}

/** A row's actions: view on the site, edit (?edit=<id>), delete behind a confirmation. */
export function RowActions({
  id,
  name,
  viewHref,
  confirm,
  children,
}: {
  id: string;
  /** The row's name, in every action's accessible name ("Edit Rainy Lofi"). */
  name: string;
  viewHref?: string;
  confirm: DeleteConfirmation;
  /** Actions of this entity only (the facts' active switch), before the common ones. */
  children?: React.ReactNode;
}) {
  return (
    <div className="flex items-center justify-end gap-0.5 sm:gap-1">
      {children}
      {viewHref ? (
        <Button asChild variant="ghost" size="icon-sm">
          <Link to={viewHref} aria-label={`View ${name} on the site`} title="View on the site">
            <ExternalLink aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="outline" size="sm" className="max-sm:size-8 max-sm:px-0">
        <Link to={`?edit=${encodeURIComponent(id)}`} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" />
          <span className="max-sm:sr-only">Edit</span>
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${name}`}
            title="Delete"
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={`Delete “${name}”?`}
        description={confirm.description}
        confirmLabel={confirm.confirmLabel}
        busyLabel="Deleting…"
        intent="delete"
        fields={{ id }}
      />
    </div>
  );
}
