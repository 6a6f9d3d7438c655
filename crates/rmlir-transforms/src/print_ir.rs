//! `print-ir` (upstream's `PrintIRPass`): the op, on standard error (the
//! debug stream), under a header with an optional label.

use rmlir_ir::printer::PrintOptions;
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};

/// Prints the op it runs on.
#[derive(Clone)]
pub struct PrintIr {
    options: PassOptions,
}

impl Default for PrintIr {
    fn default() -> Self {
        PrintIr {
            options: PassOptions::new().string("label", "Label", ""),
        }
    }
}

impl Pass for PrintIr {
    fn argument(&self) -> &'static str {
        "print-ir"
    }
    fn name(&self) -> &'static str {
        "PrintIRPass"
    }
    fn description(&self) -> &'static str {
        "Print IR on the debug stream"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let label = self.options.get_str("label");
        let mut text = String::from("// -----// IR Dump");
        if !label.is_empty() {
            text.push(' ');
            text.push_str(label);
        }
        text.push_str(" //----- //\n");
        // Upstream's `Operation::dump`: local scope, the tool's flags.
        let flags = PrintOptions {
            local_scope: true,
            ..pcx.print_flags().clone()
        };
        rmlir_ir::printer::print_op(pcx.ctx, pcx.ir, pcx.op, &flags, &mut text);
        text.push('\n');
        let mut bytes = Vec::with_capacity(text.len());
        rmlir_ir::diagnostics::write_message(&text, &mut bytes);
        pcx.write_stderr(&bytes);
        pcx.mark_all_analyses_preserved();
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
