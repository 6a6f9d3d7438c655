#!/usr/bin/env bash
# Adds the file-test cases of one new tests/mlir file to tests/cases (outputs
# from mlir-opt 22 via build-cases), leaving the other cases untouched.
# usage: scripts/add-cases.sh tests/mlir/NAME.mlir
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${RMLIR_SHARED:-$here/../shared}
name=$(basename "$1" .mlir)
tmp=$(mktemp -d)
mkdir "$tmp/mlir"
cp "$1" "$tmp/mlir/"
python3 "$shared/conformance/build-cases" --mlir-opt /usr/lib/llvm-22/bin/mlir-opt \
  --out "$tmp/cases" "$tmp/mlir"
rm -rf "$here"/tests/cases/mlir__"$name"__*
cp -r "$tmp"/cases/mlir__"$name"__* "$here/tests/cases/"
rm -rf "$tmp"
echo "added: $(ls -d "$here"/tests/cases/mlir__"$name"__* | wc -l) cases for $name"
