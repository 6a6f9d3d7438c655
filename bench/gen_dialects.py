#!/usr/bin/env python3
"""Generates a large module in custom form using the dialects rmlir
implements, varied the way real code is, for benchmarking.

usage: gen_dialects.py N_OPS OUT.mlir [SEED] [--one-function]

Functions have many different signatures (integer and float widths,
index, memrefs and tensors, 0-2 results) and bodies mixing arith constants
and arithmetic, comparisons and selects, casts, `scf.for` with `iter_args`,
`scf.if` with results, `affine.for` nests with affine loads and stores,
memref and tensor ops, `func.call`s and `cf` branches. The module verifies
under mlir-opt 22 (bench/run.py checks that before timing).

With --one-function, all N ops are in one function (as in a model a
producer exports as one `@main`), so nothing splits along functions.
"""
import random
import sys

INTS = ["i1", "i8", "i16", "i32", "i64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
SCALARS = INTS + ["index"] + FLOATS
SHAPED = ["memref<16x16xf32>", "memref<?xf32>", "tensor<?x4xf32>", "tensor<8xi32>"]
ARG_TYPES = SCALARS + SHAPED


class Fn:
    """Emits one function body, tracking SSA values by type."""

    def __init__(self, rnd, w, name, args, results, callees):
        self.rnd, self.w, self.name = rnd, w, name
        self.results = results
        self.callees = callees
        self.n = 0
        self.pools = {}
        for i, t in enumerate(args):
            self.add(t, f"%arg{i}")
        self.ops = 0

    def add(self, t, v):
        pool = self.pools.setdefault(t, [])
        pool.append(v)
        if len(pool) > 24:
            pool.pop(0)

    def fresh(self):
        v = f"%v{self.n}"
        self.n += 1
        return v

    def get(self, t, indent):
        """A value of type t, making a constant if none is at hand."""
        pool = self.pools.get(t)
        if pool and self.rnd.random() < 0.85:
            return self.rnd.choice(pool)
        return self.const(t, indent)

    def const(self, t, indent):
        r = self.rnd
        if t == "memref<16x16xf32>":
            v = self.fresh()
            self.line(indent, f"{v} = memref.alloca() : memref<16x16xf32>")
            self.add(t, v)
            return v
        if t == "memref<?xf32>":
            n = self.get("index", indent)
            v = self.fresh()
            self.line(indent, f"{v} = memref.alloc({n}) : memref<?xf32>")
            self.add(t, v)
            return v
        if t == "tensor<?x4xf32>":
            n = self.get("index", indent)
            v = self.fresh()
            self.line(indent, f"{v} = tensor.empty({n}) : tensor<?x4xf32>")
            self.add(t, v)
            return v
        v = self.fresh()
        if t == "tensor<8xi32>":
            vals = ", ".join(str(r.randint(-9, 9)) for _ in range(8))
            self.line(indent, f"{v} = arith.constant dense<[{vals}]> : tensor<8xi32>")
            self.add(t, v)
            return v
        if t == "i1":
            lit = r.choice(["true", "false"])
            self.line(indent, f"{v} = arith.constant {lit}")
        elif t in INTS or t == "index":
            lit = r.choice([0, 1, 2, 7, 42, -1, 255, r.randint(-100000, 100000)])
            if t == "i8":
                lit = max(-128, min(127, lit))
            if t == "i16":
                lit = max(-32768, min(32767, lit))
            self.line(indent, f"{v} = arith.constant {lit} : {t}")
        else:
            lit = r.choice(["0.000000e+00", "1.000000e+00", "2.500000e+00", f"{r.uniform(-100, 100):.6e}"])
            if t in ("f16", "bf16"):
                lit = r.choice(["0.000000e+00", "1.000000e+00", "2.500000e+00", "-3.000000e+00"])
            self.line(indent, f"{v} = arith.constant {lit} : {t}")
        self.add(t, v)
        return v

    def line(self, indent, text):
        self.w("  " * indent + text + "\n")
        self.ops += 1

    def arith(self, indent):
        r = self.rnd
        k = r.random()
        if k < 0.45:
            t = r.choice(["i8", "i16", "i32", "i64", "index"])
            op = r.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "divsi", "remui"])
            a, b = self.get(t, indent), self.get(t, indent)
            v = self.fresh()
            flags = " overflow<nsw>" if op in ("addi", "subi", "muli") and r.random() < 0.15 else ""
            self.line(indent, f"{v} = arith.{op} {a}, {b}{flags} : {t}")
            self.add(t, v)
        elif k < 0.75:
            t = r.choice(FLOATS)
            op = r.choice(["addf", "subf", "mulf", "divf", "maximumf", "minnumf"])
            a, b = self.get(t, indent), self.get(t, indent)
            v = self.fresh()
            fm = r.choice(["", "", "", " fastmath<fast>", " fastmath<nnan,ninf>"])
            self.line(indent, f"{v} = arith.{op} {a}, {b}{fm} : {t}")
            self.add(t, v)
        elif k < 0.85:
            t = r.choice(["i32", "i64", "index"])
            a, b = self.get(t, indent), self.get(t, indent)
            c = self.fresh()
            pred = r.choice(["eq", "ne", "slt", "sle", "sgt", "uge"])
            self.line(indent, f"{c} = arith.cmpi {pred}, {a}, {b} : {t}")
            self.add("i1", c)
            v = self.fresh()
            self.line(indent, f"{v} = arith.select {c}, {a}, {b} : {t}")
            self.add(t, v)
        else:
            kind = r.choice(["extsi", "trunci", "sitofp", "index_cast", "extf"])
            v = self.fresh()
            if kind == "extsi":
                a = self.get("i16", indent)
                self.line(indent, f"{v} = arith.extsi {a} : i16 to i64")
                self.add("i64", v)
            elif kind == "trunci":
                a = self.get("i64", indent)
                self.line(indent, f"{v} = arith.trunci {a} : i64 to i32")
                self.add("i32", v)
            elif kind == "sitofp":
                a = self.get("i32", indent)
                self.line(indent, f"{v} = arith.sitofp {a} : i32 to f32")
                self.add("f32", v)
            elif kind == "index_cast":
                a = self.get("i32", indent)
                self.line(indent, f"{v} = arith.index_cast {a} : i32 to index")
                self.add("index", v)
            else:
                a = self.get("f16", indent)
                self.line(indent, f"{v} = arith.extf {a} : f16 to f32")
                self.add("f32", v)

    def scf_for(self, indent, depth):
        r = self.rnd
        lb, ub, st = self.const("index", indent), self.const("index", indent), self.const("index", indent)
        t = r.choice(["i32", "f32", "i64"])
        init = self.get(t, indent)
        res, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.line(indent, f"{res} = scf.for {iv} = {lb} to {ub} step {st} iter_args({acc} = {init}) -> ({t}) {{")
        saved = {k: list(v) for k, v in self.pools.items()}
        self.add(t, acc)
        self.add("index", iv)
        for _ in range(r.randint(2, 6)):
            self.stmt(indent + 1, depth + 1)
        y = self.get(t, indent + 1)
        self.line(indent + 1, f"scf.yield {y} : {t}")
        self.line(indent, "}")
        self.pools = saved
        self.add(t, res)

    def scf_if(self, indent, depth):
        r = self.rnd
        c = self.get("i1", indent)
        t = r.choice(["i32", "f64", "index"])
        res = self.fresh()
        self.line(indent, f"{res} = scf.if {c} -> ({t}) {{")
        for branch in range(2):
            saved = {k: list(v) for k, v in self.pools.items()}
            for _ in range(r.randint(1, 4)):
                self.stmt(indent + 1, depth + 1)
            y = self.get(t, indent + 1)
            self.line(indent + 1, f"scf.yield {y} : {t}")
            self.pools = saved
            if branch == 0:
                self.line(indent, "} else {")
        self.line(indent, "}")
        self.add(t, res)

    def affine(self, indent):
        r = self.rnd
        m = self.get("memref<16x16xf32>", indent)
        saved = {k: list(v) for k, v in self.pools.items()}
        i, j = self.fresh(), self.fresh()
        self.line(indent, f"affine.for {i} = 0 to 16 {{")
        self.line(indent + 1, f"affine.for {j} = 0 to {r.choice([4, 8, 16])} step {r.choice([1, 2])} {{")
        x = self.fresh()
        self.line(indent + 2, f"{x} = affine.load {m}[{i}, {j}] : memref<16x16xf32>")
        y = self.fresh()
        f = self.get("f32", indent + 2) if "f32" in self.pools else x
        self.line(indent + 2, f"{y} = arith.addf {x}, {f} : f32")
        self.line(indent + 2, f"affine.store {y}, {m}[{j}, {i}] : memref<16x16xf32>")
        self.line(indent + 1, "}")
        self.line(indent, "}")
        self.pools = saved

    def memref(self, indent):
        r = self.rnd
        if r.random() < 0.5:
            n = self.get("index", indent)
            a = self.fresh()
            self.line(indent, f"{a} = memref.alloc({n}) : memref<?xf32>")
            i = self.get("index", indent)
            v = self.get("f32", indent)
            self.line(indent, f"memref.store {v}, {a}[{i}] : memref<?xf32>")
            x = self.fresh()
            self.line(indent, f"{x} = memref.load {a}[{i}] : memref<?xf32>")
            self.add("f32", x)
            c0 = self.fresh()
            self.line(indent, f"{c0} = arith.constant 0 : index")
            d = self.fresh()
            self.line(indent, f"{d} = memref.dim {a}, {c0} : memref<?xf32>")
            self.add("index", d)
            self.line(indent, f"memref.dealloc {a} : memref<?xf32>")
        else:
            m = self.get("memref<16x16xf32>", indent)
            s = self.fresh()
            self.line(indent, f"{s} = memref.subview {m}[0, 4] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 4>>")

    def tensor(self, indent):
        r = self.rnd
        if r.random() < 0.5:
            t = self.get("tensor<8xi32>", indent)
            i = self.get("index", indent)
            x = self.fresh()
            self.line(indent, f"{x} = tensor.extract {t}[{i}] : tensor<8xi32>")
            self.add("i32", x)
            y = self.fresh()
            self.line(indent, f"{y} = tensor.insert {x} into {t}[{i}] : tensor<8xi32>")
            self.add("tensor<8xi32>", y)
        else:
            n = self.get("index", indent)
            e = self.fresh()
            self.line(indent, f"{e} = tensor.empty({n}) : tensor<?x4xf32>")
            self.add("tensor<?x4xf32>", e)
            s = self.fresh()
            self.line(indent, f"{s} = tensor.extract_slice {e}[0, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>")

    def call(self, indent):
        if not self.callees:
            return self.arith(indent)
        name, args, results = self.rnd.choice(self.callees)
        vals = [self.get(t, indent) for t in args]
        types = ", ".join(args)
        rt = ", ".join(results)
        rtext = rt if len(results) == 1 else f"({rt})"
        if results:
            v = self.fresh()
            lhs = f"{v}:{len(results)} = " if len(results) > 1 else f"{v} = "
            self.line(indent, f"{lhs}func.call @{name}({', '.join(vals)}) : ({types}) -> {rtext}")
            if len(results) == 1:
                self.add(results[0], v)
        else:
            self.line(indent, f"func.call @{name}({', '.join(vals)}) : ({types}) -> ()")

    def stmt(self, indent, depth=0):
        k = self.rnd.random()
        if k < 0.55 or depth >= 2:
            self.arith(indent)
        elif k < 0.65:
            self.scf_for(indent, depth)
        elif k < 0.72:
            self.scf_if(indent, depth)
        elif k < 0.78:
            self.affine(indent)
        elif k < 0.86:
            self.memref(indent)
        elif k < 0.93:
            self.tensor(indent)
        else:
            self.call(indent)

    def ret(self, indent):
        vals = [self.get(t, indent) for t in self.results]
        if vals:
            self.line(indent, f"return {', '.join(vals)} : {', '.join(self.results)}")
        else:
            self.line(indent, "return")


