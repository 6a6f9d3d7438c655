//! Folds and canonicalization patterns of the affine ops (upstream's
//! `AffineOps.cpp`, as mlir-opt 22 has them): composition of the maps of
//! `affine.apply`s into their users (`SimplifyAffineOp`), constant folding
//! of applies and loop bounds, canonical loop bounds, empty loops.

mod r#if;
mod index;
pub(crate) mod maps;
mod min_max;

use rmlir_ir::affine::AffineMap;
use rmlir_ir::builder::Builder;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{Attribute, Location, NamedAttr, OpId, OperationState, Type, Value};
use smallvec::SmallVec;

use maps::{constant_fold_map, for_step, op_map, remove_duplicate_exprs, Values};

pub(crate) use index::{
    delinearize_patterns, fold_delinearize, fold_linearize, linearize_patterns,
};
pub(crate) use min_max::{fold_max, fold_min, max_patterns, min_patterns};
pub(crate) use r#if::{fold_if, if_patterns};

fn push_all(out: &mut Vec<&'static dyn RewritePattern>, ps: &'static [FnPattern]) {
    out.extend(ps.iter().map(|p| p as &dyn RewritePattern));
}

/// `AffineDialect::materializeConstant`: `ub.poison` for poison, an
/// `arith.constant` otherwise.
pub(crate) fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    rmlir_arith::fold::materialize_constant(b, value, ty, loc)
}

/// `properties` with entry `name` set to `value`.
pub(crate) fn with_prop(
    ctx: &rmlir_ir::Context,
    properties: Option<Attribute>,
    sets: &[(&str, Attribute)],
) -> Attribute {
    let mut entries: Vec<NamedAttr> = properties
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    for &(name, value) in sets {
        let id = ctx.ident(name);
        match entries.iter_mut().find(|e| e.name == id) {
            Some(e) => e.value = value,
            None => entries.push(NamedAttr { name: id, value }),
        }
    }
    ctx.dictionary_attr(entries)
}

/// The constant integer operands of a fold, as `AffineMap::constantFold`
/// takes them (`IntegerAttr`s only).
fn int_operands(f: &FoldCtx<'_>, range: std::ops::Range<usize>) -> Vec<Option<i64>> {
    range
        .map(|i| {
            f.operand_attr(i).and_then(|a| match f.ctx.attr_kind(a) {
                rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })
        })
        .collect()
}

// ----- affine.apply -----

/// `AffineApplyOp::fold`: a dim or symbol result is that operand; a
/// constant map folds (poison for a division by zero).
pub(crate) fn fold_apply(f: &mut FoldCtx<'_>) -> Fold {
    let view = f.view();
    let Some(map) = view
        .prop("map")
        .and_then(|a| crate::affine_map(f.ctx, a))
        .cloned()
    else {
        return Fold::Failure;
    };
    let n = view.num_operands();
    if map.num_results() != 1 || map.num_inputs() as usize != n {
        return Fold::Failure;
    }
    let operand = |i: u32| FoldCtx::single(FoldResult::Value(f.body.operand(f.op, i as usize)));
    match map.results[0] {
        rmlir_ir::affine::AffineExpr::Dim(p) => return operand(p),
        rmlir_ir::affine::AffineExpr::Symbol(p) => return operand(map.num_dims + p),
        _ => {}
    }
    match constant_fold_map(&map, &int_operands(f, 0..n)) {
        Err(()) => FoldCtx::single(FoldResult::Attr(rmlir_ub::poison_attr(f.ctx))),
        Ok(Some(v)) => {
            let index = f.ctx.index_type();
            FoldCtx::single(FoldResult::Attr(f.ctx.integer_attr(index, v[0])))
        }
        Ok(None) => Fold::Failure,
    }
}

// ----- SimplifyAffineOp -----

