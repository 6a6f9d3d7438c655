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

# Format tests with ops of dialects rmlir mirrors in its tests
# (crates/rmlir-dialects/tests/format_fixed_types.rs).
rm -rf "$here/tests/format/cases"
python3 "$shared/conformance/build-cases" --mlir-opt /usr/lib/llvm-22/bin/mlir-opt \
  --out "$here/tests/format/cases" "$here/tests/format"

# Driver tests: tests/driver/NAME.mlir runs with the flags of its first line
# (`// ARGS: ...`); mlir-opt's standard output (NAME.out), standard error
# (NAME.err, times replaced by `T`) and exit status (NAME.status) are
# recorded. With `// MERGED` on the second line, standard error goes into
# the same pipe as standard output (as `2>&1`), and NAME.out is what a reader
# of that pipe sees.
"$here/scripts/bless-driver.sh"

# mlir-opt's pass list: its entries for the passes rmlir implements must be
# laid out as rmlir-opt lays them out (crates/rmlir-opt/tests/list_passes.rs).
mkdir -p "$here/tests/passes"
/usr/lib/llvm-22/bin/mlir-opt --list-passes > "$here/tests/passes/mlir-opt-list-passes.txt"

# The head of mlir-opt's --help: the dialects line rmlir-opt's must follow
# (crates/rmlir-opt/tests/help.rs).
mkdir -p "$here/tests/help"
/usr/lib/llvm-22/bin/mlir-opt --help | sed -n 1,3p > "$here/tests/help/mlir-opt-help-head.txt"
