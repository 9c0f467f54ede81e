// The page's JavaScript is fetched after its first paint, not beside its stylesheet (ADR 018).
//
// React Router's <Scripts> writes a modulepreload link for every module of the page into the
// head and an inline module script that imports them. On a slow phone connection those ~130 KB
// share the line with the one stylesheet the first paint waits for, so the page shows later
// (Lighthouse's slow-4G run: first paint 2.5–3 s with them, under 1 s without). Every page
// works before hydration (links, GET forms, the theme form), so the scripts can wait a frame.
//
// The server turns both into inert markup (app/lib/scripts-after-first-paint.server.ts) and the
// boot script below, placed right after <Scripts>, brings them back once the page has painted:
// the preloads as real modulepreload links, the module script as a new inline module carrying
// the response's CSP nonce. A hidden tab paints no frames, so it starts them at once.

/** The rel of a modulepreload link held back until the first paint (browsers ignore it). */
export const HELD_PRELOAD_REL = "held-modulepreload";
/** The type of the inline module script held back until the first paint (browsers do not run it). */
export const HELD_MODULE_TYPE = "text/held-module";

// When: once the browser reports the first contentful paint, which it does after the frame is on
// screen (a frame drawn but not yet shown would still let the scripts in before it); where that
// report is not available, or no contentful paint is reported within half a second of the first
// frame, right after that frame.
export const SCRIPTS_AFTER_FIRST_PAINT = `(function(){
var n=document.currentScript&&document.currentScript.nonce,started=false;
function start(){if(started)return;started=true;var h=document.head;
document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");h.appendChild(p)});
document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function(d){var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=d.textContent;h.appendChild(s)})}
function soon(){setTimeout(start,0)}
if(document.visibilityState!=="visible")return start();
var P=window.PerformanceObserver,painted=function(l){return l.getEntriesByName("first-contentful-paint").length>0};
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")!==-1){
if(painted(performance))return soon();
new P(function(l,o){if(painted(l)){o.disconnect();soon()}}).observe({type:"paint",buffered:true});
requestAnimationFrame(function(){setTimeout(start,500)})}
else requestAnimationFrame(soon)})();`;
