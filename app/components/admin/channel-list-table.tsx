import { ExternalLink, Pencil, Star, StarOff, Trash2 } from "~/components/ui/icons";
import * as React from "react";
import { Form, Link, useNavigation } from "react-router";
import { channelPath } from "#domain/channel-slug";
import { countryName } from "#domain/countries";
import type { AdminChannelListItem } from "#domain/read-models/admin-channels";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { CompactNumber } from "~/components/compact-number";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useHydrated } from "~/lib/use-hydrated";

type ChannelListItem = Omit<AdminChannelListItem, "slug" | "createdAt" | "updatedAt">;

const BULK_FORM_ID = "channel-bulk-form";
export const BULK_INTENTS = { feature: "feature", unfeature: "unfeature", delete: "delete" } as const;

/**
 * The admin channel table with row selection and the bulk actions (admin area: "bulk feature /
 * unfeature / delete with confirmation"). The checkboxes belong to a POST form, so feature and
 * unfeature work before hydration too; delete asks for confirmation in a dialog first.
 * Selection is local state: render it with `key={location.key}` so each new list (paging,
 * filters, the redirect after an action) starts with nothing selected.
 */
export function ChannelListTable({
  channels,
  typeLabels,
}: {
  channels: readonly ChannelListItem[];
  typeLabels: ReadonlyMap<string, string>;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const pendingIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;

  const selectedRows = channels.filter((channel) => selected.has(channel.id));
  const allSelected = channels.length > 0 && selectedRows.length === channels.length;
  const someSelected = selectedRows.length > 0 && !allSelected;
  const nothingSelected = hydrated && selectedRows.length === 0;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-3">
      <div
        role="toolbar"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-2 rounded-xl border bg-muted/40 px-3 py-2"
      >
        <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
          {hydrated
            ? selectedRows.length === 0
              ? "Select channels to feature, unfeature or delete them."
              : `${selectedRows.length} selected`
            : "Tick channels, then choose an action."}
        </p>
        <BulkButton
          form={BULK_FORM_ID}
          intent={BULK_INTENTS.feature}
          disabled={nothingSelected}
          pending={pendingIntent === BULK_INTENTS.feature}
          busyLabel="Featuring..."
        >
          <Star aria-hidden="true" />
          Feature
        </BulkButton>
        <BulkButton
          form={BULK_FORM_ID}
          intent={BULK_INTENTS.unfeature}
          disabled={nothingSelected}
          pending={pendingIntent === BULK_INTENTS.unfeature}
          busyLabel="Unfeaturing..."
        >
          <StarOff aria-hidden="true" />
          Unfeature
        </BulkButton>
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={!hydrated || selectedRows.length === 0}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
          title={selectedRows.length === 1 ? "Delete this channel?" : `Delete ${selectedRows.length} channels?`}
          description={<DeleteDescription rows={selectedRows} />}
          confirmLabel={selectedRows.length === 1 ? "Delete channel" : `Delete ${selectedRows.length} channels`}
          busyLabel="Deleting..."
          intent={BULK_INTENTS.delete}
          fields={{ ids: selectedRows.map((row) => row.id) }}
        />
      </div>

      <Form id={BULK_FORM_ID} method="post" className="rounded-xl border bg-card shadow-xs">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all channels on this page"
                  checked={allSelected}
                  ref={(input) => {
                    if (input) input.indeterminate = someSelected;
                  }}
                  onChange={(event) =>
                    setSelected(event.currentTarget.checked ? new Set(channels.map((channel) => channel.id)) : new Set())
                  }
                  disabled={!hydrated}
                />
              </TableHead>
              <TableHead>Channel</TableHead>
              <TableHead className="hidden md:table-cell">Type</TableHead>
              <TableHead className="hidden lg:table-cell">Niche</TableHead>
              <TableHead className="hidden sm:table-cell">Country</TableHead>
              <TableHead className="text-right">Subscribers</TableHead>
              <TableHead className="hidden text-right md:table-cell">Views</TableHead>
              <TableHead className="hidden text-right lg:table-cell">Videos</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {channels.map((channel) => {
              const type = channel.uiChannelType && channel.channelType === "other" ? channel.uiChannelType : channel.channelType;
              return (
                <TableRow key={channel.id} data-state={selected.has(channel.id) ? "selected" : undefined}>
                  <TableCell>
                    <Checkbox
                      name="ids"
                      value={channel.id}
                      aria-label={`Select ${channel.channelTitle}`}
                      checked={selected.has(channel.id)}
                      onChange={(event) => toggle(channel.id, event.currentTarget.checked)}
                    />
                  </TableCell>
                  <TableCell className="max-w-[16rem] min-w-[11rem]">
                    <div className="flex flex-col gap-1">
                      <Link
                        to={`/admin/channels/edit/${channel.id}`}
                        className="font-medium break-words underline-offset-4 hover:underline"
                      >
                        {channel.channelTitle}
                      </Link>
                      <span className="truncate text-xs text-muted-foreground">
                        {channel.handle ? `@${channel.handle}` : (channel.youtubeChannelId ?? "No handle")}
                      </span>
                      {channel.isFeatured || channel.isDemo ? (
                        <span className="flex flex-wrap gap-1">
                          {channel.isFeatured ? (
                            <Badge variant="accent">
                              <Star aria-hidden="true" />
                              Featured
                            </Badge>
                          ) : null}
                          {channel.isDemo ? <Badge variant="outline">Demo</Badge> : null}
                        </span>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">{type ? (typeLabels.get(type) ?? type) : <NotSet />}</TableCell>
                  <TableCell className="hidden lg:table-cell">{channel.niche ?? <NotSet />}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {channel.country ? countryName(channel.country) : <NotSet />}
                  </TableCell>
                  <TableCell className="text-right">
                    <CompactNumber value={channel.totalSubscribers} />
                  </TableCell>
                  <TableCell className="hidden text-right md:table-cell">
                    <CompactNumber value={channel.totalViews} />
                  </TableCell>
                  <TableCell className="hidden text-right lg:table-cell">
                    <CompactNumber value={channel.videoCount} />
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="icon-sm">
                        <Link to={`/admin/channels/edit/${channel.id}`} aria-label={`Edit ${channel.channelTitle}`} title="Edit">
                          <Pencil aria-hidden="true" />
                        </Link>
                      </Button>
                      <Button asChild variant="ghost" size="icon-sm">
                        <Link
                          to={channelPath(channel.channelTitle, channel.id)}
                          aria-label={`View ${channel.channelTitle}'s public page`}
                          title="View public page"
                        >
                          <ExternalLink aria-hidden="true" />
                        </Link>
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Form>
    </div>
  );
}

function BulkButton({
  form,
  intent,
  disabled,
  pending,
  busyLabel,
  children,
}: {
  form: string;
  intent: string;
  disabled: boolean;
  pending: boolean;
  busyLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      form={form}
      name="intent"
      value={intent}
      variant="outline"
      size="sm"
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending ? (
        <>
          <Spinner className="size-4" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

function DeleteDescription({ rows }: { rows: readonly ChannelListItem[] }) {
  const names = rows.slice(0, 5).map((row) => `“${row.channelTitle}”`);
  const more = rows.length - names.length;
  return (
    <>
      {names.join(", ")}
      {more > 0 ? ` and ${more} more` : ""} will be removed with their videos and history, and their public pages will stop
      working. This can't be undone.
    </>
  );
}

function NotSet() {
  return <span className="text-muted-foreground">—</span>;
}
