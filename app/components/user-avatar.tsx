import { cn } from "~/lib/cn";

/** A round avatar showing the first letter of the e-mail, uppercased (spec §2 user menu; `emailInitial`). */
export function UserAvatar({ initial, className }: { initial: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {initial}
    </span>
  );
}
