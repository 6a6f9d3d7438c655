//! `lower-affine` (upstream's `AffineToStandard.cpp` and the expansion of
//! affine expressions in `Affine/Utils/Utils.cpp`): affine expressions
//! become `arith` ops, `affine.for`/`affine.if`/`affine.parallel` become
//! their `scf` counterparts, affine memory ops `memref` ones.

use rmlir_arith::ops::{
    AddIOp, AndIOp, CmpIOp, ConstantOp, DivSIOp, MaxSIOp, MinSIOp, MulIOp, RemSIOp, SelectOp, SubIOp,
};
use rmlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, AttrKind, Location, OpId, Value};
use rmlir_pass::{Pass, PassContext, PassFailure};
use rmlir_rewrite::conversion::{apply_partial_conversion, ConversionConfig, ConversionPatterns, ConversionTarget};
use smallvec::SmallVec;

use crate::util::{constant_index, operands, region, result_types};

type Values = SmallVec<[Value; 4]>;

/// `arith::CmpIPredicate` values.
const EQ: i64 = 0;
const SLT: i64 = 2;
const SLE: i64 = 3;
const SGE: i64 = 5;

fn cmpi(rw: &mut PatternRewriter<'_>, loc: Location, pred: i64, lhs: Value, rhs: Value) -> Value {
    let i1 = rw.ctx.int_type(1);
    let attr = rw.ctx.integer_attr(rw.ctx.int_type(64), pred);
    CmpIOp::build(rw, loc, i1, lhs, rhs, attr).result()
}

fn nsw(rw: &PatternRewriter<'_>) -> Option<Attribute> {
    Some(rmlir_arith::attrs::overflow_attr(rw.ctx, 1))
}

/// Emits arith ops computing `expr` over `dims` and `symbols`
/// (upstream's `AffineApplyExpander`): operands left to right; division
/// and modulo by a constant must be by a positive one.
fn expand_expr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    expr: &AffineExpr,
    dims: &[Value],
    symbols: &[Value],
) -> Option<Value> {
    let index = rw.ctx.index_type();
    match expr {
        AffineExpr::Dim(i) => dims.get(*i as usize).copied(),
        AffineExpr::Symbol(i) => symbols.get(*i as usize).copied(),
        AffineExpr::Constant(c) => Some(constant_index(rw, loc, *c)),
        AffineExpr::Add(l, r) => {
            let a = stacker::maybe_grow(64 * 1024, 1024 * 1024, || expand_expr(rw, loc, l.expr(), dims, symbols))?;
            let b = expand_expr(rw, loc, r.expr(), dims, symbols)?;
            Some(AddIOp::build(rw, loc, index, a, b, None).result())
        }
        AffineExpr::Mul(l, r) => {
            let a = stacker::maybe_grow(64 * 1024, 1024 * 1024, || expand_expr(rw, loc, l.expr(), dims, symbols))?;
            let b = expand_expr(rw, loc, r.expr(), dims, symbols)?;
            let f = nsw(rw);
            Some(MulIOp::build(rw, loc, index, a, b, f).result())
        }
        AffineExpr::Mod(l, r) => {
            if r.expr().as_constant().is_some_and(|c| c <= 0) {
                return None;
            }
            let a = stacker::maybe_grow(64 * 1024, 1024 * 1024, || expand_expr(rw, loc, l.expr(), dims, symbols))?;
            let b = expand_expr(rw, loc, r.expr(), dims, symbols)?;
            let rem = RemSIOp::build(rw, loc, index, a, b).result();
            let zero = constant_index(rw, loc, 0);
            let neg = cmpi(rw, loc, SLT, rem, zero);
            let corrected = AddIOp::build(rw, loc, index, rem, b, None).result();
            Some(SelectOp::build(rw, loc, index, neg, corrected, rem).result())
        }
        AffineExpr::FloorDiv(l, r) => {
            if r.expr().as_constant().is_some_and(|c| c <= 0) {
                return None;
            }
            let a = stacker::maybe_grow(64 * 1024, 1024 * 1024, || expand_expr(rw, loc, l.expr(), dims, symbols))?;
            let b = expand_expr(rw, loc, r.expr(), dims, symbols)?;
            let zero = constant_index(rw, loc, 0);
            let none = constant_index(rw, loc, -1);
            let negative = cmpi(rw, loc, SLT, a, zero);
            let negated = SubIOp::build(rw, loc, index, none, a, None).result();
            let dividend = SelectOp::build(rw, loc, index, negative, negated, a).result();
            let q = DivSIOp::build(rw, loc, index, dividend, b, None).result();
            let corrected = SubIOp::build(rw, loc, index, none, q, None).result();
            Some(SelectOp::build(rw, loc, index, negative, corrected, q).result())
        }
        AffineExpr::CeilDiv(l, r) => {
            if r.expr().as_constant().is_some_and(|c| c <= 0) {
                return None;
            }
            let a = stacker::maybe_grow(64 * 1024, 1024 * 1024, || expand_expr(rw, loc, l.expr(), dims, symbols))?;
            let b = expand_expr(rw, loc, r.expr(), dims, symbols)?;
            let zero = constant_index(rw, loc, 0);
            let one = constant_index(rw, loc, 1);
            let nonpositive = cmpi(rw, loc, SLE, a, zero);
            let negated = SubIOp::build(rw, loc, index, zero, a, None).result();
            let decremented = SubIOp::build(rw, loc, index, a, one, None).result();
            let dividend = SelectOp::build(rw, loc, index, nonpositive, negated, decremented).result();
            let q = DivSIOp::build(rw, loc, index, dividend, b, None).result();
            let negq = SubIOp::build(rw, loc, index, zero, q, None).result();
            let incq = AddIOp::build(rw, loc, index, q, one, None).result();
            Some(SelectOp::build(rw, loc, index, nonpositive, negq, incq).result())
        }
    }
}

