#!/usr/bin/env python3
"""Writes crates/dialect/linalg/src/named_table.rs: one entry per op of
upstream's LinalgNamedStructuredOps.yamlgen.td (mnemonic, iterator types,
indexing maps, payload expression tree, attributes), read from the
installed mlir-22 headers (the ops upstream generates from OpDSL's YAML).

usage: linalg-named-ops.py [INCLUDE_DIR]   (default /usr/lib/llvm-22/include)

The table is data, interpreted by crates/dialect/linalg/src/named.rs:
  iters: "pprr" (one letter per loop) or "*" (rank of the init, all parallel)
  maps:  one string per operand, results separated by ", ", each a sum of
         products of dN, S<i> (strides[i]), D<i> (dilations[i]) and
         integers; None for rank-polymorphic ops (identity or scalar maps)
  body:  an S-expression: %N (block argument N), (index N), (const "attr"),
         (F a b) for unary/binary/ternary functions, (cast_signed T x),
         (cast_unsigned T x) and (cast T x) (the op's `cast` attribute)
         where T is %N (the type of block argument N), i32 or f64.
"""
import os
import re
import sys

inc = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/include"
base = os.path.join(inc, "mlir/Dialect/Linalg/IR")
td = open(os.path.join(base, "LinalgNamedStructuredOps.yamlgen.td")).read()
cpp = open(os.path.join(base, "LinalgNamedStructuredOps.yamlgen.cpp.inc")).read()

# ODS records: class name -> (mnemonic, extra interface, attribute list).
records = []
for m in re.finditer(r'^def (\w+) : LinalgStructuredBase_Op<"(\w+)",(.*?)^}', td, re.S | re.M):
    cls, mnemonic, body = m.group(1), m.group(2), m.group(3)
    iface = re.search(r"extraInterfaces=\*/\[(\w*)\]", body).group(1)
    args = re.search(r"let arguments = \(ins(.*?)\n    \);", body, re.S).group(1)
    attrs = []
    for a in re.finditer(r"DefaultValuedOptionalAttr<(.*?)>:\$(\w+)", args):
        kind, name = a.group(1), a.group(2)
        mm = re.match(r"RankedI64ElementsAttr<\[(\d+)\]", kind)
        if mm:
            attrs.append((name, int(mm.group(1))))
        else:
            attrs.append((name, 0))
    records.append((cls, mnemonic, iface, attrs))

