//! `generate-runtime-verification` (upstream's
//! `GenerateRuntimeVerificationPass`): every op implementing
//! `RuntimeVerifiableOpInterface` ([`RuntimeVerifiable`]) gets the checks
//! it generates inserted, each a `cf.assert` whose message shows the op
//! (with `verbose-level=1`), what failed and where.

use rmlir_interfaces::runtime_verification::RuntimeVerifiable;
use rmlir_ir::body::OpData;
use rmlir_ir::builder::Builder;
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::printer::{print_location_with, AsmState, PrintOptions};
use rmlir_ir::rewriter::Rewriter;
use rmlir_ir::walk::walk_post_order;
use rmlir_ir::{BodyId, OpRef};
use rmlir_pass::{IntKind, Pass, PassContext, PassFailure, PassOptions};

/// Generates the runtime checks of the ops that have some.
#[derive(Clone)]
pub struct GenerateRuntimeVerification {
    options: PassOptions,
}

impl Default for GenerateRuntimeVerification {
    fn default() -> Self {
        GenerateRuntimeVerification {
            options: PassOptions::new().int(
                "verbose-level",
                "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)",
                IntKind::U32,
                1,
            ),
        }
    }
}

/// The first line of every message.
const HEADER: &[u8] = b"ERROR: Runtime op verification failed\n";

impl Pass for GenerateRuntimeVerification {
    fn argument(&self) -> &'static str {
        "generate-runtime-verification"
    }
    fn name(&self) -> &'static str {
        "GenerateRuntimeVerification"
    }
    fn description(&self) -> &'static str {
        "Generate additional runtime op verification checks"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let verbose = self.options.get_int("verbose-level");
        if verbose > 1 {
            pcx.emit_error_on(
                pcx.op,
                "generate-runtime-verification pass: set verboseLevel to 0 or 1",
            );
            return Err(PassFailure);
        }
        let ctx = pcx.ctx;

        // The checks are made of ops that may have checks of their own:
        // the ops to verify are gathered first, so those are left alone.
        let mut ops: Vec<(OpRef, &'static dyn RuntimeVerifiable)> = Vec::new();
        walk_post_order(pcx.ir, pcx.op, |o| {
            let body = pcx.ir.body(o.body);
            // Checks go before the op: one outside any block (the op the
            // pass runs on, at the top) has no place for them.
            if body.parent_block(o.op).is_none() {
                return;
            }
            if let Some(imp) = ctx.op_interface::<dyn RuntimeVerifiable>(body.op(o.op).name) {
                ops.push((o, imp));
            }
        });
        if ops.is_empty() {
            return Ok(());
        }

        // Many messages may be made, so ops print fast: large elements
        // elided, regions skipped, with the names of the IR as it was
        // before any check was added (upstream's `AsmState` made here).
        let flags = PrintOptions {
            elide_elements_if_larger: Some(16),
            skip_regions: true,
            local_scope: true,
            ..pcx.print_flags().clone()
        };
        let state = (verbose == 1).then(|| AsmState::new(ctx, pcx.ir, pcx.op, &flags));

        let mut owner: Option<(BodyId, Option<OpData>)> = None;
        for (o, imp) in ops {
            let loc = pcx.ir.body(o.body).op(o.op).loc;
            // Upstream's `DefaultErrMsgGenerator`: the op (at verbose level
            // 1), what failed, and the op's location.
            let mut prefix = HEADER.to_vec();
            if let Some(state) = &state {
                state.print_op(ctx, pcx.ir, o, &mut prefix);
                prefix.push(b'\n');
            }
            prefix.extend_from_slice(b"^ ");
            let mut suffix = b"\nLocation: ".to_vec();
            print_location_with(ctx, loc, pcx.print_flags(), &mut suffix);
            let message = |what: &str| {
                let mut m = Vec::with_capacity(prefix.len() + what.len() + suffix.len());
                m.extend_from_slice(&prefix);
                m.extend_from_slice(what.as_bytes());
                m.extend_from_slice(&suffix);
                m
            };

            // Folds may read the op owning the body (a copy, as the body
            // is borrowed mutably).
            if owner.as_ref().is_none_or(|(b, _)| *b != o.body) {
                let data = pcx
                    .ir
                    .body(o.body)
                    .owner()
                    .map(|(pb, po)| pcx.ir.body(pb).op(po).clone());
                owner = Some((o.body, data));
            }
            let owner_data = owner.as_ref().and_then(|(_, d)| d.as_ref());
            let mut b = Builder::new(ctx, pcx.ir.body_mut(o.body));
            b.set_insertion_point(o.op);
            let mut rw = PatternRewriter::new(Rewriter::new(b), o.body, owner_data);
            imp.generate_runtime_verification(&mut rw, o.op, loc, &message);
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
