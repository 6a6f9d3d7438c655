//! Folds and canonicalization patterns of the vector ops
//! (`VectorOps.cpp`, mlir-opt 22): no-op and constant `broadcast`,
//! `shape_cast` and `transpose`, splat `constant_mask`s, and
//! `create_mask` of constants becoming `constant_mask`.

use rmlir_ir::common_folders::{dense_from_attrs, is_poison, value_constant};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult, OpDef};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, Value, ValueDef};

use crate::{vector_parts, BROADCAST_OP, SHAPE_CAST_OP};

pub(crate) fn is_op(ctx: &Context, body: &Body, op: OpId, def: &'static OpDef) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// A bound on walks up chains of producers: in a graph region (a module's
/// body) a chain can be a cycle, on which upstream's walks never end.
pub(crate) struct Steps(usize);

impl Steps {
    /// As many steps as the body has ops.
    pub(crate) fn new(body: &Body) -> Steps {
        Steps(body.num_ops())
    }

    /// Takes a step; false once the walk must have gone round a cycle.
    pub(crate) fn take(&mut self) -> bool {
        self.0 = self.0.wrapping_sub(1);
        self.0 != usize::MAX
    }
}

/// The op defining `v`, when it is a `def`.
pub(crate) fn defining(ctx: &Context, body: &Body, v: Value, def: &'static OpDef) -> Option<OpId> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } if is_op(ctx, body, op, def) => Some(op),
        _ => None,
    }
}

/// A dense elements attribute reshaped to `ty` (same elements).
fn reshape_dense(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { splat, raw, .. } => Some(ctx.intern_attr(AttrKind::DenseElements {
            ty,
            splat: *splat,
            raw: raw.clone(),
        })),
        _ => None,
    }
}

fn is_splat(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseElements { splat: true, .. })
}

/// A fold to `#ub.poison`.
pub(crate) fn poison(ctx: &Context) -> Fold {
    FoldCtx::single(FoldResult::Attr(rmlir_ub::poison_attr(ctx)))
}

/// The operand's constant value, rejecting poison (not folded here).
fn constant(f: &FoldCtx<'_>, i: usize) -> Option<Attribute> {
    f.operands.get(i).copied().flatten()
}

/// `BroadcastOp::fold`.
pub(crate) fn fold_broadcast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let body = &*f.body;
    if body.operand_count(f.op) != 1 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let res_ty = body.value_type(body.result(f.op, 0));
    if body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    let Some(c) = constant(f, 0) else {
        return Fold::Failure;
    };
    if is_poison(ctx, c) {
        return poison(ctx);
    }
    let Some((_, _, elem)) = vector_parts(ctx, res_ty) else {
        return Fold::Failure;
    };
    let scalar = match ctx.attr_kind(c) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => {
            if *ty != elem {
                return Fold::Failure;
            }
            c
        }
        AttrKind::DenseElements { splat: true, .. } => {
            match rmlir_ir::common_folders::element_at(ctx, c, 0) {
                Some(s) => s,
                None => return Fold::Failure,
            }
        }
        _ => return Fold::Failure,
    };
    match dense_from_attrs(ctx, res_ty, &[scalar]) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `ShapeCastOp::fold`.
pub(crate) fn fold_shape_cast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    if f.body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    if let Some(prev) = defining(ctx, f.body, src, &SHAPE_CAST_OP) {
        if f.body.operand_count(prev) == 1 {
            let inner = f.body.operand(prev, 0);
            f.body.set_operands(f.op, &[inner]);
            return Fold::InPlace;
        }
    }
    if let Some(t) = defining(ctx, f.body, src, &crate::TRANSPOSE_OP) {
        let input = f.body.operand(t, 0);
        let perm = prop_i64s(ctx, f.body, t, "permutation").unwrap_or_default();
        let keeps_order = vector_parts(ctx, f.body.value_type(input))
            .is_some_and(|(shape, scalable, _)| order_preserving(shape, scalable, &perm));
        if !keeps_order {
            return Fold::Failure;
        }
        f.body.set_operands(f.op, &[input]);
        return Fold::InPlace;
    }
    if let Some(b) = defining(ctx, f.body, src, &BROADCAST_OP) {
        if f.body.operand_count(b) == 1 {
            let bsrc = f.body.operand(b, 0);
            if f.body.value_type(bsrc) == res_ty {
                return FoldCtx::single(FoldResult::Value(bsrc));
            }
        }
    }
    if let Some(c) = constant(f, 0) {
        if is_poison(ctx, c) {
            return poison(ctx);
        }
        if let Some(a) = reshape_dense(ctx, c, res_ty) {
            return FoldCtx::single(FoldResult::Attr(a));
        }
    }
    Fold::Failure
}

/// Whether a transpose keeps the order of the non-unit dimensions
/// (`isOrderPreserving`).
fn order_preserving(shape: &[i64], scalable: &[bool], perm: &[i64]) -> bool {
    let mut last = None;
    for &p in perm {
        let Some(&d) = shape.get(p as usize) else {
            return false;
        };
        let sc = scalable.get(p as usize).copied().unwrap_or(false);
        if d == 1 && !sc {
            continue;
        }
        if last.is_some_and(|l| p < l) {
            return false;
        }
        last = Some(p);
    }
    true
}

/// `TransposeOp::fold`.
pub(crate) fn fold_transpose(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    let body = &*f.body;
    if body.operand_count(f.op) != 1 || body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = body.operand(f.op, 0);
    let res_ty = body.value_type(body.result(f.op, 0));
    if let Some(c) = constant(f, 0) {
        if is_poison(ctx, c) {
            return poison(ctx);
        }
        if is_splat(ctx, c) {
            if let Some(a) = reshape_dense(ctx, c, res_ty) {
                return FoldCtx::single(FoldResult::Attr(a));
            }
        }
    }
    let src_ty = body.value_type(src);
    if src_ty != res_ty {
        return Fold::Failure;
    }
    let perm = f
        .view()
        .prop("permutation")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let Some((shape, scalable, _)) = vector_parts(ctx, src_ty) else {
        return Fold::Failure;
    };
    if order_preserving(shape, scalable, &perm) {
        return FoldCtx::single(FoldResult::Value(src));
    }
    Fold::Failure
}