/// Every result of `map` applied to `operands` (upstream's
/// `expandAffineMap`).
fn expand_map(rw: &mut PatternRewriter<'_>, loc: Location, map: &AffineMap, operands: &[Value]) -> Option<Values> {
    let nd = map.num_dims as usize;
    if operands.len() != nd + map.num_symbols as usize {
        return None;
    }
    let (dims, syms) = operands.split_at(nd);
    map.results.iter().map(|e| expand_expr(rw, loc, e, dims, syms)).collect()
}

/// The results of `map` folded with `minsi`/`maxsi`, left to right
/// (upstream's `lowerAffineMapMin`/`Max`).
fn expand_min_max(rw: &mut PatternRewriter<'_>, loc: Location, map: &AffineMap, operands: &[Value], min: bool) -> Option<Value> {
    let values = expand_map(rw, loc, map, operands)?;
    let index = rw.ctx.index_type();
    let (&first, rest) = values.split_first()?;
    let mut acc = first;
    for &v in rest {
        acc = if min {
            MinSIOp::build(rw, loc, index, acc, v).result()
        } else {
            MaxSIOp::build(rw, loc, index, acc, v).result()
        };
    }
    Some(acc)
}

fn map_of(rw: &PatternRewriter<'_>, a: Attribute) -> Option<AffineMap> {
    match rw.ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

fn set_of(rw: &PatternRewriter<'_>, a: Attribute) -> Option<IntegerSet> {
    match rw.ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => Some((**s).clone()),
        _ => None,
    }
}

fn prop(rw: &PatternRewriter<'_>, op: OpId, name: &str) -> Option<Attribute> {
    rw.view(op).prop(name)
}

fn apply_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(map) = prop(rw, op, "map").and_then(|a| map_of(rw, a)) else {
        return false;
    };
    if map.results.len() != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let ops = operands(rw.body, op);
    let Some(v) = expand_map(rw, loc, &map, &ops) else {
        return false;
    };
    rw.replace_op(op, &v);
    true
}

fn min_max_lowering(op: OpId, rw: &mut PatternRewriter<'_>, min: bool) -> bool {
    let Some(map) = prop(rw, op, "map").and_then(|a| map_of(rw, a)) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let ops = operands(rw.body, op);
    let Some(v) = expand_min_max(rw, loc, &map, &ops, min) else {
        return false;
    };
    rw.replace_op(op, &[v]);
    true
}

fn min_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    min_max_lowering(op, rw, true)
}

fn max_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    min_max_lowering(op, rw, false)
}

