//! Verifiers, type predicates and inference of the vector ops
//! (`VectorOps.cpp`'s `verify` and `inferReturnTypes`).

use rmlir_ir::affine::AffineMap;
use rmlir_ir::op_def::{Effect, EffectKind, InferInput, TypeList, VerifyResult};
use rmlir_ir::op_verify::element_type_or_self;
use rmlir_ir::{AttrKind, Attribute, Context, OpView, Type, TypeKind};
use smallvec::smallvec;

use crate::attrs::{int_array, kind_of, COMBINING_KIND};
use crate::{vector_parts, vector_type};

fn ty_str(ctx: &Context, t: Type) -> String {
    rmlir_ir::printer::type_to_string(ctx, t)
}

fn elem_of(op: &OpView<'_>, t: Type) -> Type {
    element_type_or_self(op.ctx, t)
}

fn same_elem(op: &OpView<'_>, a: Option<Type>, b: Option<Type>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => elem_of(op, a) == elem_of(op, b),
        _ => true,
    }
}

fn operand_ty(op: &OpView<'_>, i: usize) -> Option<Type> {
    op.operand_of(i).map(|v| op.value_type(v))
}

fn result_ty(op: &OpView<'_>, i: usize) -> Option<Type> {
    (i < op.num_results()).then(|| op.result_type(i))
}

pub(crate) fn lhs_rhs_same_elem(op: &OpView<'_>) -> bool {
    same_elem(op, operand_ty(op, 0), operand_ty(op, 1))
}
pub(crate) fn acc_result_same_elem(op: &OpView<'_>) -> bool {
    same_elem(op, result_ty(op, 0), operand_ty(op, 2))
}
pub(crate) fn res0_op0_same_elem(op: &OpView<'_>) -> bool {
    same_elem(op, result_ty(op, 0), operand_ty(op, 0))
}
pub(crate) fn res0_op1_same_elem(op: &OpView<'_>) -> bool {
    same_elem(op, result_ty(op, 0), operand_ty(op, 1))
}
pub(crate) fn op0_op1_same_elem(op: &OpView<'_>) -> bool {
    same_elem(op, operand_ty(op, 0), operand_ty(op, 1))
}

fn shape_of(ctx: &Context, t: Type) -> &[i64] {
    vector_parts(ctx, t).map_or(&[][..], |(s, _, _)| s)
}
fn scalable_of(ctx: &Context, t: Type) -> &[bool] {
    vector_parts(ctx, t).map_or(&[][..], |(_, s, _)| s)
}
fn num_elements(shape: &[i64]) -> i128 {
    shape.iter().map(|&d| d as i128).product()
}

pub(crate) fn double_width(ctx: &Context, t: Type) -> Option<TypeList> {
    let (s, sc, e) = vector_parts(ctx, t)?;
    let mut s = s.to_vec();
    match s.last_mut() {
        Some(d) => *d = d.checked_mul(2)?,
        None => s.push(2),
    }
    rmlir_ir::op_def::one(Some(vector_type(ctx, &s, sc, e)))
}

pub(crate) fn half_width(ctx: &Context, t: Type) -> Option<TypeList> {
    let (s, sc, e) = vector_parts(ctx, t)?;
    let mut s = s.to_vec();
    let last = s.last_mut()?;
    if *last / 2 <= 0 {
        return rmlir_ir::op_def::one(Some(t));
    }
    *last /= 2;
    rmlir_ir::op_def::one(Some(vector_type(ctx, &s, sc, e)))
}

pub(crate) fn even_trailing(op: &OpView<'_>) -> bool {
    operand_ty(op, 0)
        .map(|t| shape_of(op.ctx, t))
        .and_then(|s| s.last().copied())
        .is_none_or(|d| d % 2 == 0)
}

fn pos(op: &OpView<'_>) -> i64 {
    op.prop("pos").and_then(|a| op.ctx.int_value(a)).unwrap_or(0)
}

pub(crate) fn scalable_insert_pos(op: &OpView<'_>) -> bool {
    let n = operand_ty(op, 0).map_or(1, |t| num_elements(shape_of(op.ctx, t)));
    n == 0 || (pos(op) as i128) % n == 0
}

pub(crate) fn scalable_extract_pos(op: &OpView<'_>) -> bool {
    let n = result_ty(op, 0).map_or(1, |t| num_elements(shape_of(op.ctx, t)));
    n == 0 || (pos(op) as i128) % n == 0
}

pub(crate) fn same_rank(op: &OpView<'_>) -> bool {
    match (operand_ty(op, 0), result_ty(op, 0)) {
        (Some(a), Some(b)) => shape_of(op.ctx, a).len() == shape_of(op.ctx, b).len(),
        _ => true,
    }
}

pub(crate) fn print_ok(op: &OpView<'_>) -> bool {
    if op.prop("stringLiteral").is_none() {
        return true;
    }
    let newline = op
        .prop("punctuation")
        .and_then(|a| op.ctx.as_dialect_attr(a, &crate::attrs::PUNCTUATION_ATTR_DEF))
        .is_none_or(|d| d.int(0) == 1);
    op.num_operands() == 0 && newline
}

fn elements_match(ctx: &Context, vec: Type, scalars: &[Type]) -> bool {
    let Some((s, _, e)) = vector_parts(ctx, vec) else {
        return true;
    };
    num_elements(s) == scalars.len() as i128 && scalars.iter().all(|&t| t == e)
}

pub(crate) fn to_elements_match(op: &OpView<'_>) -> bool {
    match operand_ty(op, 0) {
        Some(t) => elements_match(op.ctx, t, &op.result_types()),
        None => true,
    }
}

pub(crate) fn from_elements_operands(ctx: &Context, t: Type) -> Option<TypeList> {
    let (s, _, e) = vector_parts(ctx, t)?;
    let n = num_elements(s);
    if !(0..=MAX_INFERRED).contains(&n) {
        return None;
    }
    Some((0..n).map(|_| e).collect())
}

/// Upper bound on inferred element counts, so a huge vector does not make
/// an equally huge list of result types.
const MAX_INFERRED: i128 = 1 << 20;