/// `ConstantMaskOp::fold`: all-true or all-false masks are splats.
pub(crate) fn fold_constant_mask(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let ty = f.body.value_type(f.body.result(f.op, 0));
    let Some((shape, _, _)) = vector_parts(ctx, ty) else {
        return Fold::Failure;
    };
    let bounds = f
        .view()
        .prop("mask_dim_sizes")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let splat = |v: bool| {
        rmlir_ir::common_folders::bool_attr_of_type(ctx, ty, v)
            .map_or(Fold::Failure, |a| FoldCtx::single(FoldResult::Attr(a)))
    };
    if shape.is_empty() {
        return match bounds.first() {
            Some(&b) => splat(b == 1),
            None => Fold::Failure,
        };
    }
    if bounds == shape {
        return splat(true);
    }
    if !bounds.is_empty() && bounds.iter().all(|&b| b == 0) {
        return splat(false);
    }
    Fold::Failure
}

/// `CreateMaskFolder`: a `create_mask` of constant sizes is a
/// `constant_mask` (sizes clamped to the shape; all zero when one is).
fn create_mask_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 {
        return false;
    }
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let Some((shape, scalable, _)) = vector_parts(ctx, ty) else {
        return false;
    };
    let (shape, scalable): (Vec<i64>, Vec<bool>) = if shape.is_empty() {
        (vec![1], vec![false])
    } else {
        (shape.to_vec(), scalable.to_vec())
    };
    let operands: Vec<Value> = rw.body.operands(op).collect();
    let mut dims = Vec::with_capacity(operands.len());
    for (i, &v) in operands.iter().enumerate() {
        let c = value_constant(ctx, rw.body, rw.body_id, v)
            .and_then(|a| rmlir_ir::matchers::constant_int_sext(ctx, a, rw.body.value_type(v)));
        let Some(c) = c else {
            return false;
        };
        if scalable.get(i).copied().unwrap_or(false) && c >= 0 {
            return false;
        }
        dims.push(c);
    }
    for (d, &s) in dims.iter_mut().zip(&shape) {
        *d = (*d).clamp(0, s.max(0));
    }
    if dims.contains(&0) {
        dims.iter_mut().for_each(|d| *d = 0);
    }
    let loc = rw.body.op(op).loc;
    let attr = ctx.dense_i64_array_attr(&dims);
    let new = crate::ConstantMaskOp::build(rw, loc, ty, attr).result();
    rw.replace_op(op, &[new]);
    true
}

static CREATE_MASK_FOLDER: FnPattern =
    FnPattern::new("CreateMaskFolder", "vector.create_mask", create_mask_folder);

pub(crate) fn create_mask_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&CREATE_MASK_FOLDER);
}

// ----- extract -----

pub(crate) fn set_prop(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Attribute) {
    let id = ctx.ident(name);
    let mut entries: Vec<rmlir_ir::NamedAttr> = match body.op(op).properties() {
        Some(p) => ctx.dictionary_entries(p).to_vec(),
        None => Vec::new(),
    };
    match entries.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => entries.push(rmlir_ir::NamedAttr { name: id, value }),
    }
    let dict = ctx.dictionary_attr(entries);
    body.op_mut(op).set_properties(Some(dict));
}

/// A position entry: a constant or an SSA value.
#[derive(Copy, Clone)]
pub(crate) enum Pos {
    Int(i64),
    Dyn(Value),
}

/// How many operands come before the dynamic position of an extract (the
/// source) or an insert (the value stored and the destination).
pub(crate) fn position_lead(ctx: &Context, body: &Body, op: OpId) -> usize {
    if is_op(ctx, body, op, &crate::INSERT_OP) {
        2
    } else {
        1
    }
}

/// The mixed position of an extract or insert: static entries and the
/// dynamic operands in order.
pub(crate) fn mixed_position(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Pos>> {
    let statics = body
        .op(op)
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"static_position"))
        .and_then(|a| ctx.dense_i64_array(a))?;
    let dyns: Vec<Value> = body.operands(op).skip(position_lead(ctx, body, op)).collect();
    let mut it = dyns.into_iter();
    let mut out = Vec::with_capacity(statics.len());
    for s in statics {
        if s == rmlir_ir::types::DYNAMIC {
            out.push(Pos::Dyn(it.next()?));
        } else {
            out.push(Pos::Int(s));
        }
    }
    if it.next().is_some() {
        return None;
    }
    Some(out)
}

/// Sets the position of an extract or insert, after its `lead` operands.
pub(crate) fn set_mixed_position(ctx: &Context, body: &mut Body, op: OpId, lead: &[Value], pos: &[Pos]) {
    let mut operands = lead.to_vec();
    let mut statics = Vec::with_capacity(pos.len());
    for p in pos {
        match *p {
            Pos::Int(i) => statics.push(i),
            Pos::Dyn(v) => {
                statics.push(rmlir_ir::types::DYNAMIC);
                operands.push(v);
            }
        }
    }
    body.set_operands(op, &operands);
    let a = ctx.dense_i64_array_attr(&statics);
    set_prop(ctx, body, op, "static_position", a);
}

/// `extractInsertFoldConstantOp`: constant dynamic indices of an extract
/// or insert become static ones; true when some did.
pub(crate) fn fold_constant_indices(f: &mut FoldCtx<'_>, pos: &mut [Pos]) -> bool {
    let lead_len = position_lead(f.ctx, f.body, f.op);
    let mut changed = false;
    let mut dyn_idx = lead_len;
    for p in pos.iter_mut() {
        if let Pos::Dyn(_) = p {
            if let Some(c) = f.operands.get(dyn_idx).copied().flatten().and_then(|a| f.ctx.int_value(a)) {
                *p = Pos::Int(c);
                changed = true;
            }
            dyn_idx += 1;
        }
    }
    if changed {
        let lead: Vec<Value> = f.body.operands(f.op).take(lead_len).collect();
        set_mixed_position(f.ctx, f.body, f.op, &lead, pos);
    }
    changed
}

