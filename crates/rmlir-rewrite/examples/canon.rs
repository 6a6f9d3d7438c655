//! Canonicalizes files as `mlir-opt -canonicalize` does (or runs CSE, with
//! `--cse`) and prints them:
//! `cargo run --release -p rmlir-rewrite --example canon -- [--cse | --canonicalize=OPTIONS] [--mlir-print-debuginfo] FILE...`
//! (`OPTIONS` as mlir-opt takes them, space-separated; `enable-patterns=NONE`
//! turns the patterns off, folding and region simplification alone).
//! With `--check DIR...` it runs on conformance case folders whose
//! `pass_args` are canonicalize and CSE passes it knows (with their
//! options: `region-simplify`, `max-iterations`, `top-down`, ...) and
//! compares with `pass.mlir`; `-v` prints the first differing line.

use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig, RegionSimplify};

/// One pass of a pipeline.
#[derive(Clone, Debug)]
enum Step {
    /// The config, and whether patterns are on (`enable-patterns=` naming
    /// none rmlir has turns them off).
    Canonicalize(GreedyRewriteConfig, bool),
    Cse,
}

fn canonicalize_config(opts: &str) -> Option<Step> {
    let mut config = GreedyRewriteConfig {
        top_down: true,
        region_simplification: RegionSimplify::Normal,
        ..Default::default()
    };
    let mut patterns = true;
    for opt in opts.split_whitespace() {
        let (k, v) = opt.split_once('=').unwrap_or((opt, "true"));
        match k {
            // Only for names of no pattern: none is enabled.
            "enable-patterns" if v.starts_with("NONE") => patterns = false,
            "test-convergence" => {}
            "region-simplify" => {
                config.region_simplification = match v {
                    "aggressive" => RegionSimplify::Aggressive,
                    "normal" | "true" => RegionSimplify::Normal,
                    "disabled" | "false" => RegionSimplify::Disabled,
                    _ => return None,
                }
            }
            "max-iterations" => config.max_iterations = v.parse().ok()?,
            "max-num-rewrites" => config.max_num_rewrites = v.parse().ok()?,
            "top-down" => config.top_down = v == "true" || v == "1",
            _ => return None,
        }
    }
    Some(Step::Canonicalize(config, patterns))
}

/// `canonicalize{opts}` or `cse`.
fn parse_pass(p: &str) -> Option<Step> {
    let p = p.trim();
    if p == "cse" {
        return Some(Step::Cse);
    }
    let rest = p.strip_prefix("canonicalize")?;
    let opts = match rest.strip_prefix('{') {
        Some(r) => r.strip_suffix('}')?,
        None if rest.is_empty() => "",
        None => return None,
    };
    canonicalize_config(opts)
}

/// Splits a pass list on its top-level commas.
fn split_top(s: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0i32, 0usize, Vec::new());
    for (i, c) in s.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// The passes of a textual pipeline nested in `builtin.module` and
/// `func.func` (each body is rewritten apart, so the nesting is dropped).
fn parse_pipeline(s: &str, out: &mut Vec<Step>) -> Option<()> {
    for part in split_top(s) {
        let part = part.trim();
        if let Some(inner) = part
            .strip_prefix("builtin.module(")
            .or_else(|| part.strip_prefix("func.func("))
            .or_else(|| part.strip_prefix("any("))
        {
            parse_pipeline(inner.strip_suffix(')')?, out)?;
        } else {
            out.push(parse_pass(part)?);
        }
    }
    Some(())
}

/// The steps `pass_args` (from a case's meta.json) ask for, if all are
/// known.
fn steps(args: &[String]) -> Option<Vec<Step>> {
    let mut out = Vec::new();
    for a in args {
        let a = a.trim_start_matches('-');
        if let Some(p) = a.strip_prefix("pass-pipeline=") {
            parse_pipeline(p.trim_matches(|c| c == '\'' || c == '"'), &mut out)?;
        } else if a == "cse" {
            out.push(Step::Cse);
        } else if a == "canonicalize" {
            out.push(canonicalize_config("")?);
        } else if let Some(o) = a.strip_prefix("canonicalize=") {
            out.push(canonicalize_config(o.trim_matches('"'))?);
        } else {
            return None;
        }
    }
    (!out.is_empty()).then_some(out)
}

