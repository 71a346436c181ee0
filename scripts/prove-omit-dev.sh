#!/usr/bin/env bash
# An operator's install of a built checkout: copy it without node_modules, `npm ci --omit=dev` (no Vite, esbuild, tsx,
# Babel or Lingui CLI), then `npm start` on a new embedded database on loopback, sign in with a demo account and read
# the signed-in user back, stop it, and run the CLI there too. Run after `npm run build`; `.ci/run` runs it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() {
  echo "omit-dev proof FAILED: $*" >&2
  exit 1
}

[ -f "$root/dist/index.html" ] || fail "no dist/index.html: run \`npm run build\` first"
[ -f "$root/dist-server/main.js" ] || fail "no dist-server/main.js: run \`npm run build\` first"

work="$(mktemp -d "${TMPDIR:-/tmp}/kita-omit-dev-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
app="$work/kita"
mkdir -p "$app"

echo "omit-dev proof: copying the built checkout to $app"
# tar keeps the modification times, so the builds stay newer than their sources, as in a checkout built in place.
tar -C "$root" -c --exclude=./node_modules --exclude=./.git --exclude=./.ci/.node --exclude=./data \
  --exclude=./test-results --exclude=./playwright-report . | tar -C "$app" -x

cd "$app"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >"$work/npm-ci.log" 2>&1 || {
  cat "$work/npm-ci.log" >&2
  fail "npm ci --omit=dev"
}
# The build tools, and the browser's own packages, which Vite bundled into dist/.
for tool in vite esbuild tsx @babel/core @lingui/cli drizzle-kit react firebase dexie workbox-precaching; do
  [ ! -e "node_modules/$tool" ] || fail "node_modules/$tool is installed: it should be a dev dependency only"
done
node --input-type=module -e "
  const sharp = (await import('sharp')).default;
  await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } }).webp().toBuffer();" ||
  fail "sharp does not run after npm ci --omit=dev"

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
echo "omit-dev proof: npm start on 127.0.0.1:$port"
PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" SEED=demo DATABASE_URL= LOG_LEVEL=warn \
  node server/start.mjs >"$work/server.log" 2>&1 &
server_pid=$!

PORT="$port" SERVER_PID="$server_pid" node --input-type=module -e "
  const base = 'http://127.0.0.1:' + process.env.PORT;
  const alive = () => { try { process.kill(Number(process.env.SERVER_PID), 0); return true; } catch { return false; } };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (!alive()) throw new Error('the server exited before it answered');
    if (Date.now() > deadline) throw new Error('no answer from /api/health within 150 s');
    const health = await fetch(base + '/api/health').catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const page = await fetch(base + '/');
  const html = await page.text();
  if (page.status !== 200 || !html.includes('<script')) throw new Error('/ did not serve the built web app: ' + page.status);
  const login = await fetch(base + '/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'erzieherin@sonnenblume.example', password: 'kita-demo-2026' }),
  });
  const session = await login.json();
  if (!session.token) throw new Error('demo sign-in failed: ' + login.status + ' ' + JSON.stringify(session));
  const user = await fetch(base + '/api/user', { headers: { authorization: 'Bearer ' + session.token } });
  const body = await user.json();
  if (user.status !== 200 || !JSON.stringify(body).includes('erzieherin@sonnenblume.example'))
    throw new Error('/api/user answered ' + user.status + ': ' + JSON.stringify(body).slice(0, 300));
  console.log('omit-dev proof: the server answers; signed in as the demo staff account and read /api/user');
" || {
  cat "$work/server.log" >&2
  fail "the server started with npm ci --omit=dev did not answer as it should"
}

kill -TERM "$server_pid"
for _ in $(seq 1 60); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.5; done
if kill -0 "$server_pid" 2>/dev/null; then
  cat "$work/server.log" >&2
  fail "the server did not stop within 30 s of SIGTERM"
fi
wait "$server_pid" || {
  cat "$work/server.log" >&2
  fail "the server exited with an error on SIGTERM"
}
server_pid=""

DATA_DIR="$work/data" DATABASE_URL= npm run --silent kita -- list-invites >"$work/cli.log" 2>&1 || {
  cat "$work/cli.log" >&2
  fail "npm run kita -- list-invites"
}
grep -q "SONNE-2026" "$work/cli.log" || {
  cat "$work/cli.log" >&2
  fail "the CLI did not list the demo invite SONNE-2026"
}
echo "omit-dev proof: npm run kita -- list-invites runs"

# Nothing built and no build tools: npm start says what to do instead of a stack trace.
for built in dist dist-server; do
  rm -rf "$built"
  if DATA_DIR="$work/data" node server/start.mjs >"$work/unbuilt.log" 2>&1; then fail "npm start ran without $built/"; fi
  grep -q "npm run build" "$work/unbuilt.log" || {
    cat "$work/unbuilt.log" >&2
    fail "npm start without $built/ did not say to run npm run build"
  }
done
echo "omit-dev proof: passed"
