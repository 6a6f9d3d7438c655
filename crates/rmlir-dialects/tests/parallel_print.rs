//! Parallel printing must produce exactly the single-threaded text. Forces
//! the parallel path (one op per half-wave) on every file test input and,
//! when `../shared` is present, on every conformance case.

use std::path::Path;

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

fn check_file(path: &Path, checked: &mut usize) {
    let Ok(src) = std::fs::read(path) else { return };
    // With the dialects registered, functions are isolated and have bodies
    // of their own, which the parallel paths split on.
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions {
        filename: "input.mlir".into(),
        ..Default::default()
    };
    let Ok(parsed) = parse_source(&ctx, &src, &opts) else {
        return;
    };
    // The custom form numbers functions on several threads; the flags that
    // change numbering are checked too.
    let variants = [
        (true, false, false),
        (false, false, false),
        (true, true, false),
        (false, false, true),
    ];
    for (generic, debug_info, naming_flags) in variants {
        let base = PrintOptions {
            generic,
            debug_info,
            use_nameloc_as_prefix: naming_flags,
            value_users: naming_flags,
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
        ).expect("IR with a top-level op");
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
        ).expect("IR with a top-level op");
        assert_eq!(
            one,
            par,
            "parallel printing differs for {} (generic={generic}, debug={debug_info}, \
             naming flags={naming_flags})",
            path.display()
        );
        *checked += 1;
    }
}

#[test]
fn parallel_printing_matches_single_threaded() {
    // Every file test; conformance inputs (a sample of them outside the
    // full test tier) when `../shared` is present.
    let mut cases = rmlir_test_support::file_test_cases();
    cases.extend(rmlir_test_support::conformance_cases());
    let mut checked = 0;
    for case in cases {
        for f in ["input.mlir", "generic.mlir"] {
            check_file(&case.join(f), &mut checked);
        }
    }
    assert!(checked > 50, "only {checked} prints checked");
}
