import { Link } from "react-router";
import { BrandLink } from "~/components/brand-link";
import { DemoFootnote } from "~/components/demo-notice";
import { SITE_NAME } from "~/lib/page-meta";
import { FOOTER_GROUPS } from "~/lib/site-navigation";

/** Spec §2: "Footer groups: Tools, Resources, Legal." */
export function SiteFooter({ demo }: { demo: boolean }) {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 flex flex-col gap-3 sm:col-span-3 md:col-span-1">
          <BrandLink />
          <p className="max-w-xs text-sm text-muted-foreground">
            Discover faceless YouTube channel ideas, see what comparable channels earn, and size up a niche before you start.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2 id={`footer-${group.title.toLowerCase()}`} className="text-sm font-semibold">
              {group.title}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} reloadDocument={item.document} className="footer-link">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 sm:px-6 lg:px-8">
          {demo ? <DemoFootnote /> : null}
          <p className="text-xs text-muted-foreground">
            © {year} {SITE_NAME}. Estimates are illustrative and not financial advice.
          </p>
        </div>
      </div>
    </footer>
  );
}