pub(crate) fn to_elements_types(input: &InferInput<'_>) -> Result<smallvec::SmallVec<[Type; 2]>, Option<String>> {
    let Some(&t) = input.operand_types.first() else {
        return Err(None);
    };
    let Some((s, _, e)) = vector_parts(input.ctx, t) else {
        return Err(None);
    };
    let n = num_elements(s);
    if !(0..=MAX_INFERRED).contains(&n) {
        return Err(None);
    }
    Ok((0..n).map(|_| e).collect())
}

pub(crate) fn shuffle_result_type(input: &InferInput<'_>) -> Result<smallvec::SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let Some(&t) = input.operand_types.first() else {
        return Err(None);
    };
    let Some((s, sc, e)) = vector_parts(ctx, t) else {
        return Err(None);
    };
    let mask = input
        .prop("mask")
        .and_then(|a| ctx.dense_i64_array(a))
        .ok_or(None)?;
    let mut shape = vec![mask.len() as i64];
    let mut scal = vec![false];
    if !s.is_empty() {
        shape.extend_from_slice(&s[1..]);
        scal.extend_from_slice(&sc[1..]);
    }
    Ok(smallvec![vector_type(ctx, &shape, &scal, e)])
}

// ----- helpers on properties -----

fn i64s(op: &OpView<'_>, name: &str) -> Vec<i64> {
    let Some(a) = op.prop(name) else {
        return Vec::new();
    };
    op.ctx
        .dense_i64_array(a)
        .or_else(|| int_array(op.ctx, a))
        .unwrap_or_default()
}

fn err(op: &OpView<'_>, msg: impl std::fmt::Display) -> VerifyResult {
    Err(op.emit_op_error(msg))
}

fn is_int_or_index_or_float(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
    )
}

/// `isSupportedCombiningKind`.
fn supported_kind(ctx: &Context, kind: i64, elem: Type) -> bool {
    let int_or_index = matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Index);
    match kind {
        0 | 1 => is_int_or_index_or_float(ctx, elem),
        2 | 3 | 5 | 6 | 8 | 9 | 10 => int_or_index,
        4 | 7 | 11 | 12 => matches!(ctx.type_kind(elem), TypeKind::Float(_)),
        _ => false,
    }
}

fn kind_name(k: i64) -> &'static str {
    COMBINING_KIND.stringify(k).unwrap_or("")
}

// ----- verifiers -----

pub(crate) fn reduction(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let rank = shape_of(ctx, op.operand_type(0)).len();
    if rank > 1 {
        return err(op, format!("unsupported reduction rank: {rank}"));
    }
    let elt = op.result_type(0);
    let kind = op.prop("kind").and_then(|a| kind_of(ctx, a)).unwrap_or(0);
    if !supported_kind(ctx, kind, elt) {
        return err(
            op,
            format!(
                "unsupported reduction type '{}' for kind '{}'",
                ty_str(ctx, elt),
                kind_name(kind)
            ),
        );
    }
    Ok(())
}

pub(crate) fn multi_reduction(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let Some((s, sc, e)) = vector_parts(ctx, src) else {
        return Ok(());
    };
    let dims = i64s(op, "reduction_dims");
    let mut shape = Vec::new();
    let mut scal = Vec::new();
    for (i, &d) in s.iter().enumerate() {
        if !dims.contains(&(i as i64)) {
            shape.push(d);
            scal.push(sc.get(i).copied().unwrap_or(false));
        }
    }
    let inferred = if shape.is_empty() {
        e
    } else {
        vector_type(ctx, &shape, &scal, e)
    };
    let dest = op.result_type(0);
    if dest != inferred {
        return err(
            op,
            format!(
                "destination type {} is incompatible with source type {}",
                quoted(ctx, dest),
                quoted(ctx, src)
            ),
        );
    }
    Ok(())
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ty_str(ctx, t))
}

fn dim_str(d: i64, scalable: bool) -> String {
    if scalable {
        format!("[{d}]")
    } else {
        d.to_string()
    }
}

pub(crate) fn broadcast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let dst = op.result_type(0);
    let Some((ds, dsc, _)) = vector_parts(ctx, dst) else {
        return Ok(());
    };
    let Some((ss, ssc, _)) = vector_parts(ctx, src) else {
        if is_int_or_index_or_float(ctx, src) {
            return Ok(());
        }
        return err(op, "source type is not a vector");
    };
    if ss.len() > ds.len() {
        return err(op, "source rank higher than destination rank");
    }
    let lead = ds.len() - ss.len();
    for (i, &sd) in ss.iter().enumerate() {
        let dd = ds[lead + i];
        let s_sc = ssc.get(i).copied().unwrap_or(false);
        let d_sc = dsc.get(lead + i).copied().unwrap_or(false);
        if sd == 1 && !s_sc {
            continue;
        }
        if sd != dd || s_sc != d_sc {
            return err(
                op,
                format!("dimension mismatch ({} vs. {})", dim_str(sd, s_sc), dim_str(dd, d_sc)),
            );
        }
    }
    Ok(())
}

pub(crate) fn shuffle(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (v1, v2) = (op.operand_type(0), op.operand_type(1));
    let (s1, s2) = (shape_of(ctx, v1), shape_of(ctx, v2));
    let res = op.result_type(0);
    let rs = shape_of(ctx, res);
    let well_formed_0d = s1.is_empty() && s2.is_empty() && rs.len() == 1;
    let well_formed_nd = s1.len() == rs.len() && s2.len() == rs.len();
    if !well_formed_0d && !well_formed_nd {
        return err(op, "rank mismatch");
    }
    for r in 1..s1.len() {
        if rs.get(r) != s1.get(r) || rs.get(r) != s2.get(r) {
            return err(op, "dimension mismatch");
        }
    }
    let mask = i64s(op, "mask");
    if mask.is_empty() || rs.first().copied() != Some(mask.len() as i64) {
        return err(op, "invalid mask length");
    }
    let d1 = s1.first().copied().unwrap_or(1);
    let d2 = s2.first().copied().unwrap_or(1);
    let total = d1.saturating_add(d2);
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && (m < 0 || m >= total) {
            return err(op, format!("mask index #{} out of range", i + 1));
        }
    }
    Ok(())
}

