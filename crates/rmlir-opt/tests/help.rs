//! `--help` opens as mlir-opt 22's does (tests/help, recorded by
//! scripts/bless.sh): an overview, a blank line, then the registered
//! dialects, sorted and comma-separated, every one of them a dialect
//! mlir-opt lists too.

use std::path::Path;
use std::process::Command;

fn dialects(line: &str) -> Vec<String> {
    line.strip_prefix("Available Dialects: ")
        .unwrap_or_else(|| panic!("not a dialects line: {line:?}"))
        .split(", ")
        .map(str::to_owned)
        .collect()
}

#[test]
fn help_lists_the_registered_dialects_as_mlir_opt() {
    let recorded =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/help/mlir-opt-help-head.txt");
    let upstream = std::fs::read_to_string(recorded).expect("recorded mlir-opt --help head");
    let upstream: Vec<&str> = upstream.lines().collect();
    let out = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"))
        .arg("--help")
        .output()
        .expect("run rmlir-opt");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let ours: Vec<&str> = text.lines().take(3).collect();
    assert!(ours[0].starts_with("OVERVIEW: ") && upstream[0].starts_with("OVERVIEW: "));
    assert_eq!(ours[1], upstream[1]);
    let (mine, theirs) = (dialects(ours[2]), dialects(upstream[2]));
    let mut sorted = mine.clone();
    sorted.sort();
    assert_eq!(mine, sorted, "dialects sorted as mlir-opt sorts them");
    for d in &mine {
        assert!(theirs.contains(d), "{d} is not a dialect mlir-opt lists");
    }
    let ctx = rmlir_dialects::context();
    let mut registered: Vec<String> = ctx
        .registry()
        .dialects()
        .iter()
        .map(|d| d.name.to_string())
        .collect();
    registered.sort();
    assert_eq!(mine, registered);
}