def one_function(n, w, rnd):
    args = ["i32", "f32", "memref<16x16xf32>", "index", "i1", "tensor<?x4xf32>"]
    sig = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
    w(f"  func.func @main({sig}) -> i32 {{\n")
    f = Fn(rnd, w, "main", args, ["i32"], [])
    while f.ops < n:
        f.stmt(2)
    f.ret(2)
    w("  }\n")


def main():
    argv = [a for a in sys.argv if a != "--one-function"]
    n = int(argv[1])
    out = open(argv[2], "w")
    rnd = random.Random(int(argv[3]) if len(argv) > 3 else 7)
    w = out.write
    w("module {\n")
    if "--one-function" in sys.argv:
        one_function(n, w, rnd)
        w("}\n")
        return
    ops, fn = 0, 0
    callees = []
    while ops < n:
        fn += 1
        args = [rnd.choice(ARG_TYPES) for _ in range(rnd.randint(1, 5))]
        results = [rnd.choice(SCALARS) for _ in range(rnd.choice([0, 1, 1, 1, 2]))]
        sig = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args))
        res = ""
        if len(results) == 1:
            res = f" -> {results[0]}"
        elif results:
            res = f" -> ({', '.join(results)})"
        vis = "private " if rnd.random() < 0.1 else ""
        w(f"  func.func {vis}@f{fn}({sig}){res} {{\n")
        f = Fn(rnd, w, f"f{fn}", args, results, callees[-20:])
        for _ in range(rnd.randint(20, 60)):
            f.stmt(2)
        if rnd.random() < 0.3:
            # A second block reached through a conditional branch.
            c = f.get("i1", 2)
            f.line(2, f"cf.cond_br {c}, ^bb1, ^bb2")
            f.w("  ^bb1:  // pred: ^bb0\n")
            f.line(2, "cf.br ^bb2")
            f.w("  ^bb2:  // 2 preds: ^bb0, ^bb1\n")
            f.pools = {}
            for i, t in enumerate(args):
                f.add(t, f"%arg{i}")
        f.ret(2)
        w("  }\n")
        ops += f.ops + 1
        callees.append((f"f{fn}", args, results))
    w("}\n")


main()
