#!/usr/bin/env python3
"""Generates a large LLVM-dialect kernel module as the last stage of a GPU
compiler (Triton, IREE) leaves it, for benchmarking: `llvm.func`s of
pointer arithmetic, loads and stores, integer and float arithmetic with
flags, comparisons and selects, `llvm.intr.*` intrinsics, branches between
blocks, and debug information (`#llvm.di_*` attributes, every op located by
a `fused<#di_subprogram>` location). It verifies under mlir-opt 22
(bench/run.py checks that both tools print the same before timing).

usage: gen_llvm.py N_OPS OUT.mlir [SEED]
"""
import random
import sys


def llvm_module(n_ops, rnd, w):
    w('#file = #llvm.di_file<"kernel.py" in "/src">\n')
    w("#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Python, "
      "file = #file, producer = \"gen\", isOptimized = true, emissionKind = LineTablesOnly>\n")
    w("#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>\n")
    fn = 0
    ops = 0
    body = []
    subprograms = []
    while ops < n_ops:
        sp = f"#sp{fn}"
        subprograms.append(
            f"{sp} = #llvm.di_subprogram<id = distinct[{fn + 1}]<>, compileUnit = #cu, scope = #file, "
            f"name = \"kernel_{fn}\", linkageName = \"kernel_{fn}\", file = #file, line = {fn + 1}, "
            f"scopeLine = {fn + 1}, subprogramFlags = \"Definition|Optimized\", type = #sty>\n")
        loc = lambda line: f'loc(fused<{sp}>["kernel.py":{line}:{rnd.randint(1, 80)}])'
        b = body.append
        b(f"  llvm.func @kernel_{fn}(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i32) "
          f"attributes {{noinline = false}} {{\n")
        b(f"    %0 = llvm.mlir.constant(0 : i32) : i32 {loc(1)}\n")
        b(f"    %1 = llvm.mlir.constant(4 : i32) : i32 {loc(2)}\n")
        b(f"    %2 = llvm.icmp \"slt\" %arg2, %1 : i32 {loc(3)}\n")
        b(f"    llvm.cond_br %2, ^bb1, ^bb2 {loc(3)}\n")
        b(f"  ^bb1:\n")
        ops += 4
        ints = ["%arg2", "%0", "%1"]
        floats = []
        v = 3
        for line in range(4, 4 + rnd.randint(20, 60)):
            kind = rnd.random()
            if kind < 0.2:
                b(f"    %{v} = llvm.getelementptr inbounds %arg0[{rnd.choice(ints)}] : "
                  f"(!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 {loc(line)}\n")
                b(f"    %{v + 1} = llvm.load %{v} {{alignment = 4 : i64}} : !llvm.ptr<1> -> f32 {loc(line)}\n")
                floats.append(f"%{v + 1}")
                v += 2
                ops += 2
            elif kind < 0.4 and floats:
                op = rnd.choice(["fadd", "fmul", "fsub"])
                fm = rnd.choice(["", " {fastmathFlags = #llvm.fastmath<contract>}"])
                b(f"    %{v} = llvm.{op} {rnd.choice(floats)}, {rnd.choice(floats)}{fm} : f32 {loc(line)}\n")
                floats.append(f"%{v}")
                v += 1
                ops += 1
            elif kind < 0.55:
                op = rnd.choice(["add", "mul", "sub", "and", "xor", "shl"])
                fl = " overflow<nsw>" if op in ("add", "mul", "sub") and rnd.random() < 0.5 else ""
                b(f"    %{v} = llvm.{op} {rnd.choice(ints)}, {rnd.choice(ints)}{fl} : i32 {loc(line)}\n")
                ints.append(f"%{v}")
                v += 1
                ops += 1
            elif kind < 0.7 and floats:
                intr = rnd.choice(["fma", "fabs", "sqrt", "maxnum", "exp2"])
                if intr == "fma":
                    a = ", ".join(rnd.choice(floats) for _ in range(3))
                    ty = "(f32, f32, f32) -> f32"
                elif intr == "maxnum":
                    a = f"{rnd.choice(floats)}, {rnd.choice(floats)}"
                    ty = "(f32, f32) -> f32"
                else:
                    a = rnd.choice(floats)
                    ty = "(f32) -> f32"
                b(f"    %{v} = llvm.intr.{intr}({a}) : {ty} {loc(line)}\n")
                floats.append(f"%{v}")
                v += 1
                ops += 1
            elif kind < 0.8 and floats:
                b(f"    %{v} = llvm.fcmp \"olt\" {rnd.choice(floats)}, {rnd.choice(floats)} : f32 {loc(line)}\n")
                b(f"    %{v + 1} = llvm.select %{v}, {rnd.choice(floats)}, {rnd.choice(floats)} : i1, f32 {loc(line)}\n")
                floats.append(f"%{v + 1}")
                v += 2
                ops += 2
            elif kind < 0.9:
                b(f"    %{v} = llvm.intr.smax({rnd.choice(ints)}, {rnd.choice(ints)}) : (i32, i32) -> i32 {loc(line)}\n")
                ints.append(f"%{v}")
                v += 1
                ops += 1
            elif floats:
                b(f"    %{v} = llvm.getelementptr %arg1[{rnd.choice(ints)}] : "
                  f"(!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32 {loc(line)}\n")
                b(f"    llvm.store {rnd.choice(floats)}, %{v} {{alignment = 4 : i64}} : f32, !llvm.ptr<1> {loc(line)}\n")
                v += 1
                ops += 2
        b(f"    llvm.br ^bb2 {loc(99)}\n")
        b(f"  ^bb2:\n")
        b(f"    llvm.return {loc(100)}\n")
        b(f"  }} {loc(0)}\n")
        ops += 3
        fn += 1
    for s in subprograms:
        w(s)
    w("module {\n")
    for line in body:
        w(line)
    w("}\n")


def main():
    n_ops, out = int(sys.argv[1]), sys.argv[2]
    rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    parts = []
    llvm_module(n_ops, rnd, parts.append)
    with open(out, "w") as f:
        f.write("".join(parts))


if __name__ == "__main__":
    main()