/// `ExtractOp`/`InsertOp` position checks.
fn check_positions(op: &OpView<'_>, vec: Type, dest_word: &str, poison: bool) -> VerifyResult {
    let ctx = op.ctx;
    let shape = shape_of(ctx, vec);
    let positions = i64s(op, "static_position");
    if positions.len() > shape.len().max(0) && !(shape.is_empty() && positions.is_empty()) {
        return err(
            op,
            format!("expected position attribute of rank no greater than {dest_word}vector rank"),
        );
    }
    for (i, &p) in positions.iter().enumerate() {
        if p == rmlir_ir::types::DYNAMIC {
            continue;
        }
        let ok = (p >= 0 && p < shape[i]) || p == -1;
        if !ok {
            let tail = if poison {
                " or poison (-1)"
            } else {
                ""
            };
            return err(
                op,
                format!(
                    "expected position attribute #{} to be a non-negative integer smaller than the corresponding {dest_word}vector dimension{tail}",
                    i + 1
                ),
            );
        }
    }
    Ok(())
}

fn dynamic_count_check(op: &OpView<'_>, group: usize) -> VerifyResult {
    let positions = i64s(op, "static_position");
    let dynamic = positions.iter().filter(|&&p| p == rmlir_ir::types::DYNAMIC).count();
    if dynamic != op.operand_group(group).len() {
        return err(op, "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite");
    }
    Ok(())
}

pub(crate) fn extract(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    if let Some((_, _, _)) = vector_parts(ctx, op.result_type(0)) {
        if shape_of(ctx, op.result_type(0)).is_empty() {
            return Err(op.emit_error("expected a scalar instead of a 0-d vector as the result type"));
        }
    }
    dynamic_count_check(op, 1)?;
    check_positions(op, src, "", true)?;
    Ok(())
}

/// `ExtractOp::inferReturnTypes`.
pub(crate) fn extract_result_type(input: &InferInput<'_>) -> Result<smallvec::SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let Some(&src) = input.operand_types.first() else {
        return Err(None);
    };
    let Some((s, sc, e)) = vector_parts(ctx, src) else {
        return Err(None);
    };
    let n = input
        .prop("static_position")
        .and_then(|a| ctx.dense_i64_array(a))
        .map_or(0, |p| p.len())
        .min(s.len());
    Ok(smallvec![if n == s.len() {
        e
    } else {
        vector_type(ctx, &s[n..], &sc[n.min(sc.len())..], e)
    }])
}

/// `ExtractOp::isCompatibleReturnTypes`: a 1-element vector may stand for
/// its scalar.
pub(crate) fn extract_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    if l == r {
        return true;
    }
    let (&[a], &[b]) = (l, r) else {
        return false;
    };
    let one = |v: Type, s: Type| {
        vector_parts(ctx, v).is_some_and(|(vs, _, ve)| num_elements(vs) == 1 && ve == s)
    };
    one(a, b) || one(b, a)
}

pub(crate) fn insert(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let dest = op.operand_type(1);
    if vector_parts(ctx, src).is_some_and(|(s, _, _)| s.is_empty()) {
        return Err(op.emit_error("expected a scalar instead of a 0-d vector as the source operand"));
    }
    dynamic_count_check(op, 2)?;
    let positions = i64s(op, "static_position");
    let dest_rank = shape_of(ctx, dest).len();
    if positions.len() > dest_rank {
        return err(op, "expected position attribute of rank no greater than dest vector rank");
    }
    match vector_parts(ctx, src) {
        Some((s, _, _)) => {
            if positions.len() + s.len() != dest_rank {
                return err(op, "expected position attribute rank + source rank to match dest vector rank");
            }
        }
        None => {
            if positions.len() != dest_rank {
                return err(op, "expected position attribute rank to match the dest vector rank");
            }
        }
    }
    check_positions(op, dest, "dest ", false)
}

fn check_confined(
    op: &OpView<'_>,
    values: &[i64],
    bounds: &[i64],
    what: &str,
    min: i64,
    half_open: bool,
) -> VerifyResult {
    for (i, (&v, &b)) in values.iter().zip(bounds).enumerate() {
        let max = if half_open { b } else { b + 1 };
        if v < min || v >= max {
            return err(
                op,
                format!("expected {what} dimension {i} to be confined to [{min}, {max})"),
            );
        }
    }
    Ok(())
}

pub(crate) fn insert_strided_slice(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src, dst) = (op.operand_type(0), op.operand_type(1));
    let (ss, ds) = (shape_of(ctx, src), shape_of(ctx, dst));
    let (ssc, dsc) = (scalable_of(ctx, src), scalable_of(ctx, dst));
    let offsets = i64s(op, "offsets");
    let strides = i64s(op, "strides");
    if offsets.len() != ds.len() {
        return err(op, "expected offsets of same size as destination vector rank");
    }
    if strides.len() != ss.len() {
        return err(op, "expected strides of same size as source vector rank");
    }
    if ss.len() > ds.len() {
        return err(op, "expected source rank to be no greater than destination rank");
    }
    check_confined(op, &offsets, ds, "offsets", 0, true)?;
    for (i, &s) in strides.iter().enumerate() {
        if s != 1 {
            let _ = i;
            return err(op, "expected strides to be confined to [1, 2)");
        }
    }
    let lead = ds.len() - ss.len();
    let mut sums = offsets[..lead].to_vec();
    sums.extend(offsets[lead..].iter().zip(ss).map(|(&o, &s)| o.saturating_add(s)));
    let mut bounds: Vec<i64> = ds.to_vec();
    for (i, (&v, b)) in sums.iter().zip(bounds.iter_mut()).enumerate() {
        let max = *b + 1;
        if i < lead {
            continue;
        }
        if v < 1 || v >= max {
            return err(
                op,
                format!("expected sum(offsets, source vector shape) dimension {i} to be confined to [1, {max})"),
            );
        }
        *b = max;
    }
    for (i, &s) in ss.iter().enumerate() {
        let sc = ssc.get(i).copied().unwrap_or(false);
        let dc = dsc.get(lead + i).copied().unwrap_or(false);
        if sc != dc {
            return err(op, format!("mismatching scalable flags (at source vector idx={i})"));
        }
        if sc && s != ds[lead + i] {
            return err(
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    s,
                    ds[lead + i]
                ),
            );
        }
    }
    Ok(())
}

