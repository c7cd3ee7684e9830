# Puts the Node line the site runs on in production first on the PATH, for
# the rest of the command that sources it:
#   . scripts/use-node.sh && npm install --no-audit --no-fund && npm test
# The line is the major version in .nvmrc, which Netlify reads too. When the
# machine's own node is another major (Debian and these machines have 20),
# the official binary is taken from the npm registry's node-linux-<arch>
# package (its headers included, no install script) into .tools/, once.
# Sourced, not run, so it never calls `exit` or `set -e` on the caller's shell.

use_node_main() {
  use_node_root=$(CDPATH= cd -- "$(dirname -- "${1:-.}")/.." && pwd) || return 1
  use_node_major=$(tr -dc '0-9' < "$use_node_root/.nvmrc")
  [ -n "$use_node_major" ] || { echo "use-node: .nvmrc names no major version" >&2; return 1; }
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" = "$use_node_major" ]; then
    return 0
  fi
  case "$(uname -m)" in
    x86_64) use_node_arch=x64 ;;
    aarch64 | arm64) use_node_arch=arm64 ;;
    *) echo "use-node: no Node binary package for $(uname -m)" >&2; return 1 ;;
  esac
  use_node_dir="$use_node_root/.tools/node-$use_node_major-$use_node_arch"
  if [ ! -x "$use_node_dir/bin/node" ]; then
    echo "use-node: installing Node $use_node_major (node-linux-$use_node_arch@$use_node_major from the npm registry)" >&2
    use_node_tmp=$(mktemp -d) || return 1
    use_node_tgz=$(cd "$use_node_tmp" && npm pack --silent "node-linux-$use_node_arch@$use_node_major") || { rm -rf "$use_node_tmp"; return 1; }
    tar -xzf "$use_node_tmp/$use_node_tgz" -C "$use_node_tmp" || { rm -rf "$use_node_tmp"; return 1; }
    rm -rf "$use_node_dir" && mkdir -p "$(dirname "$use_node_dir")" && mv "$use_node_tmp/package" "$use_node_dir"
    rm -rf "$use_node_tmp"
  fi
  PATH="$use_node_dir/bin:$PATH"
  # A native module built from source (node-gyp) compiles against this
  # Node's own headers, shipped in the same package, not the machine's.
  npm_config_nodedir="$use_node_dir"
  export PATH npm_config_nodedir
  hash -r 2>/dev/null
  echo "use-node: $(node --version) from $use_node_dir" >&2
}

# bash and zsh name the sourced file in BASH_SOURCE / $0; dash and POSIX sh
# do not, so the script is found from the working directory there.
if [ -n "${BASH_SOURCE:-}" ]; then use_node_main "$BASH_SOURCE"; else use_node_main "scripts/use-node.sh"; fi
