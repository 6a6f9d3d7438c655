#!/usr/bin/env python3
"""Counts the conformance cases where rmlir-opt writes the same bytecode
as mlir-opt 22: from the text input (against the recorded bytecode.mlirbc)
and from that bytecode (against what mlir-opt writes from it, run here);
lists the first few that differ.

usage: scripts/bc-identical.py [--bin target/release/rmlir-opt]
                               [--cases ../shared/conformance/cases] [--show N]
"""
import argparse, importlib.util, json, os, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("cs", os.path.join(HERE, "conformance-scope.py"))
scope = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(scope)


def in_scope(case_dir):
    """Every dialect of the case is rmlir's or unregistered in mlir-opt 22."""
    meta = json.load(open(os.path.join(case_dir, "meta.json")))
    return all(k in scope.OURS or k not in scope.REGISTERED for k in scope.dialects_of(case_dir, meta))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "target", "release", "rmlir-opt"))
    ap.add_argument("--cases", default=os.path.join(HERE, "..", "..", "shared", "conformance", "cases"))
    ap.add_argument("--show", type=int, default=5)
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    a = ap.parse_args()
    tool = os.path.abspath(a.bin)
    total = same_text = same_bc = 0
    inside = [0, 0, 0]  # cases, same from text, same from bytecode
    differ = []
    for case in sorted(os.listdir(a.cases)):
        d = os.path.join(a.cases, case)
        want_path = os.path.join(d, "bytecode.mlirbc")
        if not os.path.exists(want_path):
            continue
        total += 1
        ins = in_scope(d)
        inside[0] += ins
        want = open(want_path, "rb").read()
        up = subprocess.run([a.mlir_opt, "--allow-unregistered-dialect", "--emit-bytecode",
                             "bytecode.mlirbc"], cwd=d, capture_output=True, timeout=60)
        for src, kind in (("input.mlir", "text"), ("bytecode.mlirbc", "bytecode")):
            p = subprocess.run([tool, "--allow-unregistered-dialect", "--emit-bytecode", src],
                               cwd=d, capture_output=True, timeout=60)
            if kind == "bytecode":
                want = up.stdout if up.returncode == 0 else None
            ok = p.returncode == 0 and p.stdout == want
            if kind == "text":
                same_text += ok
                inside[1] += ok and ins
                if not ok and ins:
                    differ.append(case)
            else:
                same_bc += ok
                inside[2] += ok and ins
    print(f"same bytes as mlir-opt 22: from text {same_text}/{total}, from bytecode {same_bc}/{total}")
    print(f"  in scope (dialects rmlir's or unregistered): from text {inside[1]}/{inside[0]}, "
          f"from bytecode {inside[2]}/{inside[0]}")
    for c in differ[: a.show]:
        print(f"  in scope, differs (from text): {c}")


if __name__ == "__main__":
    main()
