//! The runtime checks of memref and tensor ops (upstream's external models
//! of `RuntimeVerifiableOpInterface` in
//! `mlir/lib/Dialect/{MemRef,Tensor}/Transforms/RuntimeOpVerification.cpp`),
//! which the `generate-runtime-verification` pass asks for. They build
//! arith, cf and scf ops, which is why they live here and not in the
//! dialects' crates; [`attach`] attaches them to a context (upstream's
//! `registerRuntimeVerifiableOpInterfaceExternalModels`, which mlir-opt
//! registers with its dialects).

use rmlir_arith::ops::{AndIOp, CmpIOp, ConstantOp};
use rmlir_interfaces::runtime_verification::{ErrorMessage, RuntimeVerifiable};
use rmlir_interfaces::view_like::OpFoldResult;
use rmlir_ir::op_def::{Fold, FoldResult};
use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{Context, Location, OpId, OpTraits, RegionId, Type, Value};
use smallvec::SmallVec;

mod memref;
mod tensor;

/// Attaches the runtime checks of the memref and tensor ops to `ctx`.
pub fn attach(ctx: &mut Context) {
    memref::attach(ctx);
    tensor::attach(ctx);
}

/// An implementation for one op: a function building its checks.
type CheckFn = fn(&mut PatternRewriter<'_>, OpId, Location, ErrorMessage<'_>);

/// [`RuntimeVerifiable`] through a plain function, so each op's checks are
/// a function and its implementation a static.
struct Checks(CheckFn);

impl RuntimeVerifiable for Checks {
    fn generate_runtime_verification(
        &self,
        rw: &mut PatternRewriter<'_>,
        op: OpId,
        loc: Location,
        message: ErrorMessage<'_>,
    ) {
        (self.0)(rw, op, loc, message)
    }
}

/// `arith::CmpIPredicate` values.
#[derive(Copy, Clone)]
#[repr(i64)]
enum Pred {
    Eq = 0,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
}

/// How many times [`create_or_fold`] folds an op in place at most.
const MAX_IN_PLACE_FOLDS: usize = 64;

/// `OpBuilder::createOrFold` of a one-result op that `build` creates at the
/// insertion point: the op is folded, and if it folds to a value (or a
/// constant, which its dialect materializes at the insertion point) it is
/// erased and that value returned. Ops that only fold in place stay,
/// changed.
fn create_or_fold(
    rw: &mut PatternRewriter<'_>,
    build: impl FnOnce(&mut PatternRewriter<'_>) -> OpId,
) -> Value {
    let op = build(rw);
    let ctx = rw.ctx;
    let result = rw.body.result(op, 0);
    let def = ctx.op_def(rw.body.op(op).name);
    // A constant is not folded again.
    if def.is_none_or(|d| d.has(OpTraits::CONSTANT_LIKE)) {
        return result;
    }
    let (body_id, owner) = (rw.body_id, rw.owner);
    // As upstream's `tryFold`, an op folded in place is folded again until
    // it no longer changes (`andi(true, x)` is made `andi(x, true)`, which
    // folds to `x`). The bound only guards against folders that never
    // settle.
    let mut folded = Fold::Failure;
    for _ in 0..MAX_IN_PLACE_FOLDS {
        folded = rmlir_rewrite::fold::fold_op(ctx, rw.body, body_id, owner, op);
        if !matches!(folded, Fold::InPlace) {
            break;
        }
    }
    let Fold::Results(results) = folded else {
        return result;
    };
    let replacement = match results.first() {
        Some(&FoldResult::Value(v)) => v,
        Some(&FoldResult::Attr(a)) => {
            let ty = rw.body.value_type(result);
            let loc = rw.body.op(op).loc;
            let name = ctx.ident_bytes(rw.body.op(op).name);
            let dialect = name.split(|&c| c == b'.').next().unwrap_or(name);
            let made = ctx
                .registry()
                .dialect(dialect)
                .and_then(|d| d.materialize_constant)
                .and_then(|m| m(rw, a, ty, loc));
            match made {
                Some(c) => rw.body.result(c, 0),
                None => return result,
            }
        }
        None => return result,
    };
    rw.body.erase_op(op);
    replacement
}

/// `arith::ConstantIndexOp::create`.
fn const_index(rw: &mut PatternRewriter<'_>, loc: Location, v: i64) -> Value {
    let index = rw.ctx.index_type();
    let attr = rw.ctx.integer_attr(index, v);
    ConstantOp::build(rw, loc, index, attr).result()
}

/// `arith::ConstantOp::create(b, loc, b.getBoolAttr(v))`.
fn const_bool(rw: &mut PatternRewriter<'_>, loc: Location, v: bool) -> Value {
    let i1 = rw.ctx.int_type(1);
    let attr = rw.ctx.bool_attr(v);
    ConstantOp::build(rw, loc, i1, attr).result()
}

/// `getValueOrCreateConstantIndexOp`.
fn value_or_constant(rw: &mut PatternRewriter<'_>, loc: Location, ofr: OpFoldResult) -> Value {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Int(i) => const_index(rw, loc, i),
    }
}

