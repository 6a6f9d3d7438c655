//! Shared by the integration tests: running rmlir-opt on bytes.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `rmlir-opt --allow-unregistered-dialect ARGS -` with `input` on
/// stdin; returns (success, stdout, stderr). Fails the test if the tool
/// was killed by a signal (a crash or a stack overflow) or panicked.
pub fn run_on_stdin(input: &[u8], args: &[&str]) -> (bool, Vec<u8>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .arg("--allow-unregistered-dialect")
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn rmlir-opt");
    let mut stdin = child.stdin.take().unwrap();
    let data = input.to_vec();
    // Written from another thread: a large input would fill the pipe while
    // the tool fills its output pipe.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&data);
    });
    let out = child.wait_with_output().expect("wait");
    writer.join().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        out.status.code().is_some(),
        "killed by a signal (crash or stack overflow):\n{}",
        &stderr[..stderr.len().min(2000)]
    );
    assert!(!stderr.contains("panicked"), "panic:\n{stderr}");
    (out.status.success(), out.stdout, stderr)
}
