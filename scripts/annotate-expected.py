#!/usr/bin/env python3
"""Writes a test input with `// expected-error@+1 {{...}}` annotations on
the lines upstream mlir-opt 22 reports errors on, for new invalid-input file
tests. The messages come from mlir-opt, never from rmlir.

usage: annotate-expected.py IN.mlir OUT.mlir [HEADER-COMMENT]
IN is split at `// -----` like --split-input-file.
"""
import re, subprocess, sys

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"


def main():
    src, dst = sys.argv[1], sys.argv[2]
    header = sys.argv[3] if len(sys.argv) > 3 else ""
    r = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file", src],
                       capture_output=True, text=True)
    name = re.escape(src)
    errors = {}
    for line, msg in re.findall(rf"^{name}:(\d+):\d+: error: (.*)$", r.stderr, re.M):
        errors.setdefault(int(line), msg)
    out = ["// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics", ""]
    out += [f"// {l}" for l in header.splitlines()]
    for i, line in enumerate(open(src).read().split("\n"), 1):
        if i in errors:
            indent = re.match(r"\s*", line).group(0)
            out.append(f"{indent}// expected-error@+1 {{{{{errors[i]}}}}}")
        out.append(line)
    open(dst, "w").write("\n".join(out))
    check = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file",
                            "--verify-diagnostics", dst], capture_output=True, text=True)
    if check.returncode != 0:
        sys.exit(f"mlir-opt does not verify {dst}:\n{check.stderr}")


if __name__ == "__main__":
    main()
