#!/usr/bin/env python3
"""Generates a `--split-input-file` test file: N chunks of one function
each, as lit test files hold them (small functions of arith, scf and
memref ops, with varied signatures), separated by `// -----`.

usage: gen_split.py N_CHUNKS OUT.mlir [SEED]
"""
import random
import sys

TYPES = ["i8", "i16", "i32", "i64", "index"]


def chunk(rnd, i):
    t = rnd.choice(TYPES)
    n = rnd.randint(2, 6)
    lines = [f"// CHECK-LABEL: func @f{i}",
             f"func.func @f{i}(%a: {t}, %b: {t}, %m: memref<?xf32>, %lb: index) -> {t} {{"]
    prev = "%a"
    for k in range(n):
        op = rnd.choice(["addi", "muli", "subi", "andi", "ori", "xori"])
        lines.append(f"  %v{k} = arith.{op} {prev}, %b : {t}")
        prev = f"%v{k}"
    if rnd.random() < 0.5:
        lines.append("  %c1 = arith.constant 1 : index")
        lines.append("  scf.for %iv = %lb to %lb step %c1 {")
        lines.append("    %x = memref.load %m[%iv] : memref<?xf32>")
        lines.append("    memref.store %x, %m[%lb] : memref<?xf32>")
        lines.append("  }")
    lines.append(f"  return {prev} : {t}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    n = int(sys.argv[1])
    out = sys.argv[2]
    rnd = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    with open(out, "w") as f:
        f.write("// -----\n\n".join(chunk(rnd, i) for i in range(n)))


if __name__ == "__main__":
    main()
