#!/usr/bin/env python3
"""Generates a large module in generic form for benchmarking.

usage: gen.py N_OPS OUT.mlir

All ops are in an unregistered `bench` dialect, so both tools do the same
work (no dialect verifiers). The module mixes what real toolchains emit: functions with block arguments,
arithmetic chains with properties, nested regions, multi-block control flow,
dense and float attributes, affine maps, and locations.
"""
import random, sys

def main():
    n = int(sys.argv[1])
    out = open(sys.argv[2], "w")
    rnd = random.Random(42)
    w = out.write
    w('"builtin.module"() ({\n')
    ops = 0
    fn = 0
    while ops < n:
        fn += 1
        w(f'  "bench.func"() <{{function_type = (i32, f32, tensor<4x8xf32>) -> i32, sym_name = "f{fn}"}}> ({{\n')
        w('  ^bb0(%arg0: i32, %arg1: f32, %arg2: tensor<4x8xf32>):\n')
        vals = ["%arg0"]
        fvals = ["%arg1"]
        nv = 0
        body = rnd.randint(150, 250)
        for i in range(body):
            k = rnd.random()
            if k < 0.35:
                a, b = rnd.choice(vals), rnd.choice(vals)
                w(f'    %{nv} = "bench.addi"({a}, {b}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n')
                vals.append(f"%{nv}")
            elif k < 0.5:
                c = rnd.randint(-1000, 100000)
                w(f'    %{nv} = "bench.constant"() <{{value = {c} : i32}}> : () -> i32\n')
                vals.append(f"%{nv}")
            elif k < 0.6:
                c = rnd.random() * 1000
                w(f'    %{nv} = "bench.constant"() <{{value = {c:.6e} : f32}}> : () -> f32\n')
                fvals.append(f"%{nv}")
            elif k < 0.72:
                a, b = rnd.choice(fvals), rnd.choice(fvals)
                w(f'    %{nv} = "bench.mulf"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32\n')
                fvals.append(f"%{nv}")
            elif k < 0.8:
                a = rnd.choice(vals)
                w(f'    %{nv}:2 = "bench.multi"({a}, %arg2) {{attr = "s{i}", idx = [1, 2, 3]}} : (i32, tensor<4x8xf32>) -> (i32, tensor<4x8xf32>)\n')
                vals.append(f"%{nv}#0")
            elif k < 0.86:
                w(f'    %{nv} = "bench.constant"() <{{value = dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf32>}}> : () -> tensor<2x2xf32>\n')
            elif k < 0.93:
                a = rnd.choice(vals)
                w(f'    %{nv} = "bench.execute_region"() ({{\n')
                w(f'      %{nv}x = "bench.muli"({a}, {a}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n'.replace(f"%{nv}x", f"%inner{nv}"))
                w(f'      "bench.yield"(%inner{nv}) : (i32) -> ()\n')
                w(f'    }}) : () -> i32\n')
                ops += 2
                vals.append(f"%{nv}")
            else:
                a = rnd.choice(vals)
                w(f'    %{nv} = "bench.apply"({a}) <{{map = affine_map<(d0) -> (d0 * 4 + 2)>}}> : (i32) -> i32\n')
                vals.append(f"%{nv}")
            nv += 1
            ops += 1
            if len(vals) > 50:
                vals = vals[-50:]
            if len(fvals) > 50:
                fvals = fvals[-50:]
        c = rnd.choice(vals)
        w(f'    "bench.br"({c})[^bb1] : (i32) -> ()\n')
        w(f'  ^bb1(%{nv}: i32):\n')
        w(f'    "bench.return"(%{nv}) : (i32) -> ()\n')
        w('  }) : () -> ()\n')
        ops += 3
    w('}) : () -> ()\n')

main()
