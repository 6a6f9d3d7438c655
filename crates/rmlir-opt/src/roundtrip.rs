//! `--verify-roundtrip` (upstream's `doVerifyRoundTrip`): the parsed IR is
//! written out, as generic text with locations and as bytecode, read back,
//! and both readings must print as the original does.

use rmlir_ir::diagnostics::Diagnostic;
use rmlir_ir::printer::{print_ir_to, PrintOptions};
use rmlir_ir::resources::FileMetadata;
use rmlir_ir::{Context, Ir};

/// The generic form with debug info, which the comparison uses.
fn reference_print(ctx: &Context, ir: &Ir, meta: &FileMetadata) -> Vec<u8> {
    let opts = PrintOptions {
        generic: true,
        debug_info: true,
        assume_verified: true,
        ..PrintOptions::default()
    };
    let mut out = Vec::new();
    // Writing to a vector cannot fail.
    let _ = print_ir_to(ctx, ir, meta, &opts, &mut out);
    out
}

/// Round-trips `ir` through text and bytecode; the diagnostics of the
/// failures, on the top-level op.
pub fn verify(ctx: &Context, ir: &Ir, meta: &FileMetadata) -> Vec<Diagnostic> {
    let loc = ir
        .top()
        .map(|top| ir.body(top.body).op(top.op).loc)
        .unwrap_or_else(|| ctx.unknown_loc());
    let op_name = ir
        .top()
        .map(|top| {
            ctx.ident_str(ir.body(top.body).op(top.op).name)
                .into_owned()
        })
        .unwrap_or_default();
    let reference = reference_print(ctx, ir, meta);
    let mut diags = Vec::new();
    let bytecode = rmlir_bytecode::write_bytecode(ctx, ir, meta, &Default::default())
        .map(|b| b.to_vec())
        .map_err(|e| e.message);
    for (kind, written) in [("", Ok(reference.clone())), ("bytecode ", bytecode)] {
        let reparsed = written.ok().and_then(|bytes| {
            let popts = rmlir_asm_parser::ParseOptions {
                filename: "roundtrip".to_string(),
                ..Default::default()
            };
            rmlir_bytecode::parse_source_file(ctx, &bytes, &popts).ok()
        });
        let Some(module) = reparsed else {
            diags.push(Diagnostic::error(
                loc,
                format!(
                    "'{op_name}' op failed to parse {kind}content back, cannot verify round-trip.\n"
                ),
            ));
            continue;
        };
        let again = reference_print(ctx, &module.ir, &module.metadata);
        if again != reference {
            diags.push(Diagnostic::error(
                loc,
                format!(
                    "'{op_name}' op {kind}roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n{}\n=====\n{}\n>>>>>roundtripped\n",
                    String::from_utf8_lossy(&reference),
                    String::from_utf8_lossy(&again)
                ),
            ));
        }
    }
    diags
}
