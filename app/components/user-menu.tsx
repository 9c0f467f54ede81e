import { Suspense, useState } from "react";
import { OnDemandBoundary } from "~/components/on-demand-boundary";
import { UserAvatar } from "~/components/user-avatar";
import { onDemand } from "~/lib/on-demand";
import type { ShellUser } from "#domain/shell-user";

export const USER_MENU_TRIGGER_CLASS =
  "rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none";

export const userMenuLabel = (user: ShellUser) => `Account menu for ${user.email}`;

// The menu library (Radix dropdown) loads when the menu is first opened, not with every page.
const dropdown = onDemand(() => import("~/components/user-menu-dropdown"));

/**
 * Spec §2: "A user menu (avatar with the first letter of the e-mail) shows the e-mail, Profile,
 * User Management (admins only) and Log out." Until it is first opened this is only its button;
 * hovering or focusing it fetches the menu, clicking (or Enter / Space) opens it.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  // Each click is a new attempt: after a failed fetch the next click tries again.
  const [opened, setOpened] = useState<null | { keyboard: boolean; attempt: number }>(null);
  const button = (
    <button
      type="button"
      className={USER_MENU_TRIGGER_CLASS}
      aria-label={userMenuLabel(user)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={dropdown.preload}
      onFocus={dropdown.preload}
      // detail is 0 for a click made with the keyboard.
      onClick={(event) => setOpened({ keyboard: event.detail === 0, attempt: (opened?.attempt ?? 0) + 1 })}
    >
      <UserAvatar initial={user.initial} />
    </button>
  );
  if (!opened) return button;
  return (
    <OnDemandBoundary key={opened.attempt} fallback={button}>
      <Suspense fallback={button}>
        <dropdown.Component user={user} openedWithKeyboard={opened.keyboard} />
      </Suspense>
    </OnDemandBoundary>
  );
}
