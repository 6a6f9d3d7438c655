//! `--list-passes` lays out each pass as mlir-opt does: its entries in
//! mlir-opt 22's list (`tests/passes/mlir-opt-list-passes.txt`, recorded
//! by `scripts/bless.sh`) are what rmlir's registry prints at the same
//! description column. (The column itself depends on every registered
//! pass, so the lists differ there.)

use std::path::Path;

/// The entries of a `--list-passes` text, by pass: the pass line and the
/// option lines under it.
fn entries(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines().skip(1) {
        if let Some(rest) = line.strip_prefix("  --") {
            let name = rest.split_whitespace().next().unwrap_or("").to_string();
            out.push((name, String::new()));
        }
        if let Some(last) = out.last_mut() {
            last.1.push_str(line);
            last.1.push('\n');
        }
    }
    out
}

#[test]
fn pass_entries_as_mlir_opt_prints_them() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/passes/mlir-opt-list-passes.txt");
    let upstream = std::fs::read_to_string(path).expect("recorded by scripts/bless.sh");
    // The description column: where the first pass line's `-   ` is, plus 2
    // (upstream's `descIndent`).
    let first = upstream.lines().nth(1).unwrap();
    let column = first.find("-   ").unwrap() + 2;
    let mut registry = rmlir_pass::PassRegistry::new();
    rmlir_transforms::register(&mut registry);
    let ours = format!("Passes:\n{}", registry.pass_entries(2, column));
    let upstream_entries = entries(&upstream);
    let our_entries = entries(&ours);
    assert!(!our_entries.is_empty());
    for (name, text) in our_entries {
        let want = upstream_entries
            .iter()
            .find(|e| e.0 == name)
            .unwrap_or_else(|| panic!("mlir-opt has no pass {name}"));
        assert_eq!(text, want.1, "{name}");
    }
}
