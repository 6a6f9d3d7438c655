#!/usr/bin/env python3
"""Summarises a conformance run (--json) over the cases in scope so far:
those whose operations are all builtin or in dialects upstream mlir-opt does
not register (so they are unregistered there too). Cases using registered
dialects (func, arith, test, ...) need those dialects, which later issues add.

usage: conformance-scope.py RESULTS.json [CASES_DIR]
"""
import json, os, re, sys

# Dialects mlir-opt 22 registers (from `mlir-opt --help`).
REGISTERED = set("""acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization
builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref ml_program mpi nvgpu
nvvm omp pdl pdl_interp ptr quant rocdl scf shape shard smt sparse_tensor spirv tensor test
test_dyn test_irdl_to_cpp tosa transform ub vector wasmssa x86vector xegpu xevm""".split())

GENERIC = re.compile(r'"([A-Za-z_][\w$]*)\.[\w$.]+"\s*\(')
CUSTOM = re.compile(r'^\s*(?:(?:%[\w$.#:, ]+)=\s*)?([A-Za-z_][\w$]*)\.([A-Za-z_][\w$.]*)\b', re.M)
BARE = re.compile(r'^\s*(?:(?:%[\w$.#:, ]+)=\s*)?(module|func|return)\b', re.M)


def dialects(text):
    text = re.sub(r"//[^\n]*", "", text)
    ds = set(GENERIC.findall(text))
    ds |= {m[0] for m in CUSTOM.findall(text)}
    for b in BARE.findall(text):
        ds.add("builtin" if b == "module" else "func")
    return ds


def in_scope(case_dir):
    text = open(os.path.join(case_dir, "input.mlir"), encoding="utf-8", errors="replace").read()
    return all(d == "builtin" or d not in REGISTERED for d in dialects(text))


def main():
    res = json.load(open(sys.argv[1]))
    cases = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "..", "shared", "conformance", "cases")
    scope = {}
    by_mode = {}
    for r in res["results"]:
        c = r["case"]
        if c not in scope:
            scope[c] = in_scope(os.path.join(cases, c))
        if scope[c]:
            t = by_mode.setdefault(r["mode"], [0, 0])
            t[1] += 1
            t[0] += r["ok"]
    for m, (p, t) in by_mode.items():
        print(f"in scope (builtin/unregistered ops) {m:11s} {p:5d}/{t:<5d} ({100.0 * p / t:5.1f}%)")


if __name__ == "__main__":
    main()
