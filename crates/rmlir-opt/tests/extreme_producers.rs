//! Hostile inputs in the producer dialects (llvm, linalg, vector), at
//! sizes past what the file tests hold: accepted inputs print stably (the
//! printed form parses to the same text, custom and generic), invalid ones
//! get a located diagnostic; never a crash, a stack overflow or a hang.
//! At sizes mlir-opt 22 copes with, tests/mlir/producers-hostile.mlir
//! compares with its output.

mod common;

fn run(input: &[u8], args: &[&str]) -> (bool, Vec<u8>, String) {
    common::run_on_stdin(input, args)
}

/// Accepted; custom and generic output each parse back to themselves.
fn accepts_and_round_trips(input: &str) -> String {
    let (ok, custom, err) = run(input.as_bytes(), &[]);
    assert!(ok, "rejected: {}", &err[..err.len().min(2000)]);
    let (ok, again, err) = run(&custom, &[]);
    assert!(ok, "printed form rejected: {}", &err[..err.len().min(2000)]);
    assert!(custom == again, "custom form is not a fixpoint");
    let (ok, generic, err) = run(input.as_bytes(), &["--mlir-print-op-generic"]);
    assert!(ok, "{err}");
    let (ok, again, _) = run(&generic, &["--mlir-print-op-generic"]);
    assert!(ok && generic == again, "generic form is not a fixpoint");
    String::from_utf8(custom).expect("UTF-8 output")
}

fn rejected_with_location(input: &str) -> String {
    let (ok, _, err) = run(input.as_bytes(), &[]);
    assert!(!ok, "accepted: {}", &input[..input.len().min(500)]);
    assert!(err.starts_with("<stdin>:"), "no location: {err}");
    err
}

#[test]
fn llvm_structs_nested_tens_of_thousands_deep() {
    let n = 20_000;
    let mut ty = String::from("i32");
    for _ in 0..n {
        ty = format!("struct<({ty})>");
    }
    let src = format!("llvm.func @f(%a: !llvm.{ty}) {{\n  llvm.return\n}}\n");
    let (ok, out, err) = run(src.as_bytes(), &[]);
    // Either form of coping is fine: the type printed back, or a located
    // "nesting too deep" diagnostic.
    if ok {
        assert!(String::from_utf8_lossy(&out).matches("struct<(").count() == n);
    } else {
        assert!(err.starts_with("<stdin>:"), "no location: {err}");
    }
}

#[test]
fn recursive_identified_structs() {
    // Each struct holds the next, the last refers back to the first, and
    // each refers to itself through an array.
    let n = 2_000;
    let mut ty = String::from("struct<\"s0\">");
    for i in (0..n).rev() {
        ty = format!("struct<\"s{i}\", (ptr, {ty}, array<2 x struct<\"s{i}\">>)>");
    }
    let src = format!("llvm.func @f(%a: !llvm.{ty}) {{\n  llvm.return\n}}\n");
    let out = accepts_and_round_trips(&src);
    assert!(out.contains(&format!("struct<\"s{}\", (ptr, struct<\"s0\">", n - 1)));
    // A reference without a body outside its struct is an error, and so is
    // one name with two bodies: diagnostics, not loops.
    let err = rejected_with_location(&format!(
        "{src}llvm.func @g(%a: !llvm.struct<\"s7\">) {{\n  llvm.return\n}}\n"
    ));
    assert!(err.contains("struct without a body"), "{err}");
    rejected_with_location(
        "llvm.func @f(%a: !llvm.struct<\"a\", (i32)>, %b: !llvm.struct<\"a\", (i64)>) {\n  llvm.return\n}\n",
    );
}

#[test]
fn debug_info_scopes_thousands_deep() {
    let n = 5_000;
    let mut src = String::from(
        "#file = #llvm.di_file<\"a.c\" in \"/\">\n\
         #cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>\n\
         #sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = \"f\", file = #file, subprogramFlags = Definition>\n\
         #b0 = #llvm.di_lexical_block<scope = #sp, file = #file, line = 1>\n",
    );
    for i in 1..n {
        src.push_str(&format!(
            "#b{i} = #llvm.di_lexical_block<scope = #b{}, file = #file, line = {i}>\n",
            i - 1
        ));
    }
    src.push_str(&format!(
        "llvm.func @f() {{\n  llvm.return loc(fused<#b{}>[\"a.c\":1:1])\n}}\n",
        n - 1
    ));
    accepts_and_round_trips(&src);
    let (ok, out, err) = run(src.as_bytes(), &["--mlir-print-debuginfo"]);
    assert!(ok, "{err}");
    let (ok, again, err) = run(&out, &["--mlir-print-debuginfo"]);
    assert!(ok, "{err}");
    assert!(out == again, "debug-info form is not a fixpoint");
}