/// `SimplifyAffineOp<OpTy>`: the map of an op composed with the
/// `affine.apply`s feeding it, canonicalized and simplified with what the
/// operands' loops tell; the op is rebuilt with the new map. `prefix` is
/// the number of operands before the map operands.
fn simplify_affine_op(op: OpId, rw: &mut PatternRewriter<'_>, prefix: usize) -> bool {
    let view = rw.view(op);
    let Some(old_map) = op_map(&view, op, "map") else {
        return false;
    };
    let all: SmallVec<[Value; 8]> = rw.body.operands(op).collect();
    if all.len() < prefix || all.len() - prefix != old_map.num_inputs() as usize {
        return false;
    }
    let old_operands = &all[prefix..];
    let mut values = Values::new(&view);
    if values.is_canonical_leaf_map(&old_map, old_operands) {
        return false;
    }
    let mut map = old_map.clone();
    let mut operands = old_operands.to_vec();
    values.compose(&mut map, &mut operands);
    values.canonicalize(&mut map, &mut operands);
    let map = values.simplify_map_with_operands(&map, &operands);
    if map == old_map && operands == old_operands {
        return false;
    }
    let ctx = rw.ctx;
    let map_attr = crate::map_attr(ctx, map);
    let data = rw.body.op(op);
    let (name, loc, props) = (data.name, data.loc, data.properties());
    let result_types: SmallVec<[Type; 1]> =
        rw.body.results(op).map(|r| rw.body.value_type(r)).collect();
    let mut new_operands: Vec<Value> = all[..prefix].to_vec();
    new_operands.extend(operands);
    let props = with_prop(ctx, props, &[("map", map_attr)]);
    let state = OperationState {
        name,
        operands: &new_operands,
        result_types: &result_types,
        properties: Some(props),
        ..OperationState::new(ctx, "", loc)
    };
    rw.replace_op_with_new(op, &state);
    true
}

macro_rules! simplify_affine_op_pattern {
    ($fn:ident, $prefix:expr) => {
        pub(crate) fn $fn(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
            simplify_affine_op(op, rw, $prefix)
        }
    };
}
simplify_affine_op_pattern!(simplify_no_prefix, 0);
simplify_affine_op_pattern!(simplify_after_memref, 1);
simplify_affine_op_pattern!(simplify_after_value_and_memref, 2);

static APPLY_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>",
    "affine.apply",
    simplify_no_prefix,
)];
static LOAD_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineLoadOp>",
    "affine.load",
    simplify_after_memref,
)];
static STORE_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineStoreOp>",
    "affine.store",
    simplify_after_value_and_memref,
)];
static PREFETCH_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffinePrefetchOp>",
    "affine.prefetch",
    simplify_after_memref,
)];
static VECTOR_LOAD_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorLoadOp>",
    "affine.vector_load",
    simplify_after_memref,
)];
static VECTOR_STORE_PATTERNS: [FnPattern; 1] = [FnPattern::new(
    "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineVectorStoreOp>",
    "affine.vector_store",
    simplify_after_value_and_memref,
)];

pub(crate) fn apply_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &APPLY_PATTERNS);
}
pub(crate) fn load_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &LOAD_PATTERNS);
}
pub(crate) fn store_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &STORE_PATTERNS);
}
pub(crate) fn prefetch_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &PREFETCH_PATTERNS);
}
pub(crate) fn vector_load_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &VECTOR_LOAD_PATTERNS);
}
pub(crate) fn vector_store_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    push_all(out, &VECTOR_STORE_PATTERNS);
}
pub(crate) use simplify_no_prefix as simplify_min_max_op;

// ----- affine.for -----

/// The bounds of an `affine.for`: maps, their operands, the step and the
/// inits.
struct ForBounds {
    lb_map: AffineMap,
    lb: Vec<Value>,
    ub_map: AffineMap,
    ub: Vec<Value>,
    inits: Vec<Value>,
    step: i64,
}

impl ForBounds {
    fn of(view: &rmlir_ir::OpView<'_>) -> Option<ForBounds> {
        let lb_map = op_map(view, view.op, "lowerBoundMap")?;
        let ub_map = op_map(view, view.op, "upperBoundMap")?;
        let step = for_step(view, view.op)?;
        let lb = view.operand_group(0).to_vec();
        let ub = view.operand_group(1).to_vec();
        let inits = view.operand_group(2).to_vec();
        if lb.len() != lb_map.num_inputs() as usize || ub.len() != ub_map.num_inputs() as usize {
            return None;
        }
        Some(ForBounds {
            lb_map,
            lb,
            ub_map,
            ub,
            inits,
            step,
        })
    }

