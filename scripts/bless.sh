#!/usr/bin/env bash
# Regenerates the expected outputs of rmlir's own file tests (tests/cases)
# from the inputs in tests/mlir, with upstream mlir-opt 22 as the oracle.
# Expected outputs are never written by hand.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${RMLIR_SHARED:-$here/../shared}
"$here/scripts/install-mlir-opt.sh"
rm -rf "$here/tests/cases"
mkdir -p "$here/tests/cases"
python3 "$shared/conformance/build-cases" --mlir-opt /usr/lib/llvm-22/bin/mlir-opt \
  --out "$here/tests/cases" "$here/tests/mlir"
echo "blessed: $(ls "$here/tests/cases" | wc -l) cases in tests/cases"

# Driver tests: tests/driver/NAME.mlir runs with the flags of its first line
# (`// ARGS: ...`); mlir-opt's standard output and exit status are recorded.
for f in "$here"/tests/driver/*.mlir; do
  args=$(head -n1 "$f" | sed -n 's|^// ARGS: ||p')
  set +e
  # shellcheck disable=SC2086
  (cd "$(dirname "$f")" && /usr/lib/llvm-22/bin/mlir-opt $args "$(basename "$f")" > "${f%.mlir}.out" 2>/dev/null)
  echo $? > "${f%.mlir}.status"
  set -e
done
echo "blessed: $(ls "$here"/tests/driver/*.mlir | wc -l) driver tests in tests/driver"