/// `ExtractOp::fold` (the common cases: no position, constant indices,
/// constant sources, chains of extracts, extracts of broadcasts).
pub(crate) fn fold_extract(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) == 0 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    let Some(mut pos) = mixed_position(ctx, f.body, f.op) else {
        return Fold::Failure;
    };
    if pos.is_empty() && f.body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    if constant(f, 0).is_some_and(|c| is_poison(ctx, c)) {
        return poison(ctx);
    }
    let in_place = fold_constant_indices(f, &mut pos);
    let statics: Option<Vec<i64>> = pos
        .iter()
        .map(|p| match p {
            Pos::Int(i) => Some(*i),
            Pos::Dyn(_) => None,
        })
        .collect();
    if statics.as_ref().is_some_and(|s| s.contains(&POISON_INDEX)) {
        return poison(ctx);
    }
    if let Some(v) = extract_from_from_elements(ctx, f.body, f.op) {
        return FoldCtx::single(FoldResult::Value(v));
    }
    // A constant source.
    if let Some(c) = constant(f, 0) {
        if let Some(a) = fold_dense_extract(ctx, c, f.body.value_type(src), res_ty, statics.as_deref()) {
            return FoldCtx::single(FoldResult::Attr(a));
        }
    }
    // extract(extract(x, p1), p2) -> extract(x, p1 ++ p2).
    if let Some(inner) = defining(ctx, f.body, src, &crate::EXTRACT_OP) {
        if let Some(inner_pos) = mixed_position(ctx, f.body, inner) {
            let inner_src = f.body.operand(inner, 0);
            let mut all = inner_pos;
            all.extend_from_slice(&pos);
            set_mixed_position(ctx, f.body, f.op, &[inner_src], &all);
            return Fold::InPlace;
        }
    }
    if let Some(statics) = &statics {
        match crate::extract::fold_insert_transpose_chain(ctx, f.body, f.op, statics) {
            Some(crate::extract::ChainFold::Value(v)) => return FoldCtx::single(FoldResult::Value(v)),
            Some(crate::extract::ChainFold::InPlace) => return Fold::InPlace,
            None => {}
        }
    }
    // extract(broadcast(x)).
    if let Some(b) = defining(ctx, f.body, src, &BROADCAST_OP) {
        if f.body.operand_count(b) == 1 {
            let input = f.body.operand(b, 0);
            let in_ty = f.body.value_type(input);
            if in_ty == res_ty {
                return FoldCtx::single(FoldResult::Value(input));
            }
            let in_shape = vector_parts(ctx, in_ty).map(|(s, _, _)| s.to_vec());
            let ex_shape = vector_parts(ctx, res_ty).map(|(s, _, _)| s.to_vec());
            let in_rank = in_shape.as_ref().map_or(0, |s| s.len());
            let ex_rank = ex_shape.as_ref().map_or(0, |s| s.len());
            let bc_rank = vector_parts(ctx, f.body.value_type(src)).map_or(0, |(s, _, _)| s.len());
            if let Some(in_shape) = in_shape.filter(|_| ex_rank <= in_rank) {
                let suffix_ok = ex_shape
                    .as_ref()
                    .is_none_or(|e| e[..] == in_shape[in_rank - ex_rank..]);
                if suffix_ok && bc_rank >= in_rank {
                    let delta_overall = in_rank - ex_rank;
                    let delta_bc = bc_rank - in_rank;
                    let mut new_pos = Vec::with_capacity(delta_overall);
                    for (i, &size) in in_shape[..delta_overall].iter().enumerate() {
                        match pos.get(i + delta_bc) {
                            _ if size == 1 => new_pos.push(Pos::Int(0)),
                            Some(&p) => new_pos.push(p),
                            None => return if in_place { Fold::InPlace } else { Fold::Failure },
                        }
                    }
                    set_mixed_position(ctx, f.body, f.op, &[input], &new_pos);
                    return Fold::InPlace;
                }
            }
        }
    }
    if let Some(statics) = &statics {
        let folded = fold_extract_from_shuffle(ctx, f.body, f.op, statics)
            || crate::extract::fold_from_shape_cast(ctx, f.body, f.op, statics)
            || crate::extract::fold_from_extract_strided(ctx, f.body, f.op, statics)
            || crate::extract::fold_from_insert_strided_chain(ctx, f.body, f.op, statics);
        if folded {
            return Fold::InPlace;
        }
    }
    if in_place {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `kPoisonIndex`: a position that makes an extract or insert poison.
pub(crate) const POISON_INDEX: i64 = -1;

/// Largest constant this folder expands to pick elements from.
pub(crate) const MAX_EXPANDED: usize = 1 << 16;

/// `foldDenseElementsAttrSrcExtractOp`.
fn fold_dense_extract(
    ctx: &Context,
    c: Attribute,
    src_ty: Type,
    res_ty: Type,
    statics: Option<&[i64]>,
) -> Option<Attribute> {
    let AttrKind::DenseElements { splat, .. } = ctx.attr_kind(c) else {
        return None;
    };
    if *splat {
        let v = rmlir_ir::common_folders::element_at(ctx, c, 0)?;
        return if vector_parts(ctx, res_ty).is_some() {
            dense_from_attrs(ctx, res_ty, &[v])
        } else {
            Some(v)
        };
    }
    let (shape, scalable, _) = vector_parts(ctx, src_ty)?;
    if scalable.iter().any(|&b| b) {
        return None;
    }
    let statics = statics?;
    let n: usize = shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(usize::try_from(d).ok()?))?;
    if n > MAX_EXPANDED {
        return None;
    }
    let mut start = 0usize;
    let mut stride = n;
    for (i, &d) in shape.iter().enumerate() {
        stride /= usize::try_from(d).ok().filter(|&d| d > 0)?;
        let p = statics.get(i).copied().unwrap_or(0);
        let p = usize::try_from(p).ok().filter(|&p| p < d as usize)?;
        start += p * stride;
    }
    let values = rmlir_ir::common_folders::dense_element_attrs(ctx, c)?;
    match vector_parts(ctx, res_ty) {
        Some((rs, _, _)) => {
            let count: usize = rs.iter().map(|&d| d.max(0) as usize).product();
            let slice = values.get(start..start.checked_add(count)?)?;
            dense_from_attrs(ctx, res_ty, slice)
        }
        None => values.get(start).copied(),
    }
}

// ----- transpose -----

/// Whether `src` (a scalar or vector) broadcasts to the vector `dst`.
pub(crate) fn broadcastable(ctx: &Context, src: Type, dst: Type) -> bool {
    let Some((ds, dsc, de)) = vector_parts(ctx, dst) else {
        return false;
    };
    let Some((ss, ssc, se)) = vector_parts(ctx, src) else {
        return src == de;
    };
    if se != de || ss.len() > ds.len() {
        return false;
    }
    let lead = ds.len() - ss.len();
    ss.iter().enumerate().all(|(i, &d)| {
        let s_sc = ssc.get(i).copied().unwrap_or(false);
        let d_sc = dsc.get(lead + i).copied().unwrap_or(false);
        (d == 1 && !s_sc) || (d == ds[lead + i] && s_sc == d_sc)
    })
}

