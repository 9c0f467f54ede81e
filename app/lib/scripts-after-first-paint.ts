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

/**
 * What a person did before the page hydrated is carried out once it has (app/root.tsx calls
 * this): React only hears events from hydration on.
 * - A field changed before then (typed into, an option chosen) is announced to React with an
 *   input or change event, so a calculator or a filter follows what the field shows. React
 *   tracks a field's last value and ignores an event that does not change it; the field is
 *   told its rendered value first, then shown the chosen one again without telling the tracker.
 * - A checkbox or radio button changed before then is put back and clicked (React hears a
 *   click for them), which changes it again, now in React's sight.
 * - A tap on a button that needs JavaScript (a menu, "Another fact", a dialog) is held by the
 *   boot script and replayed (pointer down, up, click: menus that open on pointer down open too).
 *   A form's submit button and links are left to the browser: they work without JavaScript.
 */
export const REPLAY_EARLY_INPUT = "__replayEarlyInput";

const EARLY_INPUT = `var early=[];
function hold(e){if(document.documentElement.hasAttribute("data-hydrated"))return;
var b=e.target&&e.target.closest?e.target.closest("button"):null;
if(!b||b.disabled||(b.type!=="button"&&b.form))return;
e.preventDefault();e.stopImmediatePropagation();if(early.indexOf(b)===-1)early.push(b)}
document.addEventListener("click",hold,true);
function field(f){var t=f.type;
if(f.tagName==="SELECT"){var d=null;for(var i=0;i<f.options.length;i++)if(f.options[i].defaultSelected)d=f.options[i];d=d||f.options[0];
if(d&&f.value!==d.value)f.dispatchEvent(new Event("change",{bubbles:true}));return}
if(t==="checkbox"||t==="radio"){if(f.checked!==f.defaultChecked&&(t==="checkbox"||f.checked)){f.checked=f.defaultChecked;f.click()}return}
if(t==="hidden"||t==="file"||t==="submit"||t==="button"||t==="reset"||t==="image"||f.value===f.defaultValue)return;
var v=f.value,own=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value");
f.value=f.defaultValue;own.set.call(f,v);f.dispatchEvent(new Event("input",{bubbles:true}))}
window.${REPLAY_EARLY_INPUT}=function(){document.removeEventListener("click",hold,true);
document.querySelectorAll("input,select,textarea").forEach(field);
var list=early;early=[];
list.forEach(function(b){if(!b.isConnected||b.disabled)return;var o={bubbles:true,cancelable:true,composed:true,view:window,button:0,buttons:1,pointerType:"mouse",isPrimary:true};
b.dispatchEvent(new PointerEvent("pointerdown",o));b.dispatchEvent(new MouseEvent("mousedown",o));o.buttons=0;
b.dispatchEvent(new PointerEvent("pointerup",o));b.dispatchEvent(new MouseEvent("mouseup",o));b.dispatchEvent(new MouseEvent("click",o))})};`;

// A page has 20–30 modules and starting each fetch costs the main thread about a millisecond
// (four on a phone), so the preloads go in a few at a time, each batch a task of its own.
const PRELOADS_PER_TASK = 6;

// When: once the browser reports the first contentful paint, which it does after the frame is on
// screen (a frame drawn but not yet shown would still let the scripts in before it); where that
// report is not available, or no contentful paint is reported within half a second of the first
// frame, right after that frame.
export const SCRIPTS_AFTER_FIRST_PAINT = `(function(){
${EARLY_INPUT}
var n=document.currentScript&&document.currentScript.nonce,started=false;
function start(){if(started)return;started=true;var h=document.head,held=[].slice.call(document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]'));
function batch(){held.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){var p=document.createElement("link");p.rel="modulepreload";p.href=l.getAttribute("href");h.appendChild(p)});
if(held.length)return setTimeout(batch,0);
document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function(d){var s=document.createElement("script");s.type="module";if(n)s.nonce=n;s.textContent=d.textContent;h.appendChild(s)})}
batch()}
function soon(){setTimeout(start,0)}
if(document.visibilityState!=="visible")return start();
var P=window.PerformanceObserver,painted=function(l){return l.getEntriesByName("first-contentful-paint").length>0};
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")!==-1){
if(painted(performance))return soon();
new P(function(l,o){if(painted(l)){o.disconnect();soon()}}).observe({type:"paint",buffered:true});
requestAnimationFrame(function(){setTimeout(start,500)})}
else requestAnimationFrame(soon)})();`;
