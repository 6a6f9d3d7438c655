//! [`AsmState`]: printing state computed once for an op and reused to
//! print the ops nested in it one at a time (upstream's `AsmState`).

use std::sync::Arc;

use super::names::NameState;
use super::util::OutBuf;
use super::write::Writer;
use super::{verify_and_adjust, OpPrinter, PrintOptions};
use crate::attributes::Location;
use crate::context::Context;
use crate::ir::{Ir, OpRef};

/// The value and block names of everything nested in a root op, taken
/// when the state is made, with the options to print with (upstream's
/// `AsmState(op, flags)`). Ops printed through it keep the names they had
/// then, even after the IR around them changed: a pass that inserts ops
/// and prints the ones it started from (`generate-runtime-verification`)
/// shows them as the input named them. Values made afterwards have no
/// name in it.
pub struct AsmState {
    opts: PrintOptions,
    names: Arc<NameState>,
}

impl AsmState {
    /// Numbers everything in `root`. As upstream's constructor does, it
    /// verifies `root` first unless `opts` print generically or assume
    /// verified IR, and prints in the generic form if it fails.
    pub fn new(ctx: &Context, ir: &Ir, root: OpRef, opts: &PrintOptions) -> Self {
        let mut opts = verify_and_adjust(ctx, ir, root, opts).unwrap_or_else(|| opts.clone());
        // Checked once, here: printing an op later does not verify again.
        opts.assume_verified = true;
        let names = NameState::new(ctx, ir, root, OpPrinter::name_flags(&opts));
        AsmState {
            opts,
            names: Arc::new(names),
        }
    }

    /// The options ops are printed with.
    pub fn options(&self) -> &PrintOptions {
        &self.opts
    }

    /// Prints `op` (upstream's `Operation::print(os, state)` of a nested
    /// op: `printFullOpWithIndentAndLoc`), appending to `out`.
    pub fn print_op(&self, ctx: &Context, ir: &Ir, op: OpRef, out: &mut Vec<u8>) {
        let mut buf = OutBuf::new();
        let mut p = OpPrinter::with_names(ctx, ir, &self.opts, None, &mut buf, self.names.clone());
        p.print_full_op_with_indent_and_loc(op);
        drop(p);
        out.extend_from_slice(buf.as_bytes());
    }
}

/// Prints a location as `loc(...)`, or in the pretty form when `opts`
/// ask for it (upstream's `Location::print`, whose flags come from the
/// command line), appending to `out`.
pub fn print_location_with(ctx: &Context, loc: Location, opts: &PrintOptions, out: &mut Vec<u8>) {
    let mut buf = OutBuf::new();
    Writer::new(ctx, &mut buf, opts, None).print_location(loc, false);
    out.extend_from_slice(buf.as_bytes());
}