pub(crate) fn extract_strided_slice(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let (ss, ssc, e) = match vector_parts(ctx, src) {
        Some(x) => x,
        None => return Ok(()),
    };
    let offsets = i64s(op, "offsets");
    let sizes = i64s(op, "sizes");
    let strides = i64s(op, "strides");
    if offsets.len() != sizes.len() || offsets.len() != strides.len() {
        return err(op, "expected offsets, sizes and strides attributes of same size");
    }
    if offsets.len() > ss.len() {
        return err(op, "expected offsets attribute of rank no greater than vector rank");
    }
    let n = offsets.len();
    check_confined(op, &offsets, ss, "offsets", 0, true)?;
    check_confined(op, &sizes, ss, "sizes", 1, false)?;
    if strides.iter().any(|&s| s != 1) {
        return err(op, "expected strides to be confined to [1, 2)");
    }
    let sums: Vec<i64> = offsets.iter().zip(&sizes).map(|(&o, &s)| o.saturating_add(s)).collect();
    check_confined(op, &sums, ss, "sum(offsets, sizes)", 1, false)?;
    for i in 0..n {
        if ssc.get(i).copied().unwrap_or(false) && sizes[i] != ss[i] {
            return err(
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    sizes[i], ss[i]
                ),
            );
        }
    }
    let mut shape = sizes.clone();
    shape.extend_from_slice(&ss[n..]);
    let expected = vector_type(ctx, &shape, ssc, e);
    if op.result_type(0) != expected {
        return err(op, format!("expected result type to be {}", quoted(ctx, expected)));
    }
    Ok(())
}

pub(crate) fn outerproduct(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let lhs = op.operand_type(0);
    let rhs = op.operand_type(1);
    let res = op.result_type(0);
    let (ls, lsc) = (shape_of(ctx, lhs), scalable_of(ctx, lhs));
    let (rs, rsc) = (shape_of(ctx, res), scalable_of(ctx, res));
    if ls.len() != 1 {
        return err(op, "expected 1-d vector for operand #1");
    }
    if let Some((vs, vsc, _)) = vector_parts(ctx, rhs) {
        if vs.len() != 1 {
            return err(op, "expected 1-d vector for operand #2");
        }
        if rs.len() != 2 {
            return err(op, "expected 2-d vector result");
        }
        if ls[0] != rs[0] {
            return err(op, "expected #1 operand dim to match result dim #1");
        }
        if vs[0] != rs[1] {
            return err(op, "expected #2 operand dim to match result dim #2");
        }
        let l = lsc.first().copied().unwrap_or(false);
        let r = vsc.first().copied().unwrap_or(false);
        if l && !r {
            return err(op, "expected either both or only #2 operand dim to be scalable");
        }
    } else {
        if rs.len() != 1 {
            return err(op, "expected 1-d vector result");
        }
        if ls[0] != rs[0] {
            return err(op, "expected #1 operand dim to match result dim #1");
        }
    }
    let _ = rsc;
    if let Some(acc) = op.operand_group(2).first() {
        if op.value_type(*acc) != res {
            return err(op, "expected operand #3 of same type as result type");
        }
    }
    let kind = op.prop("kind").and_then(|a| kind_of(ctx, a)).unwrap_or(0);
    let elem = elem_of(op, res);
    if !supported_kind(ctx, kind, elem) {
        return err(op, "unsupported outerproduct type");
    }
    Ok(())
}

fn requires_indices(op: &OpView<'_>, base: Type, indices: usize) -> VerifyResult {
    let rank = op.ctx.type_kind(base).shape().map_or(0, |s| s.len());
    if indices != rank {
        return err(op, format!("requires {rank} indices"));
    }
    Ok(())
}

fn memref_elem(ctx: &Context, t: Type) -> Option<Type> {
    ctx.type_kind(t).element_type()
}

/// Whether the last dimension of a memref has unit stride (or it has no
/// layout map).
fn last_dim_unit_stride(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout, shape, .. } => {
            let Some(l) = layout else {
                return true;
            };
            match ctx.attr_kind(*l) {
                AttrKind::StridedLayout { strides, .. } => {
                    strides.last().is_none_or(|&s| s == 1) || shape.is_empty()
                }
                AttrKind::AffineMap(m) => m.is_identity() || m.is_minor_identity(),
                _ => true,
            }
        }
        _ => true,
    }
}

pub(crate) fn load(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let res = op.result_type(0);
    let rank = ctx.type_kind(base).shape().map_or(0, |s| s.len());
    if rank < shape_of(ctx, res).len() {
        return err(op, "destination memref has lower rank than the result vector");
    }
    if !last_dim_unit_stride(ctx, base) {
        return err(op, "most minor memref dim must have unit stride");
    }
    let me = memref_elem(ctx, base);
    if let Some(me) = me {
        if vector_parts(ctx, me).is_some() {
            if me != res {
                return err(op, "base memref and result vector types should match");
            }
        } else if elem_of(op, res) != me {
            return err(op, "base and result element type should match");
        }
    }
    requires_indices(op, base, op.operand_group(1).len())
}

pub(crate) fn store(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let val = op.operand_type(0);
    let base = op.operand_type(1);
    let rank = ctx.type_kind(base).shape().map_or(0, |s| s.len());
    if rank < shape_of(ctx, val).len() {
        return err(op, "source memref has lower rank than the vector to store");
    }
    if !last_dim_unit_stride(ctx, base) {
        return err(op, "most minor memref dim must have unit stride");
    }
    if let Some(me) = memref_elem(ctx, base) {
        if vector_parts(ctx, me).is_some() {
            if me != val {
                return err(op, "base memref and valueToStore vector types should match");
            }
        } else if elem_of(op, val) != me {
            return err(op, "base and valueToStore element type should match");
        }
    }
    requires_indices(op, base, op.operand_group(2).len())
}

