#!/usr/bin/env python3
"""Differential testing against mlir-opt 22 on small edits of valid files.

Each input (a .mlir file, split at `// -----`) that mlir-opt accepts is
edited many times, one small change each: a type, a number, an SSA value,
a symbol, a dropped line or swapped operands. rmlir-opt and mlir-opt then
run on the edit, in custom and in generic output form, and must agree: both
accept and print the same bytes, or both reject with the same first error
(location and message).

With --passes="FLAGS" both tools also run that pipeline (for instance
--passes="-lower-affine -convert-scf-to-cf -canonicalize"; write the `=`,
or a single flag reads as an option of this script), and each chunk is
compared unedited as well as edited.

usage: differential.py [--edits N] [--seed S] [--jobs J] [--rmlir PATH]
                       [--passes FLAGS] [--keep DIR] FILE_OR_DIR...
Disagreements are printed (and, with --keep, written to DIR as files).
Exit status 1 when any is found.
"""
import argparse, concurrent.futures, os, random, re, shlex, subprocess, sys

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
HERE = os.path.dirname(os.path.abspath(__file__))
RMLIR = os.path.join(HERE, "..", "target", "release", "rmlir-opt")

TYPES = ["i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64",
         "tensor<4xf32>", "tensor<?xf32>", "memref<4xf32>", "vector<4xf32>", "complex<f32>"]
TYPE_RE = re.compile(r"\b(i1|i8|i16|i32|i64|index|f16|bf16|f32|f64)\b")
NUM_RE = re.compile(r"(?<![\w#%@.])-?\d+(\.\d+)?(e[+-]?\d+)?\b")
VALUE_RE = re.compile(r"%[\w$.-]+(#\d+)?")
SYMBOL_RE = re.compile(r"@[\w$.-]+")
DIM_RE = re.compile(r"(?<=[<x])(\d+|\?)(?=x)")


# Dialects mlir-opt 22 registers that rmlir does not implement yet: edits of
# inputs using them say nothing about rmlir (with --in-scope they are skipped).
OTHER_DIALECTS = set("""acc amdgpu amx arm_neon arm_sme arm_sve async dlti emitc irdl
ml_program mpi nvgpu omp pdl pdl_interp ptr quant shard smt sparse_tensor spirv test test_dyn
test_irdl_to_cpp transform wasmssa x86vector xegpu xevm""".split())
PREFIX_RE = re.compile(r"[\"!#]?\b([A-Za-z_]\w*)\.[A-Za-z_][\w.$]*")


def in_scope(chunk):
    code = re.sub(r"//[^\n]*", "", chunk)
    return not any(m.group(1) in OTHER_DIALECTS for m in PREFIX_RE.finditer(code))


def split_chunks(text):
    return re.split(r"^// -----\s*$", text, flags=re.M)


def edit(text, rng):
    """One random small edit of `text`, or None if none applies."""
    kind = rng.choice(["type", "number", "value", "symbol", "line", "swap", "dim"])
    if kind == "line":
        lines = text.split("\n")
        code = [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith("//")]
        if not code:
            return None
        del lines[rng.choice(code)]
        return "\n".join(lines)
    if kind == "swap":
        m = list(re.finditer(r"(%[\w$.-]+), (%[\w$.-]+)", text))
        if not m:
            return None
        x = rng.choice(m)
        return text[:x.start()] + f"{x.group(2)}, {x.group(1)}" + text[x.end():]
    regex, choices = {
        "type": (TYPE_RE, TYPES),
        "number": (NUM_RE, ["0", "1", "-1", "2", "7", "64", "2147483648", "0.5", "-0.0", "1e10"]),
        "value": (VALUE_RE, None),
        "symbol": (SYMBOL_RE, None),
        "dim": (DIM_RE, ["0", "1", "3", "?", "1024"]),
    }[kind]
    matches = [m for m in regex.finditer(text)
               if not text[max(0, m.start() - 2):m.start()].endswith("//")]
    # Skip matches inside comments.
    matches = [m for m in matches if "//" not in text[text.rfind("\n", 0, m.start()) + 1:m.start()]]
    if not matches:
        return None
    m = rng.choice(matches)
    if choices is None:
        pool = sorted({x.group(0) for x in regex.finditer(text)} - {m.group(0)})
        if kind == "symbol":
            pool.append("@nonexistent")
        if not pool:
            return None
        new = rng.choice(pool)
    else:
        new = rng.choice([c for c in choices if c != m.group(0)] or choices)
    return text[:m.start()] + new + text[m.end():]


# Pass flags both tools run (`--passes`).
PASSES = []


