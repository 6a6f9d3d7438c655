//! Function bodies parsed on other threads give the IR, the output and
//! the diagnostics of a sequential parse. Inputs are over the size at
//! which parsing goes parallel, and cover what a handed-off region cannot
//! see for itself (location aliases defined at the end, `distinct` ids,
//! names of the enclosing module, errors in any body).

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

/// A function of about 2.5 KB: big enough to be handed off.
fn function(i: usize, body_extra: &str) -> String {
    let mut s = format!(
        "  func.func @f{i}(%a: i32, %m: memref<8xf32>) -> i32 attributes {{llvm.emit_c_interface}} {{\n"
    );
    for j in 0..40 {
        s.push_str(&format!(
            "    %c{j} = arith.constant {j} : i32 loc(\"gen.mlir\":{i}:{j})\n"
        ));
    }
    s.push_str("    %x = arith.addi %a, %c1 : i32 loc(#loc_end)\n");
    s.push_str("    %t = arith.constant dense<[1, 2]> : tensor<2xi32> loc(#map_loc)\n");
    s.push_str(body_extra);
    s.push_str(
        // An isolated op inside: a body of the worker's own.
        "    %r = scf.if %true -> (i32) {\n      builtin.module {\n        func.func private @nested(i32)\n      }\n      scf.yield %x : i32\n    } else {\n      scf.yield %a : i32\n    }\n",
    );
    s.push_str("    return %r : i32\n  }\n");
    s
}

/// A module of such functions (and globals) past the parallel threshold;
/// `extra(offset)` adds lines to the function at that offset.
fn module(extra: impl Fn(usize) -> String) -> String {
    let mut s = String::from("#map_loc = loc(\"aliased\":1:2)\nmodule {\n");
    while s.len() < 1_200_000 {
        let i = s.len();
        s.push_str(&function(
            i,
            &format!("    %true = arith.constant true\n{}", extra(i)),
        ));
        if i % 7 == 0 {
            s.push_str(&format!(
                "  memref.global \"private\" @g{i} : memref<2xf32>\n"
            ));
        }
    }
    s.push_str("}\n#loc_end = loc(\"end\":3:4)\n");
    s
}

fn parse(src: &str, single_threaded: bool) -> Result<(String, usize), String> {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions {
        filename: "in.mlir".into(),
        single_threaded,
        ..Default::default()
    };
    let parsed = parse_source(&ctx, src.as_bytes(), &opts).map_err(|d| d.to_string())?;
    let diags = rmlir_ir::verifier::verify(&ctx, &parsed.ir);
    let mut out = String::new();
    let regions = parsed.parallel_regions;
    for d in &diags {
        rmlir_ir::printer::print_location(&ctx, d.loc, &mut out);
        out.push_str(&format!(": {}\n", d.message));
    }
    for (generic, debug_info) in [(false, false), (true, true)] {
        let popts = PrintOptions {
            generic,
            debug_info,
            ..Default::default()
        };
        print_ir(&ctx, &parsed.ir, &parsed.metadata, &popts, &mut out).expect("IR with a top-level op");
    }
    Ok((out, regions))
}

/// The output of a parallel parse, checked against the sequential one,
/// with how many function bodies were parsed on other threads.
fn same_as_sequential(src: &str) -> Result<(String, usize), String> {
    let par = parse(src, false);
    let seq = parse(src, true);
    let same = match (&par, &seq) {
        (Ok(p), Ok(s)) => p.0 == s.0,
        (Err(p), Err(s)) => p == s,
        _ => false,
    };
    if !same {
        let text = |r: &Result<(String, usize), String>| match r {
            Ok((s, _)) | Err(s) => s.clone(),
        };
        let (p, s) = (text(&par), text(&seq));
        let line = p.lines().zip(s.lines()).position(|(a, b)| a != b);
        let at = |t: &str| {
            line.and_then(|l| t.lines().nth(l))
                .unwrap_or("")
                .to_string()
        };
        panic!(
            "parallel and sequential parses differ (ok: {} vs {}) at line {line:?}:\n  {}\n  {}",
            par.is_ok(),
            seq.is_ok(),
            at(&p),
            at(&s)
        );
    }
    par
}

#[test]
fn valid_module() {
    let (out, regions) = same_as_sequential(&module(|_| String::new())).expect("valid");
    assert!(regions > 0, "no function body was parsed in parallel");
    assert!(out.contains("loc(\"end\":3:4)") && out.contains("loc(\"aliased\":1:2)"));
}

#[test]
fn distinct_ids_shared_across_functions() {
    let src = module(|i| format!("    \"t.d\"() {{d = distinct[{}]<>}} : () -> ()\n", i % 3));
    let (_, regions) = same_as_sequential(&src).expect("valid");
    // Bodies with `distinct` cannot be parsed apart: all parse in sequence.
    assert_eq!(regions, 0);
}

#[test]
fn errors_are_the_sequential_ones() {
    // An error in a late function body, and a use of a module-level name.
    let mut src = module(|_| String::new());
    let at = src.len() * 3 / 4;
    let at = at + src[at..].find("arith.addi").unwrap();
    src.replace_range(at..at + "arith.addi".len(), "arith.addi_typo");
    let err = same_as_sequential(&src).expect_err("invalid");
    assert!(
        err.contains("custom op 'arith.addi_typo' is unknown"),
        "{err}"
    );

    let src = module(|i| {
        if i > 600_000 && i < 610_000 {
            "    %u = arith.addi %outer, %outer : i32\n".to_string()
        } else {
            String::new()
        }
    })
    .replacen(
        "module {\n",
        "module {\n  %outer = \"t.v\"() : () -> i32\n",
        1,
    );
    let err = same_as_sequential(&src).expect_err("isolation");
    assert!(
        err.contains("using value defined outside the region"),
        "{err}"
    );
}

#[test]
fn verifier_errors_in_parallel_bodies() {
    let src = module(|i| {
        if i > 900_000 && i < 905_000 {
            "    %bad = arith.index_cast %a : i32 to i64\n".to_string()
        } else {
            String::new()
        }
    });
    let (out, _) = same_as_sequential(&src).expect("parses");
    assert!(
        out.contains("are cast incompatible"),
        "{}",
        &out[..out.len().min(300)]
    );
}

/// Symbol uses are checked function by function on all threads; the error
/// reported is the one upstream's `walkSymbolTable` meets first (its
/// region worklist is a stack, so the last function's uses come first), as
/// on one thread.
#[test]
fn symbol_use_errors_are_the_sequential_ones() {
    let src = module(|i| {
        if (600_000..603_000).contains(&i) {
            "    %u = func.call @missing_a(%a) : (i32) -> i32\n".to_string()
        } else if (900_000..903_000).contains(&i) {
            "    %v = func.call @missing_b(%a) : (i32) -> i32\n".to_string()
        } else {
            String::new()
        }
    });
    let ctx = rmlir_dialects::context();
    let parsed = parse_source(&ctx, src.as_bytes(), &ParseOptions::default()).unwrap();
    let messages = |single_threaded: bool| -> Vec<String> {
        let opts = PrintOptions {
            single_threaded,
            ..Default::default()
        };
        rmlir_ir::verifier::verify_with(&ctx, &parsed.ir, &opts)
            .iter()
            .map(|d| d.message.clone())
            .collect()
    };
    let threaded = messages(false);
    assert_eq!(threaded, messages(true));
    assert!(
        threaded.iter().any(|m| m.contains("missing_b")),
        "{threaded:?}"
    );
    assert!(
        !threaded.iter().any(|m| m.contains("missing_a")),
        "{threaded:?}"
    );
}