/// The strings of the `"pass_args"` array of a meta.json.
fn pass_args(meta: &str) -> Vec<String> {
    let Some(start) = meta.find("\"pass_args\"") else {
        return Vec::new();
    };
    let rest = &meta[start..];
    let Some(open) = rest.find('[') else {
        return Vec::new();
    };
    let Some(close) = rest.find(']') else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut chars = rest[open + 1..close].chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '"' => break,
                '\\' => {
                    if let Some(e) = chars.next() {
                        s.push(e);
                    }
                }
                c => s.push(c),
            }
        }
        out.push(s);
    }
    out
}

fn run(
    ctx: &rmlir_ir::Context,
    text: &[u8],
    name: &str,
    steps: &[Step],
    debug_info: bool,
) -> Result<String, String> {
    let opts = rmlir_asm_parser::ParseOptions {
        filename: name.into(),
        ..Default::default()
    };
    let mut parsed = rmlir_asm_parser::parse_source(ctx, text, &opts).map_err(|e| e.to_string())?;
    let top = parsed.ir.top().ok_or("no top")?;
    for step in steps {
        match step {
            Step::Canonicalize(config, with_patterns) => {
                let list = if *with_patterns {
                    rmlir_rewrite::patterns::canonicalization_patterns(ctx)
                } else {
                    Vec::new()
                };
                let patterns = FrozenPatternSet::new(ctx, list, &[], &[]);
                rmlir_rewrite::greedy::apply_patterns_greedily_to_op(
                    ctx,
                    &mut parsed.ir,
                    top,
                    &patterns,
                    config,
                    1,
                );
            }
            Step::Cse => {
                rmlir_rewrite::cse::cse_op(ctx, &mut parsed.ir, top);
            }
        }
    }
    let diags = rmlir_ir::verifier::verify(ctx, &parsed.ir);
    if !diags.is_empty() {
        return Err(format!("does not verify: {}", diags[0].message));
    }
    let mut out = String::new();
    let options = rmlir_ir::printer::PrintOptions {
        debug_info,
        ..Default::default()
    };
    rmlir_ir::printer::print_ir(ctx, &parsed.ir, &parsed.metadata, &options, &mut out)
        .map_err(|e| e.to_string())?;
    Ok(out)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let verbose = args.iter().any(|a| a == "-v");
    let debug_info = args.iter().any(|a| a == "--mlir-print-debuginfo");
    args.retain(|a| a != "-v" && a != "--mlir-print-debuginfo");
    if args.first().map(String::as_str) == Some("--check") {
        let (mut ok, mut total) = (0, 0);
        for dir in &args[1..] {
            let meta = std::fs::read_to_string(format!("{dir}/meta.json")).unwrap_or_default();
            let Ok(want) = std::fs::read_to_string(format!("{dir}/pass.mlir")) else {
                continue;
            };
            let Some(steps) = steps(&pass_args(&meta)) else {
                continue;
            };
            total += 1;
            let text = std::fs::read(format!("{dir}/input.mlir")).unwrap();
            match run(&ctx, &text, "input.mlir", &steps, false) {
                Ok(got) if got == want => ok += 1,
                Ok(got) => {
                    println!("DIFF {dir}");
                    if verbose {
                        if let Some((i, (g, w))) = got
                            .lines()
                            .zip(want.lines())
                            .enumerate()
                            .find(|(_, (g, w))| g != w)
                        {
                            println!("  line {}:\n  got:  {g}\n  want: {w}", i + 1);
                        } else {
                            println!(
                                "  lengths differ: got {} lines, want {}",
                                got.lines().count(),
                                want.lines().count()
                            );
                        }
                    }
                }
                Err(e) => println!("ERR {dir}: {e}"),
            }
        }
        println!("{ok}/{total}");
        return;
    }
    // `--cse`, `--canonicalize=OPTIONS`, or a plain canonicalize.
    let steps = match args.first().map(String::as_str) {
        Some("--cse") => {
            args.remove(0);
            vec![Step::Cse]
        }
        Some(a) if a.starts_with("--canonicalize=") => {
            let a = args.remove(0);
            let Some(step) = canonicalize_config(&a["--canonicalize=".len()..]) else {
                eprintln!("unknown canonicalize options: {a}");
                std::process::exit(2);
            };
            vec![step]
        }
        _ => vec![canonicalize_config("").expect("defaults")],
    };
    for f in &args {
        let text = std::fs::read(f).unwrap();
        match run(&ctx, &text, f, &steps, debug_info) {
            Ok(out) => print!("{out}"),
            Err(e) => eprintln!("{f}: {e}"),
        }
    }
}
