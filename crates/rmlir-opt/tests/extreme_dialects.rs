//! Extreme but valid dialect IR in custom syntax is accepted and prints
//! stably (the printed form parses to the same text), and extreme invalid
//! IR gets a located diagnostic: never a crash, a stack overflow or a hang.
//! Where mlir-opt 22 copes with the same input, the file tests compare with
//! its output (tests/mlir/deep-nesting.mlir); here sizes go past what it
//! survives.

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

/// Regions of the scf and affine ops that have them, `depth` deep.
fn nested_regions(depth: usize) -> String {
    let mut open = Vec::new();
    let mut close = Vec::new();
    for i in 0..depth {
        let (o, c) = match i % 7 {
            0 => (
                format!("%r{i} = scf.if %c -> (i32) {{"),
                format!("scf.yield %r{} : i32\n}} else {{\nscf.yield %x : i32\n}}", i + 1),
            ),
            1 => (
                format!("%r{i} = scf.for %i{i} = %lb to %lb step %lb iter_args(%a{i} = %x) -> (i32) {{"),
                format!("scf.yield %r{} : i32\n}}", i + 1),
            ),
            2 => (
                format!("%r{i} = affine.for %i{i} = 0 to 10 iter_args(%a{i} = %x) -> (i32) {{"),
                format!("affine.yield %r{} : i32\n}}", i + 1),
            ),
            3 => (
                format!("%r{i} = scf.execute_region -> i32 {{"),
                format!("scf.yield %r{} : i32\n}}", i + 1),
            ),
            4 => (
                format!("%r{i} = scf.while (%w{i} = %x) : (i32) -> i32 {{\nscf.condition(%c) %w{i} : i32\n}} do {{\n^bb0(%v{i}: i32):"),
                format!("scf.yield %r{} : i32\n}}", i + 1),
            ),
            5 => (
                format!("%r{i} = affine.if #set(%lb) -> i32 {{"),
                format!("affine.yield %r{} : i32\n}} else {{\naffine.yield %x : i32\n}}", i + 1),
            ),
            _ => (
                format!("%r{i} = scf.execute_region -> i32 {{\nscf.parallel (%p{i}) = (%lb) to (%lb) step (%lb) {{"),
                "scf.reduce\n}\nscf.yield %x : i32\n}".to_string(),
            ),
        };
        open.push(o);
        close.push(c);
    }
    let mut s = String::from(
        "#set = affine_set<(d0) : (d0 >= 0)>\nfunc.func @deep(%c: i1, %lb: index, %x: i32) -> i32 {\n",
    );
    for o in &open {
        s.push_str(o);
        s.push('\n');
    }
    s.push_str(&format!("%r{depth} = arith.addi %x, %x : i32\n"));
    for c in close.iter().rev() {
        s.push_str(c);
        s.push('\n');
    }
    s.push_str("return %r0 : i32\n}\n");
    s
}

#[test]
fn regions_of_every_kind_thousands_deep() {
    let out = accepts_and_round_trips(&nested_regions(rmlir_test_support::size(3000, 1200)));
    assert!(out.contains("scf.while") && out.contains("affine.if"));
}

#[test]
fn function_with_100k_arguments() {
    let n = rmlir_test_support::size(100_000, 30_000);
    let args: Vec<String> = (0..n).map(|i| format!("%a{i}: i32")).collect();
    let src = format!(
        "func.func @f({}) -> i32 {{\n  return %a{} : i32\n}}\n",
        args.join(", "),
        n - 1
    );
    let out = accepts_and_round_trips(&src);
    assert!(out.contains(&format!("return %arg{} : i32", n - 1)));
    // The same on one line: a line holding 100k locations.
    let (ok, _, err) = run(
        src.replace('\n', " ").as_bytes(),
        &["--mlir-print-debuginfo"],
    );
    assert!(ok, "{err}");
}