def run(tool, path, generic):
    args = [tool, "--allow-unregistered-dialect"] + PASSES
    if generic:
        args.append("--mlir-print-op-generic")
    args.append(path)
    try:
        p = subprocess.run(args, capture_output=True, timeout=60, cwd=os.path.dirname(path))
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"")
    return (p.returncode == 0, p.stdout, p.stderr)


def first_error(stderr):
    for line in stderr.decode("utf-8", "replace").splitlines():
        if ": error: " in line:
            return line
    return stderr.decode("utf-8", "replace")[:300]


def compare(rmlir, path):
    """A description of how the tools disagree on `path`, or None."""
    for generic in (False, True):
        a = run(MLIR_OPT, path, generic)
        b = run(rmlir, path, generic)
        if b[0] == "timeout":
            return "rmlir-opt timed out"
        if a[0] == "timeout":
            return None
        if b"panicked" in b[2] or b"RUST_BACKTRACE" in b[2]:
            return "rmlir-opt panicked:\n" + b[2].decode("utf-8", "replace")[:2000]
        if a[0] is False and b"PLEASE submit a bug report" in a[2]:
            return None  # mlir-opt crashed: nothing to compare with.
        if a[0] != b[0]:
            return (f"mlir-opt {'accepts' if a[0] else 'rejects'}, rmlir-opt "
                    f"{'accepts' if b[0] else 'rejects'}\n  mlir-opt: {first_error(a[2]) if not a[0] else ''}"
                    f"\n  rmlir-opt: {first_error(b[2]) if not b[0] else ''}")
        if a[0] and a[1] != b[1]:
            la, lb = a[1].decode("utf-8", "replace").splitlines(), b[1].decode("utf-8", "replace").splitlines()
            i = next((i for i, (x, y) in enumerate(zip(la, lb)) if x != y), min(len(la), len(lb)))
            form = "generic" if generic else "custom"
            return (f"{form} output differs at line {i + 1}:\n  mlir-opt:  {la[i] if i < len(la) else '<end>'}"
                    f"\n  rmlir-opt: {lb[i] if i < len(lb) else '<end>'}")
        if not a[0] and first_error(a[2]) != first_error(b[2]):
            return f"first errors differ:\n  mlir-opt:  {first_error(a[2])}\n  rmlir-opt: {first_error(b[2])}"
        if not a[0]:
            return None
    return None


def work(item):
    rmlir, tmpdir, name, text = item
    path = os.path.join(tmpdir, name + ".mlir")
    with open(path, "w") as f:
        f.write(text)
    try:
        return name, text, compare(rmlir, path)
    finally:
        os.unlink(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--edits", type=int, default=20, help="edits per chunk")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--rmlir", default=RMLIR)
    ap.add_argument("--keep")
    ap.add_argument("--passes", default="", help="pass flags both tools run")
    ap.add_argument("--in-scope", action="store_true",
                    help="skip inputs using dialects rmlir does not implement")
    a = ap.parse_args()
    PASSES.extend(shlex.split(a.passes))
    files = []
    for i in a.inputs:
        if os.path.isdir(i):
            for d, _, fs in os.walk(i):
                files += [os.path.join(d, f) for f in sorted(fs) if f.endswith(".mlir")]
        else:
            files.append(i)
    rng = random.Random(a.seed)
    tmpdir = os.path.join("/tmp", f"rmlir-differential-{os.getpid()}")
    os.makedirs(tmpdir, exist_ok=True)
    items = []
    for f in files:
        text = open(f, encoding="utf-8", errors="replace").read()
        for ci, chunk in enumerate(split_chunks(text)):
            if "expected-error" in chunk or not chunk.strip():
                continue
            if a.in_scope and not in_scope(chunk):
                continue
            # Only files mlir-opt accepts are edited.
            base = os.path.join(tmpdir, "base.mlir")
            with open(base, "w") as fh:
                fh.write(chunk)
            if not run(MLIR_OPT, base, False)[0] and not PASSES:
                continue
            if PASSES:
                items.append((a.rmlir, tmpdir, f"e{len(items)}", chunk))
            for k in range(a.edits):
                e = edit(chunk, rng)
                if e is not None:
                    items.append((a.rmlir, tmpdir, f"e{len(items)}", e))
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for name, text, diff in ex.map(work, items):
            if diff:
                bad += 1
                print(f"--- {name}: {diff}\n")
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    with open(os.path.join(a.keep, name + ".mlir"), "w") as fh:
                        fh.write(text)
    print(f"differential: {len(items)} edits, {bad} disagreements")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
