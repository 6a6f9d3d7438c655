//! Parallel printing must produce exactly the single-threaded text. Forces
//! the parallel path (one op per half-wave) on every file test input and,
//! when `../shared` is present, on every conformance case.

use std::path::Path;

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

fn check_file(path: &Path, checked: &mut usize, failures: &mut Vec<String>) {
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
        (false, true, false),
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
        )
        .expect("IR with a top-level op");
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
        )
        .expect("IR with a top-level op");
        if one != par {
            // Every difference is collected, so one run lists them all.
            let line = one
                .lines()
                .zip(par.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            failures.push(format!(
                "{} (generic={generic}, debug={debug_info}, naming flags={naming_flags}), \
                 line {}:\n  single: {:?}\n  parallel: {:?}",
                path.display(),
                line + 1,
                one.lines().nth(line).unwrap_or(""),
                par.lines().nth(line).unwrap_or(""),
            ));
        }
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
    let mut failures = Vec::new();
    for case in cases {
        for f in ["input.mlir", "generic.mlir"] {
            check_file(&case.join(f), &mut checked, &mut failures);
        }
    }
    assert!(
        failures.is_empty(),
        "parallel printing differs in {} of {checked} prints:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 50, "only {checked} prints checked");
}

/// Prints `src` single-threaded and forced parallel under every
/// combination of the flags that change numbering or what is printed,
/// and returns the differences.
fn compare_all_flags(name: &str, src: &str) -> Vec<String> {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let parsed = parse_source(&ctx, src.as_bytes(), &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{name} does not parse: {e:?}"));
    let mut failures = Vec::new();
    for bits in 0u32..1 << 8 {
        let flag = |i: u32| bits & (1 << i) != 0;
        let base = PrintOptions {
            generic: flag(0),
            debug_info: flag(1),
            pretty_debug_info: flag(1) && flag(7),
            local_scope: flag(2),
            unique_ssa_ids: flag(3),
            value_users: flag(4),
            use_nameloc_as_prefix: flag(5),
            skip_regions: flag(6),
            ..Default::default()
        };
        if flag(7) && !flag(1) {
            continue;
        }
        let mut one = String::new();
        let single = PrintOptions {
            single_threaded: true,
            ..base.clone()
        };
        print_ir(&ctx, &parsed.ir, &parsed.metadata, &single, &mut one).unwrap();
        for chunk in [1, 2, 5] {
            let mut par = String::new();
            let opts = PrintOptions {
                parallel_chunk_ops: Some(chunk),
                ..base.clone()
            };
            print_ir(&ctx, &parsed.ir, &parsed.metadata, &opts, &mut par).unwrap();
            if one != par {
                failures.push(format!(
                    "{name} with {base:?}, chunks of {chunk} ops:\n{one}\n--- parallel:\n{par}"
                ));
            }
        }
    }
    failures
}

/// Functions nested in non-isolated ops of the module's body (a
/// `gpu.module`, other dialects' module-like ops), at several depths,
/// next to values, block arguments and names those ops' regions number:
/// the parallel printer numbers them apart and must find their numbers.
#[test]
fn functions_nested_in_non_isolated_ops() {
    let file = rmlir_test_support::repo_root().join("tests/mlir/names-split-nested.mlir");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut failures = Vec::new();
    for (i, chunk) in text.split("// -----\n").enumerate() {
        failures.extend(compare_all_flags(
            &format!("{} chunk {i}", file.display()),
            chunk,
        ));
    }
    // Deeper: wrappers eight levels down, each region numbering a value and
    // an entry argument before its functions, and functions holding
    // wrappers holding functions. From level 5 down a name is visible, so
    // those functions are numbered with the module rather than apart.
    let mut src = String::new();
    fn level(src: &mut String, depth: usize, max: usize) {
        let pad = "  ".repeat(depth);
        src.push_str(&format!("{pad}\"test.wrap{depth}\"() ({{\n"));
        src.push_str(&format!("{pad}^bb0(%w{depth}: i32):\n"));
        src.push_str(&format!("{pad}  %v{depth} = \"test.a\"() : () -> i32\n"));
        if depth == 5 || depth == 7 {
            src.push_str(&format!(
                "{pad}  %c{depth} = arith.constant {depth} : i32\n"
            ));
        }
        src.push_str(&format!(
            "{pad}  func.func @f{depth}(%a: i32) -> i32 {{\n\
             {pad}    %0 = arith.addi %a, %a : i32\n\
             {pad}    \"test.inner\"() ({{\n\
             {pad}      func.func @g{depth}() {{\n\
             {pad}        %1 = \"test.a\"() : () -> i32\n\
             {pad}        return\n\
             {pad}      }}\n\
             {pad}    }}) : () -> ()\n\
             {pad}    return %0 : i32\n\
             {pad}  }}\n"
        ));
        if depth < max {
            level(src, depth + 1, max);
        }
        src.push_str(&format!(
            "{pad}  func.func @h{depth}() {{\n\
             {pad}    %0 = \"test.a\"() : () -> i32\n\
             {pad}    return\n\
             {pad}  }}\n\
             {pad}}}) : () -> ()\n"
        ));
    }
    level(&mut src, 0, 8);
    src.push_str("func.func @last() {\n  return\n}\n");
    failures.extend(compare_all_flags("eight levels", &src));
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Debug info whose `distinct` attributes the ops never print in place:
/// inside subprograms only reached through op locations (deferred to the
/// end), and bare in a fused location's metadata. The ops print on all
/// cores, then the deferred definitions number them in print order.
#[test]
fn distinct_only_in_deferred_aliases() {
    let src = r#"#file = #llvm.di_file<"k.py" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Python, file = #file, producer = "gen", isOptimized = true, emissionKind = LineTablesOnly>
#sp0 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f0", file = #file, line = 1, subprogramFlags = "Definition|Optimized">
#sp1 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "f1", file = #file, line = 2, subprogramFlags = "Definition|Optimized">
module {
  llvm.func @f0(%arg0: i32) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32 loc(fused<#sp1>["k.py":1:2])
    %1 = llvm.add %0, %arg0 : i32 loc(fused<distinct[7]<>>["k.py":1:4])
    llvm.return %0 : i32 loc(fused<#sp0>["k.py":1:3])
  }
  llvm.func @f1(%arg0: i32) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32 loc(fused<#sp1>["k.py":2:2])
    llvm.return %0 : i32 loc(fused<#sp0>["k.py":2:3])
  }
}
"#;
    // As mlir-opt 22 prints it with `--mlir-print-debuginfo`.
    let expected = r#"#loc2 = loc("d.mlir":6:17)
#loc7 = loc("d.mlir":11:17)
module {
  llvm.func @f0(%arg0: i32 loc("d.mlir":6:17)) -> i32 {
    %0 = llvm.add %arg0, %arg0 : i32 loc(#loc11)
    %1 = llvm.add %0, %arg0 : i32 loc(#loc10)
    llvm.return %0 : i32 loc(#loc12)
  } loc(#loc1)
  llvm.func @f1(%arg0: i32 loc("d.mlir":11:17)) -> i32 {
    %0 = llvm.mul %arg0, %arg0 : i32 loc(#loc13)
    llvm.return %0 : i32 loc(#loc14)
  } loc(#loc6)
} loc(#loc)
#di_file = #llvm.di_file<"k.py" in "/src">
#loc = loc("d.mlir":5:1)
#loc1 = loc("d.mlir":6:3)
#loc3 = loc("k.py":1:2)
#loc4 = loc("k.py":1:4)
#loc5 = loc("k.py":1:3)
#loc6 = loc("d.mlir":11:3)
#loc8 = loc("k.py":2:2)
#loc9 = loc("k.py":2:3)
#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Python, file = #di_file, producer = "gen", isOptimized = true, emissionKind = LineTablesOnly>
#loc10 = loc(fused<distinct[1]<>>[#loc4])
#di_subprogram = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f1", file = #di_file, line = 2, subprogramFlags = "Definition|Optimized">
#di_subprogram1 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f0", file = #di_file, line = 1, subprogramFlags = "Definition|Optimized">
#loc11 = loc(fused<#di_subprogram>[#loc3])
#loc12 = loc(fused<#di_subprogram1>[#loc5])
#loc13 = loc(fused<#di_subprogram>[#loc8])
#loc14 = loc(fused<#di_subprogram1>[#loc9])

"#;
    let ctx = rmlir_dialects::context();
    let opts = ParseOptions {
        filename: "d.mlir".into(),
        ..Default::default()
    };
    let parsed = parse_source(&ctx, src.as_bytes(), &opts).unwrap();
    for chunk in [None, Some(1), Some(2)] {
        let mut text = String::new();
        let opts = PrintOptions {
            debug_info: true,
            parallel_chunk_ops: chunk,
            ..Default::default()
        };
        print_ir(&ctx, &parsed.ir, &parsed.metadata, &opts, &mut text).unwrap();
        assert_eq!(text, expected, "chunks of {chunk:?} ops");
    }
    let failures = compare_all_flags("distinct only in deferred aliases", src);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
