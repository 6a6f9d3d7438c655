//! What rmlir's tests share: which tier runs, and the inputs sweeps walk.
//!
//! `cargo test --workspace` runs the quick tier: every test, with sweeps
//! over upstream's conformance inputs taking a fixed sample of them and
//! extreme inputs at a size that still goes past what the sequential
//! paths and upstream survive. `.ci/run` sets `RMLIR_TEST_FULL=1`: every
//! input, every size.

use std::path::{Path, PathBuf};

/// Whether the full tier runs (`RMLIR_TEST_FULL` set, and not `0`).
pub fn full() -> bool {
    std::env::var_os("RMLIR_TEST_FULL").is_some_and(|v| v != "0")
}

/// `full_size` in the full tier, `quick_size` otherwise.
pub fn size(full_size: usize, quick_size: usize) -> usize {
    if full() {
        full_size
    } else {
        quick_size
    }
}

/// The repository's root.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// In the quick tier, one conformance case in this many is swept.
const SAMPLE_EVERY: usize = 12;

/// The case folders of upstream's conformance corpus (`../shared`
/// beside the repository), sorted; in the quick tier a fixed sample of
/// them, spread over every folder of the corpus. Empty when the corpus
/// is not there.
pub fn conformance_cases() -> Vec<PathBuf> {
    let dir = repo_root().join("../shared/conformance/cases");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut cases: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    sample(cases)
}

/// The case folders of rmlir's own file tests (`tests/cases`), sorted:
/// all of them, in every tier.
pub fn file_test_cases() -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(repo_root().join("tests/cases"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    cases.sort();
    cases
}

/// Every item in the full tier; every `SAMPLE_EVERY`th otherwise.
pub fn sample<T>(items: Vec<T>) -> Vec<T> {
    if full() {
        return items;
    }
    items.into_iter().step_by(SAMPLE_EVERY).collect()
}
