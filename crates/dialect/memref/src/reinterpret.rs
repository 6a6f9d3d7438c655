//! `memref.reinterpret_cast` and `memref.extract_strided_metadata`
//! folding and canonicalization (upstream's `ReinterpretCastOp::fold`,
//! `ExtractStridedMetadataOp::fold`,
//! `ReinterpretCastOpExtractStridedMetadataFolder`,
//! `ReinterpretCastOpConstantFolder`).

use rmlir_ir::builder::Builder;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Body, BodyId, Context, OpId, TypeKind, Value};

use crate::fold::{defining, memref_shape};
use crate::layout::{memref_type, strided_layout, strides_and_offset};

/// An offset, size or stride: a constant, or an SSA value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Ofr {
    Int(i64),
    Value(Value),
}

fn prop_list(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Vec<i64>> {
    let props = body.op(op).properties()?;
    let AttrKind::Dictionary(entries) = ctx.attr_kind(props) else {
        return None;
    };
    let key = ctx.ident(name);
    ctx.dense_i64_array(entries.iter().find(|e| e.name == key)?.value)
}

fn constant(ctx: &Context, body: &Body, body_id: BodyId, v: Value) -> Option<i64> {
    let a = value_constant(ctx, body, body_id, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Upstream's `constifyIndexValues`: static entries of `statics` are
/// constants; others are constants when their value is one.
fn constify(ctx: &Context, body: &Body, body_id: BodyId, values: &mut [Ofr], statics: &[i64]) {
    for (v, &s) in values.iter_mut().zip(statics) {
        if s != DYNAMIC {
            *v = Ofr::Int(s);
        } else if let Ofr::Value(x) = *v {
            if let Some(c) = constant(ctx, body, body_id, x) {
                *v = Ofr::Int(c);
            }
        }
    }
}

/// A reinterpret_cast's source and mixed offset, sizes and strides.
struct Reinterpret {
    source: Value,
    offsets: Vec<Ofr>,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

fn read(ctx: &Context, body: &Body, op: OpId) -> Option<Reinterpret> {
    let so = prop_list(ctx, body, op, "static_offsets")?;
    let ss = prop_list(ctx, body, op, "static_sizes")?;
    let st = prop_list(ctx, body, op, "static_strides")?;
    let n = body.operand_count(op);
    if n == 0 {
        return None;
    }
    let mut dynamic = (1..n).map(|i| body.operand(op, i));
    let mut mix = |statics: &[i64]| -> Option<Vec<Ofr>> {
        statics
            .iter()
            .map(|&s| {
                if s == DYNAMIC {
                    dynamic.next().map(Ofr::Value)
                } else {
                    Some(Ofr::Int(s))
                }
            })
            .collect()
    };
    let offsets = mix(&so)?;
    let sizes = mix(&ss)?;
    let strides = mix(&st)?;
    if dynamic.next().is_some() || offsets.len() != 1 {
        return None;
    }
    Some(Reinterpret {
        source: body.operand(op, 0),
        offsets,
        sizes,
        strides,
    })
}

/// The constified mixed offset, sizes and strides of a reinterpret_cast
/// (against its result type).
fn constified(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
    r: &Reinterpret,
) -> Option<(Ofr, Vec<Ofr>, Vec<Ofr>)> {
    let res_t = body.value_type(body.result(op, 0));
    let shape = memref_shape(ctx, res_t)?.to_vec();
    let (strides, offset) = strides_and_offset(ctx, res_t)?;
    let mut sizes = r.sizes.clone();
    constify(ctx, body, body_id, &mut sizes, &shape);
    let mut st = r.strides.clone();
    constify(ctx, body, body_id, &mut st, &strides);
    let mut off = r.offsets.clone();
    constify(ctx, body, body_id, &mut off, &[offset]);
    Some((off[0], sizes, st))
}

/// The results of an extract_strided_metadata: base, offset, sizes,
/// strides.
fn metadata_results(body: &Body, op: OpId) -> Option<(Value, Vec<Value>, Vec<Value>)> {
    let results: Vec<Value> = body.results(op).collect();
    if results.len() < 2 || !results.len().is_multiple_of(2) {
        return None;
    }
    let rank = (results.len() - 2) / 2;
    Some((
        results[1],
        results[2..2 + rank].to_vec(),
        results[2 + rank..].to_vec(),
    ))
}

/// The constified offset, sizes and strides an extract_strided_metadata
/// gives (against its source type).
fn metadata_constified(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    op: OpId,
) -> Option<(Ofr, Vec<Ofr>, Vec<Ofr>)> {
    let src_t = body.value_type(body.operand(op, 0));
    let shape = memref_shape(ctx, src_t)?.to_vec();
    let (strides, offset) = strides_and_offset(ctx, src_t)?;
    let (off, sizes, st) = metadata_results(body, op)?;
    let as_ofr = |v: &Value| match constant(ctx, body, body_id, *v) {
        Some(c) => Ofr::Int(c),
        None => Ofr::Value(*v),
    };
    let mut o = vec![as_ofr(&off)];
    constify(ctx, body, body_id, &mut o, &[offset]);
    let mut s: Vec<Ofr> = sizes.iter().map(as_ofr).collect();
    constify(ctx, body, body_id, &mut s, &shape);
    let mut t: Vec<Ofr> = st.iter().map(as_ofr).collect();
    constify(ctx, body, body_id, &mut t, &strides);
    Some((o[0], s, t))
}

/// `ExtractStridedMetadataOp::fold`: results known from the source type
/// are replaced by constants (made before the op), and a cast source is
/// looked through.
pub fn fold_extract_strided_metadata(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 {
        return Fold::Failure;
    }
    let Some((off, sizes, strides)) = metadata_constified(ctx, f.body, f.body_id, f.op) else {
        return Fold::Failure;
    };
    let Some((r_off, r_sizes, r_strides)) = metadata_results(f.body, f.op) else {
        return Fold::Failure;
    };
    let mut replaced = false;
    let loc = f.body.op(f.op).loc;
    let index = ctx.index_type();
    let pairs: Vec<(Ofr, Value)> = std::iter::once((off, r_off))
        .chain(sizes.into_iter().zip(r_sizes))
        .chain(strides.into_iter().zip(r_strides))
        .collect();
    for (c, result) in pairs {
        if f.body.value_unused(result) {
            continue;
        }
        let Ofr::Int(c) = c else {
            continue;
        };
        let mut b = Builder::new(ctx, f.body);
        b.set_insertion_point(f.op);
        let attr = ctx.integer_attr(index, c);
        let cst = rmlir_arith::ops::ConstantOp::build(&mut b, loc, index, attr).result();
        f.body.replace_all_uses_with(result, cst);
        replaced = true;
    }
    let src = f.body.operand(f.op, 0);
    if let Some(cast) = defining(ctx, f.body, src, "cast") {
        if f.body.operand_count(cast) == 1 {
            let prev = f.body.operand(cast, 0);
            if matches!(
                ctx.type_kind(f.body.value_type(prev)),
                TypeKind::MemRef { .. }
            ) {
                f.body.set_operand(f.op, 0, prev);
                replaced = true;
            }
        }
    }
    if replaced {
        Fold::InPlace
    } else {
        Fold::Failure
    }
}

/// `ReinterpretCastOp::fold`.
pub fn fold_reinterpret_cast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) == 0 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let prev = if let Some(p) = defining(ctx, f.body, src, "reinterpret_cast") {
        Some(f.body.operand(p, 0))
    } else if let Some(p) = defining(ctx, f.body, src, "cast") {
        Some(f.body.operand(p, 0))
    } else if let Some(p) = defining(ctx, f.body, src, "subview") {
        let offsets = prop_list(ctx, f.body, p, "static_offsets").unwrap_or_default();
        // Dynamic offsets follow the source operand.
        let mut k = 1;
        let mut all_zero = true;
        for &o in &offsets {
            if o == DYNAMIC {
                let v = f.body.operand(p, k);
                k += 1;
                if constant(ctx, f.body, f.body_id, v) != Some(0) {
                    all_zero = false;
                }
            } else if o != 0 {
                all_zero = false;
            }
        }
        all_zero.then(|| f.body.operand(p, 0))
    } else {
        None
    };
    if let Some(p) = prev {
        f.body.set_operand(f.op, 0, p);
        return Fold::InPlace;
    }
    let res_t = f.body.value_type(f.body.result(f.op, 0));
    let static_shape = memref_shape(ctx, res_t).is_some_and(|s| s.iter().all(|&d| d != DYNAMIC));
    let offset0 = prop_list(ctx, f.body, f.op, "static_offsets").and_then(|o| o.first().copied());
    if static_shape && f.body.value_type(src) == res_t && offset0 == Some(0) {
        return FoldCtx::single(FoldResult::Value(src));
    }
    Fold::Failure
}

/// `ReinterpretCastOpExtractStridedMetadataFolder`.
fn extract_strided_metadata_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(r) = read(ctx, rw.body, op) else {
        return false;
    };
    let Some(md) = defining(ctx, rw.body, r.source, "extract_strided_metadata") else {
        return false;
    };
    if rw.body.operand_count(md) != 1 {
        return false;
    }
    let md_src = rw.body.operand(md, 0);
    let noop = match (
        metadata_constified(ctx, rw.body, rw.body_id, md),
        constified(ctx, rw.body, rw.body_id, op, &r),
    ) {
        (Some((mo, ms, mt)), Some((ro, rs, rt))) => mt == rt && ms == rs && mo == ro,
        _ => false,
    };
    if !noop {
        rw.modify_op_in_place(op, |b| b.set_operand(op, 0, md_src));
        return true;
    }
    let res_t = rw.body.value_type(rw.body.result(op, 0));
    if rw.body.value_type(md_src) == res_t {
        rw.replace_op(op, &[md_src]);
    } else {
        let loc = rw.body.op(op).loc;
        let c = crate::CastOp::build(rw, loc, res_t, md_src).dest();
        rw.replace_op(op, &[c]);
    }
    true
}

/// `ReinterpretCastOpConstantFolder`: constant offset, sizes and strides
/// become static, with the type they give and a cast back.
fn constant_folder(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let Some(r) = read(ctx, rw.body, op) else {
        return false;
    };
    let is_int = |o: &Ofr| matches!(o, Ofr::Int(_));
    let before = r
        .offsets
        .iter()
        .chain(&r.sizes)
        .chain(&r.strides)
        .filter(|o| is_int(o))
        .count();
    let Some((off, sizes, strides)) = constified(ctx, rw.body, rw.body_id, op, &r) else {
        return false;
    };
    let after = std::iter::once(&off)
        .chain(&sizes)
        .chain(&strides)
        .filter(|o| is_int(o))
        .count();
    if before == after {
        return false;
    }
    let src = rw.body.value_type(r.source);
    let (elem, memory_space) = match ctx.type_kind(src) {
        TypeKind::MemRef {
            elem, memory_space, ..
        }
        | TypeKind::UnrankedMemRef { elem, memory_space } => (*elem, *memory_space),
        _ => return false,
    };
    let st = |l: &[Ofr]| -> Vec<i64> {
        l.iter()
            .map(|o| match o {
                Ofr::Int(i) => *i,
                Ofr::Value(_) => DYNAMIC,
            })
            .collect()
    };
    let dy = |l: &[Ofr]| -> Vec<Value> {
        l.iter()
            .filter_map(|o| match o {
                Ofr::Value(v) => Some(*v),
                Ofr::Int(_) => None,
            })
            .collect()
    };
    let offs = [off];
    let (so, ss, sst) = (st(&offs), st(&sizes), st(&strides));
    let layout = strided_layout(ctx, so[0], &sst);
    let new_t = memref_type(ctx, &ss, elem, Some(layout), memory_space);
    let loc = rw.body.op(op).loc;
    let (a, b, c) = (
        ctx.dense_i64_array_attr(&so),
        ctx.dense_i64_array_attr(&ss),
        ctx.dense_i64_array_attr(&sst),
    );
    let new = crate::ReinterpretCastOp::build(
        rw,
        loc,
        new_t,
        r.source,
        &dy(&offs),
        &dy(&sizes),
        &dy(&strides),
        a,
        b,
        c,
    )
    .result();
    let res_t = rw.body.value_type(rw.body.result(op, 0));
    let cast = crate::CastOp::build(rw, loc, res_t, new).dest();
    rw.replace_op(op, &[cast]);
    true
}

static REINTERPRET_PATTERNS: [FnPattern; 2] = [
    FnPattern::new(
        "ReinterpretCastOpExtractStridedMetadataFolder",
        "memref.reinterpret_cast",
        extract_strided_metadata_folder,
    ),
    FnPattern::new(
        "ReinterpretCastOpConstantFolder",
        "memref.reinterpret_cast",
        constant_folder,
    ),
];

pub(crate) fn reinterpret_cast_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.extend(
        REINTERPRET_PATTERNS
            .iter()
            .map(|p| p as &dyn RewritePattern),
    );
}