#[test]
fn tens_of_thousands_of_functions_calls_and_cases() {
    let n = rmlir_test_support::size(20_000, 4_000);
    let mut src = String::new();
    for i in 0..n {
        src.push_str(&format!(
            "func.func @f{i}(%x: i32) -> i32 {{\n  %0 = call @f{}(%x) : (i32) -> i32\n  return %0 : i32\n}}\n",
            (i + 1) % n
        ));
    }
    let cases: Vec<String> = (0..n)
        .map(|i| format!("{i}: ^bb{}(%x : i32)", i % 3 + 1))
        .collect();
    src.push_str(&format!(
        "func.func @s(%f: i32, %x: i32) -> i32 {{\n  cf.switch %f : i32, [\n default: ^bb1(%x : i32),\n {}\n  ]\n^bb1(%a: i32):\n  return %a : i32\n^bb2(%b: i32):\n  return %b : i32\n^bb3(%c: i32):\n  return %c : i32\n}}\n",
        cases.join(",\n ")
    ));
    let m = n / 2;
    let cases: Vec<String> = (0..m)
        .map(|i| {
            format!("case {i} {{\n  %c{i} = arith.constant {i} : i32\n  scf.yield %c{i} : i32\n}}")
        })
        .collect();
    src.push_str(&format!(
        "func.func @is(%f: index) -> i32 {{\n  %0 = scf.index_switch %f -> i32\n{}\ndefault {{\n  %d = arith.constant -1 : i32\n  scf.yield %d : i32\n}}\n  return %0 : i32\n}}\n",
        cases.join("\n")
    ));
    let k = n / 2;
    let init: Vec<String> = (0..k).map(|i| format!("%a{i} = %x")).collect();
    let tys = vec!["i32"; k].join(", ");
    let ys: Vec<String> = (0..k).map(|i| format!("%a{i}")).collect();
    src.push_str(&format!(
        "func.func @it(%x: i32, %lb: index) -> i32 {{\n  %r:{k} = scf.for %i = %lb to %lb step %lb iter_args({}) -> ({tys}) {{\n    scf.yield {} : {tys}\n  }}\n  return %r#{} : i32\n}}\n",
        init.join(", "),
        ys.join(", "),
        k - 1
    ));
    let out = accepts_and_round_trips(&src);
    assert!(out.contains(&format!("{}: ^bb{}", n - 1, (n - 1) % 3 + 1)));
    assert!(out.contains(&format!("case {}", m - 1)));
}

#[test]
fn huge_shapes_and_constants() {
    let src = "func.func @h() {
  %0 = tensor.empty() : tensor<9223372036854775806xf32>
  %1 = arith.constant dense<1.5> : tensor<4611686018427387904xf32>
  %2 = memref.alloc() : memref<1000000000000x1000000000xi8>
  %3 = arith.constant dense<7> : vector<1000000000xi64>
  %4 = arith.constant dense<(1.0, 2.0)> : tensor<100000000000xcomplex<f64>>
  %5 = tensor.extract_slice %0[0] [100000000000] [1] : tensor<9223372036854775806xf32> to tensor<100000000000xf32>
  %6 = tensor.expand_shape %5 [[0, 1]] output_shape [100000, 1000000] : tensor<100000000000xf32> into tensor<100000x1000000xf32>
  %cst = arith.constant 0.0 : f32
  %7 = tensor.splat %cst : tensor<1000000000000xf32>
  %8 = arith.constant 170141183460469231731687303715884105727 : i128
  %9 = arith.constant -1 : i65535
  return
}
";
    accepts_and_round_trips(src);
    // Invalid: located diagnostics, quickly, without materializing the
    // elements.
    for bad in [
        "func.func @b(%f: i32) {\n  cf.switch %f : i32, [\n    default: ^bb1,\n    0: ^bb1\n  ]\n^bb1:\n  %t = tensor.extract_slice %f[0] [1] [1] : tensor<1000000000000xi32> to tensor<1xi32>\n  return\n}\n",
        "func.func @b() {\n  %0 = arith.constant dense<1> : tensor<1000000000000xi32>\n  %1 = arith.addi %0, %0 : tensor<1000000000001xi32>\n  return\n}\n",
        "func.func @b() {\n  %0 = memref.alloc() : memref<9223372036854775808xi8>\n  return\n}\n",
    ] {
        let (ok, _, err) = run(bad.as_bytes(), &[]);
        assert!(!ok, "accepted: {bad}");
        assert!(err.starts_with("<stdin>:"), "no location: {err}");
    }
}
