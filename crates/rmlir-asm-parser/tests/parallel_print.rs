//! Parallel printing must produce exactly the single-threaded text. Forces
//! the parallel path (one op per half-wave) on every file test input and,
//! when `../shared` is present, on every conformance case.

use std::path::Path;

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};
use rmlir_ir::Context;

fn check_file(path: &Path, checked: &mut usize) {
    let Ok(src) = std::fs::read(path) else { return };
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions {
        filename: "input.mlir".into(),
        ..Default::default()
    };
    let Ok(parsed) = parse_source(&ctx, &src, &opts) else {
        return;
    };
    for (generic, debug_info) in [(true, false), (false, false), (true, true)] {
        let base = PrintOptions {
            generic,
            debug_info,
            ..Default::default()
        };
        let mut one = String::new();
        print_ir(
            &ctx,
            &parsed.ir,
            &parsed.metadata,
            &PrintOptions {
                single_threaded: true,
                ..base.clone()
            },
            &mut one,
        );
        let mut par = String::new();
        print_ir(
            &ctx,
            &parsed.ir,
            &parsed.metadata,
            &PrintOptions {
                parallel_chunk_ops: Some(1),
                ..base
            },
            &mut par,
        );
        assert_eq!(
            one,
            par,
            "parallel printing differs for {} (generic={generic}, debug={debug_info})",
            path.display()
        );
        *checked += 1;
    }
}

#[test]
fn parallel_printing_matches_single_threaded() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut dirs = vec![root.join("tests/cases")];
    let shared = root.join("../shared/conformance/cases");
    if shared.is_dir() {
        dirs.push(shared);
    }
    let mut checked = 0;
    for dir in dirs {
        for case in std::fs::read_dir(&dir).unwrap() {
            let case = case.unwrap().path();
            for f in ["input.mlir", "generic.mlir"] {
                check_file(&case.join(f), &mut checked);
            }
        }
    }
    assert!(checked > 50, "only {checked} prints checked");
}