/// `AffineYieldOpLowering`: `scf.yield`, except in an `scf.parallel`,
/// whose lowering made its terminator.
fn yield_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let parent = rw.body.parent_block(op).and_then(|b| rw.body.parent_op_of_block(b));
    if let Some(p) = parent {
        if rw.body.op(p).name == rw.ctx.ident("scf.parallel") {
            return false;
        }
    }
    let loc = rw.body.op(op).loc;
    let args = operands(rw.body, op);
    rmlir_scf::YieldOp::build(rw, loc, &args);
    rw.replace_op(op, &[]);
    true
}

/// `AffineForLowering`: an `scf.for` from the max of the lower bounds to
/// the min of the upper bounds, the body moved over.
fn for_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rmlir_affine::ForOp(rw.view(op));
    let (Some(lb_map), Some(ub_map)) = (
        prop(rw, op, "lowerBoundMap").and_then(|a| map_of(rw, a)),
        prop(rw, op, "upperBoundMap").and_then(|a| map_of(rw, a)),
    ) else {
        return false;
    };
    let Some(step) = prop(rw, op, "step").and_then(|a| rw.ctx.int_value(a)) else {
        return false;
    };
    let lb_ops: Values = v.lower_bound_operands().into_iter().collect();
    let ub_ops: Values = v.upper_bound_operands().into_iter().collect();
    let inits: Values = v.inits().into_iter().collect();
    let loc = rw.body.op(op).loc;
    let Some(r) = region(rw.body, op, 0) else {
        return false;
    };
    let Some(lb) = expand_min_max(rw, loc, &lb_map, &lb_ops, false) else {
        return false;
    };
    let Some(ub) = expand_min_max(rw, loc, &ub_map, &ub_ops, true) else {
        return false;
    };
    let step = constant_index(rw, loc, step);
    let types: SmallVec<[rmlir_ir::Type; 4]> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let new = rmlir_scf::ForOp::build(rw, loc, &types, lb, ub, step, &inits, None).id();
    let nr = region(rw.body, new, 0).expect("scf.for has a region");
    rw.inline_region_before(r, nr, None);
    let results: Values = rw.body.results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// `AffineIfLowering`: the conjunction of the set's constraints, each
/// compared with zero, conditions an `scf.if` taking the regions.
fn if_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(set) = prop(rw, op, "condition").and_then(|a| set_of(rw, a)) else {
        return false;
    };
    let ops = operands(rw.body, op);
    let nd = set.num_dims as usize;
    if ops.len() != nd + set.num_symbols as usize {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let (Some(then_r), else_r) = (region(rw.body, op, 0), region(rw.body, op, 1)) else {
        return false;
    };
    let zero = constant_index(rw, loc, 0);
    let (dims, syms) = ops.split_at(nd);
    let i1 = rw.ctx.int_type(1);
    let mut cond: Option<Value> = None;
    for (e, &eq) in set.constraints.iter().zip(&set.eq_flags) {
        let Some(v) = expand_expr(rw, loc, e, dims, syms) else {
            return false;
        };
        let c = cmpi(rw, loc, if eq { EQ } else { SGE }, v, zero);
        cond = Some(match cond {
            Some(prev) => AndIOp::build(rw, loc, i1, prev, c).result(),
            None => c,
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => {
            let t = rw.ctx.integer_attr(i1, 1);
            ConstantOp::build(rw, loc, i1, t).result()
        }
    };
    let types = result_types(rw.body, op);
    let has_else = else_r.is_some_and(|r| !rw.body.region_is_empty(r));
    let new = rmlir_scf::IfOp::build(rw, loc, &types, cond).id();
    let (nt, ne) = (region(rw.body, new, 0).expect("then"), region(rw.body, new, 1).expect("else"));
    rw.inline_region_before(then_r, nt, None);
    if has_else {
        rw.inline_region_before(else_r.expect("checked"), ne, None);
    }
    let results: Values = rw.body.results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// `arith::AtomicRMWKind` by its `I64EnumAttr` value.
const ATOMIC_RMW_KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins",
    "minu", "mulf", "muli", "ori", "xori",
];

/// The identity of reduction `kind` on `ty` (upstream's
/// `arith::getIdentityValue`), materialized at the insertion point.
fn identity_value(rw: &mut PatternRewriter<'_>, loc: Location, kind: &str, ty: rmlir_ir::Type) -> Option<Value> {
    let attr = if let Some(fk) = rmlir_ir::common_folders::float_kind(rw.ctx, ty) {
        let v = match kind {
            "addf" => 0.0,
            "mulf" => 1.0,
            "maximumf" | "maxnumf" => f64::NEG_INFINITY,
            "minimumf" | "minnumf" => f64::INFINITY,
            _ => return None,
        };
        rw.ctx.float_attr(fk, v)
    } else {
        let width = match rw.ctx.type_kind(ty) {
            rmlir_ir::TypeKind::Integer { width, .. } if *width <= 64 => *width,
            _ => return None,
        };
        let smax = if width == 64 { i64::MAX } else { (1i64 << (width - 1)) - 1 };
        let v = match kind {
            "addi" | "ori" | "xori" | "maxu" => 0,
            "muli" => 1,
            "andi" | "minu" => -1,
            "maxs" => -smax - 1,
            "mins" => smax,
            _ => return None,
        };
        rw.ctx.integer_attr(ty, v)
    };
    Some(ConstantOp::build(rw, loc, ty, attr).result())
}

/// The op combining two values for reduction `kind` (upstream's
/// `arith::getReductionOp`).
fn reduction_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "addf" => "arith.addf",
        "addi" => "arith.addi",
        "mulf" => "arith.mulf",
        "muli" => "arith.muli",
        "maximumf" => "arith.maximumf",
        "minimumf" => "arith.minimumf",
        "maxnumf" => "arith.maxnumf",
        "minnumf" => "arith.minnumf",
        "maxs" => "arith.maxsi",
        "mins" => "arith.minsi",
        "maxu" => "arith.maxui",
        "minu" => "arith.minui",
        "andi" => "arith.andi",
        "ori" => "arith.ori",
        "xori" => "arith.xori",
        _ => return None,
    })
}

