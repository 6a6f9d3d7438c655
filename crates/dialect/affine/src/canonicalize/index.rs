//! `affine.delinearize_index` and `affine.linearize_index`: constant basis
//! elements moved to the static basis, constant folding, unit basis
//! elements dropped (`DropUnitExtentBasis`,
//! `DropLinearizeUnitComponentsIfDisjointOrZero`) and leading zeros
//! dropped (`DropLinearizeLeadingZero`).

use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{OpId, OperationState, Value};
use smallvec::SmallVec;

use super::maps::Values;
use super::{push_all, with_prop};

/// A basis element: static (`Attr`) or a value (`OpFoldResult`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Basis {
    Static(i64),
    Dynamic(Value),
}

/// `getMixedBasis`: the static basis with its dynamic entries filled from
/// `dynamic`, `None` if they disagree.
fn mixed_basis(static_basis: &[i64], dynamic: &[Value]) -> Option<Vec<Basis>> {
    let mut dyn_it = dynamic.iter();
    let out = static_basis
        .iter()
        .map(|&s| {
            if s == DYNAMIC {
                dyn_it.next().map(|&v| Basis::Dynamic(v))
            } else {
                Some(Basis::Static(s))
            }
        })
        .collect::<Option<Vec<_>>>()?;
    dyn_it.next().is_none().then_some(out)
}

/// `dispatchIndexOpFoldResults`.
fn dispatch(basis: &[Basis]) -> (Vec<Value>, Vec<i64>) {
    let mut dynamic = Vec::new();
    let mut stat = Vec::with_capacity(basis.len());
    for b in basis {
        match *b {
            Basis::Static(s) => stat.push(s),
            Basis::Dynamic(v) => {
                dynamic.push(v);
                stat.push(DYNAMIC);
            }
        }
    }
    (dynamic, stat)
}

fn static_basis(view: &rmlir_ir::OpView<'_>) -> Option<Vec<i64>> {
    view.ctx.dense_i64_array(view.prop("static_basis")?)
}

/// `foldCstValueToCstAttrBasis`: dynamic basis values that are constants
/// become static; returns the new static basis and dynamic basis.
fn fold_constant_basis(
    f: &FoldCtx<'_>,
    stat: &[i64],
    dynamic: &[Value],
    first_dynamic_operand: usize,
) -> Option<(Vec<i64>, Vec<Value>)> {
    let consts: Vec<Option<rmlir_ir::Attribute>> = (0..dynamic.len())
        .map(|i| f.operand_attr(first_dynamic_operand + i))
        .collect();
    if consts.iter().all(Option::is_none) {
        return None;
    }
    let mixed = mixed_basis(stat, dynamic)?;
    let mut j = 0;
    let mut new_static = Vec::with_capacity(stat.len());
    for b in mixed {
        match b {
            Basis::Static(s) => new_static.push(s),
            Basis::Dynamic(_) => {
                let c = consts[j].and_then(|a| f.ctx.int_value(a));
                j += 1;
                new_static.push(c.unwrap_or(DYNAMIC));
            }
        }
    }
    let kept: Vec<Value> = dynamic
        .iter()
        .zip(&consts)
        .filter(|(_, c)| c.is_none())
        .map(|(&v, _)| v)
        .collect();
    Some((new_static, kept))
}