/// `FoldTransposeBroadcast`: a transpose of a broadcast that only permutes
/// dimensions within the groups the broadcast creates is a broadcast.
fn fold_transpose_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(b) = defining(ctx, rw.body, rw.body.operand(op, 0), &BROADCAST_OP) else {
        return false;
    };
    if rw.body.operand_count(b) != 1 {
        return false;
    }
    let input = rw.body.operand(b, 0);
    let in_ty = rw.body.value_type(input);
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let perm = rw
        .body
        .op(op)
        .properties()
        .and_then(|p| ctx.dictionary_get(p, b"permutation"))
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default();
    let in_shape: Vec<i64> = vector_parts(ctx, in_ty).map_or(Vec::new(), |(s, _, _)| s.to_vec());
    let out_rank = vector_parts(ctx, res_ty).map_or(0, |(s, _, _)| s.len());
    if perm.len() != out_rank || in_shape.len() > out_rank {
        return false;
    }
    let delta = out_rank - in_shape.len();
    let mut low = 0usize;
    for i in 0..in_shape.len() {
        let not_one = in_shape[i] != 1;
        let prev_not_one = i != 0 && in_shape[i - 1] != 1;
        if not_one || prev_not_one {
            let high = i + delta;
            for &p in &perm[low..high] {
                if p < low as i64 || p >= high as i64 {
                    return false;
                }
            }
            low = high;
        }
    }
    if !broadcastable(ctx, in_ty, res_ty) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, res_ty, input).vector();
    rw.replace_op(op, &[new]);
    true
}

static FOLD_TRANSPOSE_BROADCAST: FnPattern =
    FnPattern::new("FoldTransposeBroadcast", "vector.transpose", fold_transpose_broadcast);

/// `FoldTransposeShapeCast`: a transpose that only moves unit dimensions
/// of a `shape_cast` is a `shape_cast`.
fn fold_transpose_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let Some(cast) = defining(ctx, rw.body, src, &SHAPE_CAST_OP) else {
        return false;
    };
    let perm = prop_i64s(ctx, rw.body, op, "permutation").unwrap_or_default();
    let keeps_order = vector_parts(ctx, rw.body.value_type(src))
        .is_some_and(|(shape, scalable, _)| order_preserving(shape, scalable, &perm));
    if !keeps_order {
        return false;
    }
    let input = rw.body.operand(cast, 0);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let new = crate::ShapeCastOp::build(rw, loc, ty, input).result();
    rw.replace_op(op, &[new]);
    true
}

static FOLD_TRANSPOSE_SHAPE_CAST: FnPattern =
    FnPattern::new("FoldTransposeShapeCast", "vector.transpose", fold_transpose_shape_cast);

/// `FoldTransposeCreateMask`: a transposed `create_mask` or
/// `constant_mask` is one with its sizes permuted.
fn fold_transpose_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let Some(perm) = prop_i64s(ctx, rw.body, op, "permutation") else {
        return false;
    };
    let Some(perm) = perm.iter().map(|&p| usize::try_from(p).ok()).collect::<Option<Vec<usize>>>() else {
        return false;
    };
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let new = if let Some(cm) = defining(ctx, rw.body, src, &crate::CREATE_MASK_OP) {
        let sizes: Vec<Value> = rw.body.operands(cm).collect();
        let Some(permuted) = perm.iter().map(|&p| sizes.get(p).copied()).collect::<Option<Vec<Value>>>() else {
            return false;
        };
        crate::CreateMaskOp::build(rw, loc, ty, &permuted).result()
    } else if let Some(cm) = defining(ctx, rw.body, src, &crate::CONSTANT_MASK_OP) {
        let sizes = prop_i64s(ctx, rw.body, cm, "mask_dim_sizes").unwrap_or_default();
        let Some(permuted) = perm.iter().map(|&p| sizes.get(p).copied()).collect::<Option<Vec<i64>>>() else {
            return false;
        };
        let attr = ctx.dense_i64_array_attr(&permuted);
        crate::ConstantMaskOp::build(rw, loc, ty, attr).result()
    } else {
        return false;
    };
    rw.replace_op(op, &[new]);
    true
}

static FOLD_TRANSPOSE_CREATE_MASK: FnPattern =
    FnPattern::new("FoldTransposeCreateMask", "vector.transpose", fold_transpose_create_mask);

pub(crate) fn transpose_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&FOLD_TRANSPOSE_CREATE_MASK);
    out.push(&FOLD_TRANSPOSE_SHAPE_CAST);
    out.push(&TRANSPOSE_FOLDER);
    out.push(&FOLD_TRANSPOSE_BROADCAST);
}

// ----- from_elements -----

/// Row-major linear index of a static position into `shape` (the first
/// `pos.len()` dimensions), scaled to the remaining ones.
fn linear_index(shape: &[i64], pos: &[i64]) -> Option<(usize, usize)> {
    if pos.len() > shape.len() {
        return None;
    }
    let mut idx = 0usize;
    for (i, &p) in pos.iter().enumerate() {
        let d = usize::try_from(shape[i]).ok()?;
        let p = usize::try_from(p).ok().filter(|&p| p < d)?;
        idx = idx.checked_mul(d)?.checked_add(p)?;
    }
    let mut chunk = 1usize;
    for &d in &shape[pos.len()..] {
        chunk = chunk.checked_mul(usize::try_from(d).ok()?)?;
    }
    Some((idx.checked_mul(chunk)?, chunk))
}

/// `foldScalarExtractFromFromElements`: a scalar extracted from a
/// `from_elements` is the element.
pub(crate) fn extract_from_from_elements(ctx: &Context, body: &Body, op: OpId) -> Option<Value> {
    let src = body.operand(op, 0);
    let fe = defining(ctx, body, src, &crate::FROM_ELEMENTS_OP)?;
    let res_ty = body.value_type(body.result(op, 0));
    if vector_parts(ctx, res_ty).is_some() {
        return None;
    }
    let pos = mixed_position(ctx, body, op)?;
    let statics: Vec<i64> = pos
        .iter()
        .map(|p| match p {
            Pos::Int(i) => Some(*i),
            Pos::Dyn(_) => None,
        })
        .collect::<Option<_>>()?;
    let (shape, _, _) = vector_parts(ctx, body.value_type(src))?;
    let (start, _) = linear_index(shape, &statics)?;
    let v = body.operands(fe).nth(start)?;
    (body.value_type(v) == res_ty).then_some(v)
}

/// `ExtractOp` of a vector from a `from_elements`: a `from_elements` of
/// the slice.
fn extract_vector_from_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let Some(fe) = defining(ctx, rw.body, src, &crate::FROM_ELEMENTS_OP) else {
        return false;
    };
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    if vector_parts(ctx, res_ty).is_none() {
        return false;
    }
    let Some(pos) = mixed_position(ctx, rw.body, op) else {
        return false;
    };
    let Some(statics) = pos
        .iter()
        .map(|p| match p {
            Pos::Int(i) => Some(*i),
            Pos::Dyn(_) => None,
        })
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let Some((shape, _, _)) = vector_parts(ctx, rw.body.value_type(src)) else {
        return false;
    };
    let Some((start, chunk)) = linear_index(shape, &statics) else {
        return false;
    };
    let elems: Vec<Value> = rw.body.operands(fe).skip(start).take(chunk).collect();
    if elems.len() != chunk {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::FromElementsOp::build(rw, loc, res_ty, &elems).dest();
    rw.replace_op(op, &[new]);
    true
}

