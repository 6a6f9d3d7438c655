//! What the inliner asks of a dialect (upstream's `DialectInlinerInterface`,
//! `mlir/Transforms/InliningUtils.h`): whether a call, a region or an op
//! may be inlined, and how an inlined terminator is rewritten.
//!
//! A dialect implements [`DialectInliner`] and attaches it with
//! `Context::attach_dialect_interface::<dyn DialectInliner>`, usually from
//! its `DialectDef::interfaces`. Ops of a dialect without one (unregistered
//! ops included) are never inlined, and nothing is inlined into their
//! regions, as upstream's `InlinerInterface` answers when no handler is
//! found.
//!
//! The callee and the caller usually live in different bodies (a
//! function's regions are a body of their own), so regions are named by
//! their body ([`RegionRef`]), and the value mapping the hooks see maps
//! the callee's values to the caller's.

use rmlir_ir::body::IrMapping;
use rmlir_ir::{BlockId, Body, Context, Ir, OpId, OpRef, RegionRef, Value};

/// Upstream's `DialectInlinerInterface`. Every legality hook answers
/// `false` unless the dialect says otherwise.
pub trait DialectInliner: Sync {
    /// Whether `call` (an op of this dialect) may be inlined with
    /// `callable` (`isLegalToInline(call, callable, wouldBeCloned)`).
    fn is_legal_to_inline_call(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _call: OpRef,
        _callable: OpRef,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether region `src` may be inlined into `dest`, a region of an op
    /// of this dialect (`isLegalToInline(dest, src, ...)`).
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionRef,
        _src: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        false
    }

    /// Whether `op` (of this dialect) may be inlined into `dest`
    /// (`isLegalToInline(op, dest, ...)`).
    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpRef,
        _dest: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        false
    }

    /// Whether the regions of `op` are checked op by op as well
    /// (`shouldAnalyzeRecursively`).
    fn should_analyze_recursively(&self, _ctx: &Context, _ir: &Ir, _op: OpRef) -> bool {
        true
    }

    /// Rewrites the inlined terminator `op` of a block among several
    /// inlined ones so that it branches to `dest`, whose arguments stand
    /// for the call's results (`handleTerminator(op, newDest)`).
    fn handle_terminator_with_block(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _dest: BlockId,
    ) {
    }

    /// Replaces the uses of `results` (the call's) with what the inlined
    /// terminator `op` of a single inlined block returns; the inliner then
    /// erases `op` (`handleTerminator(op, valuesToRepl)`).
    fn handle_terminator_with_values(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: OpId,
        _results: &[Value],
    ) {
    }

    /// Whether a single inlined block may be merged into the call's block
    /// rather than branched to (`allowSingleBlockOptimization`).
    fn allow_single_block_optimization(&self) -> bool {
        true
    }
}

/// The inliner interface of the dialect of the op named `name`.
pub fn dialect_inliner(
    ctx: &Context,
    name: rmlir_ir::Ident,
) -> Option<&'static dyn DialectInliner> {
    ctx.dialect_interface::<dyn DialectInliner>(ctx.ident_bytes(name))
}

/// An implementation for dialects whose ops may all be inlined anywhere
/// (upstream's interfaces that answer `true` for every op): arith, math,
/// complex, index, ub.
pub struct AllOpsLegal;

impl DialectInliner for AllOpsLegal {
    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpRef,
        _dest: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }
}

/// An implementation for dialects whose ops may be inlined anywhere and
/// whose regions accept any inlined region (memref, tensor).
pub struct AllLegal;

impl DialectInliner for AllLegal {
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _dest: RegionRef,
        _src: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(
        &self,
        _ctx: &Context,
        _ir: &Ir,
        _op: OpRef,
        _dest: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        true
    }
}
