//! Damaged dialect IR gets diagnostics, never a panic: every chunk of the
//! file tests' inputs (`tests/mlir/*.mlir`, split at `// -----`) is cut
//! short, has spans deleted, duplicated or swapped and punctuation
//! changed, and each result is parsed, verified and printed in every form
//! the way the tool does. The mutations are pseudo-random with a fixed
//! seed, so a failure reproduces; the failing input is printed.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};

/// xorshift64*: deterministic and dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const PUNCT: &[u8] = b"{}()[]<>:,=%^#!@\"?*-+.x0123456789 \n";
const WORDS: &[&str] = &[
    "index",
    "i1",
    "i64",
    "f32",
    "tensor<?xf32>",
    "memref<4xi8>",
    "vector<2xf32>",
    "%0",
    "%arg0",
    "^bb0",
    "^bb1",
    "{",
    "}",
    "(",
    ")",
    "->",
    ":",
    "=",
    "[",
    "]",
    "loc(",
    "#map",
    "affine_map<(d0) -> (d0)>",
    "dense<1>",
    "array<i64: 1>",
    "iter_args(",
    "to",
    "step",
    "ins(",
    "outs(",
    "-9223372036854775808",
    "18446744073709551616",
    "0x7FC00000",
    "\"",
    "attributes",
    "<{",
    "}>",
];

fn mutate(src: &[u8], rng: &mut Rng) -> Vec<u8> {
    let n = src.len();
    let mut out = src.to_vec();
    match rng.below(6) {
        0 => out.truncate(rng.below(n + 1)),
        1 => {
            let at = rng.below(n + 1);
            let len = 1 + rng.below(12);
            out.drain(at..(at + len).min(n));
        }
        2 => {
            let at = rng.below(n + 1);
            let len = 1 + rng.below(40);
            let span = src[at..(at + len).min(n)].to_vec();
            let to = rng.below(n + 1);
            out.splice(to..to, span);
        }
        3 => {
            if n > 0 {
                let at = rng.below(n);
                out[at] = PUNCT[rng.below(PUNCT.len())];
            }
        }
        4 => {
            let at = rng.below(n + 1);
            let w = WORDS[rng.below(WORDS.len())].as_bytes();
            out.splice(at..at, w.iter().copied());
        }
        _ => {
            // Swap two spans of the same length.
            let len = 1 + rng.below(8);
            if n > 2 * len {
                let a = rng.below(n - 2 * len);
                let b = a + len + rng.below(n - a - 2 * len + 1);
                for i in 0..len {
                    out.swap(a + i, b + i);
                }
            }
        }
    }
    out
}

/// What `rmlir-opt` does with an input, in every print mode.
fn exercise(ctx: &rmlir_ir::Context, src: &[u8]) {
    let opts = ParseOptions {
        filename: "mutated.mlir".into(),
        ..Default::default()
    };
    let Ok(parsed) = parse_source(ctx, src, &opts) else {
        return;
    };
    let diags = rmlir_ir::verifier::verify(ctx, &parsed.ir);
    for generic in [false, true] {
        for debug_info in [false, true] {
            let popts = PrintOptions {
                generic,
                debug_info,
                // Invalid IR too: the printer falls back to the generic
                // form for it, as upstream's does.
                assume_verified: false,
                ..Default::default()
            };
            let mut out = String::new();
            print_ir(ctx, &parsed.ir, &parsed.metadata, &popts, &mut out).expect("IR with a top-level op");
            if diags.is_empty() {
                let _ = parse_source(ctx, out.as_bytes(), &opts);
            }
        }
    }
}

fn chunks() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/mlir");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/mlir exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        for (i, chunk) in text.split("// -----").enumerate() {
            out.push((format!("{name}#{i}"), chunk.as_bytes().to_vec()));
        }
    }
    out
}

#[test]
fn mutated_dialect_ir_never_panics() {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    ctx.set_print_op_on_diagnostic(true);
    let chunks = chunks();
    assert!(chunks.len() > 100, "the file tests' inputs are there");
    let per_chunk = std::env::var("RMLIR_MUTATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20usize);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut failures = Vec::new();
    // The default hook would print each caught panic's backtrace; the
    // report below names the input and where it panicked instead.
    static LAST: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|info| *LAST.lock().unwrap() = info.to_string()));
    for (name, chunk) in &chunks {
        for _ in 0..per_chunk {
            let input = mutate(chunk, &mut rng);
            if catch_unwind(AssertUnwindSafe(|| exercise(&ctx, &input))).is_err() {
                failures.push(format!(
                    "{name}: {}\non\n{}",
                    LAST.lock().unwrap(),
                    String::from_utf8_lossy(&input)
                ));
            }
        }
    }
    std::panic::set_hook(hook);
    assert!(
        failures.is_empty(),
        "{} mutated inputs panicked:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
