//! Small helpers the lowerings share.

use rmlir_ir::pattern::PatternRewriter;
use rmlir_ir::{BlockId, Body, Location, OpId, RegionId, Type, Value};
use smallvec::SmallVec;

/// Region `i` of `op`.
pub(crate) fn region(body: &Body, op: OpId, i: usize) -> Option<RegionId> {
    body.local_regions(op).nth(i)
}

/// The block holding `op`.
pub(crate) fn block_of(body: &Body, op: OpId) -> Option<BlockId> {
    body.parent_block(op)
}

/// The region holding `block`.
pub(crate) fn region_of(body: &Body, block: BlockId) -> Option<RegionId> {
    body.block_parent(block)
}

/// The operands of `op`, collected.
pub(crate) fn operands(body: &Body, op: OpId) -> SmallVec<[Value; 4]> {
    body.operands(op).collect()
}

/// The types of `values`.
pub(crate) fn types(body: &Body, values: &[Value]) -> SmallVec<[Type; 4]> {
    values.iter().map(|&v| body.value_type(v)).collect()
}

/// The op's result types.
pub(crate) fn result_types(body: &Body, op: OpId) -> SmallVec<[Type; 4]> {
    body.results(op).map(|v| body.value_type(v)).collect()
}

/// An `index` constant (upstream's `arith::ConstantIndexOp`).
pub(crate) fn constant_index(rw: &mut PatternRewriter<'_>, loc: Location, value: i64) -> Value {
    let index = rw.ctx.index_type();
    let attr = rw.ctx.integer_attr(index, value);
    rmlir_arith::ops::ConstantOp::build(rw, loc, index, attr).result()
}

/// Upstream's `ForOp::build` without a body builder: a body block taking
/// the induction variable (at the loop's location) and one argument per
/// init (at the init's location), ending with an
/// `scf.yield` when there are no inits.
pub(crate) fn build_for(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    bounds: (Value, Value, Value),
    inits: &[Value],
    unsigned: bool,
) -> (OpId, BlockId) {
    let (lb, ub, step) = bounds;
    let tys = types(rw.body, inits);
    let unit = unsigned.then(|| rw.ctx.unit_attr());
    let op = rmlir_scf::ForOp::build(rw, loc, &tys, lb, ub, step, inits, unit).id();
    let r = region(rw.body, op, 0).expect("scf.for has a region");
    let block = rw.body.create_block();
    rw.body.append_block(r, block);
    let iv_ty = rw.body.value_type(lb);
    rw.body.add_block_arg(block, iv_ty, Some(loc));
    for (&v, &t) in inits.iter().zip(&tys) {
        let l = value_loc(rw.body, v).unwrap_or(loc);
        rw.body.add_block_arg(block, t, Some(l));
    }
    if inits.is_empty() {
        let mut b = rmlir_ir::builder::Builder::at_end(rw.ctx, &mut *rw.body, block);
        rmlir_scf::YieldOp::build(&mut b, loc, &[]);
    }
    (op, block)
}

/// `v.getLoc()`: a result's op's location, a block argument's own.
pub(crate) fn value_loc(body: &Body, v: Value) -> Option<Location> {
    match body.value_def(v) {
        rmlir_ir::ValueDef::Result { op, .. } => Some(body.op(op).loc),
        rmlir_ir::ValueDef::BlockArg { .. } => body.arg_loc(v),
    }
}

/// The last block of `r`.
pub(crate) fn last_block(body: &Body, r: RegionId) -> Option<BlockId> {
    body.region_blocks(r).last()
}