static EXTRACT_FROM_FROM_ELEMENTS: FnPattern = FnPattern::new(
    "ExtractFromFromElements",
    "vector.extract",
    extract_vector_from_from_elements,
);

/// `ExtractOpFromBroadcast`: a vector extracted from a broadcast of a
/// value that broadcasts to it is a broadcast of that value.
fn extract_from_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return false;
    }
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    if vector_parts(ctx, res_ty).is_none() {
        return false;
    }
    let Some(b) = defining(ctx, rw.body, rw.body.operand(op, 0), &BROADCAST_OP) else {
        return false;
    };
    let input = rw.body.operand(b, 0);
    if !broadcastable(ctx, rw.body.value_type(input), res_ty) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, res_ty, input).vector();
    rw.replace_op(op, &[new]);
    true
}

/// `ExtractOpFromCreateMask`: a vector extracted from a `create_mask` is
/// the `create_mask` of the remaining sizes, or all false when the
/// position is outside the mask.
fn extract_from_create_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return false;
    }
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let src = rw.body.operand(op, 0);
    let Some(cm) = defining(ctx, rw.body, src, &crate::CREATE_MASK_OP) else {
        return false;
    };
    let Some((mask_shape, _, _)) = vector_parts(ctx, rw.body.value_type(src)) else {
        return false;
    };
    if vector_parts(ctx, res_ty).is_none() {
        return false;
    }
    let Some(pos) = mixed_position(ctx, rw.body, op) else {
        return false;
    };
    let sizes: Vec<Value> = rw.body.operands(cm).collect();
    if pos.len() > sizes.len() {
        return false;
    }
    let mut unknown = false;
    let mut all_false = crate::reduction::mask_format(ctx, rw.body, rw.body_id, src) == crate::reduction::MaskFormat::AllFalse;
    for (dim, p) in pos.iter().enumerate() {
        if all_false {
            break;
        }
        let bound = defining(ctx, rw.body, sizes[dim], &rmlir_arith::ops::CONSTANT_OP)
            .and_then(|_| value_constant(ctx, rw.body, rw.body_id, sizes[dim]))
            .and_then(|a| ctx.int_value(a));
        let Some(bound) = bound else {
            unknown = true;
            continue;
        };
        match p {
            Pos::Int(p) => all_false |= *p >= bound,
            Pos::Dyn(_) => unknown |= mask_shape.get(dim).is_some_and(|&d| bound < d),
        }
    }
    let loc = rw.body.op(op).loc;
    let new = if all_false {
        let Some(attr) = rmlir_ir::common_folders::bool_attr_of_type(ctx, res_ty, false) else {
            return false;
        };
        rmlir_arith::ops::ConstantOp::build(rw, loc, res_ty, attr).result()
    } else if !unknown {
        crate::CreateMaskOp::build(rw, loc, res_ty, &sizes[pos.len()..]).result()
    } else {
        return false;
    };
    rw.replace_op(op, &[new]);
    true
}

static EXTRACT_FROM_CREATE_MASK: FnPattern =
    FnPattern::new("ExtractOpFromCreateMask", "vector.extract", extract_from_create_mask);

static EXTRACT_FROM_BROADCAST: FnPattern =
    FnPattern::new("ExtractOpFromBroadcast", "vector.extract", extract_from_broadcast);

pub(crate) fn extract_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&EXTRACT_FROM_BROADCAST);
    out.push(&EXTRACT_FROM_CREATE_MASK);
    out.push(&EXTRACT_FROM_FROM_ELEMENTS);
    out.push(&EXTRACT_TO_SHAPE_CAST);
}

/// `FromElementsOp::fold`: the elements of one `to_elements`, in order,
/// are its source; constant elements are a constant.
pub(crate) fn fold_from_elements(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.num_results(f.op) != 1 || f.body.operand_count(f.op) == 0 {
        return Fold::Failure;
    }
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    let first = f.body.operand(f.op, 0);
    if let Some(te) = defining(ctx, f.body, first, &crate::TO_ELEMENTS_OP) {
        let source = f.body.operand(te, 0);
        if f.body.operands(f.op).eq(f.body.results(te)) && f.body.value_type(source) == res_ty {
            return FoldCtx::single(FoldResult::Value(source));
        }
    }
    let Some((_, _, elem)) = vector_parts(ctx, res_ty) else {
        return Fold::Failure;
    };
    if !matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)) {
        return Fold::Failure;
    }
    let Some(values) = f
        .operands
        .iter()
        .map(|a| a.filter(|&a| !is_poison(ctx, a)).map(|a| crate::slices::retype_int(ctx, a, elem)))
        .collect::<Option<Vec<Attribute>>>()
    else {
        return Fold::Failure;
    };
    match dense_from_attrs(ctx, res_ty, &values) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `ToElementsOp::fold`: the elements of a `from_elements` are its
/// operands.
pub(crate) fn fold_to_elements(f: &mut FoldCtx<'_>) -> Fold {
    if f.body.operand_count(f.op) != 1 {
        return Fold::Failure;
    }
    let Some(fe) = defining(f.ctx, f.body, f.body.operand(f.op, 0), &crate::FROM_ELEMENTS_OP) else {
        return Fold::Failure;
    };
    if f.body.operand_count(fe) != f.body.num_results(f.op) {
        return Fold::Failure;
    }
    Fold::Results(f.body.operands(fe).map(FoldResult::Value).collect())
}

