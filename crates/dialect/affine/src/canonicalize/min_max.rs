//! `affine.min` and `affine.max` (`foldMinMaxOp` and the patterns of
//! `AffineOps.cpp`): constant folding, single results as `affine.apply`,
//! duplicate results, producers merged into consumers, composition, and a
//! canonical order of the results.

use rmlir_ir::affine::{flatten_affine_expr, AffineExpr, AffineMap};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{OpId, OperationState, Value, ValueDef};
use smallvec::SmallVec;

use super::maps::{constant_fold_map, op_map};
use super::{int_operands, push_all, simplify_min_max_op, with_prop};

/// `foldMinMaxOp`: results folded to constants where the operands are;
/// all constant gives the min (max); a one-symbol map whose result is
/// `d0` gives the first operand.
fn fold_min_max(f: &mut FoldCtx<'_>, is_min: bool) -> Fold {
    let view = f.view();
    let Some(map) = op_map(&view, f.op, "map") else {
        return Fold::Failure;
    };
    let n = view.num_operands();
    if map.num_inputs() as usize != n {
        return Fold::Failure;
    }
    let consts = int_operands(f, 0..n);
    let mut all = true;
    let mut results = Vec::new();
    let exprs: Vec<AffineExpr> = map
        .results
        .iter()
        .map(|e| {
            let single = AffineMap::new(map.num_dims, map.num_symbols, vec![e.clone()]);
            match constant_fold_map(&single, &consts) {
                Ok(Some(v)) => {
                    results.push(v[0]);
                    AffineExpr::Constant(v[0])
                }
                _ => {
                    all = false;
                    e.clone()
                }
            }
        })
        .collect();
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    // Upstream's `AffineMap::isSymbolIdentity` compares the results with
    // *dims*: `()[s0] -> (s0)` does not fold here (the canonicalization
    // patterns turn it into an `affine.apply`, which does), `(d0)[s0] ->
    // (d0)` does.
    let upstream_symbol_identity = folded.num_symbols as usize == folded.results.len()
        && folded.results.iter().enumerate().all(|(i, e)| e.as_dim() == Some(i as u32));
    if folded.num_symbols == 1 && upstream_symbol_identity {
        return FoldCtx::single(FoldResult::Value(f.body.operand(f.op, 0)));
    }
    if !all {
        if folded == map {
            return Fold::Failure;
        }
        let ctx = f.ctx;
        let props = f.body.op(f.op).properties();
        let props = with_prop(ctx, props, &[("map", crate::map_attr(ctx, folded))]);
        f.body.op_mut(f.op).set_properties(Some(props));
        return Fold::InPlace;
    }
    let v = if is_min {
        results.iter().copied().min()
    } else {
        results.iter().copied().max()
    };
    match v {
        Some(v) => {
            let index = f.ctx.index_type();
            FoldCtx::single(FoldResult::Attr(f.ctx.integer_attr(index, v)))
        }
        None => Fold::Failure,
    }
}

pub(crate) fn fold_min(f: &mut FoldCtx<'_>) -> Fold {
    fold_min_max(f, true)
}
pub(crate) fn fold_max(f: &mut FoldCtx<'_>) -> Fold {
    fold_min_max(f, false)
}

/// `replaceOpWithNewOp<T>(op, map, operands)` for `name` (a min, max or
/// apply): a new op of `name` with `map`, no other attributes.
fn replace_with(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    map: AffineMap,
    operands: &[Value],
) {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let index = ctx.index_type();
    let props = with_prop(ctx, None, &[("map", crate::map_attr(ctx, map))]);
    let state = OperationState {
        operands,
        result_types: &[index],
        properties: Some(props),
        ..OperationState::new(ctx, name, loc)
    };
    rw.replace_op_with_new(op, &state);
}

fn op_name(rw: &PatternRewriter<'_>, op: OpId) -> String {
    String::from_utf8_lossy(rw.ctx.ident_bytes(rw.body.op(op).name)).into_owned()
}

fn map_and_operands(rw: &PatternRewriter<'_>, op: OpId) -> Option<(AffineMap, Vec<Value>)> {
    let view = rw.view(op);
    let map = op_map(&view, op, "map")?;
    let operands: Vec<Value> = rw.body.operands(op).collect();
    (map.num_inputs() as usize == operands.len()).then_some((map, operands))
}

/// `CanonicalizeSingleResultAffineMinMaxOp`: one result is an
/// `affine.apply`.
fn single_result(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else {
        return false;
    };
    if map.num_results() != 1 {
        return false;
    }
    replace_with(rw, op, "affine.apply", map, &operands);
    true
}

/// `DeduplicateAffineMinMaxExpressions`.
fn deduplicate(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else {
        return false;
    };
    let mut exprs: Vec<AffineExpr> = Vec::new();
    for e in &map.results {
        if !exprs.contains(e) {
            exprs.push(e.clone());
        }
    }
    if exprs.len() == map.num_results() {
        return false;
    }
    let name = op_name(rw, op);
    replace_with(
        rw,
        op,
        &name,
        AffineMap::new(map.num_dims, map.num_symbols, exprs),
        &operands,
    );
    true
}

