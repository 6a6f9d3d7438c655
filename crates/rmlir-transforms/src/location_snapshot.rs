//! `snapshot-op-locations` (upstream's `LocationSnapshot`): the op is
//! printed to a file, and each op's location becomes where it is in that
//! file (or, with `tag`, is fused with it under that name).

use rmlir_ir::printer::PrintOptions;
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};

/// Generates new locations from the printed IR.
#[derive(Clone)]
pub struct LocationSnapshot {
    options: PassOptions,
}

impl Default for LocationSnapshot {
    fn default() -> Self {
        LocationSnapshot {
            options: PassOptions::new()
                .string("filename", "The filename to print the generated IR", "")
                .string(
                    "tag",
                    "A tag to use when fusing the new locations with the original. If unset, the locations are replaced.",
                    "",
                )
                .bool("print-debuginfo", "Print debug info in MLIR output", false)
                .bool("print-op-generic", "Print the generic op form", false)
                .bool(
                    "print-local-scope",
                    "Print with local scope and inline information (eliding aliases for attributes, types, and locations",
                    false,
                )
                .bool("pretty-debuginfo", "Print pretty debug info in MLIR output", false),
        }
    }
}

/// A file name for a snapshot without one (upstream's
/// `createTemporaryFile("mlir_snapshot", "tmp.mlir")`).
fn temporary_file() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let unique = format!(
        "mlir_snapshot-{}-{}.tmp.mlir",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    );
    std::env::temp_dir().join(unique)
}

impl Pass for LocationSnapshot {
    fn argument(&self) -> &'static str {
        "snapshot-op-locations"
    }
    fn name(&self) -> &'static str {
        "LocationSnapshot"
    }
    fn description(&self) -> &'static str {
        "Generate new locations from the current IR"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let o = &self.options;
        // The options set the debug info and form; the tool's other flags
        // stay (upstream starts from `OpPrintingFlags()`).
        let flags = PrintOptions {
            debug_info: o.get_bool("print-debuginfo"),
            pretty_debug_info: o.get_bool("pretty-debuginfo"),
            generic: o.get_bool("print-op-generic"),
            local_scope: pcx.print_flags().local_scope || o.get_bool("print-local-scope"),
            ..pcx.print_flags().clone()
        };
        let filename = match o.get_str("filename") {
            "" => temporary_file().to_string_lossy().into_owned(),
            f => f.to_string(),
        };
        let (text, locations) = if pcx.is_nested() {
            let local = PrintOptions {
                local_scope: true,
                ..flags
            };
            let (text, locs) =
                rmlir_ir::printer::print_op_with_locations(pcx.ctx, pcx.ir, pcx.op, &local);
            (text.into_bytes(), locs)
        } else {
            match rmlir_ir::printer::print_ir_with_locations(
                pcx.ctx,
                pcx.ir,
                &Default::default(),
                &flags,
            ) {
                // Without the newline mlir-opt writes after its output.
                Ok((mut text, locs)) => {
                    if text.last() == Some(&b'\n') {
                        text.pop();
                    }
                    (text, locs)
                }
                Err(_) => return Err(PassFailure),
            }
        };
        if let Err(e) = std::fs::write(&filename, &text) {
            let msg = e.to_string();
            let msg = msg.split(" (os error").next().unwrap_or(&msg).to_string();
            pcx.emit_error_on(
                pcx.op,
                format!("cannot open output file '{filename}': {msg}"),
            );
            return Err(PassFailure);
        }
        let ctx = pcx.ctx;
        let tag = o.get_str("tag");
        for (op, line, col) in locations {
            let new_loc = ctx.file_line_col(&filename, line, col);
            let data = pcx.ir.body_mut(op.body).op_mut(op.op);
            data.loc = if tag.is_empty() {
                new_loc
            } else {
                ctx.fused_loc(None, &[data.loc, ctx.name_loc(tag, Some(new_loc))])
            };
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