/// `ToElementsOfBroadcast`: the elements of a broadcast are its scalar, or
/// the elements of its vector each lands on.
fn to_elements_of_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let Some(b) = defining(ctx, rw.body, src, &BROADCAST_OP) else {
        return false;
    };
    let input = rw.body.operand(b, 0);
    let n = rw.body.num_results(op);
    let Some((in_shape, _, elem)) = vector_parts(ctx, rw.body.value_type(input)) else {
        rw.replace_op(op, &vec![input; n]);
        return true;
    };
    let Some((out_shape, _, _)) = vector_parts(ctx, rw.body.value_type(src)) else {
        return false;
    };
    let (in_shape, out_shape) = (in_shape.to_vec(), out_shape.to_vec());
    let Some(lead) = out_shape.len().checked_sub(in_shape.len()) else {
        return false;
    };
    let in_count = in_shape.iter().try_fold(1i64, |acc, &d| acc.checked_mul(d));
    let Some(in_count) = in_count.and_then(|c| usize::try_from(c).ok()) else {
        return false;
    };
    // The element of the input each output position reads.
    let mut picks = Vec::with_capacity(n);
    let mut index = vec![0i64; out_shape.len()];
    for _ in 0..n {
        let mut lin = 0i64;
        for (d, &size) in in_shape.iter().enumerate() {
            let coord = if size == 1 { 0 } else { index[lead + d] };
            lin = lin * size + coord;
        }
        let Some(pick) = usize::try_from(lin).ok().filter(|&l| l < in_count) else {
            return false;
        };
        picks.push(pick);
        for d in (0..index.len()).rev() {
            index[d] += 1;
            if index[d] < out_shape[d] {
                break;
            }
            index[d] = 0;
        }
    }
    let loc = rw.body.op(op).loc;
    let types = vec![elem; in_count];
    let elements = crate::ToElementsOp::build(rw, loc, &types, input).id();
    let values: Vec<Value> = picks.into_iter().map(|p| rw.body.result(elements, p)).collect();
    rw.replace_op(op, &values);
    true
}

static TO_ELEMENTS_OF_BROADCAST: FnPattern =
    FnPattern::new("ToElementsOfBroadcast", "vector.to_elements", to_elements_of_broadcast);

pub(crate) fn to_elements_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&TO_ELEMENTS_OF_BROADCAST);
}

/// `from_elements` of one repeated value is a broadcast.
fn from_elements_to_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.num_results(op) != 1 {
        return false;
    }
    let elems: Vec<Value> = rw.body.operands(op).collect();
    let Some(&first) = elems.first() else {
        return false;
    };
    if elems.iter().any(|&e| e != first) {
        return false;
    }
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, res_ty, first).vector();
    rw.replace_op(op, &[new]);
    true
}

static FROM_ELEMENTS_TO_BROADCAST: FnPattern = FnPattern::new(
    "FromElementsToBroadcast",
    "vector.from_elements",
    from_elements_to_broadcast,
);

/// `FromElementsToShapeCast`: the elements, in order, of a contiguous
/// trailing block of one vector are a `shape_cast` of (an `extract` of)
/// that vector.
fn from_elements_to_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.num_results(op) != 1 || rw.body.operand_count(op) == 0 {
        return false;
    }
    let elements: Vec<Value> = rw.body.operands(op).collect();
    let mut source = None;
    let mut first = None;
    let mut strides = Vec::new();
    for (i, &e) in elements.iter().enumerate() {
        let Some(ex) = defining(ctx, rw.body, e, &crate::EXTRACT_OP) else {
            return false;
        };
        let src = rw.body.operand(ex, 0);
        let Some((shape, _, _)) = vector_parts(ctx, rw.body.value_type(src)) else {
            return false;
        };
        let Some(pos) = prop_i64s(ctx, rw.body, ex, "static_position") else {
            return false;
        };
        // Only scalars taken at static positions.
        if rw.body.operand_count(ex) != 1 || pos.len() != shape.len() || shape.is_empty() {
            return false;
        }
        if *source.get_or_insert(src) != src {
            return false;
        }
        if strides.is_empty() {
            strides = vec![1i64; shape.len()];
            for d in (0..shape.len() - 1).rev() {
                strides[d] = strides[d + 1].saturating_mul(shape[d + 1]);
            }
        }
        let lin: i64 = pos.iter().zip(&strides).map(|(&p, &s)| p.saturating_mul(s)).sum();
        let start = *first.get_or_insert(lin);
        if lin != start + i as i64 {
            return false;
        }
    }
    let Some(source) = source else {
        return false;
    };
    let Some(ex0) = defining(ctx, rw.body, elements[0], &crate::EXTRACT_OP) else {
        return false;
    };
    let pos0 = prop_i64s(ctx, rw.body, ex0, "static_position").unwrap_or_default();
    let Some((shape, scalable, elem)) = vector_parts(ctx, rw.body.value_type(source)) else {
        return false;
    };
    let n = elements.len() as i64;
    // The innermost dimensions holding exactly the elements, starting at
    // the first one.
    let Some(k) = (0..=shape.len())
        .rev()
        .find(|&k| {
            let count = shape[k..].iter().try_fold(1i64, |acc, &d| acc.checked_mul(d));
            count == Some(n) && pos0[k..].iter().all(|&p| p == 0)
        })
    else {
        return false;
    };
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let mut v = source;
    if k > 0 {
        let ty = crate::vector_type(ctx, &shape[k..], &scalable[k..], elem);
        let pos = ctx.dense_i64_array_attr(&pos0[..k]);
        v = crate::ExtractOp::build(rw, loc, ty, source, &[], pos).result();
    }
    if rw.body.value_type(v) != res_ty {
        v = crate::ShapeCastOp::build(rw, loc, res_ty, v).result();
    }
    rw.replace_op(op, &[v]);
    true
}

static FROM_ELEMENTS_TO_SHAPE_CAST: FnPattern = FnPattern::new(
    "FromElementsToShapeCast",
    "vector.from_elements",
    from_elements_to_shape_cast,
);

pub(crate) fn from_elements_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&FROM_ELEMENTS_TO_BROADCAST);
    out.push(&FROM_ELEMENTS_TO_SHAPE_CAST);
}

// ----- shape_cast -----

pub(crate) fn num_elements(ctx: &Context, t: Type) -> Option<i128> {
    vector_parts(ctx, t).map(|(s, _, _)| s.iter().map(|&d| d as i128).product())
}

/// `ShapeCastBroadcastFolder`: `shape_cast(broadcast(x))` is
/// `shape_cast(x)` when `x` has as many elements, else `broadcast(x)`
/// when `x` broadcasts to the result.
fn shape_cast_broadcast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(b) = defining(ctx, rw.body, rw.body.operand(op, 0), &BROADCAST_OP) else {
        return false;
    };
    if rw.body.operand_count(b) != 1 {
        return false;
    }
    let input = rw.body.operand(b, 0);
    let in_ty = rw.body.value_type(input);
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    if vector_parts(ctx, in_ty).is_some() && num_elements(ctx, in_ty) == num_elements(ctx, res_ty) {
        let new = crate::ShapeCastOp::build(rw, loc, res_ty, input).result();
        rw.replace_op(op, &[new]);
        return true;
    }
    if broadcastable(ctx, in_ty, res_ty) {
        let new = crate::BroadcastOp::build(rw, loc, res_ty, input).vector();
        rw.replace_op(op, &[new]);
        return true;
    }
    false
}