/// `AffineParallelLowering`: an `scf.parallel` over the bounds (each
/// dimension's lower bounds max'ed, upper bounds min'ed), the body moved
/// over; reductions start from their identity and combine in the
/// regions of the `scf.reduce` replacing the `affine.yield`.
fn parallel_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (Some(lbm), Some(ubm)) = (
        prop(rw, op, "lowerBoundsMap").and_then(|a| map_of(rw, a)),
        prop(rw, op, "upperBoundsMap").and_then(|a| map_of(rw, a)),
    ) else {
        return false;
    };
    let group = |name: &str| -> Option<Vec<i64>> {
        let a = prop(rw, op, name)?;
        rw.ctx.dense_int_values(a).iter().map(|v| v.to_i64()).collect()
    };
    let (Some(lbg), Some(ubg)) = (group("lowerBoundsGroups"), group("upperBoundsGroups")) else {
        return false;
    };
    let ints = |name: &str| -> Option<Vec<i64>> {
        match rw.ctx.attr_kind(prop(rw, op, name)?) {
            AttrKind::Array(elems) => elems.iter().map(|&e| rw.ctx.int_value(e)).collect(),
            _ => None,
        }
    };
    let (Some(steps), Some(reductions)) = (ints("steps"), ints("reductions")) else {
        return false;
    };
    let kinds: Option<Vec<&'static str>> = reductions
        .iter()
        .map(|&k| usize::try_from(k).ok().and_then(|k| ATOMIC_RMW_KINDS.get(k).copied()))
        .collect();
    let Some(kinds) = kinds else {
        return false;
    };
    let result_types = result_types(rw.body, op);
    if lbg.len() != ubg.len() || lbg.len() != steps.len() || kinds.len() != result_types.len() {
        return false;
    }
    if kinds.iter().any(|k| reduction_op(k).is_none()) {
        return false;
    }
    let all = operands(rw.body, op);
    let lb_count = (lbm.num_dims + lbm.num_symbols) as usize;
    if all.len() != lb_count + (ubm.num_dims + ubm.num_symbols) as usize {
        return false;
    }
    let (lb_ops, ub_ops) = all.split_at(lb_count);
    let loc = rw.body.op(op).loc;
    let Some(r) = region(rw.body, op, 0) else {
        return false;
    };
    let Some(body) = rw.body.first_block(r) else {
        return false;
    };
    let Some(term) = rw.body.last_op(body) else {
        return false;
    };
    if rw.body.operand_count(term) != kinds.len() {
        return false;
    }
    let sub = |m: &AffineMap, start: usize, n: usize| -> Option<AffineMap> {
        Some(AffineMap::new(m.num_dims, m.num_symbols, m.results.get(start..start + n)?.to_vec()))
    };
    let (mut lbs, mut ubs) = (Values::new(), Values::new());
    let (mut ls, mut us) = (0usize, 0usize);
    for (&ln, &un) in lbg.iter().zip(&ubg) {
        let (Ok(ln), Ok(un)) = (usize::try_from(ln), usize::try_from(un)) else {
            return false;
        };
        let (Some(lm), Some(um)) = (sub(&lbm, ls, ln), sub(&ubm, us, un)) else {
            return false;
        };
        ls += ln;
        us += un;
        let Some(l) = expand_min_max(rw, loc, &lm, lb_ops, false) else {
            return false;
        };
        let Some(u) = expand_min_max(rw, loc, &um, ub_ops, true) else {
            return false;
        };
        lbs.push(l);
        ubs.push(u);
    }
    let step_values: Values = steps.iter().map(|&s| constant_index(rw, loc, s)).collect();
    let mut inits = Values::new();
    for (k, &t) in kinds.iter().zip(&result_types) {
        let Some(v) = identity_value(rw, loc, k, t) else {
            return false;
        };
        inits.push(v);
    }
    let new = rmlir_scf::ParallelOp::build(rw, loc, &result_types, &lbs, &ubs, &step_values, &inits).id();
    let nr = region(rw.body, new, 0).expect("scf.parallel has a region");
    rw.inline_region_before(r, nr, None);
    let tl = rw.body.op(term).loc;
    let yielded = operands(rw.body, term);
    rw.set_insertion_point(term);
    let reduce = rmlir_scf::ReduceOp::build(rw, tl, &yielded, kinds.len()).id();
    let regions: SmallVec<[rmlir_ir::RegionId; 4]> = rw.body.local_regions(reduce).collect();
    for ((&rr, k), &t) in regions.iter().zip(&kinds).zip(&result_types) {
        let blk = rw.create_block(rr, None, &[t, t], &[Some(tl), Some(tl)]);
        let (a, b) = (rw.body.block_args(blk)[0], rw.body.block_args(blk)[1]);
        let def = rw.ctx.op_def(rw.ctx.ident(reduction_op(k).expect("checked"))).expect("arith is registered");
        let comb = rw.create_registered(def, loc, &[a, b], &[t], vec![], &[], 0);
        let c = rw.body.result(comb, 0);
        rmlir_scf::ReduceReturnOp::build(rw, loc, c);
    }
    rw.replace_op(term, &[]);
    let results: Values = rw.body.results(new).collect();
    rw.replace_op(op, &results);
    true
}

