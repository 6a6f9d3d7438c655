#!/usr/bin/env python3
"""Generates a module of large hex dense constants for benchmarking.

usage: gen_hex.py N_ELEMENTS OUT.mlir [N_FUNCTIONS]

N_FUNCTIONS functions (default 20), each holding one
`arith.constant dense<"0x...">` of N_ELEMENTS random f32 values, the way
producers export model weights: 20 functions of 1M elements are 160 MB of
hex digits. The data is random bytes, so no constant is a splat and every
byte is printed back.
"""
import random, sys


def main():
    n = int(sys.argv[1])
    out = open(sys.argv[2], "w")
    funcs = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    rnd = random.Random(42)
    ty = f"tensor<{n}xf32>"
    for f in range(funcs):
        data = rnd.randbytes(4 * n).hex().upper()
        out.write(f"func.func @f{f}(%arg0: {ty}) -> {ty} {{\n")
        out.write(f'  %cst = arith.constant dense<"0x{data}"> : {ty}\n')
        out.write(f"  %0 = arith.addf %arg0, %cst : {ty}\n")
        out.write(f"  return %0 : {ty}\n")
        out.write("}\n")
    out.close()


if __name__ == "__main__":
    main()
