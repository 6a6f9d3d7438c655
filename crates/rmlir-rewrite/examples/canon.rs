//! Canonicalizes files as `mlir-opt -canonicalize` does and prints them:
//! `cargo run --release -p rmlir-rewrite --example canon -- FILE...`
//! With `--check DIR...` it runs on conformance case folders whose
//! `pass_args` are a plain canonicalize and compares with `pass.mlir`.

use rmlir_rewrite::{apply_patterns_greedily, GreedyRewriteConfig, FrozenPatternSet};

fn canonicalize(ctx: &rmlir_ir::Context, text: &[u8], name: &str) -> Result<String, String> {
    let opts = rmlir_asm_parser::ParseOptions {
        filename: name.into(),
        ..Default::default()
    };
    let mut parsed = rmlir_asm_parser::parse_source(ctx, text, &opts).map_err(|e| e.to_string())?;
    let patterns = FrozenPatternSet::new(ctx, rmlir_rewrite::patterns::canonicalization_patterns(ctx), &[], &[]);
    let config = GreedyRewriteConfig {
        top_down: true,
        region_simplification: rmlir_rewrite::RegionSimplify::Normal,
        ..Default::default()
    };
    let top = parsed.ir.top().ok_or("no top")?;
    let _ = apply_patterns_greedily;
    rmlir_rewrite::greedy::apply_patterns_greedily_to_op(ctx, &mut parsed.ir, top, &patterns, &config, 1);
    let diags = rmlir_ir::verifier::verify(ctx, &parsed.ir);
    if !diags.is_empty() {
        return Err(format!("does not verify: {}", diags[0].message));
    }
    let mut out = String::new();
    rmlir_ir::printer::print_ir(ctx, &parsed.ir, &parsed.metadata, &Default::default(), &mut out)
        .map_err(|e| e.to_string())?;
    Ok(out)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    if args.first().map(String::as_str) == Some("--check") {
        let (mut ok, mut total) = (0, 0);
        for dir in &args[1..] {
            let meta = std::fs::read_to_string(format!("{dir}/meta.json")).unwrap_or_default();
            let Ok(want) = std::fs::read_to_string(format!("{dir}/pass.mlir")) else { continue };
            let plain = meta.contains("\"-canonicalize\"") || meta.contains("\"--canonicalize\"")
                || meta.contains("\"-canonicalize=test-convergence\"") || meta.contains("builtin.module(canonicalize)");
            if !plain {
                continue;
            }
            total += 1;
            let text = std::fs::read(format!("{dir}/input.mlir")).unwrap();
            match canonicalize(&ctx, &text, "input.mlir") {
                Ok(got) if got == want => ok += 1,
                Ok(_) => println!("DIFF {dir}"),
                Err(e) => println!("ERR {dir}: {e}"),
            }
        }
        println!("{ok}/{total}");
        return;
    }
    for f in &args {
        let text = std::fs::read(f).unwrap();
        match canonicalize(&ctx, &text, f) {
            Ok(out) => print!("{out}"),
            Err(e) => eprintln!("{f}: {e}"),
        }
    }
}