    /// `getTrivialConstantTripCount`.
    fn trip_count(&self) -> Option<u64> {
        let lb = self.lb_map.single_constant_result()?;
        let ub = self.ub_map.single_constant_result()?;
        if self.step <= 0 {
            return None;
        }
        let span = ub.wrapping_sub(lb);
        Some(if span <= 0 {
            0
        } else {
            (span.wrapping_add(self.step).wrapping_sub(1) / self.step) as u64
        })
    }
}

/// `foldLoopBounds`, one bound: a map whose results fold to constants
/// becomes the constant max (lower) or min (upper).
fn fold_bound(
    values: &Values<'_, '_>,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
    lower: bool,
) -> bool {
    if map.is_single_constant() || map.results.is_empty() {
        return false;
    }
    let consts: Vec<Option<i64>> = operands
        .iter()
        .map(|&v| {
            values
                .constant(v)
                .and_then(|a| match values.view.ctx.attr_kind(a) {
                    rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
        })
        .collect();
    let Ok(Some(folded)) = constant_fold_map(map, &consts) else {
        return false;
    };
    let v = if lower {
        folded.iter().copied().max()
    } else {
        folded.iter().copied().min()
    };
    let Some(v) = v else { return false };
    *map = AffineMap::constant_map(v);
    operands.clear();
    true
}

/// `AffineForOp::fold`: constant bounds, canonical bounds, and the inits
/// for a loop that never runs.
pub(crate) fn fold_for(f: &mut FoldCtx<'_>) -> Fold {
    let view = f.view();
    // A loop without results and with constant bounds (most loops'
    // `0 to 16`) has nothing to fold: no bound to fold or canonicalize, no
    // inits or yielded values to fold to. Seen without copying its maps.
    let constant_map = |name: &str| {
        view.prop(name)
            .and_then(|a| crate::affine_map(view.ctx, a))
            .is_some_and(|m| m.num_inputs() == 0 && m.is_single_constant())
    };
    if view.num_results() == 0 && constant_map("lowerBoundMap") && constant_map("upperBoundMap") {
        return Fold::Failure;
    }
    let Some(mut b) = ForBounds::of(&view) else {
        return Fold::Failure;
    };
    let mut values = Values::new(&view);
    let mut folded = fold_bound(&values, &mut b.lb_map, &mut b.lb, true);
    folded |= fold_bound(&values, &mut b.ub_map, &mut b.ub, false);
    // `canonicalizeLoopBounds`, which leaves constant bounds (most
    // loops' `0 to 16`) as they are.
    let constant = |m: &AffineMap, operands: &[Value]| {
        operands.is_empty()
            && m.num_inputs() == 0
            && matches!(m.results[..], [rmlir_ir::affine::AffineExpr::Constant(_)])
    };
    if constant(&b.lb_map, &b.lb) && constant(&b.ub_map, &b.ub) {
        drop(values);
        let num_results = view.num_results();
        return finish_fold_for(f, b, num_results, folded);
    }
    let (prev_lb, prev_ub) = (b.lb_map.clone(), b.ub_map.clone());
    let (mut lb_map, mut lb) = (b.lb_map.clone(), b.lb.clone());
    let (mut ub_map, mut ub) = (b.ub_map.clone(), b.ub.clone());
    values.compose(&mut lb_map, &mut lb);
    values.canonicalize(&mut lb_map, &mut lb);
    values.simplify_min_or_max(&mut lb_map, &lb, true);
    values.simplify_min_or_max(&mut ub_map, &ub, false);
    let lb_map = remove_duplicate_exprs(&lb_map);
    values.compose(&mut ub_map, &mut ub);
    values.canonicalize(&mut ub_map, &mut ub);
    let ub_map = remove_duplicate_exprs(&ub_map);
    if lb_map != prev_lb || ub_map != prev_ub {
        folded = true;
        // A bound map needs a result; upstream asserts it.
        if lb_map != prev_lb && !lb_map.results.is_empty() {
            b.lb_map = lb_map;
            b.lb = lb;
        }
        if ub_map != prev_ub && !ub_map.results.is_empty() {
            b.ub_map = ub_map;
            b.ub = ub;
        }
    }
    drop(values);
    let num_results = view.num_results();
    finish_fold_for(f, b, num_results, folded)
}

/// The end of [`fold_for`]: writes back folded bounds, then folds a loop
/// that never runs or has an empty body.
fn finish_fold_for(f: &mut FoldCtx<'_>, b: ForBounds, num_results: usize, folded: bool) -> Fold {
    if folded {
        let ctx = f.ctx;
        let props = f.body.op(f.op).properties();
        let segments =
            ctx.dense_i32_array_attr(&[b.lb.len() as i32, b.ub.len() as i32, b.inits.len() as i32]);
        let props = with_prop(
            ctx,
            props,
            &[
                ("lowerBoundMap", crate::map_attr(ctx, b.lb_map.clone())),
                ("upperBoundMap", crate::map_attr(ctx, b.ub_map.clone())),
                ("operandSegmentSizes", segments),
            ],
        );
        let mut operands = b.lb.clone();
        operands.extend(&b.ub);
        operands.extend(&b.inits);
        f.body.set_operands(f.op, &operands);
        f.body.op_mut(f.op).set_properties(Some(props));
    }
    if b.trip_count() == Some(0) && num_results != 0 {
        return Fold::Results(b.inits.iter().map(|&v| FoldResult::Value(v)).collect());
    }
    if let Some(values) = empty_loop_results(f.body, f.op, &b, num_results) {
        return Fold::Results(values.into_iter().map(FoldResult::Value).collect());
    }
    if folded {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `AffineForEmptyLoopFolder` (part of `AffineForOp::fold` in
/// mlir-opt 22): a loop whose body only yields produces its inits or the
/// values it yields from outside, when that does not depend on how many
/// times it runs.
fn empty_loop_results(
    body: &rmlir_ir::Body,
    op: OpId,
    b: &ForBounds,
    num_results: usize,
) -> Option<Vec<Value>> {
    let region = body.local_regions(op).next()?;
    let block = body.first_block(region)?;
    let yield_op = body.last_op(block)?;
    if body.first_op(block) != Some(yield_op) || num_results == 0 {
        return None;
    }
    let trip = b.trip_count();
    if trip == Some(0) {
        return Some(b.inits.to_vec());
    }
    let args = body.block_args(block);
    let (&iv, iter_args) = args.split_first()?;
    let mut replacements = Vec::new();
    let mut outside = false;
    let mut out_of_order = false;
    for (i, v) in body.operands(yield_op).enumerate() {
        if v == iv {
            return None;
        }
        match iter_args.iter().position(|&a| a == v) {
            None => {
                outside = true;
                replacements.push(v);
            }
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(*b.inits.get(pos)?);
            }
        }
    }
    if trip.is_none() && (outside || out_of_order) {
        return None;
    }
    if trip.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    (replacements.len() == num_results).then_some(replacements)
}

// ----- affine.parallel -----

/// `AffineParallelOp::fold`: `canonicalizeLoopBounds`, the lower and upper
/// bound maps composed with their operands (`AffineValueMap::canonicalize`).
pub(crate) fn fold_parallel(f: &mut FoldCtx<'_>) -> Fold {
    let view = f.view();
    let (Some(lb_map), Some(ub_map)) = (
        op_map(&view, f.op, "lowerBoundsMap"),
        op_map(&view, f.op, "upperBoundsMap"),
    ) else {
        return Fold::Failure;
    };
    let operands: Vec<Value> = f.body.operands(f.op).collect();
    let nl = lb_map.num_inputs() as usize;
    if operands.len() != nl + ub_map.num_inputs() as usize {
        return Fold::Failure;
    }
    let mut values = Values::new(&view);
    let canonical = |values: &mut Values<'_, '_>, map: &AffineMap, ops: &[Value]| {
        let (mut m, mut o) = (map.clone(), ops.to_vec());
        values.compose(&mut m, &mut o);
        (m != *map || o != ops).then_some((m, o))
    };
    let lb = canonical(&mut values, &lb_map, &operands[..nl]);
    let ub = canonical(&mut values, &ub_map, &operands[nl..]);
    drop(values);
    if lb.is_none() && ub.is_none() {
        return Fold::Failure;
    }
    let (lb_map, lb_ops) = lb.unwrap_or_else(|| (lb_map, operands[..nl].to_vec()));
    let (ub_map, ub_ops) = ub.unwrap_or_else(|| (ub_map, operands[nl..].to_vec()));
    let ctx = f.ctx;
    let props = f.body.op(f.op).properties();
    let props = with_prop(
        ctx,
        props,
        &[
            ("lowerBoundsMap", crate::map_attr(ctx, lb_map)),
            ("upperBoundsMap", crate::map_attr(ctx, ub_map)),
        ],
    );
    let mut new_operands = lb_ops;
    new_operands.extend(ub_ops);
    f.body.set_operands(f.op, &new_operands);
    f.body.op_mut(f.op).set_properties(Some(props));
    Fold::InPlace
}

// ----- memref.cast folding -----

/// `memref::foldMemRefCast`: operands produced by a `memref.cast` of a
/// ranked memref use the cast's source instead; operand `inner` (the
/// stored value) is left alone.
fn fold_memref_cast(f: &mut FoldCtx<'_>, inner: Option<usize>) -> bool {
    let operands: Vec<Value> = f.body.operands(f.op).collect();
    let mut folded = false;
    for (i, v) in operands.into_iter().enumerate() {
        if Some(i) == inner {
            continue;
        }
        let rmlir_ir::ValueDef::Result { op: cast, .. } = f.body.value_def(v) else {
            continue;
        };
        if f.ctx.ident_bytes(f.body.op(cast).name) != b"memref.cast" {
            continue;
        }
        let Some(source) = f.body.operands(cast).next() else {
            continue;
        };
        if matches!(
            f.ctx.type_kind(f.body.value_type(source)),
            rmlir_ir::TypeKind::UnrankedMemRef { .. }
        ) {
            continue;
        }
        f.body.set_operand(f.op, i, source);
        folded = true;
    }
    folded
}

/// `AffineLoadOp::fold` (the cast part): `load(memref.cast)` loads the
/// cast's source.
pub(crate) fn fold_load(f: &mut FoldCtx<'_>) -> Fold {
    if fold_memref_cast(f, None) {
        return FoldCtx::single(FoldResult::Value(f.body.result(f.op, 0)));
    }
    match load_from_constant_global(f) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `AffineLoadOp::fold`'s second part: a load from `memref.get_global` of
/// a constant `memref.global` with a dense initial value is that value's
/// element (any element of a splat; else the one the constant map names).
fn load_from_constant_global(f: &FoldCtx<'_>) -> Option<Attribute> {
    let (ctx, body) = (f.ctx, &*f.body);
    let memref = body.operands(f.op).next()?;
    let rmlir_ir::ValueDef::Result { op: get, .. } = body.value_def(memref) else {
        return None;
    };
    if ctx.ident_bytes(body.op(get).name) != b"memref.get_global" {
        return None;
    }
    let name_attr = f.view().sibling(get).prop("name")?;
    let rmlir_ir::AttrKind::SymbolRef { root, nested } = ctx.attr_kind(name_attr) else {
        return None;
    };
    if !nested.is_empty() {
        return None;
    }
    let name = ctx.ident_bytes(*root);
    // `getParentWithTrait<SymbolTable>`: an op of this body, the body's
    // owner, or a table further out (copied for this pass).
    let is_table = |n| {
        ctx.op_def(n)
            .is_some_and(|d| d.has(rmlir_ir::OpTraits::SYMBOL_TABLE))
    };
    let mut cur = get;
    let global = loop {
        match body.parent_block(cur).and_then(|b| body.block_parent(b)) {
            Some(r) => match body.region_parent(r) {
                rmlir_ir::body::RegionParent::Op(parent) => {
                    if is_table(body.op(parent).name) {
                        // Symbols of a table inside the body.
                        break body.local_regions(parent).find_map(|r| {
                            body.region_blocks(r)
                                .flat_map(|b| body.block_ops(b))
                                .find(|&o| symbol_is(ctx, body.op(o), name))
                                .map(|o| body.op(o).clone())
                        })?;
                    }
                    cur = parent;
                }
                rmlir_ir::body::RegionParent::BodyOwner => {
                    if f.owner.is_some_and(|o| is_table(o.name)) {
                        break body.root_regions().iter().find_map(|&r| {
                            body.region_blocks(r)
                                .flat_map(|b| body.block_ops(b))
                                .find(|&o| symbol_is(ctx, body.op(o), name))
                                .map(|o| body.op(o).clone())
                        })?;
                    }
                    break f.symbols?.lookup(name)?.clone();
                }
            },
            None => return None,
        }
    };
    if ctx.ident_bytes(global.name) != b"memref.global" {
        return None;
    }
    let props = global.properties()?;
    let prop = |n: &str| {
        ctx.dictionary_entries(props)
            .iter()
            .find(|na| ctx.ident_bytes(na.name) == n.as_bytes())
            .map(|na| na.value)
    };
    // `getConstantInitValue`: a constant global's dense initial value.
    prop("constant")?;
    let init = prop("initial_value")?;
    let rmlir_ir::AttrKind::DenseElements { ty, splat, .. } = ctx.attr_kind(init) else {
        return None;
    };
    if *splat {
        return rmlir_ir::common_folders::element_at(ctx, init, 0);
    }
    let map = crate::affine_map(ctx, f.view().prop("map")?)?.clone();
    let indices: Option<Vec<i64>> = map.results.iter().map(|e| e.as_constant()).collect();
    let indices = indices?;
    let shape = ctx.type_kind(*ty).shape()?;
    if indices.len() != shape.len() || indices.iter().any(|&i| i < 0) {
        return None;
    }
    // Upstream flattens the indices with the shape's strides without
    // checking each against its dimension (an assertion, off in
    // mlir-opt's build): `[0, 1, 1]` of a 1x5x1 constant is element 2.
    // Only past the last element, where upstream reads out of bounds,
    // nothing is folded.
    let flat = indices.iter().zip(shape).try_fold(0u64, |acc, (&i, &d)| {
        acc.checked_mul(u64::try_from(d).ok()?)?.checked_add(i as u64)
    })?;
    let total = shape
        .iter()
        .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?))?;
    if flat >= total {
        return None;
    }
    rmlir_ir::common_folders::element_at(ctx, init, flat)
}

/// Whether `op` is a symbol named `name`.
fn symbol_is(ctx: &rmlir_ir::Context, op: &rmlir_ir::body::OpData, name: &[u8]) -> bool {
    let in_dict = |d: Option<Attribute>| {
        d.is_some_and(|d| {
            ctx.dictionary_entries(d).iter().any(|na| {
                ctx.ident_bytes(na.name) == b"sym_name"
                    && matches!(ctx.attr_kind(na.value), rmlir_ir::AttrKind::String { value, .. } if &value[..] == name)
            })
        })
    };
    in_dict(op.properties()) || in_dict(Some(op.attrs))
}

/// `AffineStoreOp::fold`: `store(memref.cast)` stores to the source.
pub(crate) fn fold_store(f: &mut FoldCtx<'_>) -> Fold {
    if fold_memref_cast(f, Some(0)) {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `fold` of `affine.prefetch`, `affine.dma_start` and `affine.dma_wait`:
/// `memref.cast` operands are bypassed.
pub(crate) fn fold_memref_cast_operands(f: &mut FoldCtx<'_>) -> Fold {
    if fold_memref_cast(f, None) {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}
