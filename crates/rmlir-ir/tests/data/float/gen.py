#!/usr/bin/env python3
"""Regenerates print.tsv and parse.tsv from the mlir-opt 22 oracle.

Usage: python3 gen.py [path/to/mlir-opt]   (default /usr/lib/llvm-22/bin/mlir-opt)

print.tsv: KIND <TAB> 0xBITS <TAB> text mlir-opt prints for `0xBITS : KIND`
parse.tsv: KIND <TAB> LITERAL <TAB> text mlir-opt prints for
           `dense<LITERAL> : tensor<KIND>` (dense storage keeps raw bits).
Rows are deterministic (fixed random seed).
"""
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
from fractions import Fraction

MLIR_OPT = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin/mlir-opt"
HERE = os.path.dirname(os.path.abspath(__file__))

# kind: (width, precision, emin, emax)
KINDS = {
    "f4E2M1FN": (4, 2, 0, 2),
    "f6E2M3FN": (6, 4, 0, 2),
    "f6E3M2FN": (6, 3, -2, 4),
    "f8E5M2": (8, 3, -14, 15),
    "f8E4M3": (8, 4, -6, 7),
    "f8E4M3FN": (8, 4, -6, 8),
    "f8E5M2FNUZ": (8, 3, -15, 15),
    "f8E4M3FNUZ": (8, 4, -7, 7),
    "f8E4M3B11FNUZ": (8, 4, -10, 4),
    "f8E3M4": (8, 5, -2, 3),
    "f8E8M0FNU": (8, 1, -127, 127),
    "bf16": (16, 8, -126, 127),
    "f16": (16, 11, -14, 15),
    "tf32": (19, 11, -126, 127),
    "f32": (32, 24, -126, 127),
    "f64": (64, 53, -1022, 1023),
    "f80": (80, 64, -16382, 16383),
    "f128": (128, 113, -16382, 16383),
}


