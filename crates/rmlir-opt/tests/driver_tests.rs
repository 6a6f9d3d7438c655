//! Driver tests: `tests/driver/NAME.mlir` runs with the flags on its first
//! line (`// ARGS: ...`); standard output and exit status must equal what
//! upstream mlir-opt 22 produced (`NAME.out`, `NAME.status`, recorded by
//! `scripts/bless.sh`).

use std::path::Path;
use std::process::Command;

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
        // Inputs may hold any bytes; only the first line must be text.
        let bytes = std::fs::read(input).unwrap();
        let first = bytes.split(|&b| b == b'\n').next().unwrap_or(&[]);
        let text = String::from_utf8_lossy(first).into_owned();
        let args: Vec<&str> = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("// ARGS: "))
            .unwrap_or("")
            .split_whitespace()
            .collect();
        let want_out = std::fs::read(input.with_extension("out")).expect("blessed .out");
        let want_status: i32 = std::fs::read_to_string(input.with_extension("status"))
            .expect("blessed .status")
            .trim()
            .parse()
            .unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
            .args(&args)
            .arg(input.file_name().unwrap())
            .current_dir(&dir)
            .output()
            .unwrap();
        let status = out.status.code().unwrap_or(-1);
        if out.stdout != want_out || status != want_status {
            failures.push(format!(
                "{}: status {status} (want {want_status})\n--- expected\n{}--- got\n{}{}",
                input.display(),
                String::from_utf8_lossy(&want_out),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
