//! Runs one phase of `rmlir-opt` in a loop, for profiling it alone:
//! `cargo run --release -p rmlir-opt --example phases -- FILE parse|verify|print [N]`.
//! Parsing is single-threaded here (the profile of the per-op work).

use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir_bytes, PrintOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let src = std::fs::read(&args[1]).expect("input");
    let phase = args.get(2).map_or("parse", |s| s.as_str());
    let n: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3);
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions {
        filename: args[1].clone(),
        single_threaded: true,
        ..Default::default()
    };
    let parsed = parse_source(&ctx, &src, &opts).expect("parses");
    let popts = PrintOptions {
        single_threaded: true,
        assume_verified: true,
        ..Default::default()
    };
    let t = std::time::Instant::now();
    for _ in 0..n {
        match phase {
            "parse" => drop(parse_source(&ctx, &src, &opts).expect("parses")),
            "verify" => {
                assert!(rmlir_ir::verifier::verify_with(&ctx, &parsed.ir, &popts).is_empty())
            }
            _ => drop(print_ir_bytes(&ctx, &parsed.ir, &parsed.metadata, &popts).expect("a top-level op")),
        }
    }
    eprintln!("{phase}: {:?} per run", t.elapsed() / n as u32);
}
