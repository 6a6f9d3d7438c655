#!/usr/bin/env bash
# Records mlir-opt 22's outputs for the driver tests (see scripts/bless.sh):
# all of tests/driver, or the NAME.mlir files given.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
"$here/scripts/install-mlir-opt.sh" >/dev/null
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=("$here"/tests/driver/*.mlir); fi
# Times vary from run to run: `--mlir-timing` reports are compared with
# every time replaced by T.
normalize() { sed -E 's/[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)/T/; s/Time: [0-9.]+ seconds/Time: T seconds/'; }
for f in "${files[@]}"; do
  f=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
  args=$(head -n1 "$f" | sed -n 's|^// ARGS: ||p')
  # Quotes group words as in a shell (`-pass='a b'`); nothing else is
  # special (xargs splits the words).
  words=()
  if [ -n "$args" ]; then mapfile -t words < <(printf '%s' "$args" | xargs printf '%s\n'); fi
  set -- "${words[@]}"

  merged=$(sed -n '2{/^\/\/ MERGED/p}' "$f")
  base=${f%.mlir}
  set +e
  # shellcheck disable=SC2068
  if [ -n "$merged" ]; then
    # shellcheck disable=SC2086
    (cd "$(dirname "$f")" && /usr/lib/llvm-22/bin/mlir-opt "$@" "$(basename "$f")" > "$base.out" 2>&1)
    echo $? > "$base.status"
    rm -f "$base.err"
  else
    # shellcheck disable=SC2086
    (cd "$(dirname "$f")" && /usr/lib/llvm-22/bin/mlir-opt "$@" "$(basename "$f")" > "$base.out" 2> "$base.err.raw")
    echo $? > "$base.status"
    normalize < "$base.err.raw" > "$base.err"
    rm -f "$base.err.raw"
  fi
  set -e
done
echo "blessed: ${#files[@]} driver tests"
