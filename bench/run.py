#!/usr/bin/env python3
"""Benchmarks rmlir-opt against upstream mlir-opt 22 in the same run.

usage: bench/run.py [--suite generic|dialects|linalg|bytecode|lazy|hex|split|passes|producers|all] [--ops N] [--runs R]
                    [--hex-elements N] [--hex-functions F] [--split-chunks N]
                    [--rmlir PATH] [--mlir-opt PATH]

Suites (each generates its input once, into bench/out):
  generic   bench/gen.py: a module of about N ops in generic form, every op
            in an unregistered dialect, so both tools do the same work;
            printed in generic form.
  dialects  bench/gen_dialects.py: a module of about N ops in custom form
            using func, arith, scf, affine, memref, tensor and cf, with many
            function signatures; printed in custom and in generic form.
  linalg    bench/gen_linalg.py: a module of about N linalg ops in custom
            form as ML producers export them (named ops whose payload the
            parser builds, generic ops, fills, transposes, reductions);
            printed in custom and in generic form.
  bytecode  three modules written as bytecode by mlir-opt (the dialects
            module; its ops in one function; the generic suite's
            unregistered ops): each read and printed, and --emit-bytecode
            from text and from bytecode.
  lazy      that bytecode file opened lazily through the Rust API with one
            function materialized (crates/rmlir-bytecode/examples/lazy_load.rs),
            against eager reads by rmlir and by mlir-opt.
  hex       bench/gen_hex.py: F functions (--hex-functions, default 20),
            each with an `arith.constant dense<"0x...">` of N random f32
            (--hex-elements, default 1M: 160 MB of hex digits, model
            weights as producers export them); printed in custom and in
            generic form, and --emit-bytecode.
  split     bench/gen_split.py: a lit-style test file of N one-function
            chunks (--split-chunks, default 20000) separated by `// -----`,
            run with --split-input-file; at N and N/2 chunks, so the ratio
            of the two times shows whether a chunk's cost depends on its
            position.
  passes    the dialects suite's module through `-canonicalize -cse`:
            rmlir-opt against mlir-opt (output checked identical), and
            rmlir-opt on all cores against --mlir-disable-threading (output
            checked identical too).
  producers the two modules of issue 15 in the shape producers emit: the
            linalg suite's module (bench/gen_linalg.py) and an LLVM-dialect
            kernel module with intrinsics and debug info
            (bench/gen_llvm.py), each printed in custom and generic form
            (the llvm one with --mlir-print-debuginfo too), and read from
            bytecode written by mlir-opt.

For each tool and output form it measures, best of R runs:
  parse        the "Parser" phase reported by --mlir-timing
  parse+print  wall time of reading, verifying and printing the module
  peak RSS     maximum resident set size of that run
and prints the ratios mlir-opt / rmlir-opt (higher is better for rmlir).
Before timing, it checks that both tools print byte-identical output.
"""
import argparse, filecmp, os, re, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))