/// `AffineLoadLowering`.
fn load_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(map) = prop(rw, op, "map").and_then(|a| map_of(rw, a)) else {
        return false;
    };
    let ops = operands(rw.body, op);
    let Some((&memref, indices)) = ops.split_first() else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let Some(idx) = expand_map(rw, loc, &map, indices) else {
        return false;
    };
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let nt = rw.ctx.bool_attr(false);
    let load = rmlir_memref::LoadOp::build(rw, loc, ty, memref, &idx, Some(nt), None).result();
    rw.replace_op(op, &[load]);
    true
}

/// `AffineStoreLowering`.
fn store_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(map) = prop(rw, op, "map").and_then(|a| map_of(rw, a)) else {
        return false;
    };
    let ops = operands(rw.body, op);
    if ops.len() < 2 {
        return false;
    }
    let (value, memref) = (ops[0], ops[1]);
    let loc = rw.body.op(op).loc;
    let Some(idx) = expand_map(rw, loc, &map, &ops[2..]) else {
        return false;
    };
    let nt = rw.ctx.bool_attr(false);
    rmlir_memref::StoreOp::build(rw, loc, value, memref, &idx, Some(nt), None);
    rw.replace_op(op, &[]);
    true
}

/// `AffinePrefetchLowering`.
fn prefetch_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(map) = prop(rw, op, "map").and_then(|a| map_of(rw, a)) else {
        return false;
    };
    let (Some(w), Some(l), Some(d)) = (
        prop(rw, op, "isWrite"),
        prop(rw, op, "localityHint"),
        prop(rw, op, "isDataCache"),
    ) else {
        return false;
    };
    let ops = operands(rw.body, op);
    let Some((&memref, indices)) = ops.split_first() else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let Some(idx) = expand_map(rw, loc, &map, indices) else {
        return false;
    };
    rmlir_memref::PrefetchOp::build(rw, loc, memref, &idx, w, l, d);
    rw.replace_op(op, &[]);
    true
}

