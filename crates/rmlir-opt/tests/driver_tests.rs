//! Driver tests: `tests/driver/NAME.mlir` runs with the flags on its first
//! line (`// ARGS: ...`); standard output, standard error and exit status
//! must equal what upstream mlir-opt 22 produced (`NAME.out`, `NAME.err`,
//! `NAME.status`, recorded by `scripts/bless-driver.sh`). With `// MERGED`
//! on the second line both streams go into one pipe, as with `2>&1`, and
//! `NAME.out` is what comes out of it: how output and diagnostics
//! interleave. With `// RMLIR-EXTRA: REGEX` there instead, rmlir-opt
//! writes lines upstream does not (a note of its own): the lines of its
//! standard error matching REGEX are left out of the comparison, and there
//! must be some.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

/// What a run wrote.
struct Run {
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

fn run_driver(dir: &Path, args: &[&str], file: &std::ffi::OsStr, merged: bool) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"));
    cmd.args(args).arg(file).current_dir(dir);
    if merged {
        let (mut reader, writer) = std::io::pipe().unwrap();
        cmd.stdout(writer.try_clone().unwrap()).stderr(writer);
        let mut child = cmd.spawn().unwrap();
        // The command holds the pipe's writing ends until it is dropped.
        drop(cmd);
        let mut both = Vec::new();
        reader.read_to_end(&mut both).unwrap();
        let status = child.wait().unwrap().code().unwrap_or(-1);
        return Run {
            status,
            stdout: both,
            stderr: Vec::new(),
        };
    }
    let out = cmd.stdin(Stdio::null()).output().unwrap();
    Run {
        status: out.status.code().unwrap_or(-1),
        stdout: out.stdout,
        stderr: out.stderr,
    }
}

/// The words of an `// ARGS:` line: split at spaces, with single or
/// double quotes grouping (and removed), as `scripts/bless-driver.sh`'s
/// shell splits them.
fn split_args(line: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut cur: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.get_or_insert_with(String::new).push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                cur.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => args.extend(cur.take()),
            (None, c) => cur.get_or_insert_with(String::new).push(c),
        }
    }
    args.extend(cur);
    args
}

/// `--mlir-timing` reports with every time replaced by `T`, as
/// `scripts/bless-driver.sh` records them.
fn normalize_times(text: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(text);
    let time = regex::Regex::new(r"[0-9]+\.[0-9]+ \( *[0-9]+\.[0-9]%\)").unwrap();
    let total = regex::Regex::new(r"Time: [0-9.]+ seconds").unwrap();
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let line = time.replace(line, "T");
        out.push_str(&total.replace(&line, "Time: T seconds"));
    }
    out.into_bytes()
}