def run(lines):
    """Runs mlir-opt on one op per line, returns the attribute text of each."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        for l in lines:
            f.write('"t.v"() {v = %s} : () -> ()\n' % l)
        name = f.name
    out = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", name],
        capture_output=True, text=True, check=True).stdout
    os.unlink(name)
    got = re.findall(r'"t\.v"\(\) \{v = (.*)\} : \(\) -> \(\)', out)
    assert len(got) == len(lines), (len(got), len(lines))
    return got


def f32_bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def f64_bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def print_rows():
    rnd = random.Random(22)
    rows = []
    for kind, (w, p, emin, emax) in KINDS.items():
        pats = set()
        if w <= 8:
            pats.update(range(1 << w))
        else:
            n = {16: 2500, 19: 1500, 32: 1500, 64: 1000}.get(w, 300)
            for _ in range(n):
                pats.add(rnd.getrandbits(w))
            ebits = w - p if kind != "f80" else 15
            mbits = p - 1 if kind != "f80" else 64
            for s in (0, 1):
                for e in (0, 1, 2, (1 << ebits) - 2, (1 << ebits) - 1):
                    for m in (0, 1, 2, 3, (1 << mbits) - 1, 1 << (mbits - 1), (1 << (mbits - 1)) + 1):
                        pats.add((s << (w - 1)) | (e << mbits) | m)
            # Exponents near the bias: values printed without exponent, integers.
            bias = 1 - emin
            for _ in range(600):
                e = bias + rnd.randint(-12, 30)
                m = rnd.getrandbits(mbits)
                if rnd.random() < 0.5:  # few significant bits -> short decimals / integers
                    m &= ~((1 << rnd.randint(0, mbits)) - 1) & ((1 << mbits) - 1)
                if kind == "f80":
                    m |= 1 << 63
                pats.add((rnd.getrandbits(1) << (w - 1)) | (e << mbits) | m)
        if kind == "f32":
            for x in [16777216.0, 16777217.0, 0.1, 1e-3, 1.2345678e-3, 123456.7, 1e10, 3.4028235e38,
                      1.17549435e-38, 1.4e-45, 100.0, 1000.0, 1e6, 1e7, 1e8, 1e9, 2.0**30, 0.3, 1/3]:
                pats.add(f32_bits(x))
                pats.add(f32_bits(-x))
        if kind == "f64":
            for x in [2.0**53, 2.0**53 + 2, 0.1, 1e-3, 1.2345678901234567e-3, 123456.789, 1e22, 1e23,
                      1.7976931348623157e308, 2.2250738585072014e-308, 5e-324, 1/3, 0.3, 1e15, 1e16, 1e17]:
                pats.add(f64_bits(x))
                pats.add(f64_bits(-x))
        if kind == "f80":
            # unnormals, pseudo-denormals, pseudo-inf/NaN, quiet/signalling NaN
            for s in (0, 1):
                for e in (0, 1, 0x3FFF, 0x7FFE, 0x7FFF):
                    for m in (0, 1, 1 << 63, (1 << 63) | 1, 1 << 62, (1 << 64) - 1, 3 << 62):
                        pats.add((s << 79) | (e << 64) | m)
        for b in sorted(pats):
            rows.append((kind, "0x%X" % b))
    got = run(["%s : %s" % (h, k) for k, h in rows])
    out = []
    for (k, h), g in zip(rows, got):
        suffix = " : " + k
        assert g.endswith(suffix), g
        out.append("%s\t%s\t%s" % (k, h, g[: -len(suffix)]))
    return out


def dec(fr, digits=40):
    """Exact (or long) decimal spelling of a positive Fraction, MLIR float syntax."""
    if fr == 0:
        return "0.0"
    e = 0
    while fr >= 10:
        fr /= 10
        e += 1
    while fr < 1:
        fr *= 10
        e -= 1
    ds = []
    for _ in range(digits):
        d = int(fr)
        ds.append(str(d))
        fr = (fr - d) * 10
        if fr == 0:
            break
    return "%s.%se%+d" % (ds[0], "".join(ds[1:]) or "0", e)


def values(kind):
    """All finite positive values of a small kind (as Fractions), by construction."""
    w, p, emin, emax = KINDS[kind]
    vals = set()
    for e in range(emin, emax + 1):
        for m in range(1 << (p - 1), 1 << p):
            vals.add(Fraction(m) * Fraction(2) ** (e - (p - 1)))
    if kind != "f8E8M0FNU":
        for m in range(1, 1 << (p - 1)):
            vals.add(Fraction(m) * Fraction(2) ** (emin - (p - 1)))
    return sorted(vals)


def parse_rows():
    rnd = random.Random(2222)
    rows = []
    fixed = ["0.0", "-0.0", "1.0", "-1.0", "1.5", "0.1", "-0.1", "2.5", "3.0", "1.0e+400", "-1.0e+400",
             "1.0e-400", "-1.0e-400", "1.0e-50", "-1.0e-50", "1.0e+5", "-1.0e+5", "6.5e4", "65520.0",
             "65519.99", "448.0", "464.0", "465.0", "480.0", "57344.0", "61440.0", "6.0", "7.0", "7.5",
             "28.0", "30.0", "32.0", "1.", "1.e3", "00012.50", "1.5E3", "3.4028235e38", "3.4028236e38",
             "3.5e38", "1.7976931348623157e308", "1.7976931348623159e308", "4.9e-324", "2.0e-324",
             "2.5e-324", "1.1", "0.3333333333333333333333", "123456789.0", "16777217.0",
             "9007199254740993.0", "1.401298464324817e-45", "7.0e-46", "5.960464477539063e-08",
             "2.9802322387695312e-08", "2.98023223876953125e-08", "2.9802322387695313e-08",
             "1.7014118346046923e+38", "2.5521177519070385e+38", "2.55211775190703847e+38",
             "2.9387358770557188e-39", "4.4081038e-39", "8.8e-39"]
    for kind, (w, p, emin, emax) in KINDS.items():
        lits = list(fixed)
        if w <= 16 and kind != "tf32":
            vs = values(kind) if w <= 8 else []
            for a, b in zip(vs, vs[1:]):
                mid = (a + b) / 2
                lits += [dec(a), dec(mid), dec(mid * (1 + Fraction(1, 10**12))), dec(mid * (1 - Fraction(1, 10**12)))]
            if vs:
                top = vs[-1]
                ulp = vs[-1] - vs[-2]
                lits += [dec(top + ulp / 2), dec(top + ulp / 2 * Fraction(999, 1000)), dec(top + ulp), dec(top * 4)]
                bottom = vs[0]
                lits += [dec(bottom / 2), dec(bottom / 2 * Fraction(1001, 1000)), dec(bottom / 4), dec(bottom * Fraction(3, 4))]
        for _ in range(250 if w > 8 else 60):
            nd = rnd.randint(1, 20)
            digits = "".join(rnd.choice("0123456789") for _ in range(nd))
            lo = max(emin * 0.30103 - 3, -330)
            hi = min(emax * 0.30103 + 2, 310)
            e = rnd.randint(int(lo), int(hi))
            lits.append("%s.%se%+d" % (digits[0], digits[1:], e))
        for lit in lits:
            rows.append((kind, lit))
            if not lit.startswith("-"):
                rows.append((kind, "-" + lit))
    # Dedupe, keep order.
    seen = set()
    rows = [r for r in rows if not (r in seen or seen.add(r))]
    got = run(["dense<%s> : tensor<%s>" % (l, k) for k, l in rows])
    out = []
    for (k, l), g in zip(rows, got):
        m = re.fullmatch(r"dense<(.*)> : tensor<%s>" % k, g)
        assert m, g
        out.append("%s\t%s\t%s" % (k, l, m.group(1)))
    return out


def main():
    header = "# generated by gen.py from mlir-opt 22; do not edit\n"
    with open(os.path.join(HERE, "print.tsv"), "w") as f:
        f.write(header + "\n".join(print_rows()) + "\n")
    with open(os.path.join(HERE, "parse.tsv"), "w") as f:
        f.write(header + "\n".join(parse_rows()) + "\n")


if __name__ == "__main__":
    main()