/// `AffineDmaStartLowering`: `memref.dma_start` with the three maps
/// expanded (operands: source and its indices, destination and its
/// indices, element count, tag and its indices, then the optional stride
/// and count per stride).
fn dma_start_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let map = |name: &str| rw.view(op).attr(name).and_then(|a| map_of(rw, a));
    let (Some(sm), Some(dm), Some(tm)) = (map("src_map"), map("dst_map"), map("tag_map")) else {
        return false;
    };
    let ops = operands(rw.body, op);
    let inputs = |m: &AffineMap| (m.num_dims + m.num_symbols) as usize;
    let dst = 1 + inputs(&sm);
    let tag = dst + 1 + inputs(&dm);
    let num = tag + 1 + inputs(&tm);
    if ops.len() != num + 1 && ops.len() != num + 3 {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let Some(si) = expand_map(rw, loc, &sm, &ops[1..dst]) else {
        return false;
    };
    let Some(di) = expand_map(rw, loc, &dm, &ops[dst + 1..tag]) else {
        return false;
    };
    let Some(ti) = expand_map(rw, loc, &tm, &ops[tag + 1..num]) else {
        return false;
    };
    let mut new: Values = Values::new();
    new.push(ops[0]);
    new.extend(si);
    new.push(ops[dst]);
    new.extend(di);
    new.push(ops[num]);
    new.push(ops[tag]);
    new.extend(ti);
    new.extend(ops[num + 1..].iter().copied());
    rmlir_memref::DmaStartOp::build(rw, loc, &new);
    rw.replace_op(op, &[]);
    true
}

/// `AffineDmaWaitLowering`.
fn dma_wait_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(tm) = rw.view(op).attr("tag_map").and_then(|a| map_of(rw, a)) else {
        return false;
    };
    let ops = operands(rw.body, op);
    let n = (tm.num_dims + tm.num_symbols) as usize;
    if ops.len() != n + 2 {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let Some(ti) = expand_map(rw, loc, &tm, &ops[1..1 + n]) else {
        return false;
    };
    rmlir_memref::DmaWaitOp::build(rw, loc, ops[0], &ti, ops[n + 1]);
    rw.replace_op(op, &[]);
    true
}

/// The suffix products of `basis` (its outer bound dropped), dynamic
/// parts multiplied in from `dynamic` (upstream's `computeStrides` in
/// `AffineExpandIndexOps.cpp`).
fn compute_strides(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    dynamic: &[Value],
    basis: &[i64],
    non_negative: bool,
) -> Values {
    let index = rw.ctx.index_type();
    let flags = rmlir_arith::attrs::overflow_attr(rw.ctx, if non_negative { 3 } else { 1 });
    let mut out = Values::new();
    let mut dyn_index = dynamic.len();
    let mut dynamic_part: Option<Value> = None;
    let mut static_part: i64 = 1;
    for &elem in basis.iter().rev() {
        if elem == rmlir_ir::types::DYNAMIC {
            let Some(d) = dyn_index.checked_sub(1).and_then(|i| dynamic.get(i)).copied() else {
                return out;
            };
            dynamic_part = Some(match dynamic_part {
                Some(p) => MulIOp::build(rw, loc, index, p, d, Some(flags)).result(),
                None => d,
            });
            dyn_index -= 1;
        } else {
            static_part = static_part.wrapping_mul(elem);
        }
        match dynamic_part {
            Some(p) if static_part == 1 => out.push(p),
            _ => {
                let c = constant_index(rw, loc, static_part);
                out.push(match dynamic_part {
                    Some(p) => MulIOp::build(rw, loc, index, p, c, Some(flags)).result(),
                    None => c,
                });
            }
        }
    }
    out.reverse();
    out
}