/// `AffineDelinearizeIndexOp::fold`.
pub(crate) fn fold_delinearize(f: &mut FoldCtx<'_>) -> Fold {
    let view = f.view();
    let Some(stat) = static_basis(&view) else {
        return Fold::Failure;
    };
    let operands: Vec<Value> = f.body.operands(f.op).collect();
    let Some((&linear, dynamic)) = operands.split_first() else {
        return Fold::Failure;
    };
    let num_results = view.num_results();
    if let Some((new_static, kept)) = fold_constant_basis(f, &stat, dynamic, 1) {
        let ctx = f.ctx;
        let props = f.body.op(f.op).properties();
        let props = with_prop(
            ctx,
            props,
            &[("static_basis", ctx.dense_i64_array_attr(&new_static))],
        );
        let mut new_operands = vec![linear];
        new_operands.extend(kept);
        f.body.set_operands(f.op, &new_operands);
        f.body.op_mut(f.op).set_properties(Some(props));
        return Fold::InPlace;
    }
    if num_results == 1 {
        return FoldCtx::single(FoldResult::Value(linear));
    }
    let Some(mut high) = f.operand_attr(0).and_then(|a| f.ctx.int_value(a)) else {
        return Fold::Failure;
    };
    if !dynamic.is_empty() {
        return Fold::Failure;
    }
    let has_outer_bound = num_results == stat.len();
    let basis = if has_outer_bound {
        &stat[1.min(stat.len())..]
    } else {
        &stat[..]
    };
    if basis.iter().any(|&m| m <= 0) {
        return Fold::Failure;
    }
    let ty = f.body.value_type(linear);
    let mut results: SmallVec<[FoldResult; 1]> = SmallVec::new();
    for &m in basis.iter().rev() {
        results.push(FoldResult::Attr(
            f.ctx.integer_attr(ty, rmlir_ir::affine::mod_i64(high, m)),
        ));
        high = rmlir_ir::affine::floor_div_i64(high, m);
    }
    results.push(FoldResult::Attr(f.ctx.integer_attr(ty, high)));
    results.reverse();
    if results.len() != num_results {
        return Fold::Failure;
    }
    Fold::Results(results)
}

/// Creates an `affine.delinearize_index` of `linear` by `basis` (a
/// leading `None` meaning no outer bound).
fn build_delinearize(
    rw: &mut PatternRewriter<'_>,
    loc: rmlir_ir::Location,
    linear: Value,
    basis: &[Option<Basis>],
) -> OpId {
    let (has_outer, basis) = match basis.first() {
        Some(None) => (false, &basis[1..]),
        _ => (true, basis),
    };
    let basis: Vec<Basis> = basis.iter().flatten().copied().collect();
    let (dynamic, stat) = dispatch(&basis);
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let n = basis.len() + usize::from(!has_outer);
    let types = vec![index; n];
    let mut operands = vec![linear];
    operands.extend(dynamic);
    let props = with_prop(
        ctx,
        None,
        &[("static_basis", ctx.dense_i64_array_attr(&stat))],
    );
    let state = OperationState {
        operands: &operands,
        result_types: &types,
        properties: Some(props),
        ..OperationState::new(ctx, "affine.delinearize_index", loc)
    };
    rw.create(&state)
}

fn basis_constant(values: &Values<'_, '_>, b: Basis) -> Option<i64> {
    match b {
        Basis::Static(s) => Some(s),
        Basis::Dynamic(v) => values.int_constant(v),
    }
}

/// `DropUnitExtentBasis`: results along a basis element 1 are 0.
fn drop_unit_extent_basis(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let view = rw.view(op);
    let Some(stat) = static_basis(&view) else {
        return false;
    };
    let operands: Vec<Value> = rw.body.operands(op).collect();
    let Some((&linear, dynamic)) = operands.split_first() else {
        return false;
    };
    let Some(mixed) = mixed_basis(&stat, dynamic) else {
        return false;
    };
    let num_results = view.num_results();
    let mut padded: Vec<Option<Basis>> = mixed.into_iter().map(Some).collect();
    if num_results != stat.len() {
        padded.insert(0, None);
    }
    if padded.len() != num_results {
        return false;
    }
    let values = Values::new(&view);
    let unit: Vec<bool> = padded
        .iter()
        .map(|b| b.and_then(|b| basis_constant(&values, b)) == Some(1))
        .collect();
    drop(values);
    let new_basis: Vec<Option<Basis>> = padded
        .iter()
        .zip(&unit)
        .filter(|(_, &u)| !u)
        .map(|(b, _)| *b)
        .collect();
    if new_basis.len() == num_results {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut zero: Option<Value> = None;
    let mut replacements: Vec<Option<Value>> = vec![None; num_results];
    for (i, &u) in unit.iter().enumerate() {
        if u {
            let z = *zero.get_or_insert_with(|| {
                let index = rw.ctx.index_type();
                let a = rw.ctx.integer_attr(index, 0);
                rmlir_arith::ops::ConstantOp::build(rw, loc, index, a).result()
            });
            replacements[i] = Some(z);
        }
    }
    if !new_basis.is_empty() {
        let new = build_delinearize(rw, loc, linear, &new_basis);
        let mut results = rw.body.results(new);
        for r in replacements.iter_mut().filter(|r| r.is_none()) {
            *r = results.next();
        }
    }
    let Some(replacements) = replacements.into_iter().collect::<Option<Vec<Value>>>() else {
        return false;
    };
    rw.replace_op(op, &replacements);
    true
}

static DELINEARIZE_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::DropUnitExtentBasis",
    "affine.delinearize_index",
    drop_unit_extent_basis,
)];

