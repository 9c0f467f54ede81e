// A member's page rendered once for every member. Who the member is stays out of the shared bytes: their e-mail
// and its initial are written as slots the cache fills on each request, and whether they follow the page's thing
// is a variant of the page. A render that reads anything else about the member is personal and is not kept.
import { randomBytes } from "node:crypto";
import { emailInitial, type ShellUser } from "#domain/shell-user";
import type { Viewer } from "#server/auth/viewer.server";
import type { FollowKey } from "#server/services/follows.server";

// Per process, so no page content can name a slot on purpose.
const SLOT_PREFIX = `atlasslot${randomBytes(6).toString("hex")}`;
export const SLOTS = { email: `${SLOT_PREFIX}email`, initial: `${SLOT_PREFIX}initial` } as const;
export type SlotName = keyof typeof SLOTS;
export type SlotValues = Record<SlotName, string>;
export const SLOT_PREFIX_BYTES = Buffer.from(SLOT_PREFIX);

/** Characters that read the same in HTML text and attributes, in JSON and inside a JavaScript string, so a value
 * can be written wherever its slot landed. An e-mail with others is served by a render of its own. */
const SLOT_SAFE = /^[A-Za-z0-9._%+@-]+$/;

export function slotValues(viewer: Viewer): SlotValues | null {
  const values = { email: viewer.email, initial: emailInitial(viewer.email) };
  const fits = values.email.length <= 320 && SLOT_SAFE.test(values.email) && SLOT_SAFE.test(values.initial);
  return fits ? values : null;
}

/** What a shared render learnt about the page: the follow it asked about, and whether it read the member. */
export class MemberRender {
  readonly shared: boolean;
  #personal = false;
  #follow: { key: FollowKey; following: boolean } | null = null;
  readonly #raw = new WeakMap<Viewer, Viewer>();

  constructor(shared: boolean) {
    this.shared = shared;
  }

  /** Read anything about the member beyond being one (not an admin): the bytes are theirs alone. */
  get personal(): boolean {
    return this.#personal;
  }

  get follow(): { key: FollowKey; following: boolean } | null {
    return this.#follow;
  }

  markPersonal(): void {
    if (this.shared) this.#personal = true;
  }

  /** The viewer loaders get in a shared render: reading any field but `isAdmin` marks the render personal. */
  watch(viewer: Viewer | null): Viewer | null {
    if (!viewer || !this.shared) return viewer;
    const watched = {} as Viewer;
    for (const field of Object.keys(viewer) as (keyof Viewer)[]) {
      Object.defineProperty(watched, field, {
        enumerable: true,
        get: () => {
          if (field !== "isAdmin") this.markPersonal();
          return viewer[field];
        },
      });
    }
    this.#raw.set(watched, viewer);
    return watched;
  }

  /** The header's user: slots in a shared render. */
  shellUser(viewer: Viewer | null): ShellUser | null {
    if (!viewer) return null;
    const raw = this.#raw.get(viewer) ?? viewer;
    if (this.shared) return { email: SLOTS.email, initial: SLOTS.initial, isAdmin: false };
    return { email: raw.email, initial: emailInitial(raw.email), isAdmin: raw.isAdmin };
  }

  /** Whether the member follows this page's channel, niche or type (null for a visitor); the page's variant. */
  async following(
    viewer: Viewer | null,
    key: FollowKey,
    isFollowing: (userId: string, key: FollowKey) => Promise<boolean>,
  ): Promise<boolean | null> {
    if (!viewer) return null;
    const raw = this.#raw.get(viewer) ?? viewer;
    const following = await isFollowing(raw.id, key);
    if (!this.shared) return following;
    // A page has one variant: a second follow asked about would need another, so such a page is the member's own.
    if (this.#follow && JSON.stringify(this.#follow.key) !== JSON.stringify(key)) this.markPersonal();
    this.#follow = { key, following };
    return following;
  }
}

// The Request the page cache let through, as the catch-all route sees it (GET only: never rebuilt for HEAD).
const sharedRenders = new WeakMap<Request, MemberRender>();

export function startSharedRender(request: Request): MemberRender {
  const render = new MemberRender(true);
  sharedRenders.set(request, render);
  return render;
}

export function memberRenderFor(request: Request): MemberRender {
  return sharedRenders.get(request) ?? new MemberRender(false);
}
