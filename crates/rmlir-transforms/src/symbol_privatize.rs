//! `symbol-privatize` (upstream's `SymbolPrivatizePass`): the symbols
//! directly in the op's regions become private, but for the excluded ones.

use rmlir_pass::{OptionKind, Pass, PassContext, PassFailure, PassOptions};

use crate::util;

/// Marks symbols private.
#[derive(Clone)]
pub struct SymbolPrivatize {
    options: PassOptions,
    /// The excluded names, read from the options by `initialize`.
    excluded: Vec<Vec<u8>>,
}

impl Default for SymbolPrivatize {
    fn default() -> Self {
        SymbolPrivatize {
            options: PassOptions::new().list(
                "exclude",
                "Comma separated list of symbols that should not be marked private",
                OptionKind::String,
            ),
            excluded: Vec::new(),
        }
    }
}

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &'static str {
        "symbol-privatize"
    }
    fn name(&self) -> &'static str {
        "SymbolPrivatize"
    }
    fn description(&self) -> &'static str {
        "Mark symbols private"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn initialize(&mut self, _ctx: &rmlir_ir::Context) -> Result<(), String> {
        self.excluded = self
            .options
            .get_str_list("exclude")
            .into_iter()
            .map(String::into_bytes)
            .collect();
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let mut children = Vec::new();
        rmlir_ir::walk::collect_children(pcx.ir, pcx.op, &mut children);
        let private = pcx.ctx.string_attr("private");
        for child in children {
            if !util::is_symbol(pcx.ctx, pcx.ir, child) {
                continue;
            }
            let name = rmlir_ir::symbols::symbol_name(pcx.ctx, pcx.ir, child).unwrap_or(b"");
            if self.excluded.iter().any(|e| e.as_slice() == name) {
                continue;
            }
            util::set_attr(pcx.ctx, pcx.ir, child, "sym_visibility", Some(private));
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