/// `LowerDelinearizeIndexOps`: a floor division by the outermost stride,
/// then for each further result the (non-negative) remainder divided by
/// the next stride, the last one the remainder itself.
fn delinearize_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rmlir_affine::DelinearizeIndexOp(rw.view(op));
    let linear = v.linear_index();
    let dynamic: Values = v.dynamic_basis().into_iter().collect();
    let mut basis: Vec<i64> = v.static_basis().to_vec();
    let n = rw.body.num_results(op);
    if n == basis.len() && !basis.is_empty() {
        basis.remove(0);
    }
    if n == 1 {
        rw.replace_op(op, &[linear]);
        return true;
    }
    if n == 0 || basis.len() + 1 != n {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let index = rw.ctx.index_type();
    let strides = compute_strides(rw, loc, &dynamic, &basis, true);
    if strides.len() != basis.len() {
        return false;
    }
    let zero = constant_index(rw, loc, 0);
    let mut results = Values::new();
    results.push(rmlir_arith::ops::FloorDivSIOp::build(rw, loc, index, linear, strides[0]).result());
    let nsw_flag = nsw(rw);
    let mod_term = |rw: &mut PatternRewriter<'_>, stride: Value| -> Value {
        let rem = RemSIOp::build(rw, loc, index, linear, stride).result();
        let neg = cmpi(rw, loc, SLT, rem, zero);
        let corrected = AddIOp::build(rw, loc, index, rem, stride, nsw_flag).result();
        SelectOp::build(rw, loc, index, neg, corrected, rem).result()
    };
    for w in strides.windows(2) {
        let m = mod_term(rw, w[0]);
        results.push(DivSIOp::build(rw, loc, index, m, w[1], None).result());
    }
    let last = *strides.last().expect("non-empty");
    results.push(mod_term(rw, last));
    rw.replace_op(op, &results);
    true
}

/// How many enclosing loops `v` is defined outside of, from the op using
/// it outwards (upstream's `numEnclosingInvariantLoops`).
fn enclosing_invariant_loops(rw: &PatternRewriter<'_>, user: OpId, v: Value) -> i64 {
    const LOOPS: [&str; 6] = ["scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for", "affine.parallel"];
    let body = &*rw.body;
    let def_region = match body.value_def(v) {
        rmlir_ir::ValueDef::Result { op, .. } => body.parent_block(op).and_then(|b| body.block_parent(b)),
        rmlir_ir::ValueDef::BlockArg { block, .. } => body.block_parent(block),
    };
    // Whether `region` is (inside) a region of `lp`.
    let inside = |mut region: Option<rmlir_ir::RegionId>, lp: OpId| -> bool {
        while let Some(r) = region {
            match body.region_parent(r) {
                rmlir_ir::body::RegionParent::Op(p) if p == lp => return true,
                rmlir_ir::body::RegionParent::Op(p) => region = body.parent_block(p).and_then(|b| body.block_parent(b)),
                rmlir_ir::body::RegionParent::BodyOwner => return false,
            }
        }
        false
    };
    let mut count = 0;
    let mut cur = user;
    loop {
        let mut parent = body.parent_block(cur).and_then(|b| body.parent_op_of_block(b));
        // The closest enclosing loop-like op.
        while let Some(p) = parent {
            if LOOPS.iter().any(|n| body.op(p).name == rw.ctx.ident(n)) {
                break;
            }
            parent = body.parent_block(p).and_then(|b| body.parent_op_of_block(b));
        }
        let Some(lp) = parent else {
            return count;
        };
        if inside(def_region, lp) {
            return count;
        }
        cur = lp;
        count += 1;
    }
}

