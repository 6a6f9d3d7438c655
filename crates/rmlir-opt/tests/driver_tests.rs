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

/// A bytecode file large enough to be read on several threads: reading it
/// (intact or damaged) prints the same output and the same diagnostics as
/// reading it on one thread, and writes the same bytes back.
#[test]
fn large_bytecode_reads_the_same_on_all_threads() {
    let dir = std::env::temp_dir().join(format!("rmlir-bc-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut text = String::from("module {\n");
    for i in 0..12000 {
        text.push_str(&format!(
            "  func.func @f{i}(%a: i32) -> i32 {{\n    %c = arith.constant {i} : i32\n    %0 = arith.addi %a, %c : i32\n    %1 = arith.muli %0, %0 : i32\n    return %1 : i32\n  }}\n"
        ));
    }
    text.push_str("}\n");
    let src = dir.join("big.mlir");
    std::fs::write(&src, text).unwrap();
    let bc = dir.join("big.mlirbc");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
            .args(args)
            .current_dir(&dir)
            .output()
            .unwrap()
    };
    assert!(run(&["--emit-bytecode", "big.mlir", "-o", "big.mlirbc"])
        .status
        .success());
    let bytes = std::fs::read(&bc).unwrap();
    assert!(
        bytes.len() > 1 << 20,
        "{} bytes: too small for the threaded read",
        bytes.len()
    );
    for damage in [
        None,
        Some(bytes.len() / 3),
        Some(bytes.len() / 2),
        Some(bytes.len() - 9),
    ] {
        let mut b = bytes.clone();
        if let Some(at) = damage {
            b[at] ^= 0x37;
        }
        std::fs::write(dir.join("in.mlirbc"), &b).unwrap();
        let threaded = run(&["in.mlirbc"]);
        let single = run(&["--mlir-disable-threading", "in.mlirbc"]);
        assert_eq!(
            threaded.status.code(),
            single.status.code(),
            "damage {damage:?}"
        );
        assert!(
            threaded.stdout == single.stdout,
            "damage {damage:?}: outputs differ"
        );
        assert_eq!(
            String::from_utf8_lossy(&threaded.stderr),
            String::from_utf8_lossy(&single.stderr),
            "damage {damage:?}"
        );
    }
    let again = run(&["--emit-bytecode", "big.mlirbc"]);
    assert!(
        again.stdout == bytes,
        "bytecode -> bytecode changed the bytes"
    );
    std::fs::remove_dir_all(&dir).ok();
}
