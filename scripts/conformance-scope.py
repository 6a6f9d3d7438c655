#!/usr/bin/env python3
"""Summarises a conformance run (--json) over the cases of the dialects
issue: the folders IR, Dialect/{Builtin,Func,Arith,ControlFlow,MemRef,
Affine,SCF,Tensor,Math,Complex,Index,UB}, restricted to cases in which every
op's dialect prefix is one rmlir implements or one mlir-opt 22 does not
register. The other cases of those folders (test dialect, linalg, vector...)
are counted separately.

With --issue 15 it summarises the producer dialects' issue instead: the
folders Dialect/{Linalg,Tosa,LLVMIR,Vector,GPU,Shape,Bufferization}, in scope
when every dialect is one of the twelve, one of those seven (with nvvm and
rocdl), or unregistered.

usage: conformance-scope.py RESULTS.json [CASES_DIR] [--failures MODE[,MODE]] [--folder F] [--issue 15]
  --failures  list the in-scope cases failing in those modes
"""
import collections, json, os, re, sys

# Dialects mlir-opt 22 registers (from `mlir-opt --help`).
REGISTERED = set("""acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization
builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref ml_program mpi nvgpu
nvvm omp pdl pdl_interp ptr quant rocdl scf shape shard smt sparse_tensor spirv tensor test
test_dyn test_irdl_to_cpp tosa transform ub vector wasmssa x86vector xegpu xevm""".split())
OURS = set("builtin func arith cf scf memref affine tensor math complex index ub".split())
FOLDERS = ["IR", "Dialect/Builtin", "Dialect/Func", "Dialect/Arith", "Dialect/ControlFlow",
           "Dialect/MemRef", "Dialect/Affine", "Dialect/SCF", "Dialect/Tensor", "Dialect/Math",
           "Dialect/Complex", "Dialect/Index", "Dialect/UB"]
ISSUE15_DIALECTS = set("linalg tosa llvm nvvm rocdl vector gpu shape bufferization".split())
ISSUE15_FOLDERS = ["Dialect/" + f for f in
                   "Linalg Tosa LLVMIR Vector GPU Shape Bufferization".split()]

GENERIC = re.compile(r'"([A-Za-z_][\w$]*)\.[\w$.]+"\s*\(')
CUSTOM = re.compile(r'^\s*(?:(?:%[\w$.#:, ]+)=\s*)?([A-Za-z_][\w$]*)\.([A-Za-z_][\w$.]*)\b', re.M)


def dialects_of(case_dir, meta):
    if "dialects" in meta:
        return set(meta["dialects"])
    text = open(os.path.join(case_dir, "input.mlir"), encoding="utf-8", errors="replace").read()
    text = re.sub(r"//[^\n]*", "", text)
    ds = set(GENERIC.findall(text))
    ds |= {m[0] for m in CUSTOM.findall(text)}
    return ds


def main():
    args = sys.argv[1:]
    failures, only_folder = None, None
    if "--failures" in args:
        i = args.index("--failures")
        failures = args[i + 1].split(",")
        del args[i:i + 2]
    if "--folder" in args:
        i = args.index("--folder")
        only_folder = args[i + 1]
        del args[i:i + 2]
    global OURS, FOLDERS
    if "--issue" in args:
        i = args.index("--issue")
        if args[i + 1] == "15":
            OURS = OURS | ISSUE15_DIALECTS
            FOLDERS = ISSUE15_FOLDERS
        del args[i:i + 2]
    res = json.load(open(args[0]))
    cases = args[1] if len(args) > 1 else os.path.join(
        os.path.dirname(__file__), "..", "..", "shared", "conformance", "cases")
    info = {}
    per = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0]))
    excluded = collections.defaultdict(lambda: [0, 0])
    for r in res["results"]:
        c = r["case"]
        if c not in info:
            d = os.path.join(cases, c)
            meta = json.load(open(os.path.join(d, "meta.json")))
            folder = os.path.dirname(meta["source"])[len("test/"):]
            ds = dialects_of(d, meta)
            in_scope = all(x in OURS or x not in REGISTERED for x in ds)
            info[c] = (folder, in_scope)
        folder, in_scope = info[c]
        if folder not in FOLDERS:
            continue
        if failures and in_scope and r["mode"] in failures and not r["ok"]:
            if only_folder is None or folder == only_folder:
                print(f"FAIL {r['mode']:9s} {c}")
        t = per[folder][r["mode"]] if in_scope else excluded[r["mode"]]
        t[1] += 1
        t[0] += r["ok"]
    modes = ["generic", "custom", "debug", "diag", "diag-msg", "verify", "bc-read", "bc-write",
             "pass", "parse", "verify-neg"]
    print("In scope (per folder):")
    total = collections.defaultdict(lambda: [0, 0])
    for f in FOLDERS:
        cells = []
        for m in modes:
            p, t = per[f][m]
            if t:
                cells.append(f"{m} {p}/{t}")
                total[m][0] += p
                total[m][1] += t
        print(f"  {f:20s} " + "  ".join(cells))
    print("In scope (all folders):")
    for m in modes:
        p, t = total[m]
        if t:
            print(f"  {m:10s} {p:5d}/{t:<5d} ({100.0 * p / t:5.1f}%)")
    print("Excluded (other registered dialects: test, linalg, vector, ...):")
    for m in modes:
        p, t = excluded[m]
        if t:
            print(f"  {m:10s} {p:5d}/{t:<5d} ({100.0 * p / t:5.1f}%)")


if __name__ == "__main__":
    main()