#[test]
fn driver_tests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/driver");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/driver exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    let mut failures = Vec::new();
    for input in &inputs {
        // Inputs may hold any bytes; only the first lines must be text.
        let bytes = std::fs::read(input).unwrap();
        let mut lines = bytes.split(|&b| b == b'\n');
        let first = String::from_utf8_lossy(lines.next().unwrap_or(&[])).into_owned();
        let second = String::from_utf8_lossy(lines.next().unwrap_or(&[])).into_owned();
        let merged = second.starts_with("// MERGED");
        let extra = second
            .strip_prefix("// RMLIR-EXTRA: ")
            .map(|re| regex::Regex::new(re).expect("a valid RMLIR-EXTRA regex"));
        let words = split_args(first.strip_prefix("// ARGS: ").unwrap_or(""));
        let args: Vec<&str> = words.iter().map(String::as_str).collect();
        let want_out = std::fs::read(input.with_extension("out")).expect("blessed .out");
        let want_err = if merged {
            Vec::new()
        } else {
            std::fs::read(input.with_extension("err")).expect("blessed .err")
        };
        let want_status: i32 = std::fs::read_to_string(input.with_extension("status"))
            .expect("blessed .status")
            .trim()
            .parse()
            .unwrap();
        let got = run_driver(&dir, &args, input.file_name().unwrap(), merged);
        let mut got_err = normalize_times(&got.stderr);
        if let Some(re) = &extra {
            let text = String::from_utf8_lossy(&got_err).into_owned();
            let kept: String = text
                .split_inclusive('\n')
                .filter(|l| !re.is_match(l))
                .collect();
            if kept.len() == text.len() {
                failures.push(format!("{}: no line matches RMLIR-EXTRA", input.display()));
            }
            got_err = kept.into_bytes();
        }
        if got.stdout != want_out || got_err != want_err || got.status != want_status {
            failures.push(format!(
                "{}: status {} (want {want_status})\n--- expected stdout\n{}--- got stdout\n{}--- expected stderr\n{}--- got stderr\n{}",
                input.display(),
                got.status,
                String::from_utf8_lossy(&want_out),
                String::from_utf8_lossy(&got.stdout),
                String::from_utf8_lossy(&want_err),
                String::from_utf8_lossy(&got_err),
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An op of a dialect mlir-opt registers and rmlir does not implement has
/// properties only mlir-opt can encode in bytecode: writing it is an error
/// naming the op, and leaves no output file, in every bytecode version.
#[test]
fn bytecode_of_ops_only_mlir_opt_knows_is_refused() {
    let dir = std::env::temp_dir().join(format!("rmlir-upstream-only-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(
        &input,
        "func.func @f() -> i32 {\n  %0 = \"emitc.constant\"() <{value = 0 : i32}> : () -> i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    let output = dir.join("out.mlirbc");
    for version in ["", "--emit-bytecode-version=4", "--emit-bytecode-version=0"] {
        let st = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
            .args(["--allow-unregistered-dialect", "--emit-bytecode", "-o"])
            .arg(&output)
            .args((!version.is_empty()).then_some(version))
            .arg(&input)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&st.stderr);
        assert!(!st.status.success(), "{version}: written");
        assert!(
            err.starts_with("in.mlir:2:8: error: cannot write 'emitc.constant' as bytecode")
                || err.contains("in.mlir:2:8: error: cannot write 'emitc.constant' as bytecode"),
            "{version}: {err}"
        );
        assert!(!output.exists(), "{version}: output file left");
    }
    // Ops nobody registers keep their properties as an attribute, which
    // mlir-opt reads back as such: those are written.
    std::fs::write(&input, "\"foo.bar\"() <{a = 1 : i64}> : () -> ()\n").unwrap();
    let st = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(["--allow-unregistered-dialect", "--emit-bytecode", "-o"])
        .arg(&output)
        .arg(&input)
        .output()
        .unwrap();
    assert!(st.status.success());
    assert!(output.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn failed_run_leaves_no_output_file() {
    let dir = std::env::temp_dir().join(format!("rmlir-driver-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("bad.mlir");
    std::fs::write(&input, "\"t.x\"(%undefined) : (i32) -> ()\n").unwrap();
    let output = dir.join("out.mlir");
    let st = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(["--allow-unregistered-dialect", "-o"])
        .arg(&output)
        .arg(&input)
        .output()
        .unwrap();
    assert!(!st.status.success());
    assert!(
        !output.exists(),
        "output file kept after a failure (upstream removes it)"
    );
    std::fs::write(&input, "\"t.x\"() : () -> ()\n").unwrap();
    let st = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .args(["--allow-unregistered-dialect", "-o"])
        .arg(&output)
        .arg(&input)
        .output()
        .unwrap();
    assert!(st.status.success());
    assert!(std::fs::read_to_string(&output)
        .unwrap()
        .contains("\"t.x\"()"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Bytecode files large enough to be read on several threads (many
/// functions read apart; one large function, decoded on one thread while
/// another builds it; one large region of unregistered ops): reading them
/// (intact, damaged or truncated) prints the same output and the same
/// diagnostics as reading them on one thread, and writes the same bytes back.
#[test]
fn large_bytecode_reads_the_same_on_all_threads() {
    // Modules past the sizes that take the parallel paths; outside the
    // full tier the forced-parallel reads of the bytecode crate's tests
    // cover the same paths on small inputs.
    if !rmlir_test_support::full() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("rmlir-bc-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut many = String::from("module {\n");
    for i in 0..12000 {
        many.push_str(&format!(
            "  func.func @f{i}(%a: i32) -> i32 {{\n    %c = arith.constant {i} : i32\n    %0 = arith.addi %a, %c : i32\n    %1 = arith.muli %0, %0 : i32\n    return %1 : i32\n  }}\n"
        ));
    }
    many.push_str("}\n");
    let mut one = String::from(
        "func.func @main(%a: i32, %m: memref<8xf32>) -> i32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n",
    );
    for i in 0..20000 {
        one.push_str(&format!(
            "  %c{i}_ = arith.constant {i} : i32\n  %x{i} = arith.addi %a, %c{i}_ : i32\n  scf.for %i{i} = %c0 to %c1 step %c1 {{\n    %l{i} = memref.load %m[%i{i}] : memref<8xf32>\n    memref.store %l{i}, %m[%c0] : memref<8xf32>\n  }}\n"
        ));
    }
    one.push_str("  return %x7 : i32\n}\n");
    let mut unregistered = String::from("\"test.graph\"() ({\n");
    for i in 0..40000 {
        unregistered.push_str(&format!(
            "  %v{i} = \"test.op\"() {{n = {i} : i64}} : () -> i32\n  \"test.region\"(%v{i}) ({{\n    \"test.use\"(%v{i}) : (i32) -> ()\n  }}) : (i32) -> ()\n"
        ));
    }
    unregistered.push_str("}) : () -> ()\n");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
            .arg("--allow-unregistered-dialect")
            .args(args)
            .current_dir(&dir)
            .output()
            .unwrap()
    };
    for (name, text) in [("many", many), ("one", one), ("unregistered", unregistered)] {
        std::fs::write(dir.join("big.mlir"), text).unwrap();
        let out = run(&["--emit-bytecode", "big.mlir", "-o", "big.mlirbc"]);
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(dir.join("big.mlirbc")).unwrap();
        assert!(
            bytes.len() > 1 << 20,
            "{name}: {} bytes: too small for the threaded read",
            bytes.len()
        );
        let n = bytes.len();
        let damages = [
            None,
            Some((n / 7, false)),
            Some((n / 3, false)),
            Some((n / 2, false)),
            Some((2 * n / 3, false)),
            Some((n - 9, false)),
            Some((n / 2, true)),
            Some((n - 100, true)),
        ];
        for damage in damages {
            let mut b = bytes.clone();
            match damage {
                Some((at, false)) => b[at] ^= 0x37,
                Some((at, true)) => b.truncate(at),
                None => {}
            }
            std::fs::write(dir.join("in.mlirbc"), &b).unwrap();
            let threaded = run(&["in.mlirbc"]);
            let single = run(&["--mlir-disable-threading", "in.mlirbc"]);
            assert_eq!(
                threaded.status.code(),
                single.status.code(),
                "{name}: damage {damage:?}"
            );
            assert!(
                threaded.stdout == single.stdout,
                "{name}: damage {damage:?}: outputs differ"
            );
            assert_eq!(
                String::from_utf8_lossy(&threaded.stderr),
                String::from_utf8_lossy(&single.stderr),
                "{name}: damage {damage:?}"
            );
        }
        let again = run(&["--emit-bytecode", "big.mlirbc"]);
        assert!(
            again.stdout == bytes,
            "{name}: bytecode -> bytecode changed the bytes"
        );
        let single = run(&["--mlir-disable-threading", "--emit-bytecode", "big.mlirbc"]);
        assert!(
            single.stdout == bytes,
            "{name}: writing on one thread gives other bytes"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