out = []
for cls, mnemonic, iface, attrs in records:
    impl = cpp.split("// Implementation of %s\n" % cls, 1)[1].split("// Implementation of", 1)[0]
    # Iterator types.
    it = re.search(r"getIteratorTypesArray\(\) \{(.*?)\n\}", impl, re.S).group(1)
    if "getRank(getDpsInitOperand(0))" in it:
        iters = "*"
    else:
        iters = "".join("p" if t == "parallel" else "r"
                        for t in re.findall(r"utils::IteratorType::(\w+)", it))
    # Indexing maps.
    maps = None
    if "memoizeAttr" in impl:
        binds = {}
        sb = re.search(r"getSymbolBindings\(%s self\) \{(.*?)\n\}" % cls, impl, re.S).group(1)
        idx = 0
        for line in sb.split("\n"):
            line = line.strip()
            if line.startswith("exprs.push_back(getAffineSymbolExpr("):
                idx += 1
            elif line.startswith("int64_t cst"):
                mm = re.match(r"int64_t cst(\d+) = self.get(\w+)\(\).getValues<int64_t>\(\)\[(\d+)\];", line)
                assert int(mm.group(1)) == idx
                binds["s%d" % idx] = ("S" if mm.group(2) == "Strides" else "D") + mm.group(3)
            elif line.startswith("exprs.push_back(getAffineConstantExpr(cst"):
                idx += 1
        maps = []
        for mm in re.finditer(r'parseAttribute\("affine_map<\((.*?)\)(?:\[(.*?)\])? -> \((.*?)\)>"', impl):
            dims = mm.group(1).split(", ")
            res = mm.group(3)
            def sub(s):
                return binds.get(s.group(0), s.group(0))
            res = re.sub(r"\bs\d+\b", sub, res)
            assert not re.search(r"\bs\d+\b", res), (cls, res)
            maps.append(res.replace(" * ", "*").replace(" + ", "+"))
        ndims = len(dims)
    # Payload.
    rb = re.search(r"::regionBuilder\(ImplicitLocOpBuilder &b,.*?\n\}", impl, re.S).group(0)
    nargs = int(re.search(r"getNumRegionArgs\(\) \{ return (\d+); \}", impl).group(1))
    vals = {}
    uses = {}
    def arg(s):
        s = s.strip()
        mm = re.fullmatch(r"block\.getArgument\((\d+)\)", s)
        if mm:
            return "%" + mm.group(1)
        mm = re.fullmatch(r"value(\d+)", s)
        if mm:
            uses[s] = uses.get(s, 0) + 1
            return vals[s]
        raise Exception(s)
    def ty(s):
        s = s.strip()
        mm = re.fullmatch(r"block\.getArgument\((\d+)\)\.getType\(\)", s)
        if mm:
            return "%" + mm.group(1)
        if s == "helper.getIntegerType(32)":
            return "i32"
        if s == "helper.getFloat64Type()":
            return "f64"
        raise Exception(s)
    yields = []
    for line in rb.split("\n"):
        line = line.strip()
        mm = re.match(r"Value (value\d+) = helper\.(\w+)\((.*)\);$", line)
        if mm:
            name, fn, a = mm.group(1), mm.group(2), mm.group(3)
            if fn == "constant":
                e = '(const %s)' % a
            elif fn == "index":
                e = "(index %s)" % a
            else:
                parts = [p.strip() for p in re.split(r",(?![^(]*\))", a)]
                assert parts[-1] == "emitError", line
                parts = parts[:-1]
                if fn == "buildTypeFn":
                    f = parts[0].replace("TypeFn::", "") if parts[0] != "castVal" else "cast"
                    e = "(%s %s %s)" % (f, ty(parts[1]), arg(parts[2]))
                else:
                    f = re.sub(r"^\w+Fn::", "", parts[0])
                    e = "(%s %s)" % (f, " ".join(arg(p) for p in parts[1:]))
            vals[name] = e
            continue
        mm = re.match(r"yields\.push_back\((.*)\);", line)
        if mm:
            yields.append(arg(mm.group(1)))
    assert all(n == 1 for n in uses.values()), cls
    assert len(yields) == 1, cls
    kind = {"LinalgContractionOpInterface": "Contraction",
            "LinalgConvolutionOpInterface": "Convolution",
            "LinalgFillOpInterface": "Fill", "": "None"}[iface]
    out.append((cls, mnemonic, nargs, iters, maps, ndims if maps else 0, yields[0], attrs, kind))

rs = ["// @generated by scripts/linalg-named-ops.py from upstream's",
      "// LinalgNamedStructuredOps.yamlgen.{td,cpp.inc} (mlir 22): the named ops",
      "// OpDSL defines, as data for `named.rs`. Do not edit by hand.",
      "",
      "use crate::named::{Kind, NamedOpSpec};",
      "",
      "/// Every OpDSL-defined named op, in upstream's order.",
      "pub static NAMED_OPS: &[NamedOpSpec] = &["]
for cls, mnemonic, nargs, iters, maps, ndims, body, attrs, kind in out:
    rs.append("    NamedOpSpec {")
    rs.append('        name: "%s",' % mnemonic)
    rs.append("        num_args: %d," % nargs)
    rs.append('        iters: "%s",' % iters)
    if maps is None:
        rs.append("        maps: None,")
    else:
        rs.append("        maps: Some((%d, &[%s])),"
                  % (ndims, ", ".join('"%s"' % m for m in maps)))
    rs.append("        body: %s," % ('r#"' + body + '"#' if '"' in body else '"' + body + '"'))
    rs.append("        sizes: %d," % (attrs[0][1] if attrs and attrs[0][1] else 0))
    rs.append("        cast: %s," % ("true" if any(a[0] == "cast" for a in attrs) else "false"))
    rs.append("        kind: Kind::%s," % kind)
    rs.append("    },")
rs.append("];")
dest = os.path.join(os.path.dirname(__file__), "..", "crates/dialect/linalg/src/named_table.rs")
os.makedirs(os.path.dirname(dest), exist_ok=True)
open(dest, "w").write("\n".join(rs) + "\n")
print("wrote %d ops to %s" % (len(out), dest))
