// /privacy-policy and /terms-of-service — spec §2: "(both show the same page)". One document
// with both parts; /terms-of-service is its canonical URL so search engines index it once.
import { Link } from "react-router";
import type { Route } from "./+types/legal";
import { PageContents, ProseSection } from "~/components/guides/prose-section";
import { PageHeader } from "~/components/page-header";
import { appContext } from "#server/app-context";
import { seoMeta, siteOrigin } from "~/lib/seo";

const TITLE = "Terms of Service and Privacy Policy";
const DESCRIPTION = "The rules for using Faceless Atlas and how we handle your personal data.";
const CANONICAL_PATH = "/terms-of-service";
const LAST_UPDATED = "November 21, 2026";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: siteOrigin(context.get(appContext).publicEnv.publicUrl, request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: TITLE,
    description: DESCRIPTION,
    origin: loaderData?.origin,
    path: CANONICAL_PATH,
    breadcrumbs: [{ name: "Terms and Privacy", path: CANONICAL_PATH }],
  });
}

const SECTIONS = [
  { id: "terms", title: "Terms of Service" },
  { id: "accounts", title: "Accounts" },
  { id: "acceptable-use", title: "Acceptable use" },
  { id: "estimates", title: "Estimates are not advice" },
  { id: "liability", title: "Liability" },
  { id: "privacy", title: "Privacy Policy" },
  { id: "data-we-keep", title: "What we keep and why" },
  { id: "retention", title: "How long we keep it" },
  { id: "your-rights", title: "Your rights" },
  { id: "changes", title: "Changes and contact" },
];

const link = "text-primary underline underline-offset-4";

export default function LegalPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageHeader title={TITLE} description={`${DESCRIPTION} Last updated ${LAST_UPDATED}.`} />
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <PageContents items={SECTIONS} />
        </div>
        <div className="flex max-w-3xl flex-col gap-12">
          <ProseSection id="terms" title="Terms of Service">
            <p>
              These terms apply when you use Faceless Atlas (“the site”, “we”), whether or not you have an account. By using the
              site you accept them. If you do not agree, please do not use the site.
            </p>
            <p>
              The site is a directory and research tool about faceless YouTube channels: public channel statistics, guides to
              channel formats, niches, ideas and calculators. It is independent and is not affiliated with, endorsed or sponsored
              by YouTube or Google.
            </p>
          </ProseSection>

          <ProseSection id="accounts" title="Accounts">
            <ul>
              <li>
                You need an account to see revenue estimates and rankings. Give a real e-mail address and keep your password to
                yourself.
              </li>
              <li>You are responsible for what happens under your account. Turn on two-factor sign-in if you can.</li>
              <li>You can delete your account at any time by contacting us; we may suspend accounts that break these terms.</li>
            </ul>
          </ProseSection>

          <ProseSection id="acceptable-use" title="Acceptable use">
            <p>You may browse, search, link to and quote the site. You may not:</p>
            <ul>
              <li>scrape or query the site or its API at a rate that degrades it for others, or get around its rate limits;</li>
              <li>republish the directory or its estimates as a competing database or resell them;</li>
              <li>use the site to harass, impersonate or dox creators, or to infringe anyone's copyright;</li>
              <li>try to break into accounts, probe for vulnerabilities without permission, or upload malicious content.</li>
            </ul>
            <p>
              Channel names, descriptions and thumbnails belong to their owners. If you own a listed channel and want something
              corrected or removed,{" "}
              <Link to="/contact" className={link}>
                contact us
              </Link>
              .
            </p>
          </ProseSection>

          <ProseSection id="estimates" title="Estimates are not advice">
            <p>
              Revenue, CPM and RPM figures are estimates calculated from public statistics and typical advertising rates, as
              described on{" "}
              <Link to="/how-it-works" className={link}>
                How It Works
              </Link>
              . They can be far from a channel's real earnings. Nothing on the site is financial, legal or tax advice; make your
              own decisions and check YouTube's current monetization policies.
            </p>
          </ProseSection>

          <ProseSection id="liability" title="Liability">
            <p>
              The site is provided “as is”, without warranties of accuracy, availability or fitness for a purpose. To the extent
              the law allows, we are not liable for losses arising from your use of the site or from decisions made on the basis
              of its estimates. Nothing in these terms limits liability that cannot be limited by law.
            </p>
          </ProseSection>

          <ProseSection id="privacy" title="Privacy Policy">
            <p>
              We collect as little personal data as the site needs, we do not sell it, and we do not use advertising or cross-site
              tracking.
            </p>
          </ProseSection>

          <ProseSection id="data-we-keep" title="What we keep and why">
            <ul>
              <li>
                <strong>Account data</strong>: e-mail address, full name, username, a hash of your password (never the password
                itself) and your two-factor settings — to sign you in and show your profile.
              </li>
              <li>
                <strong>Sessions</strong>: a session record with the time it was created, and the browser and IP address it came
                from — to keep you signed in and to spot suspicious sign-ins.
              </li>
              <li>
                <strong>Contact messages</strong>: the name, e-mail address, subject and message you send — to answer you. To
                limit abuse, we count messages per sender using a one-way hash of the IP address, not the address itself.
              </li>
              <li>
                <strong>Server logs</strong>: request paths, status codes and timings with a request id — to keep the site running
                and secure.
              </li>
              <li>
                <strong>Cookies</strong>: only the theme and session cookies described under{" "}
                <Link to="/how-it-works#cookies" className={link}>
                  Cookies
                </Link>
                .
              </li>
            </ul>
            <p>
              Channel data in the directory is public information about YouTube channels, published by their owners on YouTube.
              Outgoing e-mail (confirmations, password resets) is sent through our mail provider only to deliver it.
            </p>
          </ProseSection>

          <ProseSection id="retention" title="How long we keep it">
            <ul>
              <li>Account data: while your account exists; deleted within 30 days of account deletion.</li>
              <li>Sessions: until you log out or they expire.</li>
              <li>Contact messages: up to 12 months after the conversation ends.</li>
              <li>Server logs: up to 30 days.</li>
            </ul>
          </ProseSection>

          <ProseSection id="your-rights" title="Your rights">
            <p>
              You can see and change your name and username on your profile. You can ask us for a copy of your data, to correct
              it, or to delete it, and you can object to how we use it. Where the GDPR or similar laws apply, you may also
              complain to your data protection authority. We answer requests within 30 days.
            </p>
          </ProseSection>

          <ProseSection id="changes" title="Changes and contact">
            <p>
              If we change these terms or this policy in a way that matters, we will update the date at the top and, for account
              holders, tell you by e-mail before the change takes effect. Questions or requests: use the{" "}
              <Link to="/contact" className={link}>
                contact form
              </Link>
              .
            </p>
          </ProseSection>
        </div>
      </div>
    </div>
  );
}
