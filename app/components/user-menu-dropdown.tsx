import { Eye, LogOut, User, UserCog } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { UserAvatar } from "~/components/user-avatar";
import { USER_MENU_TRIGGER_CLASS, userMenuLabel } from "~/components/user-menu";
import type { ShellUser } from "#domain/shell-user";

/** The user menu itself (loaded by UserMenu when it is first opened, which it opens at once). */
export default function UserMenuDropdown({ user, openedWithKeyboard }: { user: ShellUser; openedWithKeyboard: boolean }) {
  const content = useRef<HTMLDivElement>(null);
  // Opened from the keyboard: the first item takes focus, as when Radix opens it from the keyboard
  // (this parent effect runs after Radix has focused the menu itself).
  useEffect(() => {
    if (openedWithKeyboard) content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [openedWithKeyboard]);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger className={USER_MENU_TRIGGER_CLASS} aria-label={userMenuLabel(user)}>
        <UserAvatar initial={user.initial} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" ref={content}>
        <DropdownMenuLabel className="flex items-center gap-2.5 font-normal">
          <UserAvatar initial={user.initial} />
          <span className="min-w-0 truncate text-sm" title={user.email}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/watchlist">
            <Eye aria-hidden="true" />
            Watchlist
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin/users">
              <UserCog aria-hidden="true" />
              User Management
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <Form method="post" action="/auth/logout">
          {/* Keep the menu (and so this form) mounted until the click has submitted it. */}
          <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
            <button type="submit" className="w-full">
              <LogOut aria-hidden="true" />
              Log out
            </button>
          </DropdownMenuItem>
        </Form>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
