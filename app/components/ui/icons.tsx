// The site's icons (lucide's drawings) as references into one cached SVG sprite, instead of the
// full <svg> paths inlined in the HTML at every use (a page repeats the same arrow twenty
// times) and shipped again in the JavaScript. Same names and props as lucide-react's icons.
// Add an icon here, then `npm run icons` regenerates icon-sprite.svg (a unit test checks it).
import type * as React from "react";
import spriteUrl from "~/components/ui/icon-sprite.svg?url";

type IconProps = Omit<React.SVGProps<SVGSVGElement>, "children" | "ref"> & { strokeWidth?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** Where an icon's drawing lives: the sprite's URL and the symbol's id. */
function iconHref(id: string): string {
  return `${spriteUrl}#${id}`;
}

/* @__NO_SIDE_EFFECTS__ */
function spriteIcon(id: string): IconComponent {
  return function SpriteIcon({ className, strokeWidth, style, ...props }: IconProps) {
    // Decorative unless labelled, as lucide's own icons (the text beside them says it).
    const labelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        aria-hidden={labelled ? undefined : true}
        {...props}
        className={className ? `icon ${className}` : "icon"}
        // The stroke width is set in CSS (.icon in app.css), which an attribute would not beat.
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
      >
        <use href={iconHref(id)} />
      </svg>
    );
  };
}

export const AlertCircle = spriteIcon("alert-circle");
export const AlertTriangle = spriteIcon("alert-triangle");
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Ban = spriteIcon("ban");
export const Bold = spriteIcon("bold");
export const BookOpen = spriteIcon("book-open");
export const Boxes = spriteIcon("boxes");
export const Calculator = spriteIcon("calculator");
export const ChartNoAxesColumn = spriteIcon("chart-no-axes-column");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("check-circle-2");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleAlert = spriteIcon("circle-alert");
export const CircleCheck = spriteIcon("circle-check");
export const CircleDashed = spriteIcon("circle-dashed");
export const Clock = spriteIcon("clock");
export const Code = spriteIcon("code");
export const Compass = spriteIcon("compass");
export const Copy = spriteIcon("copy");
export const DollarSign = spriteIcon("dollar-sign");
export const Download = spriteIcon("download");
export const DownloadCloud = spriteIcon("download-cloud");
export const ExternalLink = spriteIcon("external-link");
export const Eye = spriteIcon("eye");
export const EyeOff = spriteIcon("eye-off");
export const FileSpreadsheet = spriteIcon("file-spreadsheet");
export const Film = spriteIcon("film");
export const Flag = spriteIcon("flag");
export const Gauge = spriteIcon("gauge");
export const Globe = spriteIcon("globe");
export const Heading3 = spriteIcon("heading-3");
export const Heading4 = spriteIcon("heading-4");
export const History = spriteIcon("history");
export const House = spriteIcon("house");
export const Image = spriteIcon("image");
export const ImageOff = spriteIcon("image-off");
export const Inbox = spriteIcon("inbox");
export const Info = spriteIcon("info");
export const Italic = spriteIcon("italic");
export const KeyRound = spriteIcon("key-round");
export const Layers = spriteIcon("layers");
export const Lightbulb = spriteIcon("lightbulb");
export const Link2 = spriteIcon("link-2");
export const List = spriteIcon("list");
export const ListChecks = spriteIcon("list-checks");
export const ListOrdered = spriteIcon("list-ordered");
export const Loader2 = spriteIcon("loader-2");
export const LoaderCircle = spriteIcon("loader-circle");
export const Lock = spriteIcon("lock");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailOpen = spriteIcon("mail-open");
export const MailQuestion = spriteIcon("mail-question");
export const Menu = spriteIcon("menu");
export const MessageSquare = spriteIcon("message-square");
export const Minus = spriteIcon("minus");
export const Monitor = spriteIcon("monitor");
export const Moon = spriteIcon("moon");
export const Pencil = spriteIcon("pencil");
export const Plus = spriteIcon("plus");
export const Quote = spriteIcon("quote");
export const Radar = spriteIcon("radar");
export const RefreshCw = spriteIcon("refresh-cw");
export const Reply = spriteIcon("reply");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Save = spriteIcon("save");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const Shapes = spriteIcon("shapes");
export const ShieldAlert = spriteIcon("shield-alert");
export const ShieldCheck = spriteIcon("shield-check");
export const ShieldMinus = spriteIcon("shield-minus");
export const SlidersHorizontal = spriteIcon("sliders-horizontal");
export const Smartphone = spriteIcon("smartphone");
export const Sparkles = spriteIcon("sparkles");
export const Star = spriteIcon("star");
export const StarOff = spriteIcon("star-off");
export const Sun = spriteIcon("sun");
export const Tag = spriteIcon("tag");
export const ThumbsUp = spriteIcon("thumbs-up");
export const Trash2 = spriteIcon("trash-2");
export const TrendingDown = spriteIcon("trending-down");
export const TrendingUp = spriteIcon("trending-up");
export const Trophy = spriteIcon("trophy");
export const Tv = spriteIcon("tv");
export const Undo2 = spriteIcon("undo-2");
export const Unlink = spriteIcon("unlink");
export const Upload = spriteIcon("upload");
export const User = spriteIcon("user");
export const UserCog = spriteIcon("user-cog");
export const UserX = spriteIcon("user-x");
export const Users = spriteIcon("users");
export const Wallet = spriteIcon("wallet");
export const Wrench = spriteIcon("wrench");
export const X = spriteIcon("x");
export const XCircle = spriteIcon("x-circle");