pub(crate) fn delinearize_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &DELINEARIZE_PATTERNS);
}

// ----- affine.linearize_index -----

/// The multi-index and dynamic basis of a `linearize_index`.
fn linearize_groups(view: &rmlir_ir::OpView<'_>) -> (Vec<Value>, Vec<Value>) {
    (
        view.operand_group(0).to_vec(),
        view.operand_group(1).to_vec(),
    )
}

/// `AffineLinearizeIndexOp::fold`.
pub(crate) fn fold_linearize(f: &mut FoldCtx<'_>) -> Fold {
    let view = f.view();
    let Some(stat) = static_basis(&view) else {
        return Fold::Failure;
    };
    let (multi, dynamic) = linearize_groups(&view);
    if let Some((new_static, kept)) = fold_constant_basis(f, &stat, &dynamic, multi.len()) {
        let ctx = f.ctx;
        let props = f.body.op(f.op).properties();
        let segments = ctx.dense_i32_array_attr(&[multi.len() as i32, kept.len() as i32]);
        let props = with_prop(
            ctx,
            props,
            &[
                ("static_basis", ctx.dense_i64_array_attr(&new_static)),
                ("operandSegmentSizes", segments),
            ],
        );
        let mut operands = multi.clone();
        operands.extend(kept);
        f.body.set_operands(f.op, &operands);
        f.body.op_mut(f.op).set_properties(Some(props));
        return Fold::InPlace;
    }
    let ty = f.body.value_type(f.body.result(f.op, 0));
    if multi.is_empty() {
        return FoldCtx::single(FoldResult::Attr(f.ctx.integer_attr(ty, 0)));
    }
    if multi.len() == 1 {
        return FoldCtx::single(FoldResult::Value(multi[0]));
    }
    let consts: Option<Vec<i64>> = (0..multi.len())
        .map(|i| f.operand_attr(i).and_then(|a| f.ctx.int_value(a)))
        .collect();
    let Some(consts) = consts else {
        return Fold::Failure;
    };
    if !dynamic.is_empty() {
        return Fold::Failure;
    }
    let (mut result, mut stride) = (0i64, 1i64);
    for (&len, &idx) in stat.iter().rev().zip(consts.iter().rev()) {
        result = result.wrapping_add(idx.wrapping_mul(stride));
        stride = stride.wrapping_mul(len);
    }
    if multi.len() != stat.len() {
        result = result.wrapping_add(consts[0].wrapping_mul(stride));
    }
    FoldCtx::single(FoldResult::Attr(f.ctx.integer_attr(ty, result)))
}

/// Replaces `op` with a `linearize_index` of `multi` by `basis` (a
/// leading `None` meaning no outer bound).
fn replace_with_linearize(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    multi: &[Value],
    basis: &[Option<Basis>],
    disjoint: Option<rmlir_ir::Attribute>,
) {
    let basis: Vec<Basis> = match basis.first() {
        Some(None) => basis[1..].iter().flatten().copied().collect(),
        _ => basis.iter().flatten().copied().collect(),
    };
    let (dynamic, stat) = dispatch(&basis);
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let index = ctx.index_type();
    let mut operands = multi.to_vec();
    operands.extend(&dynamic);
    let mut sets = vec![
        ("static_basis", ctx.dense_i64_array_attr(&stat)),
        (
            "operandSegmentSizes",
            ctx.dense_i32_array_attr(&[multi.len() as i32, dynamic.len() as i32]),
        ),
    ];
    sets.push((
        "disjoint",
        disjoint.unwrap_or_else(|| rmlir_ir::constraints::unit_prop_unset(ctx)),
    ));
    let props = with_prop(ctx, None, &sets);
    let state = OperationState {
        operands: &operands,
        result_types: &[index],
        properties: Some(props),
        ..OperationState::new(ctx, "affine.linearize_index", loc)
    };
    rw.replace_op_with_new(op, &state);
}

