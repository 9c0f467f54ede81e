import { cn } from "~/lib/cn";

/** A round avatar showing the first letter of the e-mail, uppercased (spec §2 user menu). */
export function UserAvatar({ email, className }: { email: string; className?: string }) {
  const letter = email.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {letter}
    </span>
  );
}