fn cmpi_op(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    pred: Pred,
    lhs: Value,
    rhs: Value,
) -> OpId {
    let i1 = rw.ctx.int_type(1);
    let attr = rw.ctx.integer_attr(rw.ctx.int_type(64), pred as i64);
    CmpIOp::build(rw, loc, i1, lhs, rhs, attr).id()
}

/// `arith::CmpIOp::create`.
fn cmpi(rw: &mut PatternRewriter<'_>, loc: Location, pred: Pred, lhs: Value, rhs: Value) -> Value {
    let op = cmpi_op(rw, loc, pred, lhs, rhs);
    rw.body.result(op, 0)
}

/// `createOrFold<arith::CmpIOp>`.
fn cmpi_or_fold(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    pred: Pred,
    lhs: Value,
    rhs: Value,
) -> Value {
    create_or_fold(rw, |rw| cmpi_op(rw, loc, pred, lhs, rhs))
}

/// `arith::AndIOp::create`.
fn andi(rw: &mut PatternRewriter<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = rw.body.value_type(lhs);
    AndIOp::build(rw, loc, ty, lhs, rhs).result()
}

/// `createOrFold<arith::AndIOp>`.
fn andi_or_fold(rw: &mut PatternRewriter<'_>, loc: Location, lhs: Value, rhs: Value) -> Value {
    let ty = rw.body.value_type(lhs);
    create_or_fold(rw, |rw| AndIOp::build(rw, loc, ty, lhs, rhs).id())
}

/// `generateInBoundsCheck`: `lb <= value < ub`, folded where it can be.
fn in_bounds(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    value: Value,
    lb: Value,
    ub: Value,
) -> Value {
    let ge = cmpi_or_fold(rw, loc, Pred::Sge, value, lb);
    let lt = cmpi_or_fold(rw, loc, Pred::Slt, value, ub);
    andi_or_fold(rw, loc, ge, lt)
}

/// `cf::AssertOp::create`.
fn assert(rw: &mut PatternRewriter<'_>, loc: Location, cond: Value, msg: Vec<u8>) {
    let msg = rw.ctx.string_attr(msg);
    rmlir_cf::AssertOp::build(rw, loc, cond, msg);
}

/// `scf::IfOp::create` with body builders for both branches, each
/// yielding the one `i1` it returns; the if's result.
fn if_i1(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    cond: Value,
    then_branch: impl FnOnce(&mut PatternRewriter<'_>) -> Value,
    else_branch: impl FnOnce(&mut PatternRewriter<'_>) -> Value,
) -> Value {
    let i1 = rw.ctx.int_type(1);
    let op = rmlir_scf::IfOp::build(rw, loc, &[i1], cond).id();
    let regions: SmallVec<[RegionId; 2]> = rw.body.local_regions(op).collect();
    let ip = rw.insertion_point();
    if let [then_region, else_region] = regions[..] {
        fill_branch(rw, loc, then_region, then_branch);
        fill_branch(rw, loc, else_region, else_branch);
    }
    rw.restore_insertion_point(ip);
    rw.body.result(op, 0)
}

/// A block in `region` holding what `branch` builds and yielding its value.
fn fill_branch(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    region: RegionId,
    branch: impl FnOnce(&mut PatternRewriter<'_>) -> Value,
) {
    let block = rw.body.create_block();
    rw.body.append_block(region, block);
    rw.set_insertion_point_to_end(block);
    let v = branch(rw);
    rmlir_scf::YieldOp::build(rw, loc, &[v]);
}

/// The shape of a ranked tensor or memref type.
fn shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.type_kind(t).shape().map(<[i64]>::to_vec)
}

/// The access of op's operand `first` (a memref or tensor) at the indices
/// after it is in bounds: `0 <= index < dim` in every dimension, one
/// assert for them all (memref.load/store, tensor.extract/insert).
pub(super) fn indices_in_bounds(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    loc: Location,
    message: ErrorMessage<'_>,
    first: usize,
    dim_op: fn(&mut PatternRewriter<'_>, Location, Value, i64) -> OpId,
) {
    let view = rw.view(op);
    let Some(shaped) = view.operand_of(first) else {
        return;
    };
    let indices = view.operand_group(first + 1);
    let Some(rank) = shape(rw.ctx, rw.body.value_type(shaped)).map(|s| s.len()) else {
        return;
    };
    if rank == 0 || indices.len() < rank {
        return;
    }
    let zero = const_index(rw, loc, 0);
    let mut cond: Option<Value> = None;
    for (i, &index) in indices.iter().enumerate().take(rank) {
        let size = create_or_fold(rw, |rw| dim_op(rw, loc, shaped, i as i64));
        let ok = in_bounds(rw, loc, index, zero, size);
        cond = Some(match cond {
            Some(c) => andi_or_fold(rw, loc, c, ok),
            None => ok,
        });
    }
    if let Some(cond) = cond {
        assert(rw, loc, cond, message("out-of-bounds access"));
    }
}
