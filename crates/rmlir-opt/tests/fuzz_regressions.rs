//! Inputs the fuzzer once crashed on (`tests/fuzz-regressions`): each must
//! go through every printing mode without a panic or a crash.

use std::path::Path;
use std::process::Command;

#[test]
fn fuzz_regressions_do_not_crash() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fuzz-regressions");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("tests/fuzz-regressions exists") {
        let path = entry.unwrap().path();
        for flags in [&[][..], &["--mlir-print-op-generic"], &["--mlir-print-debuginfo"], &["--mlir-print-local-scope"]] {
            let out = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
                .arg("--allow-unregistered-dialect")
                .args(flags)
                .arg(&path)
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(out.status.code().is_some(), "{} {flags:?}: killed by a signal", path.display());
            assert!(!stderr.contains("panicked"), "{} {flags:?}: {stderr}", path.display());
            n += 1;
        }
    }
    assert!(n > 0);
}