/// `MergeAffineMinMaxOp`: a result that is a lone dim or symbol bound to
/// a min (max) of the same kind is replaced by that op's results.
fn merge(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else {
        return false;
    };
    let name = rw.body.op(op).name;
    let nd = map.num_dims as usize;
    let producer = |v: Value| match rw.body.value_def(v) {
        ValueDef::Result { op: p, .. } if rw.body.op(p).name == name => Some(p),
        _ => None,
    };
    let mut exprs = Vec::new();
    let mut producers: SmallVec<[OpId; 4]> = SmallVec::new();
    for e in &map.results {
        let v = match e {
            AffineExpr::Symbol(p) => operands.get(nd + *p as usize),
            AffineExpr::Dim(p) => operands.get(*p as usize),
            _ => None,
        };
        if let Some(p) = v.and_then(|&v| producer(v)) {
            producers.push(p);
            continue;
        }
        exprs.push(e.clone());
    }
    if producers.is_empty() {
        return false;
    }
    let mut dims: Vec<Value> = operands[..nd].to_vec();
    let mut syms: Vec<Value> = operands[nd..].to_vec();
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some((pmap, pops)) = map_and_operands(rw, p) else {
            return false;
        };
        let pd = pmap.num_dims as usize;
        dims.extend_from_slice(&pops[..pd]);
        syms.extend_from_slice(&pops[pd..]);
        for e in &pmap.results {
            exprs.push(e.shift_dims(pmap.num_dims, used_dims, 0).shift_symbols(
                pmap.num_symbols,
                used_syms,
                0,
            ));
        }
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    dims.extend(syms);
    let name = op_name(rw, op);
    replace_with(
        rw,
        op,
        &name,
        AffineMap::new(used_dims, used_syms, exprs),
        &dims,
    );
    true
}

/// `canonicalizeMapExprAndTermOrder`: results sorted by their flattened
/// forms, if all are pure and flatten without locals.
fn canonical_order(map: &AffineMap) -> Option<AffineMap> {
    let mut flat = Vec::with_capacity(map.num_results());
    for e in &map.results {
        if !e.is_pure_affine() {
            return None;
        }
        let (row, locals) = flatten_affine_expr(e, map.num_dims, map.num_symbols)?;
        if locals != 0 {
            return None;
        }
        flat.push(row);
    }
    if flat.windows(2).all(|w| w[0] <= w[1]) {
        return None;
    }
    let mut perm: Vec<usize> = (0..map.num_results()).collect();
    perm.sort_by(|&a, &b| flat[a].cmp(&flat[b]));
    Some(AffineMap::new(
        map.num_dims,
        map.num_symbols,
        perm.iter().map(|&i| map.results[i].clone()).collect(),
    ))
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`.
fn expr_and_term_order(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((map, operands)) = map_and_operands(rw, op) else {
        return false;
    };
    let Some(map) = canonical_order(&map) else {
        return false;
    };
    let name = op_name(rw, op);
    replace_with(rw, op, &name, map, &operands);
    true
}

macro_rules! min_max_patterns {
    ($static:ident, $fn:ident, $root:literal, $ty:literal) => {
        static $static: [FnPattern; 5] = [
            FnPattern::new(
                concat!(
                    "(anonymous namespace)::CanonicalizeSingleResultAffineMinMaxOp<",
                    $ty,
                    ">"
                ),
                $root,
                single_result,
            ),
            FnPattern::new(
                concat!(
                    "(anonymous namespace)::DeduplicateAffineMinMaxExpressions<",
                    $ty,
                    ">"
                ),
                $root,
                deduplicate,
            ),
            FnPattern::new(
                concat!("(anonymous namespace)::MergeAffineMinMaxOp<", $ty, ">"),
                $root,
                merge,
            ),
            FnPattern::new(
                concat!("(anonymous namespace)::SimplifyAffineOp<", $ty, ">"),
                $root,
                simplify_min_max_op,
            ),
            FnPattern::new(
                concat!(
                    "(anonymous namespace)::CanonicalizeAffineMinMaxOpExprAndTermOrder<",
                    $ty,
                    ">"
                ),
                $root,
                expr_and_term_order,
            ),
        ];
        pub(crate) fn $fn(out: &mut Vec<&'static dyn RewritePattern>) {
            push_all(out, &$static);
        }
    };
}

min_max_patterns!(
    MIN_PATTERNS,
    min_patterns,
    "affine.min",
    "mlir::affine::AffineMinOp"
);
min_max_patterns!(
    MAX_PATTERNS,
    max_patterns,
    "affine.max",
    "mlir::affine::AffineMaxOp"
);
