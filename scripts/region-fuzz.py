#!/usr/bin/env python3
"""Differential test of region simplification and CSE against mlir-opt 22.

Makes random functions of branching blocks (cf.br, cf.cond_br, cf.switch,
unknown terminators, return; pure and effectful ops; block arguments
fed through the branches; blocks made from a few templates so that some
are identical up to outside values), runs each through mlir-opt and
through rmlir's `canon` example with

  -canonicalize="enable-patterns=NONE region-simplify=aggressive"
  -canonicalize="enable-patterns=NONE"
  -cse

(no canonicalization patterns: what is compared is folding-free region
simplification: unreachable blocks, dead code and arguments, block
merging, redundant arguments; and CSE), and reports programs whose
outputs differ, smallest first.

usage: scripts/region-fuzz.py [--count N] [--seed S] [--canon PATH] [--keep DIR]
(build the example first: cargo build --release -p rmlir-rewrite --example canon)
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MODES = [
    ("aggressive", ["-canonicalize=enable-patterns=NONE region-simplify=aggressive"],
     ["--canonicalize=enable-patterns=NONE region-simplify=aggressive"]),
    ("normal", ["-canonicalize=enable-patterns=NONE"], ["--canonicalize=enable-patterns=NONE"]),
    ("cse", ["-cse"], ["--cse"]),
]


def gen_recipe(rng, nblocks, nargs):
    """One block's ops and terminator, with operands as ("local", k) (the
    k-th value the block defined, arguments first) or ("out", name)."""
    outside = ["%x", "%y", "%z"]
    nlocal = [nargs]
    ops = []

    def operand():
        if nlocal[0] and rng.random() < 0.6:
            return ("local", rng.randrange(nlocal[0]))
        return ("out", rng.choice(outside))

    shape = rng.choice([["addi", "use"], ["addi", "muli", "load"], ["val", "addi", "addi"],
                        ["load", "store", "load", "use"]])
    for kind in shape + [rng.choice(["addi", "muli", "use"]) for _ in range(rng.randint(0, 2))]:
        if kind in ("addi", "muli"):
            ops.append((kind, [operand(), operand()]))
            nlocal[0] += 1
        elif kind in ("use", "store"):
            ops.append((kind, [operand()]))
        else:
            ops.append((kind, []))
            nlocal[0] += 1
    kind = rng.choice(["br", "cond_br", "cond_br", "switch", "unknown", "return"])
    ntargets = {"br": 1, "cond_br": 2, "switch": rng.randint(2, 4), "unknown": rng.randint(1, 2), "return": 0}[kind]
    targets = [rng.randint(1, nblocks - 1) for _ in range(ntargets)]
    return {"ops": ops, "term": kind, "targets": targets, "cond": rng.choice(["%c0", "%c1"]),
            "operand": operand, "extra": [operand() for _ in range(2)]}


def gen_function(rng, name):
    nblocks = rng.randint(2, 7)
    nargs = [0] + [rng.choice([0, 0, 1, 1, 2, 3]) for _ in range(nblocks - 1)]
    recipes = []
    for b in range(nblocks):
        # Often a copy of an earlier block (same arguments, ops and
        # successors), its outside values changed here and there.
        if b > 1 and rng.random() < 0.4:
            src = rng.randrange(1, b)
            nargs[b] = nargs[src]
            r = dict(recipes[src])
            r["ops"] = [(k, [o if o[0] == "local" or rng.random() < 0.6 else ("out", rng.choice(["%x", "%y", "%z"]))
                             for o in ops]) for k, ops in r["ops"]]
            recipes.append(r)
        else:
            recipes.append(gen_recipe(rng, nblocks, nargs[b]))
    lines = [f"func.func @{name}(%c0: i1, %c1: i1, %f: i32, %x: i32, %y: i32, %z: i32, "
             f"%m: memref<4xi32>, %i: index) -> i32 {{"]
    counter = [0]
    for b, r in enumerate(recipes):
        local = [f"%b{b}a{k}" for k in range(nargs[b])]
        if b:
            lines.append(f"^bb{b}" + (f"({', '.join(a + ': i32' for a in local)})" if local else "") + ":")

        def val(o):
            return local[o[1] % len(local)] if o[0] == "local" and local else (o[1] if o[0] == "out" else "%x")

        for kind, ops in r["ops"]:
            if kind in ("addi", "muli", "val", "load"):
                counter[0] += 1
                v = f"%v{counter[0]}"
                if kind == "val":
                    lines.append(f'  {v} = "foo.val"() : () -> i32')
                elif kind == "load":
                    lines.append(f"  {v} = memref.load %m[%i] : memref<4xi32>")
                else:
                    lines.append(f"  {v} = arith.{kind} {val(ops[0])}, {val(ops[1])} : i32")
                local.append(v)
            elif kind == "use":
                lines.append(f'  "foo.use"({val(ops[0])}) : (i32) -> ()')
            else:
                lines.append(f"  memref.store {val(ops[0])}, %m[%i] : memref<4xi32>")

        def target(t, k):
            ops = [val(r["extra"][(k + j) % 2]) if j % 2 else val(("local", k + j)) for j in range(nargs[t])]
            if ops:
                return f"^bb{t}({', '.join(ops)} : {', '.join('i32' for _ in ops)})"
            return f"^bb{t}"

        ts = r["targets"]
        if r["term"] == "return" or nblocks == 1:
            lines.append(f"  return {val(r['extra'][0])} : i32")
        elif r["term"] == "br":
            lines.append(f"  cf.br {target(ts[0], 0)}")
        elif r["term"] == "cond_br":
            lines.append(f"  cf.cond_br {r['cond']}, {target(ts[0], 0)}, {target(ts[1], 1)}")
        elif r["term"] == "switch":
            cases = [f"    {k}: {target(t, k + 1)}" for k, t in enumerate(ts[1:])]
            lines.append(f"  cf.switch %f : i32, [\n    default: {target(ts[0], 0)},\n" + ",\n".join(cases) + "\n  ]")
        else:
            # Unknown terminators pass nothing the pass could know of: their
            # successors take the values as they are.
            ops = [val(o) for o in r["extra"][: len(ts)]]
            succs = ", ".join(f"^bb{t}" for t in ts)
            lines.append(f'  "foo.br"({", ".join(ops)})[{succs}] : ({", ".join("i32" for _ in ops)}) -> ()')
    lines.append("}")
    return "\n".join(lines)


def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, timeout=60)
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--canon", default=os.path.join(os.path.dirname(__file__), "../target/release/examples/canon"))
    ap.add_argument("--keep", help="write differing programs here")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    diffs, tried = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(a.count):
            text = gen_function(rng, f"f{n}") + "\n"
            path = os.path.join(tmp, f"p{n}.mlir")
            with open(path, "w") as f:
                f.write(text)
            # Only programs mlir-opt accepts.
            if run([MLIR_OPT, "--allow-unregistered-dialect"], path)[0] != 0:
                continue
            tried += 1
            for mode, up, mine in MODES:
                rc, want, _ = run([MLIR_OPT, "--allow-unregistered-dialect"] + up, path)
                if rc != 0:
                    continue
                rc2, got, err = run([a.canon] + mine, path)
                if rc2 != 0 or got != want:
                    diffs.append((len(text), mode, text, want, got + err))
    diffs.sort(key=lambda d: d[0])
    for size, mode, text, want, got in diffs[:3]:
        print(f"=== {mode} ({size} bytes)\n{text}--- mlir-opt\n{want}--- rmlir\n{got}")
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
        for k, (_, mode, text, _, _) in enumerate(diffs):
            with open(os.path.join(a.keep, f"{k:03d}-{mode}.mlir"), "w") as f:
                f.write(text)
    print(f"{tried} programs, {len(diffs)} differences")
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