/// `LowerLinearizeIndexOps`: each index but the last scaled by its
/// stride, summed in order of how many enclosing loops it is invariant
/// in (most first; ties keep their order).
fn linearize_lowering(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let v = rmlir_affine::LinearizeIndexOp(rw.view(op));
    let multi: Values = v.multi_index().into_iter().collect();
    let dynamic: Values = v.dynamic_basis().into_iter().collect();
    let mut basis: Vec<i64> = v.static_basis().to_vec();
    let disjoint = rw.view(op).prop_is_non_default("disjoint");
    let loc = rw.body.op(op).loc;
    if multi.is_empty() {
        let c = constant_index(rw, loc, 0);
        rw.replace_op(op, &[c]);
        return true;
    }
    if multi.len() == basis.len() {
        basis.remove(0);
    }
    if basis.len() + 1 != multi.len() {
        return false;
    }
    let index = rw.ctx.index_type();
    let strides = compute_strides(rw, loc, &dynamic, &basis, disjoint);
    if strides.len() != basis.len() {
        return false;
    }
    let nsw_flag = nsw(rw);
    let mut scaled: Vec<(Value, i64)> = Vec::with_capacity(multi.len());
    for (&s, &idx) in strides.iter().zip(&multi) {
        let m = MulIOp::build(rw, loc, index, idx, s, nsw_flag).result();
        scaled.push((m, enclosing_invariant_loops(rw, op, idx)));
    }
    let last = *multi.last().expect("non-empty");
    scaled.push((last, enclosing_invariant_loops(rw, op, last)));
    scaled.sort_by(|a, b| b.1.cmp(&a.1));
    let mut acc = scaled[0].0;
    for &(s, _) in &scaled[1..] {
        acc = AddIOp::build(rw, loc, index, acc, s, nsw_flag).result();
    }
    rw.replace_op(op, &[acc]);
    true
}

static PATTERNS: [FnPattern; 13] = [
    FnPattern::new("LowerDelinearizeIndexOps", "affine.delinearize_index", delinearize_lowering),
    FnPattern::new("LowerLinearizeIndexOps", "affine.linearize_index", linearize_lowering),
    FnPattern::new("AffineApplyLowering", "affine.apply", apply_lowering),
    FnPattern::new("AffineDmaStartLowering", "affine.dma_start", dma_start_lowering),
    FnPattern::new("AffineDmaWaitLowering", "affine.dma_wait", dma_wait_lowering),
    FnPattern::new("AffineForLowering", "affine.for", for_lowering),
    FnPattern::new("AffineIfLowering", "affine.if", if_lowering),
    FnPattern::new("AffineLoadLowering", "affine.load", load_lowering),
    FnPattern::new("AffineMaxLowering", "affine.max", max_lowering),
    FnPattern::new("AffineMinLowering", "affine.min", min_lowering),
    FnPattern::new("AffineParallelLowering", "affine.parallel", parallel_lowering),
    FnPattern::new("AffinePrefetchLowering", "affine.prefetch", prefetch_lowering),
    FnPattern::new("AffineStoreLowering", "affine.store", store_lowering),
];

static YIELD: FnPattern = FnPattern::new("AffineYieldOpLowering", "affine.yield", yield_lowering);

/// The affine-to-standard lowering patterns (upstream's
/// `populateAffineToStdConversionPatterns`).
pub fn affine_to_std_patterns() -> impl Iterator<Item = &'static dyn RewritePattern> {
    PATTERNS
        .iter()
        .chain(std::iter::once(&YIELD))
        .map(|p| p as &dyn RewritePattern)
}

/// `lower-affine`.
#[derive(Clone, Copy, Default)]
pub struct LowerAffine;

impl Pass for LowerAffine {
    fn argument(&self) -> &'static str {
        "lower-affine"
    }
    fn name(&self) -> &'static str {
        "LowerAffinePass"
    }
    fn description(&self) -> &'static str {
        "Lower Affine operations to a combination of Arith and SCF operations"
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let ctx = pcx.ctx;
        let mut target = ConversionTarget::new();
        for d in ["arith", "memref", "scf", "vector"] {
            target.add_legal_dialect(ctx, d);
        }
        let patterns = ConversionPatterns::new(ctx, affine_to_std_patterns());
        match apply_partial_conversion(ctx, pcx.ir, pcx.op, &target, &patterns, ConversionConfig::default()) {
            Ok(()) => Ok(()),
            Err(d) => {
                pcx.emit(d);
                Err(PassFailure)
            }
        }
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}