static SHAPE_CAST_BROADCAST: FnPattern =
    FnPattern::new("ShapeCastBroadcastFolder", "vector.shape_cast", shape_cast_broadcast);

pub(crate) fn shape_cast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&SHAPE_CAST_BROADCAST);
}

/// An extract keeping every element of a `shape_cast` is a `shape_cast`
/// (which then folds with the first).
fn extract_to_shape_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) == 0 || rw.body.num_results(op) != 1 {
        return false;
    }
    let src = rw.body.operand(op, 0);
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    if vector_parts(ctx, res_ty).is_none() || defining(ctx, rw.body, src, &SHAPE_CAST_OP).is_none() {
        return false;
    }
    if num_elements(ctx, rw.body.value_type(src)) != num_elements(ctx, res_ty) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::ShapeCastOp::build(rw, loc, res_ty, src).result();
    rw.replace_op(op, &[new]);
    true
}

static EXTRACT_TO_SHAPE_CAST: FnPattern =
    FnPattern::new("ExtractToShapeCast", "vector.extract", extract_to_shape_cast);

// ----- more folders -----

pub(crate) fn prop_i64s(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Vec<i64>> {
    let a = body
        .op(op)
        .properties()
        .and_then(|p| ctx.dictionary_get(p, name.as_bytes()))?;
    ctx.dense_i64_array(a)
        .or_else(|| crate::attrs::int_array(ctx, a))
}

/// `StridedSliceConstantMaskFolder`.
fn strided_slice_constant_mask(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(cm) = defining(ctx, rw.body, rw.body.operand(op, 0), &crate::CONSTANT_MASK_OP) else {
        return false;
    };
    let (Some(mask), Some(offsets), Some(sizes), Some(strides)) = (
        prop_i64s(ctx, rw.body, cm, "mask_dim_sizes"),
        prop_i64s(ctx, rw.body, op, "offsets"),
        prop_i64s(ctx, rw.body, op, "sizes"),
        prop_i64s(ctx, rw.body, op, "strides"),
    ) else {
        return false;
    };
    if strides.iter().any(|&s| s != 1) {
        return false;
    }
    let mut out: Vec<i64> = mask
        .iter()
        .zip(offsets.iter().zip(&sizes))
        .map(|(&m, (&o, &s))| (o.saturating_add(s).min(m).saturating_sub(o)).max(0))
        .collect();
    out.extend_from_slice(&mask[out.len().min(mask.len())..]);
    if out.contains(&0) {
        out = vec![0; mask.len()];
    }
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let attr = ctx.dense_i64_array_attr(&out);
    let new = crate::ConstantMaskOp::build(rw, loc, ty, attr).result();
    rw.replace_op(op, &[new]);
    true
}

static STRIDED_SLICE_CONSTANT_MASK: FnPattern = FnPattern::new(
    "StridedSliceConstantMaskFolder",
    "vector.extract_strided_slice",
    strided_slice_constant_mask,
);

pub(crate) fn strided_slice_mask_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&STRIDED_SLICE_CONSTANT_MASK);
}

/// `TransposeFolder`: two transposes are one.
fn transpose_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(parent) = defining(ctx, rw.body, rw.body.operand(op, 0), &crate::TRANSPOSE_OP) else {
        return false;
    };
    let (Some(p1), Some(p2)) = (
        prop_i64s(ctx, rw.body, parent, "permutation"),
        prop_i64s(ctx, rw.body, op, "permutation"),
    ) else {
        return false;
    };
    let Some(perm) = p2
        .iter()
        .map(|&i| usize::try_from(i).ok().and_then(|i| p1.get(i).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    if rw.body.operand_count(parent) != 1 {
        return false;
    }
    let input = rw.body.operand(parent, 0);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let attr = ctx.dense_i64_array_attr(&perm);
    let new = crate::TransposeOp::build(rw, loc, ty, input, attr).result();
    rw.replace_op(op, &[new]);
    true
}

static TRANSPOSE_FOLDER: FnPattern =
    FnPattern::new("TransposeFolder", "vector.transpose", transpose_folder);

/// `BroadcastFolder`: a broadcast of a broadcast is one broadcast.
fn broadcast_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    if rw.body.operand_count(op) != 1 || rw.body.num_results(op) != 1 {
        return false;
    }
    let Some(inner) = defining(ctx, rw.body, rw.body.operand(op, 0), &BROADCAST_OP) else {
        return false;
    };
    if rw.body.operand_count(inner) != 1 {
        return false;
    }
    let input = rw.body.operand(inner, 0);
    let ty = rw.body.value_type(rw.body.result(op, 0));
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, ty, input).vector();
    rw.replace_op(op, &[new]);
    true
}

static BROADCAST_FOLDER: FnPattern =
    FnPattern::new("BroadcastFolder", "vector.broadcast", broadcast_folder);

pub(crate) fn broadcast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&BROADCAST_FOLDER);
}

/// `MultiDimReductionOp::fold`: reducing no dimension of a 1-D vector is
/// the vector.
pub(crate) fn fold_multi_reduction(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 2 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let rank = vector_parts(ctx, f.body.value_type(src)).map_or(0, |(s, _, _)| s.len());
    let dims = prop_i64s(ctx, f.body, f.op, "reduction_dims").unwrap_or_default();
    if rank == 1 && !dims.contains(&0) {
        return FoldCtx::single(FoldResult::Value(src));
    }
    Fold::Failure
}