struct Linearize {
    multi: Vec<Value>,
    basis: Vec<Basis>,
    has_outer_bound: bool,
    disjoint: Option<rmlir_ir::Attribute>,
}

fn linearize_of(rw: &PatternRewriter<'_>, op: OpId) -> Option<Linearize> {
    let view = rw.view(op);
    let stat = static_basis(&view)?;
    let (multi, dynamic) = linearize_groups(&view);
    let basis = mixed_basis(&stat, &dynamic)?;
    let has_outer_bound = multi.len() == stat.len();
    if !has_outer_bound && multi.len() != stat.len() + 1 {
        return None;
    }
    let unset = rmlir_ir::constraints::unit_prop_unset(view.ctx);
    let disjoint = view.prop("disjoint").filter(|&a| a != unset);
    Some(Linearize {
        multi,
        basis,
        has_outer_bound,
        disjoint,
    })
}

/// `DropLinearizeLeadingZero`.
fn drop_linearize_leading_zero(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = linearize_of(rw, op) else {
        return false;
    };
    let Some(&lead) = l.multi.first() else {
        return false;
    };
    let view = rw.view(op);
    if Values::new(&view).int_constant(lead) != Some(0) {
        return false;
    }
    if l.multi.len() == 1 {
        rw.replace_op(op, &[lead]);
        return true;
    }
    let basis: Vec<Option<Basis>> = if l.has_outer_bound {
        l.basis[1..].iter().map(|&b| Some(b)).collect()
    } else {
        l.basis.iter().map(|&b| Some(b)).collect()
    };
    // Without an outer bound the new op has none either.
    let mut padded = basis;
    if l.multi.len() - 1 != padded.len() {
        padded.insert(0, None);
    }
    replace_with_linearize(rw, op, &l.multi[1..], &padded, l.disjoint);
    true
}

/// `DropLinearizeUnitComponentsIfDisjointOrZero`.
fn drop_linearize_unit_components(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(l) = linearize_of(rw, op) else {
        return false;
    };
    let view = rw.view(op);
    let values = Values::new(&view);
    let mut new_indices = Vec::with_capacity(l.multi.len());
    let mut new_basis: Vec<Option<Basis>> = Vec::new();
    let mut multi = &l.multi[..];
    if !l.has_outer_bound {
        new_indices.push(multi[0]);
        new_basis.push(None);
        multi = &multi[1..];
    }
    for (&index, &b) in multi.iter().zip(&l.basis) {
        if basis_constant(&values, b) != Some(1)
            || (l.disjoint.is_none() && values.int_constant(index) != Some(0))
        {
            new_indices.push(index);
            new_basis.push(Some(b));
        }
    }
    drop(values);
    if new_indices.len() == l.multi.len() {
        return false;
    }
    if new_indices.is_empty() {
        let ctx = rw.ctx;
        let index = ctx.index_type();
        let a = ctx.integer_attr(index, 0);
        let loc = rw.body.op(op).loc;
        let c = rmlir_arith::ops::ConstantOp::build(rw, loc, index, a).result();
        rw.replace_op(op, &[c]);
        return true;
    }
    replace_with_linearize(rw, op, &new_indices, &new_basis, l.disjoint);
    true
}

static LINEARIZE_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "(anonymous namespace)::DropLinearizeLeadingZero",
        "affine.linearize_index",
        drop_linearize_leading_zero,
    ),
    FnPattern::new(
        "(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero",
        "affine.linearize_index",
        drop_linearize_unit_components,
    ),
];

pub(crate) fn linearize_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &LINEARIZE_PATTERNS);
}