#[test]
fn linalg_ops_with_thousands_of_operands_and_dimensions() {
    let k = 10_000;
    let ins = vec!["%a"; k].join(", ");
    let tys = vec!["tensor<4xf32>"; k].join(", ");
    let maps = vec!["#m"; k + 1].join(", ");
    let args: Vec<String> = (0..k).map(|i| format!("%x{i}: f32")).collect();
    let src = format!(
        "#m = affine_map<(d0) -> (d0)>\n\
         func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {{\n\
         %r = linalg.generic {{indexing_maps = [{maps}], iterator_types = [\"parallel\"]}} ins({ins} : {tys}) outs(%a : tensor<4xf32>) {{\n\
         ^bb0({}, %o: f32):\n\
         linalg.yield %x0 : f32\n\
         }} -> tensor<4xf32>\n\
         return %r : tensor<4xf32>\n}}\n",
        args.join(", ")
    );
    accepts_and_round_trips(&src);
    // One map short: the structured-op verifier's diagnostic.
    let short = src.replacen("#m, ", "", 1);
    rejected_with_location(&short);

    let d = 3_000;
    let dims: Vec<String> = (0..d).map(|i| format!("d{i}")).collect();
    let dims = dims.join(", ");
    let shape = vec!["1"; d].join("x");
    let its = vec!["\"parallel\""; d].join(", ");
    let src = format!(
        "#m = affine_map<({dims}) -> ({dims})>\n\
         func.func @g(%a: tensor<{shape}xf32>) -> tensor<{shape}xf32> {{\n\
         %r = linalg.generic {{indexing_maps = [#m, #m], iterator_types = [{its}]}} ins(%a : tensor<{shape}xf32>) outs(%a : tensor<{shape}xf32>) {{\n\
         ^bb0(%x: f32, %o: f32):\n\
         linalg.yield %x : f32\n\
         }} -> tensor<{shape}xf32>\n\
         return %r : tensor<{shape}xf32>\n}}\n"
    );
    accepts_and_round_trips(&src);
    // A dimension count that disagrees with the operand's rank.
    let bad = src.replacen("x1xf32>) outs", "xf32>) outs", 1);
    rejected_with_location(&bad);
}

#[test]
fn huge_vector_shapes_and_masks() {
    let src = "func.func @v(%i: index) -> vector<[4]x1000000000xi1> {
  %m = vector.create_mask %i, %i : vector<[4]x1000000000xi1>
  %c = vector.constant_mask [2, 1000000000] : vector<4x1000000000xi1>
  %z = arith.constant dense<0.0> : vector<1000000000x1000000000xf32>
  %s = vector.shape_cast %z : vector<1000000000x1000000000xf32> to vector<1000000000000000000xf32>
  %e = vector.extract %s[999999999999999999] : f32 from vector<1000000000000000000xf32>
  %b = vector.broadcast %e : f32 to vector<1000000000x1000000000xf32>
  %t = vector.transpose %b, [1, 0] : vector<1000000000x1000000000xf32> to vector<1000000000x1000000000xf32>
  \"x.use\"(%c, %t) : (vector<4x1000000000xi1>, vector<1000000000x1000000000xf32>) -> ()
  return %m : vector<[4]x1000000000xi1>
}
";
    accepts_and_round_trips(src);
    // Folding must not expand the huge splats.
    let (ok, out, err) = run(src.as_bytes(), &["-canonicalize"]);
    assert!(ok, "{err}");
    assert!(String::from_utf8_lossy(&out).contains("vector.create_mask"));
    rejected_with_location(
        "func.func @v() {\n  %c = vector.constant_mask [3, 1000000001] : vector<4x1000000000xi1>\n  return\n}\n",
    );
}
