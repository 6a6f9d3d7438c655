//! Parses arbitrary bytes; when they make valid IR, runs the passes users
//! run first (`canonicalize`, `cse`, `inline` and `symbol-dce`, then the
//! lowerings `lower-affine` and `convert-scf-to-cf` with canonicalize
//! again) and checks the result still verifies and prints. Any panic, hang
//! or stack overflow is a bug; a pass may fail only with a diagnostic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rmlir_asm_parser::{parse_source, ParseOptions};
use rmlir_ir::printer::{print_ir, PrintOptions};
use rmlir_pass::{Nesting, PassManager, PassRegistry};

const PIPELINES: &[&str] = &[
    "builtin.module(canonicalize, cse)",
    "builtin.module(inline, symbol-dce)",
    "builtin.module(lower-affine, convert-scf-to-cf, canonicalize)",
];

fuzz_target!(|data: &[u8]| {
    let ctx = rmlir_dialects::context();
    ctx.set_allow_unregistered_dialects(true);
    let opts = ParseOptions { filename: "fuzz.mlir".into(), ..Default::default() };
    let Ok(parsed) = parse_source(&ctx, data, &opts) else { return };
    if !rmlir_ir::verifier::verify(&ctx, &parsed.ir).is_empty() {
        return;
    }
    let mut registry = PassRegistry::new();
    rmlir_pass::register(&mut registry);
    rmlir_transforms::register(&mut registry);
    rmlir_conversion::register(&mut registry);
    for text in PIPELINES {
        // A pass missing from this build (the pipeline does not parse) is
        // skipped rather than failing the target.
        let Ok(pipeline) = rmlir_pass::parse_anchored_pipeline(text, &registry, "fuzz") else { continue };
        let Ok(mut again) = parse_source(&ctx, data, &opts) else { return };
        let Some(top) = again.ir.top() else { return };
        if !matches!(ctx.ident_str(again.ir.body(top.body).op(top.op).name).as_ref(), "builtin.module") {
            return;
        }
        let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
        pm.set_pipeline(pipeline);
        let result = pm.run(&ctx, &mut again.ir, top, None);
        if !result.success {
            continue;
        }
        // The pass manager verified after each pass; the result must also
        // verify as a whole and print.
        let diags = rmlir_ir::verifier::verify(&ctx, &again.ir);
        assert!(diags.is_empty(), "{text} produced invalid IR: {diags:?}");
        let mut out = String::new();
        print_ir(&ctx, &again.ir, &again.metadata, &PrintOptions::default(), &mut out).expect("a top-level op");
    }
});
