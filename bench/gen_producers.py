#!/usr/bin/env python3
"""Generates a large module in the shape a producer emits, for benchmarking
the producer dialects (issue 15).

usage: gen_producers.py linalg|llvm N_OPS OUT.mlir [SEED]

linalg  linalg on tensors as torch-mlir and IREE's input stage emit it:
        functions of a model's layers taking and returning tensors, with
        `tensor.empty`, `linalg.fill`, named ops (matmul, batch_matmul, add,
        mul, max, exp, transpose, broadcast, reduce) and `linalg.generic`s
        with arith payloads, `tensor.expand_shape`/`collapse_shape`, dense
        constants of weights.
llvm    an LLVM-dialect kernel module as the last stage of a GPU compiler
        (Triton, IREE) leaves it: `llvm.func`s of pointer arithmetic,
        loads and stores, integer and float arithmetic with flags,
        comparisons and selects, `llvm.intr.*` intrinsics, branches between
        blocks, globals, and debug information (`#llvm.di_*` attributes,
        every op located by a `fused<#di_subprogram>` location).

Both modules verify under mlir-opt 22 (bench/run.py checks that both tools
print the same before timing).
"""
import random
import re
import sys


def linalg_module(n_ops, rnd, w):
    dims = [16, 32, 64, 128]
    fn = 0
    ops = 0
    while ops < n_ops:
        m, k, n = rnd.choice(dims), rnd.choice(dims), rnd.choice(dims)
        t_in = f"tensor<{m}x{k}xf32>"
        t_w = f"tensor<{k}x{n}xf32>"
        t_out = f"tensor<{m}x{n}xf32>"
        w(f"  func.func @layer{fn}(%arg0: {t_in}, %arg1: {t_w}, %arg2: tensor<{n}xf32>) -> {t_out} {{\n")
        w(f"    %cst = arith.constant 0.000000e+00 : f32\n")
        w(f"    %0 = tensor.empty() : {t_out}\n")
        w(f"    %1 = linalg.fill ins(%cst : f32) outs(%0 : {t_out}) -> {t_out}\n")
        w(f"    %2 = linalg.matmul ins(%arg0, %arg1 : {t_in}, {t_w}) outs(%1 : {t_out}) -> {t_out}\n")
        w(f"    %3 = linalg.broadcast ins(%arg2 : tensor<{n}xf32>) outs(%0 : {t_out}) dimensions = [0] \n")
        w(f"    %4 = linalg.add ins(%2, %3 : {t_out}, {t_out}) outs(%0 : {t_out}) -> {t_out}\n")
        v = 4
        ops += 7
        for _ in range(rnd.randint(3, 12)):
            kind = rnd.random()
            if kind < 0.35:
                w(f"    %{v + 1} = linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
                  f"affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} "
                  f"ins(%{v} : {t_out}) outs(%0 : {t_out}) {{\n")
                w(f"    ^bb0(%in: f32, %out: f32):\n")
                w(f"      %{v + 100} = arith.maximumf %in, %cst : f32\n")
                w(f"      %{v + 101} = arith.mulf %{v + 100}, %in : f32\n")
                w(f"      linalg.yield %{v + 101} : f32\n")
                w(f"    }} -> {t_out}\n")
                ops += 4
            elif kind < 0.55:
                op = rnd.choice(["mul", "max", "sub", "div"])
                w(f"    %{v + 1} = linalg.{op} ins(%{v}, %2 : {t_out}, {t_out}) outs(%0 : {t_out}) -> {t_out}\n")
                ops += 1
            elif kind < 0.7:
                op = rnd.choice(["exp", "abs", "negf", "tanh"])
                w(f"    %{v + 1} = linalg.{op} ins(%{v} : {t_out}) outs(%0 : {t_out}) -> {t_out}\n")
                ops += 1
            elif kind < 0.8:
                t_r = f"tensor<{m}xf32>"
                w(f"    %e{v} = tensor.empty() : {t_r}\n")
                w(f"    %f{v} = linalg.fill ins(%cst : f32) outs(%e{v} : {t_r}) -> {t_r}\n")
                w(f"    %r{v} = linalg.reduce ins(%{v} : {t_out}) outs(%f{v} : {t_r}) dimensions = [1] \n")
                w(f"      (%in: f32, %init: f32) {{\n")
                w(f"        %s{v} = arith.addf %in, %init : f32\n")
                w(f"        linalg.yield %s{v} : f32\n")
                w(f"      }}\n")
                w(f"    %{v + 1} = linalg.broadcast ins(%r{v} : {t_r}) outs(%0 : {t_out}) dimensions = [1] \n")
                ops += 6
            elif kind < 0.9:
                t_x = f"tensor<1x{m}x{n}xf32>"
                w(f"    %x{v} = tensor.expand_shape %{v} [[0, 1], [2]] output_shape [1, {m}, {n}] : {t_out} into {t_x}\n")
                w(f"    %ex{v} = tensor.empty() : {t_x}\n")
                # %wtN, a splat weight, is defined by fix_weights.
                w(f"    %bm{v} = linalg.batch_matmul ins(%x{v}, %wt{v} : {t_x}, tensor<1x{n}x{n}xf32>) outs(%ex{v} : {t_x}) -> {t_x}\n")
                w(f"    %{v + 1} = tensor.collapse_shape %bm{v} [[0, 1], [2]] : {t_x} into {t_out}\n")
                ops += 5
            else:
                if m == n:
                    w(f"    %{v + 1} = linalg.transpose ins(%{v} : {t_out}) outs(%0 : {t_out}) permutation = [1, 0] \n")
                else:
                    w(f"    %{v + 1} = linalg.copy ins(%{v} : {t_out}) outs(%0 : {t_out}) -> {t_out}\n")
                ops += 1
            v += 1
        w(f"    return %{v} : {t_out}\n")
        w("  }\n")
        fn += 1


def fix_weights(text):
    """Defines the batch-matmul weights each function uses (%wtN) as splat
    constants at the top of that function, as a frozen model's would be."""
    out = []
    for func in text.split("  func.func ")[1:]:
        head, body = func.split("\n", 1)
        defs = "".join(
            f"    %wt{v} = arith.constant dense<5.000000e-01> : tensor<1x{n}x{n}xf32>\n"
            for v, n in re.findall(r"%wt(\d+) : tensor<1x\d+x\d+xf32>, tensor<1x(\d+)x", body))
        out.append("  func.func " + head + "\n" + defs + body)
    return "".join(out)


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
    kind, n_ops, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    rnd = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    parts = []
    if kind == "linalg":
        linalg_module(n_ops, rnd, parts.append)
        text = "module {\n" + fix_weights("".join(parts)) + "}\n"
    elif kind == "llvm":
        llvm_module(n_ops, rnd, parts.append)
        text = "".join(parts)
    else:
        sys.exit(f"gen_producers.py: unknown module kind {kind!r} (linalg or llvm)")
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
