//! A function holding enough ops to be verified on all threads reports the
//! diagnostics of the sequential walk: none when valid, and otherwise the
//! first failure in walk order (op invariants, nested regions, nested
//! isolated ops, dominance), whichever thread meets which failure first.

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::PrintOptions;

/// One large function: `extra(i)` adds lines after statement `i`.
fn large_function(extra: impl Fn(usize) -> String) -> String {
    let mut s = String::from(
        "func.func @big(%a: i32, %b: i64, %m: memref<8xf32>, %c: i1) -> i32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c8 = arith.constant 8 : index\n",
    );
    // About 25k ops in the function body: past the size verified in parallel.
    for i in 0..20000 {
        s.push_str(&format!("  %x{i} = arith.addi %a, %a : i32\n"));
        if i % 50 == 0 {
            s.push_str(&format!(
                "  scf.for %iv{i} = %c0 to %c8 step %c1 {{\n    %l{i} = memref.load %m[%iv{i}] : memref<8xf32>\n    %s{i} = arith.addf %l{i}, %l{i} : f32\n    memref.store %s{i}, %m[%iv{i}] : memref<8xf32>\n  }}\n"
            ));
        }
        if i % 700 == 0 {
            s.push_str(&format!(
                "  builtin.module {{\n    func.func @g(%p: i32) -> i32 {{\n      return %p : i32\n    }}\n  }}\n"
            ));
        }
        s.push_str(&extra(i));
    }
    s.push_str("  return %x0 : i32\n}\n");
    s
}

/// The messages and locations of verifying `src` with and without threads.
fn diagnostics(src: &str, single_threaded: bool) -> Vec<String> {
    let ctx = rmlir_dialects::context();
    let parsed = parse_source(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
    let opts = PrintOptions {
        single_threaded,
        ..Default::default()
    };
    rmlir_ir::verifier::verify_with(&ctx, &parsed.ir, &opts)
        .iter()
        .map(|d| {
            let mut loc = String::new();
            rmlir_ir::printer::print_location(&ctx, d.loc, &mut loc);
            format!(
                "{loc}: {} {:?}",
                d.message,
                d.notes.iter().map(|n| &n.message).collect::<Vec<_>>()
            )
        })
        .collect()
}

fn assert_sequential(src: &str, expect: &[&str]) {
    let threaded = diagnostics(src, false);
    assert_eq!(threaded, diagnostics(src, true));
    assert_eq!(threaded.len(), expect.len(), "{threaded:#?}");
    for (d, e) in threaded.iter().zip(expect) {
        assert!(d.contains(e), "{d} should contain {e}");
    }
}

#[test]
fn a_valid_large_function_verifies() {
    assert_sequential(&large_function(|_| String::new()), &[]);
}

#[test]
fn the_first_invalid_op_is_reported() {
    // Two bad ops far apart: only the first is reported, as by the walk.
    let src = large_function(|i| match i {
        14100 => "  %bad1 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n".to_string(),
        19900 => "  %bad2 = \"arith.muli\"(%a, %b) : (i32, i64) -> i32\n".to_string(),
        _ => String::new(),
    });
    assert_sequential(
        &src,
        &["'arith.addi' op requires the same type for all operands"],
    );
}

#[test]
fn an_invalid_op_in_a_nested_region_is_reported() {
    let src = large_function(|i| match i {
        13000 => {
            "  scf.if %c {\n    %n = \"arith.subi\"(%a, %b) : (i32, i64) -> i32\n  }\n".to_string()
        }
        _ => String::new(),
    });
    assert_sequential(
        &src,
        &["'arith.subi' op requires the same type for all operands"],
    );
}

#[test]
fn dominance_errors_come_after_op_errors() {
    // A use before its definition early on, and an invalid op later: the
    // walk checks ops first, dominance once they verified.
    let src = large_function(|i| match i {
        1000 => {
            "  %early = arith.addi %late, %a : i32\n  %late = arith.addi %a, %a : i32\n".to_string()
        }
        15000 => "  %bad = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n".to_string(),
        _ => String::new(),
    });
    assert_sequential(
        &src,
        &["'arith.addi' op requires the same type for all operands"],
    );
    let src = large_function(|i| {
        match i {
        1000 => "  %early = arith.addi %late, %a : i32\n  %late = arith.addi %a, %a : i32\n".to_string(),
        14000 => "  scf.if %c {\n    %e2 = arith.addi %late2, %a : i32\n    %late2 = arith.addi %a, %a : i32\n  }\n".to_string(),
        _ => String::new(),
    }
    });
    assert_sequential(&src, &["operand #0 does not dominate this use"]);
}

#[test]
fn errors_in_nested_isolated_ops_are_all_reported_in_order() {
    // Every isolated op is verified even after one failed, as upstream does.
    let src = large_function(|i| {
        match i {
        12000 | 14500 => format!(
            "  builtin.module {{\n    func.func @bad{i}(%p: i32, %q: i64) -> i32 {{\n      %r = \"arith.addi\"(%p, %q) : (i32, i64) -> i32\n      return %r : i32\n    }}\n  }}\n"
        ),
        _ => String::new(),
    }
    });
    assert_sequential(
        &src,
        &[
            "'arith.addi' op requires the same type for all operands",
            "'arith.addi' op requires the same type for all operands",
        ],
    );
}
