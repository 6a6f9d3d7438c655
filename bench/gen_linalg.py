#!/usr/bin/env python3
"""Generates a large module of linalg ops in custom form, as ML producers
(torch-mlir, IREE, TOSA lowerings) export them, for benchmarking.

usage: gen_linalg.py N_OPS OUT.mlir [SEED]

Functions chain `tensor.empty` and `linalg.fill` with named ops whose
payload the parser builds (matmul, batch_matmul, conv_2d_nhwc_hwcf with
strides, pooling, elementwise named ops, linalg.elementwise), and with
`linalg.generic` bodies of arith and math ops, transposes, broadcasts and
reductions; shapes vary per function. The module verifies under mlir-opt
22 (bench/run.py checks that both tools print the same before timing).
"""
import random
import sys

ELEMENTWISE_UNARY = ["exp", "log", "abs", "ceil", "floor", "negf", "sqrt", "tanh"]
ELEMENTWISE_BINARY = ["add", "sub", "mul", "div", "max", "min"]
KINDS = ["exp", "sqrt", "add", "mul", "max_signed", "sub"]
GENERIC_BODIES = [
    ["%r = arith.addf %ba, %bb : f32"],
    ["%t = arith.mulf %ba, %bb : f32", "%r = arith.addf %t, %bo : f32"],
    ["%t = arith.subf %ba, %bb : f32", "%r = math.exp %t : f32"],
    ["%t = arith.cmpf ogt, %ba, %bb : f32", "%r = arith.select %t, %ba, %bb : f32"],
    ["%r = arith.maximumf %ba, %bb : f32"],
]


def func(rnd, w, i, n_ops):
    m = rnd.choice([16, 32, 64])
    n = rnd.choice([16, 32, 64])
    k = rnd.choice([8, 16, 32])
    h = rnd.choice([10, 18, 34])
    c = rnd.choice([4, 8])
    t2 = f"tensor<{m}x{n}xf32>"
    w(f"func.func @f{i}(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>, %x: {t2}, "
      f"%img: tensor<1x{h}x{h}x{c}xf32>, %flt: tensor<3x3x{c}x{c}xf32>) -> {t2} {{")
    w("  %zero = arith.constant 0.000000e+00 : f32")
    w(f"  %e = tensor.empty() : {t2}")
    w(f"  %init = linalg.fill ins(%zero : f32) outs(%e : {t2}) -> {t2}")
    w(f"  %v0 = linalg.matmul ins(%a, %b : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) outs(%init : {t2}) -> {t2}")
    ops = 4
    cur = "%v0"
    j = 1
    while ops < n_ops:
        choice = rnd.randrange(9)
        nxt = f"%v{j}"
        if choice == 0:
            f = rnd.choice(ELEMENTWISE_UNARY)
            w(f"  {nxt} = linalg.{f} ins({cur} : {t2}) outs(%e : {t2}) -> {t2}")
        elif choice == 1:
            f = rnd.choice(ELEMENTWISE_BINARY)
            w(f"  {nxt} = linalg.{f} ins({cur}, %x : {t2}, {t2}) outs(%e : {t2}) -> {t2}")
        elif choice == 2:
            body = rnd.choice(GENERIC_BODIES)
            w("  " + nxt + " = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, "
              "affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], "
              "iterator_types = [\"parallel\", \"parallel\"]} "
              f"ins({cur}, %x : {t2}, {t2}) outs(%e : {t2}) {{")
            w(f"  ^bb0(%ba{j}: f32, %bb{j}: f32, %bo{j}: f32):")
            for line in body:
                for v in ("%ba", "%bb", "%bo", "%t", "%r"):
                    line = line.replace(v + " ", f"{v}{j} ").replace(v + ",", f"{v}{j},")
                w("    " + line)
            w(f"    linalg.yield %r{j} : f32")
            w(f"  }} -> {t2}")
        elif choice == 3 and m == n:
            w(f"  {nxt} = linalg.transpose ins({cur} : {t2}) outs(%e : {t2}) permutation = [1, 0]")
        elif choice == 4:
            w(f"  %r{j}e = tensor.empty() : tensor<{m}xf32>")
            w(f"  %r{j} = linalg.reduce {{ arith.addf }} ins({cur} : {t2}) outs(%r{j}e : tensor<{m}xf32>) dimensions = [1]")
            w(f"  {nxt} = linalg.broadcast ins(%r{j} : tensor<{m}xf32>) outs(%e : {t2}) dimensions = [1]")
            ops += 2
        elif choice == 5:
            kind = rnd.choice(KINDS)
            args = f"{cur} : {t2}" if kind in ("exp", "sqrt") else f"{cur}, %x : {t2}, {t2}"
            w(f"  {nxt} = linalg.elementwise kind=#linalg.elementwise_kind<{kind}> ins({args}) outs(%e : {t2}) -> {t2}")
        elif choice == 6:
            o = h - 2
            out = f"tensor<1x{o}x{o}x{c}xf32>"
            w(f"  %c{j}e = tensor.empty() : {out}")
            w(f"  %c{j}f = linalg.fill ins(%zero : f32) outs(%c{j}e : {out}) -> {out}")
            w(f"  %c{j} = linalg.conv_2d_nhwc_hwcf {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}} "
              f"ins(%img, %flt : tensor<1x{h}x{h}x{c}xf32>, tensor<3x3x{c}x{c}xf32>) outs(%c{j}f : {out}) -> {out}")
            w(f"  %p{j}w = tensor.empty() : tensor<3x3xf32>")
            w(f"  %p{j} = linalg.pooling_nhwc_max {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}} "
              f"ins(%img, %p{j}w : tensor<1x{h}x{h}x{c}xf32>, tensor<3x3xf32>) outs(%c{j} : {out}) -> {out}")
            ops += 5
            j += 1
            continue
        elif choice == 7:
            w(f"  %bm{j}e = tensor.empty() : tensor<2x{m}x{n}xf32>")
            w(f"  %bm{j}a = tensor.empty() : tensor<2x{m}x{k}xf32>")
            w(f"  %bm{j}b = tensor.empty() : tensor<2x{k}x{n}xf32>")
            w(f"  %bm{j} = linalg.batch_matmul ins(%bm{j}a, %bm{j}b : tensor<2x{m}x{k}xf32>, tensor<2x{k}x{n}xf32>) "
              f"outs(%bm{j}e : tensor<2x{m}x{n}xf32>) -> tensor<2x{m}x{n}xf32>")
            ops += 4
            j += 1
            continue
        else:
            w(f"  {nxt} = linalg.copy ins({cur} : {t2}) outs(%e : {t2}) -> {t2}")
        cur = nxt
        j += 1
        ops += 1
    w(f"  return {cur} : {t2}")
    w("}")
    return ops


def main():
    n_ops = int(sys.argv[1])
    out = sys.argv[2]
    rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    lines = []
    w = lines.append
    total, i = 0, 0
    while total < n_ops:
        total += func(rnd, w, i, rnd.randrange(10, 60))
        i += 1
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
