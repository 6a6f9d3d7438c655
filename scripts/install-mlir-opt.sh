#!/usr/bin/env bash
# Installs upstream mlir-opt 22 (the oracle for expected outputs and the
# benchmark baseline) at /usr/lib/llvm-22/bin/mlir-opt.
set -euo pipefail
if [ -x /usr/lib/llvm-22/bin/mlir-opt ]; then
  exit 0
fi
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq mlir-22-tools >/dev/null
/usr/lib/llvm-22/bin/mlir-opt --version