def run_measured(cmd):
    """Runs cmd; returns (wall seconds, peak RSS in KiB, stderr text).

    Linux counts in a child's ru_maxrss the memory of the process it was
    forked from, so this script never holds large data itself (outputs are
    compared as files), or the tools' peak RSS would read as its own."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    err = p.stderr.read().decode("utf-8", "replace")
    p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{err[:2000]}")
    return wall, usage.ru_maxrss, err


def parser_time(stderr):
    m = re.search(r"^\s*([0-9.]+) \([ 0-9.]+%\)\s+Parser\s*$", stderr, re.M)
    return float(m.group(1)) if m else None


def measure(tool, path, flags, runs, timing=True):
    best = {"parse": None, "print": None, "rss": None}
    timing = ["--mlir-timing"] if timing else []
    for _ in range(runs):
        wall, rss, err = run_measured([tool, "--allow-unregistered-dialect", *flags,
                                       *timing, path, "-o", "/dev/null"])
        pt = parser_time(err)
        for k, v in (("parse", pt), ("print", wall), ("rss", rss)):
            if v is not None and (best[k] is None or v < best[k]):
                best[k] = v
    return best


def measure_pair(a, path, flags, runs, timing=True):
    """measure() of mlir-opt and rmlir-opt, their runs interleaved so that
    both meet the same machine (caches, clock, other load)."""
    def best(x, y):
        if x is None:
            return y
        return {k: min(v for v in (x[k], y[k]) if v is not None)
                if x[k] is not None or y[k] is not None else None for k in x}
    up, rm = None, None
    for _ in range(runs):
        up = best(up, measure(a.mlir_opt, path, flags, 1, timing))
        rm = best(rm, measure(a.rmlir, path, flags, 1, timing))
    return up, rm


def same_output(tools, path, flags):
    outs = []
    for i, t in enumerate(tools):
        out = os.path.join(os.path.dirname(path), f"compare-{i}.out")
        with open(out, "wb") as f:
            p = subprocess.run([t, "--allow-unregistered-dialect", *flags, path], stdout=f,
                               stderr=subprocess.PIPE)
        if p.returncode != 0:
            sys.exit(f"bench: {t} failed on {path}:\n{p.stderr[:2000].decode('utf-8', 'replace')}")
        outs.append(out)
    same = filecmp.cmp(outs[0], outs[1], shallow=False)
    for o in outs:
        os.remove(o)
    # The outputs written just now would otherwise be flushed to disk
    # while the next command is timed.
    os.sync()
    return same


def report(title, up, rm):
    print(title)
    print(f"  {'':14s}{'mlir-opt':>12s}{'rmlir-opt':>12s}{'ratio':>9s}")
    for label, k in [("parse (s)", "parse"), ("parse+print (s)", "print"), ("peak RSS (MB)", "rss")]:
        u, r = up[k], rm[k]
        if k == "rss":
            u, r = u / 1024, r / 1024
        ratio = f"{u / r:8.2f}x" if u and r else "      n/a"
        print(f"  {label:14s}{u or 0:12.3f}{r or 0:12.3f}{ratio}")


def suite(name, gen, forms, a):
    path = os.path.join(a.out, f"{name}-{a.ops}.mlir")
    if not os.path.exists(path):
        subprocess.check_call([sys.executable, os.path.join(HERE, gen), str(a.ops), path])
    size = os.path.getsize(path) / 1e6
    print(f"[{name}] input: {path} ({size:.1f} MB, ~{a.ops} ops), best of {a.runs} runs")
    for form, flags in forms:
        if not same_output([a.mlir_opt, a.rmlir], path, flags):
            print(f"  WARNING: {form} output differs between the tools")
        up, rm = measure_pair(a, path, flags, a.runs)
        report(f"  printed in {form} form:", up, rm)


def bytecode_inputs(a, shape):
    """A module as text, and as bytecode written by mlir-opt. Shapes:
    `dialects` (gen_dialects.py: thousands of functions), `one-function`
    (the same ops in one function) and `generic` (gen.py: unregistered
    ops, no isolated region but the module's)."""
    gen, extra = {
        "dialects": ("gen_dialects.py", []),
        "one-function": ("gen_dialects.py", ["7", "--one-function"]),
        "generic": ("gen.py", []),
    }[shape]
    text = os.path.join(a.out, f"{shape}-{a.ops}.mlir")
    if not os.path.exists(text):
        subprocess.check_call([sys.executable, os.path.join(HERE, gen), str(a.ops), text, *extra])
    bc = os.path.join(a.out, f"{shape}-{a.ops}.mlirbc")
    if not os.path.exists(bc):
        subprocess.check_call([a.mlir_opt, "--allow-unregistered-dialect", "--emit-bytecode",
                               text, "-o", bc])
    return text, bc


def dialects_inputs(a):
    return bytecode_inputs(a, "dialects")


def bytecode_suite(a):
    """Reading an upstream-written .mlirbc and printing it; writing bytecode;
    for each shape of module."""
    for shape in ["dialects", "one-function", "generic"]:
        text, bc = bytecode_inputs(a, shape)
        size = os.path.getsize(bc) / 1e6
        print(f"[bytecode: {shape}] input: {bc} ({size:.1f} MB, written by mlir-opt), "
              f"best of {a.runs} runs")
        if not same_output([a.mlir_opt, a.rmlir], bc, []):
            print("  WARNING: the tools print the bytecode differently")
        up, rm = measure_pair(a, bc, [], a.runs)
        report("  read bytecode, printed in custom form:", up, rm)
        mine = os.path.join(a.out, "rmlir-written.mlirbc")
        theirs = os.path.join(a.out, "mlir-opt-written.mlirbc")
        for t, o in ((a.rmlir, mine), (a.mlir_opt, theirs)):
            subprocess.check_call([t, "--allow-unregistered-dialect", "--emit-bytecode", text, "-o", o])
        same = filecmp.cmp(mine, theirs, shallow=False)
        print(f"  rmlir-opt --emit-bytecode writes the same bytes as mlir-opt: {same}")
        up, rm = measure_pair(a, text, ["--emit-bytecode"], a.runs)
        report("  text in, --emit-bytecode out:", up, rm)
        up, rm = measure_pair(a, bc, ["--emit-bytecode"], a.runs)
        report("  bytecode in, --emit-bytecode out:", up, rm)


def lazy_suite(a):
    """Lazy loading of one function against eager reads."""
    _, bc = dialects_inputs(a)
    subprocess.check_call(["cargo", "build", "--quiet", "--release", "-p", "rmlir-bytecode",
                           "--example", "lazy_load"], cwd=os.path.join(HERE, ".."))
    tool = os.path.join(HERE, "..", "target", "release", "examples", "lazy_load")
    print(f"[lazy] input: {bc}, best of {a.runs} runs")
    out = subprocess.check_output([tool, bc, str(a.runs)]).decode()
    print("  " + out.strip().replace("\n", "\n  "))
    up = measure(a.mlir_opt, bc, [], a.runs)
    lazy = float(re.search(r"lazy open \+ one function:\s+([0-9.]+)", out).group(1))
    print(f"  mlir-opt reading the whole file (parse phase): {up['parse']:.4f} s "
          f"= {up['parse'] / lazy:.0f}x the lazy read of one function")


def hex_suite(a):
    """Large hex dense constants: decoding, storing and encoding raw data."""
    n, funcs = a.hex_elements, a.hex_functions
    path = os.path.join(a.out, f"hex-{funcs}x{n}.mlir")
    if not os.path.exists(path):
        subprocess.check_call([sys.executable, os.path.join(HERE, "gen_hex.py"), str(n), path,
                               str(funcs)])
    size = os.path.getsize(path) / 1e6
    print(f"[hex] input: {path} ({size:.1f} MB, {funcs} constants of {n} f32), "
          f"best of {a.runs} runs")
    for form, flags in [("custom", []), ("generic", ["--mlir-print-op-generic"])]:
        if not same_output([a.mlir_opt, a.rmlir], path, flags):
            print(f"  WARNING: {form} output differs between the tools")
        up, rm = measure_pair(a, path, flags, a.runs)
        report(f"  printed in {form} form:", up, rm)
    mine = os.path.join(a.out, "rmlir-written.mlirbc")
    theirs = os.path.join(a.out, "mlir-opt-written.mlirbc")
    for t, o in ((a.rmlir, mine), (a.mlir_opt, theirs)):
        subprocess.check_call([t, "--emit-bytecode", path, "-o", o])
    same = filecmp.cmp(mine, theirs, shallow=False)
    for o in (mine, theirs):
        os.remove(o)
    print(f"  rmlir-opt --emit-bytecode writes the same bytes as mlir-opt: {same}")
    up, rm = measure_pair(a, path, ["--emit-bytecode"], a.runs)
    report("  text in, --emit-bytecode out:", up, rm)


def split_suite(a):
    """Many small chunks under --split-input-file: per-chunk overhead."""
    for n in (a.split_chunks // 2, a.split_chunks):
        path = os.path.join(a.out, f"split-{n}.mlir")
        if not os.path.exists(path):
            subprocess.check_call([sys.executable, os.path.join(HERE, "gen_split.py"), str(n), path])
        size = os.path.getsize(path) / 1e6
        print(f"[split] input: {path} ({size:.1f} MB, {n} chunks), best of {a.runs} runs")
        flags = ["--split-input-file"]
        if not same_output([a.mlir_opt, a.rmlir], path, flags):
            print("  WARNING: output differs between the tools")
        # Each chunk would report its own timing: wall times only.
        up, rm = measure_pair(a, path, flags, a.runs, timing=False)
        report(f"  {n} chunks, printed in custom form:", up, rm)


def passes_suite(a):
    """-canonicalize -cse on the dialects module; threads against one."""
    path = os.path.join(a.out, f"dialects-{a.ops}.mlir")
    if not os.path.exists(path):
        subprocess.check_call([sys.executable, os.path.join(HERE, "gen_dialects.py"), str(a.ops), path])
    size = os.path.getsize(path) / 1e6
    flags = ["-canonicalize", "-cse"]
    print(f"[passes] input: {path} ({size:.1f} MB, ~{a.ops} ops), {' '.join(flags)}, best of {a.runs} runs")
    if not same_output([a.mlir_opt, a.rmlir], path, flags):
        print("  WARNING: output differs between the tools")
    up, rm = measure_pair(a, path, flags, a.runs, timing=False)
    report("  mlir-opt against rmlir-opt (all cores):", up, rm)
    single = flags + ["--mlir-disable-threading"]
    if not same_output([a.rmlir, a.rmlir], path, flags) or not same_output([a.rmlir, a.rmlir], path, single):
        print("  WARNING: rmlir-opt's output is not deterministic")
    one = measure(a.rmlir, path, single, a.runs, timing=False)
    # The same output with and without threads.
    outs = []
    for i, f in enumerate((flags, single)):
        o = os.path.join(a.out, f"threads-{i}.out")
        subprocess.check_call([a.rmlir, "--allow-unregistered-dialect", *f, path, "-o", o])
        outs.append(o)
    same = filecmp.cmp(outs[0], outs[1], shallow=False)
    for o in outs:
        os.remove(o)
    print(f"  rmlir-opt prints the same with and without threads: {same}")
    report(f"  rmlir-opt --mlir-disable-threading against all cores ({os.cpu_count()}):", one, rm)


def producers_suite(a):
    """The producer dialects: text in both forms, and bytecode read."""
    for kind in ["linalg", "llvm"]:
        path = os.path.join(a.out, f"{kind}-{a.ops}.mlir")
        if not os.path.exists(path):
            subprocess.check_call([sys.executable, os.path.join(HERE, f"gen_{kind}.py"),
                                   str(a.ops), path])
        size = os.path.getsize(path) / 1e6
        print(f"[producers: {kind}] input: {path} ({size:.1f} MB, ~{a.ops} ops), best of {a.runs} runs")
        forms = [("custom", []), ("generic", ["--mlir-print-op-generic"])]
        if kind == "llvm":
            forms.append(("custom with debug info", ["--mlir-print-debuginfo"]))
        for form, flags in forms:
            if not same_output([a.mlir_opt, a.rmlir], path, flags):
                print(f"  WARNING: {form} output differs between the tools")
            up, rm = measure_pair(a, path, flags, a.runs)
            report(f"  printed in {form} form:", up, rm)
        bc = path[:-len(".mlir")] + ".mlirbc"
        if not os.path.exists(bc):
            subprocess.check_call([a.mlir_opt, "--emit-bytecode", path, "-o", bc])
        if not same_output([a.mlir_opt, a.rmlir], bc, []):
            print("  WARNING: the tools print the bytecode differently")
        up, rm = measure_pair(a, bc, [], a.runs)
        report("  read bytecode (written by mlir-opt), printed in custom form:", up, rm)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", default="all", choices=["generic", "dialects", "linalg", "bytecode", "lazy", "hex", "split", "passes", "producers", "all"])
    ap.add_argument("--ops", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--hex-elements", type=int, default=1_000_000)
    ap.add_argument("--hex-functions", type=int, default=20)
    ap.add_argument("--split-chunks", type=int, default=20_000)
    ap.add_argument("--rmlir", default=os.path.join(HERE, "..", "target", "release", "rmlir-opt"))
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--out", default=os.path.join(HERE, "out"))
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    if a.suite in ("generic", "all"):
        suite("generic", "gen.py", [("generic", ["--mlir-print-op-generic"])], a)
    if a.suite in ("dialects", "all"):
        suite("dialects", "gen_dialects.py", [("custom", []), ("generic", ["--mlir-print-op-generic"])], a)
    if a.suite in ("linalg", "all"):
        suite("linalg", "gen_linalg.py", [("custom", []), ("generic", ["--mlir-print-op-generic"])], a)
    if a.suite in ("bytecode", "all"):
        bytecode_suite(a)
    if a.suite in ("lazy", "all"):
        lazy_suite(a)
    if a.suite in ("hex", "all"):
        hex_suite(a)
    if a.suite in ("split", "all"):
        split_suite(a)
    if a.suite in ("passes", "all"):
        passes_suite(a)
    if a.suite in ("producers", "all"):
        producers_suite(a)


if __name__ == "__main__":
    main()
