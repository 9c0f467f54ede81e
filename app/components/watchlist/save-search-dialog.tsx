// The "Save this search" dialog, loaded on demand (the Radix dialog stays out of the search
// page's first load) and opened as soon as it arrives.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Save } from "~/components/ui/icons";
import { SaveSearchForm } from "~/components/watchlist/save-search-form";

export default function SaveSearchDialog({
  query,
  suggestedName,
  className,
}: {
  query: string;
  suggestedName: string;
  className?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className={className} data-testid="save-search">
          <Save className="size-4" aria-hidden="true" />
          Save this search
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" data-testid="save-search-dialog">
        <DialogHeader>
          <DialogTitle>Save this search</DialogTitle>
          <DialogDescription>Find it on your watchlist, with how many new channels match since you saved it.</DialogDescription>
        </DialogHeader>
        <SaveSearchForm
          query={query}
          suggestedName={suggestedName}
          onSaved={() => setOpen(false)}
          cancel={
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