/// `ShuffleOp::fold`: shuffles taking one operand whole are it; shuffles
/// of constants are constants.
pub(crate) fn fold_shuffle(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 2 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let (v1, v2) = (f.body.operand(f.op, 0), f.body.operand(f.op, 1));
    let (Some((s1, _, _)), Some((s2, _, _))) =
        (vector_parts(ctx, f.body.value_type(v1)), vector_parts(ctx, f.body.value_type(v2)))
    else {
        return Fold::Failure;
    };
    // A 0-D shuffle's result is 1-D: not a fold.
    let (Some(&n1), Some(&n2)) = (s1.first(), s2.first()) else {
        return Fold::Failure;
    };
    let rank = s1.len();
    let mask = prop_i64s(ctx, f.body, f.op, "mask").unwrap_or_default();
    let is_step = |begin: i64, width: i64| {
        mask.len() as i64 == width && mask.iter().enumerate().all(|(i, &m)| m == begin + i as i64)
    };
    if is_step(0, n1) {
        return FoldCtx::single(FoldResult::Value(v1));
    }
    if is_step(n1, n2) {
        return FoldCtx::single(FoldResult::Value(v2));
    }
    let (Some(c1), Some(c2)) = (constant(f, 0), constant(f, 1)) else {
        return Fold::Failure;
    };
    let (p1, p2) = (is_poison(ctx, c1), is_poison(ctx, c2));
    if p1 && p2 {
        return poison(ctx);
    }
    if rank != 1 {
        return Fold::Failure;
    }
    let elements = |c: Attribute, p: bool| {
        if p {
            Some(Vec::new())
        } else {
            rmlir_ir::common_folders::dense_element_attrs(ctx, c)
        }
    };
    let (Some(e1), Some(e2)) = (elements(c1, p1), elements(c2, p2)) else {
        return Fold::Failure;
    };
    // Poison lanes take the first element of the first operand that is not
    // poison.
    let Some(&filler) = e1.first().or(e2.first()) else {
        return Fold::Failure;
    };
    let pick = |m: i64| -> Option<Attribute> {
        if m == POISON_INDEX {
            return Some(filler);
        }
        if m < n1 {
            return if p1 { Some(filler) } else { e1.get(usize::try_from(m).ok()?).copied() };
        }
        if p2 {
            Some(filler)
        } else {
            e2.get(usize::try_from(m - n1).ok()?).copied()
        }
    };
    let Some(values) = mask.iter().map(|&m| pick(m)).collect::<Option<Vec<Attribute>>>() else {
        return Fold::Failure;
    };
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    match dense_from_attrs(ctx, res_ty, &values) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// `getScalarSplatSource`: the scalar a broadcast of a scalar spreads.
fn scalar_splat_source(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let b = defining(ctx, body, v, &BROADCAST_OP)?;
    let src = body.operand(b, 0);
    vector_parts(ctx, body.value_type(src)).is_none().then_some(src)
}

/// The operands and result type of a two-operand shuffle.
fn shuffle_parts(op: OpId, rw: &PatternRewriter<'_>) -> Option<(Value, Value, Type)> {
    if rw.body.operand_count(op) != 2 || rw.body.num_results(op) != 1 {
        return None;
    }
    let res_ty = rw.body.value_type(rw.body.result(op, 0));
    Some((rw.body.operand(op, 0), rw.body.operand(op, 1), res_ty))
}

/// `ShuffleSplat`: a shuffle of two broadcasts of one scalar is a
/// broadcast of it.
fn shuffle_splat(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((v1, v2, res_ty)) = shuffle_parts(op, rw) else {
        return false;
    };
    let Some(s) = scalar_splat_source(ctx, rw.body, v1) else {
        return false;
    };
    if scalar_splat_source(ctx, rw.body, v2) != Some(s) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, res_ty, s).vector();
    rw.replace_op(op, &[new]);
    true
}

/// `ShuffleInterleave`: a 1-D shuffle taking lanes of its two operands in
/// turn is an `interleave`.
fn shuffle_interleave(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((v1, v2, res_ty)) = shuffle_parts(op, rw) else {
        return false;
    };
    let Some((res_shape, res_scalable, _)) = vector_parts(ctx, res_ty) else {
        return false;
    };
    let (t1, t2) = (rw.body.value_type(v1), rw.body.value_type(v2));
    let n = res_shape.first().copied().unwrap_or(0);
    if res_shape.len() != 1
        || res_scalable.iter().any(|&b| b)
        || t1 != t2
        || num_elements(ctx, t1).map(|c| c * 2) != Some(i128::from(n))
    {
        return false;
    }
    let mask = prop_i64s(ctx, rw.body, op, "mask").unwrap_or_default();
    let half = n / 2;
    if mask.len() as i64 != n || !(0..half).all(|i| mask[(2 * i) as usize] == i && mask[(2 * i + 1) as usize] == half + i) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let new = crate::InterleaveOp::build(rw, loc, res_ty, v1, v2).result();
    rw.replace_op(op, &[new]);
    true
}

/// `Canonicalize0DShuffleOp`: a one-lane shuffle of 0-D vectors is a
/// broadcast of the chosen one.
fn canonicalize_0d_shuffle(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some((v1, v2, _)) = shuffle_parts(op, rw) else {
        return false;
    };
    let Some((s1, _, e1)) = vector_parts(ctx, rw.body.value_type(v1)) else {
        return false;
    };
    let mask = prop_i64s(ctx, rw.body, op, "mask").unwrap_or_default();
    if !s1.is_empty() || mask.len() != 1 {
        return false;
    }
    let ty = crate::vector_type(ctx, &[1], &[], e1);
    let src = if mask[0] == 0 { v1 } else { v2 };
    let loc = rw.body.op(op).loc;
    let new = crate::BroadcastOp::build(rw, loc, ty, src).vector();
    rw.replace_op(op, &[new]);
    true
}

static SHUFFLE_SPLAT: FnPattern = FnPattern::new("ShuffleSplat", "vector.shuffle", shuffle_splat);
static SHUFFLE_INTERLEAVE: FnPattern = FnPattern::new("ShuffleInterleave", "vector.shuffle", shuffle_interleave);
static CANONICALIZE_0D_SHUFFLE: FnPattern =
    FnPattern::new("Canonicalize0DShuffleOp", "vector.shuffle", canonicalize_0d_shuffle);

pub(crate) fn shuffle_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&SHUFFLE_SPLAT);
    out.push(&SHUFFLE_INTERLEAVE);
    out.push(&CANONICALIZE_0D_SHUFFLE);
}

/// `foldExtractFromShuffle`: an element of a 1-D shuffle is the element of
/// the operand it came from.
pub(crate) fn fold_extract_from_shuffle(ctx: &Context, body: &mut Body, op: OpId, statics: &[i64]) -> bool {
    let Some(sh) = defining(ctx, body, body.operand(op, 0), &crate::SHUFFLE_OP) else {
        return false;
    };
    let res_rank = vector_parts(ctx, body.value_type(body.result(sh, 0))).map(|(s, _, _)| s.len());
    let Some(&n1) = vector_parts(ctx, body.value_type(body.operand(sh, 0))).and_then(|(s, _, _)| s.first()) else {
        return false;
    };
    let (Some(&idx), Some(mask)) = (statics.first(), prop_i64s(ctx, body, sh, "mask")) else {
        return false;
    };
    if res_rank != Some(1) {
        return false;
    }
    let Some(&m) = usize::try_from(idx).ok().and_then(|i| mask.get(i)) else {
        return false;
    };
    let (src, pos) = if m < n1 { (body.operand(sh, 0), m) } else { (body.operand(sh, 1), m - n1) };
    body.set_operands(op, &[src]);
    set_prop(ctx, body, op, "static_position", ctx.dense_i64_array_attr(&[pos]));
    true
}
