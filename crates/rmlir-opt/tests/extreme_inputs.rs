//! Valid but extreme input is accepted; invalid input gets a diagnostic with
//! a location. Never a panic, a crash or a stack overflow.

mod common;

struct Outcome {
    success: bool,
    stdout: String,
    stderr: String,
}

fn run(input: &[u8], args: &[&str]) -> Outcome {
    let (success, stdout, stderr) = common::run_on_stdin(input, args);
    Outcome {
        success,
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr,
    }
}

fn accepts(input: &[u8]) -> String {
    let o = run(input, &["--mlir-print-op-generic"]);
    assert!(
        o.success,
        "rejected valid input: {}",
        &o.stderr[..o.stderr.len().min(2000)]
    );
    o.stdout
}

/// Rejected with `<stdin>:line:col: error: ...`.
fn rejects(input: &[u8]) -> String {
    let o = run(input, &[]);
    assert!(!o.success, "accepted invalid input");
    let first = o.stderr.lines().next().unwrap_or("");
    let mut parts = first.splitn(4, ':');
    assert_eq!(parts.next(), Some("<stdin>"), "no location: {first}");
    assert!(
        parts.next().unwrap_or("").parse::<u32>().is_ok(),
        "no line: {first}"
    );
    assert!(
        parts.next().unwrap_or("").parse::<u32>().is_ok(),
        "no column: {first}"
    );
    assert!(
        parts.next().unwrap_or("").starts_with(" error: "),
        "not an error: {first}"
    );
    first.to_string()
}

const DEPTH: usize = 10_000;

#[test]
fn deeply_nested_regions() {
    let mut s = String::new();
    for _ in 0..DEPTH {
        s.push_str("\"t.r\"() ({\n");
    }
    s.push_str("\"t.leaf\"() : () -> ()\n");
    for _ in 0..DEPTH {
        s.push_str("}) : () -> ()\n");
    }
    let out = accepts(s.as_bytes());
    assert!(out.contains("\"t.leaf\"()"));
    // The custom form and debug info walk the same depth.
    let o = run(s.as_bytes(), &["--mlir-print-debuginfo"]);
    assert!(o.success);
}

/// `head`, then `open` nested `DEPTH` times around `core`, then `tail`.
fn nested(head: &str, open: &str, core: &str, close: &str, tail: &str) -> String {
    format!(
        "{head}{}{core}{}{tail}",
        open.repeat(DEPTH),
        close.repeat(DEPTH)
    )
}

#[test]
fn deeply_nested_attributes_and_types() {
    let cases = [
        // arrays
        ("\"t.a\"() {x = ", "[", "1", "]", "} : () -> ()"),
        // dictionaries
        ("\"t.a\"() {x = ", "{a = ", "1", "}", "} : () -> ()"),
        ("\"t.a\"() : () -> ", "tuple<", "i32", ">", ""),
        // dialect type bodies
        ("\"t.a\"() : () -> !t.x", "<", "", ">", ""),
        // function types
        ("\"t.a\"() : () -> ", "(() -> ", "i32", ")", ""),
        // call-site locations
        (
            "\"t.a\"() : () -> () loc(",
            "callsite(",
            "\"x\"",
            " at \"y\")",
            ")",
        ),
    ];
    for (head, open, core, close, tail) in cases {
        accepts(nested(head, open, core, close, tail).as_bytes());
    }
    let affine = nested(
        "\"t.a\"() {m = affine_map<(d0) -> (",
        "(",
        "d0",
        " + 1)",
        ")>} : () -> ()",
    );
    let out = accepts(affine.as_bytes());
    assert!(out.contains("d0 + 10000"), "affine expression not folded");
}

#[test]
fn many_blocks_and_huge_identifiers() {
    let mut s = String::from("\"t.r\"() ({\n");
    for i in 0..50_000 {
        // The last block loops back to the second: the entry block may have no predecessors.
        let next = if i + 1 < 50_000 { i + 1 } else { 1 };
        s.push_str(&format!("^bb{i}:\n  \"t.br\"()[^bb{next}] : () -> ()\n"));
    }
    s.push_str("}) : () -> ()\n");
    let out = accepts(s.as_bytes());
    assert!(out.contains("^bb49999:"));

    let name = "a".repeat(1 << 20);
    let big = format!("%{name} = \"t.def\"() : () -> i32\n\"t.use\"(%{name}) : (i32) -> ()\n\"t.{name}\"() {{s = \"{name}\", {name} = @{name}}} : () -> ()\n");
    let out = accepts(big.as_bytes());
    assert!(out.len() > 4 << 20);
}

#[test]
fn invalid_input_gets_located_diagnostics() {
    let cases: Vec<Vec<u8>> = vec![
        format!(
            "\"t.a\"() {{x = 1{} : i32}} : () -> ()",
            "0".repeat(100_000)
        )
        .into_bytes(),
        b"\"t.a\"() : () -> i99999999999999999999".to_vec(),
        b"\"t.a\"() : () -> i16777216".to_vec(),
        b"\"t.a\"() {x = \"unterminated".to_vec(),
        b"\"t.a\"() ({ \"t.b\"(".to_vec(),
        b"\"t.a\"(%undefined) : (i32) -> ()".to_vec(),
        b"%0:99999999999999 = \"t.a\"() : () -> i32".to_vec(),
        b"%0:4000000000 = \"t.a\"() : () -> (i32)".to_vec(),
        b"\"t.a\"() : () -> tensor<99999999999999999999999x4xf32>".to_vec(),
        b"\"t.a\"() : () -> vector<0xf32>".to_vec(),
        b"\"t.a\"() {x = dense<[1, 2]> : tensor<3xi32>} : () -> ()".to_vec(),
        b"\"t.a\"() {x = 0x1FFFFFFFF : f32} : () -> ()".to_vec(),
        "(".repeat(DEPTH).into_bytes(),
        format!("\"t.a\"() {{x = {}}} : () -> ()", "[".repeat(DEPTH)).into_bytes(),
        format!("\"t.a\"() : () -> {}", "tuple<".repeat(DEPTH)).into_bytes(),
        b"\"t.a\"() : () -> () loc(#nowhere)".to_vec(),
        b"{-# dialect_resources: { builtin: { r: \"0xZZ\" } } #-}".to_vec(),
        b"\"t.a\"() {x = \"\xff\xfe\"} : () -> () \x00 garbage".to_vec(),
        b"\x00\x01\x02".to_vec(),
        b"^bb0:".to_vec(),
        b"\"t.a\"()[^bb1] : () -> ()".to_vec(),
    ];
    for c in &cases {
        rejects(c);
    }
}

#[test]
fn odd_but_valid_bytes_in_strings() {
    // Invalid UTF-8 inside a string literal is accepted, as upstream does.
    let out = accepts(b"\"t.a\"() {x = \"\xff\xfe\"} : () -> ()");
    assert!(out.contains("\\FF\\FE"));
}