pub(crate) fn masked_load(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let mask = op.operand_type(op.num_operands() - 2);
    let pass = op.operand_type(op.num_operands() - 1);
    let res = op.result_type(0);
    if memref_elem(ctx, base) != Some(elem_of(op, res)) {
        return err(op, "base and result element type should match");
    }
    requires_indices(op, base, op.operand_group(1).len())?;
    if shape_of(ctx, res) != shape_of(ctx, mask) {
        return err(op, "expected result shape to match mask shape");
    }
    if pass != res {
        return err(op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

pub(crate) fn masked_store(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let mask = op.operand_type(op.num_operands() - 2);
    let val = op.operand_type(op.num_operands() - 1);
    if memref_elem(ctx, base) != Some(elem_of(op, val)) {
        return err(op, "base and valueToStore element type should match");
    }
    requires_indices(op, base, op.operand_group(1).len())?;
    if shape_of(ctx, val) != shape_of(ctx, mask) {
        return err(op, "expected valueToStore shape to match mask shape");
    }
    Ok(())
}

pub(crate) fn expand_load(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let mask = op.operand_type(op.num_operands() - 2);
    let pass = op.operand_type(op.num_operands() - 1);
    let res = op.result_type(0);
    if memref_elem(ctx, base) != Some(elem_of(op, res)) {
        return err(op, "base and result element type should match");
    }
    requires_indices(op, base, op.operand_group(1).len())?;
    if shape_of(ctx, res).first() != shape_of(ctx, mask).first() {
        return err(op, "expected result dim to match mask dim");
    }
    if pass != res {
        return err(op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

pub(crate) fn compress_store(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let mask = op.operand_type(op.num_operands() - 2);
    let val = op.operand_type(op.num_operands() - 1);
    if memref_elem(ctx, base) != Some(elem_of(op, val)) {
        return err(op, "base and valueToStore element type should match");
    }
    requires_indices(op, base, op.operand_group(1).len())?;
    if shape_of(ctx, val).first() != shape_of(ctx, mask).first() {
        return err(op, "expected valueToStore dim to match mask dim");
    }
    Ok(())
}

pub(crate) fn gather(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let n = op.num_operands();
    let (idx, mask, pass) = (op.operand_type(n - 3), op.operand_type(n - 2), op.operand_type(n - 1));
    let res = op.result_type(0);
    if memref_elem(ctx, base) != Some(elem_of(op, res)) {
        return err(op, "base and result element type should match");
    }
    requires_indices(op, base, op.operand_group(1).len())?;
    if shape_of(ctx, res) != shape_of(ctx, idx) {
        return err(op, "expected result dim to match indices dim");
    }
    if shape_of(ctx, res) != shape_of(ctx, mask) {
        return err(op, "expected result dim to match mask dim");
    }
    if pass != res {
        return err(op, "expected pass_thru of same type as result type");
    }
    Ok(())
}

pub(crate) fn scatter(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let base = op.operand_type(0);
    let n = op.num_operands();
    let (idx, mask, val) = (op.operand_type(n - 3), op.operand_type(n - 2), op.operand_type(n - 1));
    if memref_elem(ctx, base) != Some(elem_of(op, val)) {
        return err(op, "base and valueToStore element type should match");
    }
    requires_indices(op, base, op.operand_group(1).len())?;
    if shape_of(ctx, val) != shape_of(ctx, idx) {
        return err(op, "expected valueToStore dim to match indices dim");
    }
    if shape_of(ctx, val) != shape_of(ctx, mask) {
        return err(op, "expected valueToStore dim to match mask dim");
    }
    Ok(())
}

pub(crate) fn shape_cast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let (Some((ss, ssc, se)), Some((rs, rsc, re))) = (vector_parts(ctx, src), vector_parts(ctx, res)) else {
        return Ok(());
    };
    if se != re {
        return err(op, "has different source and result element types");
    }
    let (a, b) = (num_elements(ss), num_elements(rs));
    if a != b {
        return err(
            op,
            format!("has different number of elements at source ({a}) and result ({b})"),
        );
    }
    let (x, y) = (
        ssc.iter().filter(|&&b| b).count(),
        rsc.iter().filter(|&&b| b).count(),
    );
    if x != y {
        return err(
            op,
            format!("has different number of scalable dims at source ({x}) and result ({y})"),
        );
    }
    Ok(())
}

pub(crate) fn bitcast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let (Some((ss, _, se)), Some((rs, _, re))) = (vector_parts(ctx, src), vector_parts(ctx, res)) else {
        return Ok(());
    };
    let n = ss.len().min(rs.len());
    for i in 0..n.saturating_sub(1) {
        if ss[i] != rs[i] {
            return err(op, format!("dimension size mismatch at: {i}"));
        }
    }
    let bits = |e: Type, s: &[i64]| -> Option<i128> {
        let w = ctx.int_or_float_bit_width(e)? as i128;
        Some(w * s.last().copied().unwrap_or(1) as i128)
    };
    if let (Some(a), Some(b)) = (bits(se, ss), bits(re, rs)) {
        if a != b {
            return err(op, "source/result bitwidth of the minor 1-D vectors must be equal");
        }
    }
    Ok(())
}

pub(crate) fn constant_mask(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let res = op.result_type(0);
    let (shape, sc) = (shape_of(ctx, res), scalable_of(ctx, res));
    let sizes = i64s(op, "mask_dim_sizes");
    if shape.is_empty() {
        if sizes.len() != 1 {
            return Err(op.emit_error("array attr must have length 1 for 0-D vectors"));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(op.emit_error("mask dim size must be either 0 or 1 for 0-D vectors"));
        }
        return Ok(());
    }
    if sizes.len() != shape.len() {
        return err(op, "must specify array attr of size equal vector result rank");
    }
    for (i, (&s, &d)) in sizes.iter().zip(shape).enumerate() {
        if s < 0 || s > d {
            return err(op, "array attr of size out of bounds of vector result dimension size");
        }
        if sc.get(i).copied().unwrap_or(false) && s != 0 && s != d {
            return err(op, "only supports 'none set' or 'all set' scalable dimensions");
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        return err(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
    Ok(())
}

pub(crate) fn create_mask(op: &OpView<'_>) -> VerifyResult {
    let rank = shape_of(op.ctx, op.result_type(0)).len();
    let n = op.num_operands();
    if rank == 0 {
        if n != 1 {
            return err(op, "must specify exactly one operand for 0-D create_mask");
        }
    } else if n != rank {
        return err(op, "must specify an operand for each result vector dimension");
    }
    Ok(())
}

pub(crate) fn transpose(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (src, res) = (op.operand_type(0), op.result_type(0));
    let (ss, rs) = (shape_of(ctx, src), shape_of(ctx, res));
    let (ssc, rsc) = (scalable_of(ctx, src), scalable_of(ctx, res));
    let perm = i64s(op, "permutation");
    let rank = ss.len();
    if rank != rs.len() {
        return err(op, format!("vector result rank mismatch: {}", rs.len()));
    }
    if perm.len() != rank {
        return err(op, format!("transposition length mismatch: {}", perm.len()));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return err(op, format!("transposition index out of range: {p}"));
        }
        if seen[p as usize] {
            return err(op, format!("duplicate position index: {p}"));
        }
        seen[p as usize] = true;
        let pu = p as usize;
        if rs[i] != ss[pu] || rsc.get(i) != ssc.get(pu) {
            return err(op, format!("dimension size mismatch at: {p}"));
        }
    }
    Ok(())
}

pub(crate) fn scan(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let src = op.operand_type(0);
    let init = op.operand_type(1);
    let ss = shape_of(ctx, src);
    let is = shape_of(ctx, init);
    let rank = ss.len() as i64;
    let dim = op.prop("reduction_dim").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    if dim >= rank {
        return err(op, format!("reduction dimension {dim} has to be less than {rank}"));
    }
    if is.len() as i64 != rank - 1 {
        return err(op, format!("initial value rank {} has to be equal to {}", is.len(), rank - 1));
    }
    let expected: Vec<i64> = ss
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as i64 != dim)
        .map(|(_, &d)| d)
        .collect();
    if expected != is {
        return err(op, "incompatible input/initial value shapes");
    }
    let elem = elem_of(op, src);
    let kind = op.prop("kind").and_then(|a| kind_of(ctx, a)).unwrap_or(0);
    if !supported_kind(ctx, kind, elem) {
        return err(
            op,
            format!("unsupported reduction type '{}' for kind '{}'", ty_str(ctx, elem), kind_name(kind)),
        );
    }
    Ok(())
}

// ----- contract -----

fn maps_of(ctx: &Context, a: Option<Attribute>) -> Option<Vec<AffineMap>> {
    let AttrKind::Array(items) = ctx.attr_kind(a?) else {
        return None;
    };
    items
        .iter()
        .map(|&x| match ctx.attr_kind(x) {
            AttrKind::AffineMap(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

fn is_projected_permutation(m: &AffineMap) -> bool {
    let mut seen = vec![false; m.num_dims as usize];
    for e in &m.results {
        match e.as_dim() {
            Some(d) if (d as usize) < seen.len() && !seen[d as usize] => seen[d as usize] = true,
            _ => return false,
        }
    }
    m.num_symbols == 0
}

fn dim_map(maps: &[AffineMap], iters: &[i64], target: i64) -> Vec<(usize, usize)> {
    let pos = |m: &AffineMap, d: u32| m.results.iter().position(|e| e.as_dim() == Some(d));
    let mut out = Vec::new();
    for (i, &t) in iters.iter().enumerate() {
        if t != target {
            continue;
        }
        if let (Some(l), Some(r)) = (pos(&maps[0], i as u32), pos(&maps[1], i as u32)) {
            out.push((l, r));
        }
    }
    out
}

fn valid_dim_map(ls: &[i64], rs: &[i64], map: &[(usize, usize)]) -> bool {
    map.iter()
        .all(|&(l, r)| l < ls.len() && r < rs.len() && ls[l] == rs[r])
}

pub(crate) fn contract(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let lhs = op.operand_type(0);
    let rhs = op.operand_type(1);
    let acc = op.operand_type(2);
    let res = op.result_type(0);
    let (Some((ls, _, le)), Some((rs, _, _))) = (vector_parts(ctx, lhs), vector_parts(ctx, rhs)) else {
        return Ok(());
    };
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(le) {
        if *signedness != rmlir_ir::types::Signedness::Signless {
            return err(op, "only supports signless integer types");
        }
    }
    let Some(maps) = maps_of(ctx, op.prop("indexing_maps")) else {
        return Ok(());
    };
    let iters: Vec<i64> = op
        .prop("iterator_types")
        .map(|a| match ctx.attr_kind(a) {
            AttrKind::Array(items) => items
                .iter()
                .map(|&x| {
                    ctx.as_dialect_attr(x, &crate::attrs::ITERATOR_TYPE_ATTR_DEF)
                        .map_or(-1, |d| d.int(0))
                })
                .collect(),
            _ => Vec::new(),
        })
        .unwrap_or_default();
    if maps.len() != 3 {
        return err(op, "expected an indexing map for each vector operand");
    }
    let ranks = [ls.len(), rs.len(), shape_of(ctx, acc).len()];
    for (i, m) in maps.iter().enumerate() {
        if m.num_symbols != 0 {
            return err(op, format!("expected indexing map {i} to have no symbols"));
        }
        if m.num_dims as usize != iters.len() {
            return err(
                op,
                format!("expected indexing map {i} to have {} number of inputs", iters.len()),
            );
        }
        if m.num_results() != ranks[i] {
            return err(
                op,
                format!("expected indexing map {i} to have {} number of outputs", ranks[i]),
            );
        }
        if !is_projected_permutation(m) {
            return err(op, format!("expected indexing map {i} to be a projected permutation of its inputs"));
        }
    }
    let contracting = dim_map(&maps, &iters, 1);
    let batch = dim_map(&maps, &iters, 0);
    if contracting.is_empty() {
        return err(op, "expected at least one contracting dimension pair");
    }
    if !valid_dim_map(ls, rs, &contracting) {
        return err(op, "invalid contracting dimension map");
    }
    if !valid_dim_map(ls, rs, &batch) {
        return err(op, "invalid batch dimension map");
    }
    // `verifyOutputShape`.
    let lc: Vec<usize> = contracting.iter().map(|p| p.0).collect();
    let rc: Vec<usize> = contracting.iter().map(|p| p.1).collect();
    let rb: Vec<usize> = batch.iter().map(|p| p.1).collect();
    let mut expected_dims = Vec::new();
    for (i, &d) in ls.iter().enumerate() {
        if !lc.contains(&i) {
            expected_dims.push(d);
        }
    }
    for (i, &d) in rs.iter().enumerate() {
        if !rc.contains(&i) && !rb.contains(&i) {
            expected_dims.push(d);
        }
    }
    let res_vec = vector_parts(ctx, res);
    let acc_vec = vector_parts(ctx, acc);
    if expected_dims.is_empty() {
        if res_vec.is_some() || acc_vec.is_some() {
            return err(op, "invalid accumulator/result vector shape");
        }
    } else {
        let (Some((_, rsc, re)), Some(_)) = (res_vec, acc_vec) else {
            return err(op, "invalid accumulator/result vector shape");
        };
        let n = iters.len();
        let mut used = vec![false; n];
        for m in &maps[..2] {
            for e in &m.results {
                if let Some(d) = e.as_dim() {
                    if let Some(u) = used.get_mut(d as usize) {
                        *u = true;
                    }
                }
            }
        }
        if used.iter().any(|&u| !u) {
            return err(op, "expected all dimensions to be either a LHS or a RHS dimension");
        }
        let mut extents: Vec<Option<i64>> = vec![None; n];
        for (shape, m) in [(ls, &maps[0]), (rs, &maps[1])] {
            for (idx, &d) in shape.iter().enumerate() {
                if let Some(p) = m.results.get(idx).and_then(|e| e.as_dim()) {
                    if let Some(slot) = extents.get_mut(p as usize) {
                        slot.get_or_insert(d);
                    }
                }
            }
        }
        let shape: Vec<i64> = maps[2]
            .results
            .iter()
            .map(|e| e.as_dim().and_then(|d| extents.get(d as usize).copied().flatten()).unwrap_or(0))
            .collect();
        let expected = vector_type(ctx, &shape, rsc, re);
        if res != expected || acc != expected {
            return err(
                op,
                format!("invalid accumulator/result vector shape, expected: {}", quoted(ctx, expected)),
            );
        }
    }
    let elem = elem_of(op, res);
    let kind = op.prop("kind").and_then(|a| kind_of(ctx, a)).unwrap_or(0);
    if !supported_kind(ctx, kind, elem) {
        return err(op, "unsupported contraction type");
    }
    Ok(())
}

/// The mask type `op` expects inside a `vector.mask`
/// (`MaskableOpInterface::getExpectedMaskType`); `None` for ops that are
/// not maskable.
fn expected_mask_type(v: &OpView<'_>) -> Option<Option<Type>> {
    let ctx = v.ctx;
    let i1 = ctx.int_type(1);
    let with_i1 = |t: Type| vector_parts(ctx, t).map(|(s, sc, _)| vector_type(ctx, s, sc, i1));
    let name = v.name_str();
    Some(match &*name {
        "vector.reduction" | "vector.multi_reduction" => v.operand_of(0).and_then(|x| with_i1(v.value_type(x))),
        "vector.outerproduct" | "vector.gather" => (v.num_results() > 0).then(|| with_i1(v.result_type(0))).flatten(),
        "vector.transfer_read" | "vector.transfer_write" => {
            let vec = if name == "vector.transfer_read" {
                (v.num_results() > 0).then(|| v.result_type(0))
            } else {
                v.operand_of(0).map(|x| v.value_type(x))
            };
            match (vec, v.prop("permutation_map").map(|a| ctx.attr_kind(a))) {
                (Some(t), Some(AttrKind::AffineMap(m))) => crate::asm::transfer_mask_type(ctx, t, m),
                _ => None,
            }
        }
        "vector.contract" => {
            let maps = maps_of(ctx, v.prop("indexing_maps"))?;
            let n = maps.first().map_or(0, |m| m.num_dims as usize);
            let mut bounds: Vec<Option<(i64, bool)>> = vec![None; n];
            for (k, m) in maps.iter().enumerate().take(3) {
                let t = if k < 2 { v.operand_of(k).map(|x| v.value_type(x)) } else { (v.num_results() > 0).then(|| v.result_type(0)) };
                let Some((s, sc, _)) = t.and_then(|t| vector_parts(ctx, t)) else { continue };
                for (idx, e) in m.results.iter().enumerate() {
                    if let (Some(d), Some(&sz)) = (e.as_dim(), s.get(idx)) {
                        if let Some(slot) = bounds.get_mut(d as usize) {
                            slot.get_or_insert((sz, sc.get(idx).copied().unwrap_or(false)));
                        }
                    }
                }
            }
            let shape: Vec<i64> = bounds.iter().map(|b| b.map_or(0, |x| x.0)).collect();
            let sc: Vec<bool> = bounds.iter().map(|b| b.is_some_and(|x| x.1)).collect();
            Some(vector_type(ctx, &shape, &sc, i1))
        }
        _ => return None,
    })
}

pub(crate) fn mask(op: &OpView<'_>) -> VerifyResult {
    if op.num_regions() == 0 {
        return Ok(());
    }
    let r = op.region(0);
    let Some(block) = r.entry() else {
        return Ok(());
    };
    let ops: Vec<_> = r.body.block_ops(block).collect();
    let Some(&last) = ops.last() else {
        return err(op, "expects a terminator within the mask region");
    };
    if ops.len() > 2 {
        return err(op, "expects only one operation to mask");
    }
    let owner = op.owner;
    let term = r.op_view(op.ctx, last, owner);
    if &*term.name_str() != "vector.yield" {
        return err(op, "expects a terminator within the mask region");
    }
    if term.num_operands() != op.num_results() {
        return err(op, "expects number of results to match mask region yielded values");
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let masked = r.op_view(op.ctx, ops[0], owner);
    let Some(expected) = expected_mask_type(&masked) else {
        return err(op, "expects a MaskableOpInterface within the mask region");
    };
    if masked.num_results() != op.num_results() {
        return err(op, "expects number of results to match maskable operation number of results");
    }
    let yielded = term.operands();
    if (0..masked.num_results()).any(|i| Some(&masked.result(i)) != yielded.get(i)) {
        return err(op, "expects all the results from the MaskableOpInterface to match all the values returned by the terminator");
    }
    if masked.result_types() != op.result_types() {
        return err(op, "expects result type to match maskable operation result type");
    }
    if masked
        .result_types()
        .iter()
        .filter(|&&t| vector_parts(op.ctx, t).is_some())
        .count()
        > 1
    {
        return err(op, "multiple vector results not supported");
    }
    if let Some(expected) = expected {
        if op.operand_type(0) != expected {
            return err(
                op,
                format!("expects a {} mask for the maskable operation", quoted(op.ctx, expected)),
            );
        }
    }
    if let Some(&pt) = op.operand_group(1).first() {
        let name = masked.name_str();
        if name != "vector.transfer_read" && name != "vector.gather" {
            return err(op, "doesn't expect a passthru argument for this maskable operation");
        }
        if masked.num_results() != 1 {
            return err(op, "expects result when passthru argument is provided");
        }
        if op.value_type(pt) != masked.result_type(0) {
            return err(op, "expects passthru type to match result type");
        }
    }
    Ok(())
}

pub(crate) fn type_cast(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if let TypeKind::MemRef { layout: Some(l), .. } = ctx.type_kind(op.operand_type(0)) {
        let identity = matches!(ctx.attr_kind(*l), AttrKind::AffineMap(m) if m.is_identity());
        if !identity {
            return err(op, "expects operand to be a memref with identity layout");
        }
    }
    Ok(())
}

// ----- transfer ops -----

fn bit_width(ctx: &Context, t: Type) -> Option<i64> {
    if matches!(ctx.type_kind(t), TypeKind::Index) {
        return Some(64);
    }
    ctx.int_or_float_bit_width(t).map(i64::from)
}

fn transfer_map(op: &OpView<'_>) -> Option<AffineMap> {
    match op.prop("permutation_map").map(|a| op.ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) => Some(m.clone()),
        _ => None,
    }
}

/// `verifyTransferOp`.
fn transfer_common(op: &OpView<'_>, shaped: Type, vector: Type, map: &AffineMap) -> VerifyResult {
    let ctx = op.ctx;
    let rank = ctx.type_kind(shaped).shape().map_or(0, |s| s.len());
    let Some((vs, _, ve)) = vector_parts(ctx, vector) else {
        return Ok(());
    };
    let Some(elem) = ctx.type_kind(shaped).element_type() else {
        return Ok(());
    };
    if let Some((es, _, ee)) = vector_parts(ctx, elem) {
        let src = bit_width(ctx, ee).unwrap_or(0) * es.last().copied().unwrap_or(1);
        let res = bit_width(ctx, ve).unwrap_or(0) * vs.last().copied().unwrap_or(1);
        if src != 0 && res % src != 0 {
            return err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
        }
        if es.len() > vs.len() {
            return err(op, "requires source vector element and vector result ranks to match.");
        }
        if map.num_results() != vs.len() - es.len() {
            return err(op, "requires a permutation_map with result dims of the same rank as the vector type");
        }
    } else {
        let minor = if vs.is_empty() { 1 } else { vs[vs.len() - 1] };
        let res = bit_width(ctx, ve).unwrap_or(0) * minor;
        let src = bit_width(ctx, elem).unwrap_or(0);
        if src != 0 && res % src != 0 {
            return err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type");
        }
        if map.num_results() != vs.len() {
            return err(op, "requires a permutation_map with result dims of the same rank as the vector type");
        }
    }
    if map.num_symbols != 0 {
        return err(op, "requires permutation_map without symbols");
    }
    if map.num_dims as usize != rank {
        return err(op, "requires a permutation_map with input dims of the same rank as the source type");
    }
    let in_bounds = op.prop("in_bounds").and_then(|a| int_array(ctx, a)).unwrap_or_default();
    if in_bounds.len() != map.num_results() {
        return err(
            op,
            format!(
                "expects the in_bounds attr of same rank as permutation_map results: affine_map<{map}> vs inBounds of size: {}",
                in_bounds.len()
            ),
        );
    }
    Ok(())
}

/// `verifyPermutationMap`.
fn permutation_map_check(op: &OpView<'_>, map: &AffineMap) -> VerifyResult {
    let mut seen = vec![false; map.num_dims as usize];
    for e in &map.results {
        if let Some(c) = e.as_constant() {
            if c != 0 {
                return err(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
            }
            continue;
        }
        let Some(d) = e.as_dim() else {
            return err(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
        };
        let Some(slot) = seen.get_mut(d as usize) else {
            return err(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
        };
        if *slot {
            return err(op, "requires a permutation_map that is a permutation (found one dim used more than once)");
        }
        *slot = true;
    }
    Ok(())
}

pub(crate) fn transfer_read(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let shaped = op.operand_type(0);
    let vector = op.result_type(0);
    requires_indices(op, shaped, op.operand_group(1).len())?;
    let Some(map) = transfer_map(op) else {
        return Ok(());
    };
    transfer_common(op, shaped, vector, &map)?;
    let elem = ctx.type_kind(shaped).element_type();
    if let (Some(e), Some(&pad)) = (elem, op.operand_group(2).first()) {
        let pt = op.value_type(pad);
        if vector_parts(ctx, e).is_some() {
            if e != pt {
                return err(op, "requires source element type and padding type to match.");
            }
        } else if pt != e {
            return err(op, "requires formal padding and source of the same elemental type");
        }
    }
    permutation_map_check(op, &map)
}

pub(crate) fn transfer_write(op: &OpView<'_>) -> VerifyResult {
    let vector = op.operand_type(0);
    let Some(&base) = op.operand_group(1).first() else {
        return Ok(());
    };
    let shaped = op.value_type(base);
    requires_indices(op, shaped, op.operand_group(2).len())?;
    let Some(map) = transfer_map(op) else {
        return Ok(());
    };
    if map.results.iter().any(|e| e.as_constant() == Some(0)) {
        return err(op, "should not have broadcast dimensions");
    }
    transfer_common(op, shaped, vector, &map)?;
    permutation_map_check(op, &map)
}

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

pub(crate) fn transfer_read_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    if let Some(b) = op.operand_of(0) {
        if is_memref(op.ctx, op.value_type(b)) {
            out.push(Effect {
                kind: EffectKind::Read,
                on: Some(b),
            });
        }
    }
}

pub(crate) fn transfer_write_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    if let Some(b) = op.operand_of(1) {
        if is_memref(op.ctx, op.value_type(b)) {
            out.push(Effect {
                kind: EffectKind::Write,
                on: Some(b),
            });
        }
    }
}
