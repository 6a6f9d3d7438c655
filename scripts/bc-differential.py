#!/usr/bin/env python3
"""Damages bytecode files and checks rmlir-opt and mlir-opt 22 agree on each.

usage: scripts/bc-differential.py [--cases DIR] [--files N] [--edits K] [--seed S]
                                  [--rmlir PATH] [--mlir-opt PATH] [--show M]

Takes N conformance bytecode files (DIR/*/bytecode.mlirbc, default
../shared/conformance/cases) that both tools read the same when intact,
and makes K damaged copies of each: a bit
flipped, a byte replaced, the file cut short. Both tools read each copy
(`--allow-unregistered-dialect`, run from the case folder so diagnostics
can show source lines); they agree when exit status, output and
diagnostics are the same. rmlir's extra note giving the byte and section
where reading stopped (`note: at byte N of the file, in section S`) is
left out of the comparison. Prints the agreement rate and the first M
disagreements, grouped by the first error line of each tool.
"""
import argparse, os, random, re, shutil, subprocess, sys, tempfile, collections

HERE = os.path.dirname(os.path.abspath(__file__))


def run(tool, path, cwd):
    try:
        p = subprocess.run([tool, "--allow-unregistered-dialect", os.path.basename(path)],
                           capture_output=True, cwd=cwd, timeout=20)
    except subprocess.TimeoutExpired:
        return ("timeout", b"", b"")
    return (p.returncode, p.stdout, p.stderr)


def damage(data, rnd):
    b = bytearray(data)
    kind = rnd.choice(["bit", "byte", "cut"])
    if kind == "cut":
        return bytes(b[: rnd.randrange(8, len(b))]), kind
    at = rnd.randrange(8, len(b))
    if kind == "bit":
        b[at] ^= 1 << rnd.randrange(8)
    else:
        b[at] = rnd.randrange(256)
    return bytes(b), kind


def first_error(stderr):
    for line in stderr.decode("utf-8", "replace").splitlines():
        if "error:" in line:
            return re.sub(r"\d+", "N", line.split("error:", 1)[1].strip())[:100]
    return "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default=os.path.join(HERE, "..", "..", "shared", "conformance", "cases"))
    ap.add_argument("--files", type=int, default=40)
    ap.add_argument("--edits", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rmlir", default=os.path.join(HERE, "..", "target", "release", "rmlir-opt"))
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--dump", help="save each disagreeing file and both outputs here")
    a = ap.parse_args()
    rnd = random.Random(a.seed)
    cases = sorted(d for d in os.listdir(a.cases)
                   if os.path.exists(os.path.join(a.cases, d, "bytecode.mlirbc")))
    rnd.shuffle(cases)
    same = total = skipped = 0
    groups = collections.Counter()
    examples = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases[: a.files]:
            folder = os.path.join(a.cases, case)
            data = open(os.path.join(folder, "bytecode.mlirbc"), "rb").read()
            work = os.path.join(tmp, case)
            shutil.copytree(folder, work)
            # Only files both tools read the same when intact (test-dialect
            # ops and dialects rmlir lacks are known to differ).
            up, rm = run(a.mlir_opt, os.path.join(work, "bytecode.mlirbc"), work), \
                run(a.rmlir, os.path.join(work, "bytecode.mlirbc"), work)
            if up != rm:
                skipped += 1
                continue
            for _ in range(a.edits):
                damaged, kind = damage(data, rnd)
                path = os.path.join(work, "damaged.mlirbc")
                open(path, "wb").write(damaged)
                up = run(a.mlir_opt, path, work)
                rm = run(a.rmlir, path, work)
                rm_err = b"\n".join(l for l in rm[2].split(b"\n") if b": note: at byte " not in l)
                total += 1
                if up[0] == rm[0] and up[1] == rm[1] and up[2] == rm_err:
                    same += 1
                    continue
                key = (str(up[0]) + " " + first_error(up[2]), str(rm[0]) + " " + first_error(rm_err))
                groups[key] += 1
                examples.setdefault(key, f"{case} ({kind})")
                if a.dump:
                    os.makedirs(a.dump, exist_ok=True)
                    stem = os.path.join(a.dump, f"{case}-{total}")
                    open(stem + ".mlirbc", "wb").write(damaged)
                    open(stem + ".mlir-opt", "wb").write(b"exit %s\n" % str(up[0]).encode() + up[1] + up[2])
                    open(stem + ".rmlir", "wb").write(b"exit %s\n" % str(rm[0]).encode() + rm[1] + rm_err)
    print(f"bc-differential: {same}/{total} damaged files read the same "
          f"({100 * same / max(total, 1):.1f}%); {skipped} files skipped, read differently intact")
    for key, n in groups.most_common(a.show):
        print(f"  {n:4d}  mlir-opt: {key[0]}\n        rmlir:    {key[1]}\n        e.g. {examples[key]}")


if __name__ == "__main__":
    main()
