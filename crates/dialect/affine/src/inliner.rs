//! The affine dialect's inliner interface (upstream's
//! `AffineInlinerInterface` and `remainsLegalAfterInline` in
//! `AffineOps.cpp`): affine ops inline into affine scopes and affine
//! loops and conditionals; a single-block region inlines into an affine
//! loop or conditional only if the values its affine ops bind to
//! dimensions and symbols stay valid ones there.

use rmlir_interfaces::inliner::DialectInliner;
use rmlir_ir::body::{IrMapping, RegionParent, ValueDef};
use rmlir_ir::dialect::OpTraits;
use rmlir_ir::op_def::Effects;
use rmlir_ir::{Context, Ir, OpRef, OpView, RegionId, RegionRef, Value};

use crate::validity::Validity;

struct AffineInliner;

/// The op holding `r` (in the region's body, or the body's owner).
fn region_op(ir: &Ir, r: RegionRef) -> Option<OpRef> {
    let body = ir.body(r.body);
    match body.region_parent(r.region) {
        RegionParent::Op(op) => Some(OpRef { body: r.body, op }),
        RegionParent::BodyOwner => body.owner().map(|(body, op)| OpRef { body, op }),
    }
}

fn is_loop_or_if(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    matches!(
        &*OpView::new(ctx, ir, op).name_str(),
        "affine.for" | "affine.parallel" | "affine.if"
    )
}

/// Whether op `op` has no memory effect (`MemoryEffectOpInterface::hasNoEffect`).
fn has_no_effect(ctx: &Context, ir: &Ir, op: OpRef) -> bool {
    ctx.op_def(ir.body(op.body).op(op.op).name)
        .is_some_and(|d| {
            d.has(OpTraits::NO_MEMORY_EFFECT)
                || matches!(d.interfaces.memory_effects, Some(Effects::Static(&[])))
        })
}

#[derive(Copy, Clone)]
enum Check {
    Dim,
    Symbol,
}

/// Checks values of the callee's region `src` against the caller's
/// region `dest`.
struct Inline<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    src: RegionRef,
    dest: RegionRef,
    dest_op: OpRef,
    map: &'a IrMapping,
}

impl Inline<'_> {
    /// `remainsLegalAfterInline(value, src, dest, mapping, check)`.
    fn remains_legal(&self, v: Value, check: Check) -> bool {
        let body = self.ir.body(self.src.body);
        let (block, def) = match body.value_def(v) {
            ValueDef::BlockArg { block, .. } => (Some(block), None),
            ValueDef::Result { op, .. } => (body.parent_block(op), Some(op)),
        };
        // Not a top-level value of `src`: valid for another reason, which
        // inlining keeps (or which its own op's check covers).
        if block.and_then(|b| body.block_parent(b)) != Some(self.src.region) {
            return true;
        }
        match def {
            None => {
                let Some(mapped) = self.map.lookup_value(v) else {
                    return false;
                };
                let view = OpView::new(self.ctx, self.ir, self.dest_op);
                let mut validity = Validity::new(&view);
                match check {
                    Check::Dim => validity.is_valid_dim(mapped, Some(self.dest.region)),
                    Check::Symbol => validity.is_valid_symbol(mapped, Some(self.dest.region)),
                }
            }
            Some(op) => {
                let def = self.ctx.op_def(body.op(op).name);
                def.is_some_and(|d| {
                    d.has(OpTraits::CONSTANT_LIKE) || d.interfaces.shaped_dim.is_some()
                })
            }
        }
    }

    /// The affine map operands of `op` (after `skip` non-map operands),
    /// dims then symbols, each checked as such.
    fn map_operands_remain_legal(&self, op: OpRef, skip: usize) -> bool {
        let view = OpView::new(self.ctx, self.ir, op);
        let Some(map) = view
            .prop("map")
            .and_then(|a| crate::affine_map(self.ctx, a))
        else {
            return false;
        };
        let dims = map.num_dims as usize;
        let operands: Vec<Value> = view.operands().into_iter().skip(skip).collect();
        operands.iter().enumerate().all(|(i, &v)| {
            let check = if i < dims { Check::Dim } else { Check::Symbol };
            self.remains_legal(v, check)
        })
    }

    /// `remainsLegalAfterInline(AffineApplyOp, ...)`.
    fn apply_remains_legal(&self, op: OpRef) -> bool {
        let view = OpView::new(self.ctx, self.ir, op);
        let result = view.result(0);
        let src_region: Option<RegionId> = Some(self.src.region);
        let is_dim = Validity::new(&view).is_valid_dim(result, src_region);
        let check = if is_dim { Check::Dim } else { Check::Symbol };
        view.operands()
            .into_iter()
            .all(|v| self.remains_legal(v, check))
    }
}

impl DialectInliner for AffineInliner {
    fn is_legal_to_inline_region(
        &self,
        ctx: &Context,
        ir: &Ir,
        dest: RegionRef,
        src: RegionRef,
        _would_be_cloned: bool,
        map: &IrMapping,
    ) -> bool {
        let Some(dest_op) = region_op(ir, dest).filter(|&o| is_loop_or_if(ctx, ir, o)) else {
            return false;
        };
        let body = ir.body(src.body);
        let mut blocks = body.region_blocks(src.region);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            return false;
        };
        let check = Inline {
            ctx,
            ir,
            src,
            dest,
            dest_op,
            map,
        };
        body.block_ops(block).all(|op| {
            let op = OpRef { body: src.body, op };
            if has_no_effect(ctx, ir, op) {
                return true;
            }
            match &*OpView::new(ctx, ir, op).name_str() {
                "affine.apply" => check.apply_remains_legal(op),
                "affine.load" | "affine.vector_load" => check.map_operands_remain_legal(op, 1),
                "affine.store" | "affine.vector_store" => check.map_operands_remain_legal(op, 2),
                _ => false,
            }
        })
    }

    fn is_legal_to_inline_op(
        &self,
        ctx: &Context,
        ir: &Ir,
        _op: OpRef,
        dest: RegionRef,
        _would_be_cloned: bool,
        _map: &IrMapping,
    ) -> bool {
        region_op(ir, dest).is_some_and(|p| {
            ctx.op_def(ir.body(p.body).op(p.op).name)
                .is_some_and(|d| d.has(OpTraits::AFFINE_SCOPE))
                || is_loop_or_if(ctx, ir, p)
        })
    }
}

static INLINER: AffineInliner = AffineInliner;

/// Attaches the affine dialect's inliner interface.
pub(crate) fn attach(ctx: &mut Context) {
    ctx.attach_dialect_interface::<dyn DialectInliner>("affine", &INLINER);
}
