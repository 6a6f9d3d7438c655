//! `vector.bitcast` folds and the contraction canonicalization
//! (`VectorOps.cpp`, mlir-opt 22).

use rmlir_ir::body::IrMapping;
use rmlir_ir::common_folders::{value_constant, zero_attr};
use rmlir_ir::op_def::{Fold, FoldCtx, FoldResult};
use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{AttrKind, Attribute, Context, OpId, Type, TypeKind, Value};

use crate::fold::defining;
use crate::{vector_parts, BIT_CAST_OP, CONTRACTION_OP};

/// `BitCastOp::fold`: no-op casts, casts undoing casts, chains of casts
/// (in place), and splat constants widened by repeating their bits.
pub(crate) fn fold_bitcast(f: &mut FoldCtx<'_>) -> Fold {
    let ctx = f.ctx;
    if f.body.operand_count(f.op) != 1 || f.body.num_results(f.op) != 1 {
        return Fold::Failure;
    }
    let src = f.body.operand(f.op, 0);
    let res_ty = f.body.value_type(f.body.result(f.op, 0));
    if f.body.value_type(src) == res_ty {
        return FoldCtx::single(FoldResult::Value(src));
    }
    if let Some(prev) = defining(ctx, f.body, src, &BIT_CAST_OP) {
        let inner = f.body.operand(prev, 0);
        if f.body.value_type(inner) == res_ty {
            return FoldCtx::single(FoldResult::Value(inner));
        }
        f.body.set_operand(f.op, 0, inner);
        return Fold::InPlace;
    }
    let Some(c) = f.operands.first().copied().flatten() else {
        return Fold::Failure;
    };
    match widen_splat(ctx, c, f.body.value_type(src), res_ty) {
        Some(a) => FoldCtx::single(FoldResult::Attr(a)),
        None => Fold::Failure,
    }
}

/// A splat of `src_ty` elements read as the wider elements of `res_ty`:
/// `f16` to `f32`, and integers to integers a multiple as wide.
fn widen_splat(ctx: &Context, c: Attribute, src_ty: Type, res_ty: Type) -> Option<Attribute> {
    let AttrKind::DenseElements {
        splat: true, raw, ..
    } = ctx.attr_kind(c)
    else {
        return None;
    };
    let (_, _, se) = vector_parts(ctx, src_ty)?;
    let (_, _, de) = vector_parts(ctx, res_ty)?;
    let bits = match (ctx.type_kind(se), ctx.type_kind(de)) {
        (TypeKind::Float(_), _) => {
            let is = |t: Type, k: rmlir_ir::float::FloatKind| {
                rmlir_ir::common_folders::float_kind(ctx, t) == Some(k)
            };
            if !is(se, rmlir_ir::float::FloatKind::F16) || !is(de, rmlir_ir::float::FloatKind::F32)
            {
                return None;
            }
            repeat_bits(raw, 16, 32)?
        }
        (TypeKind::Integer { width: sw, .. }, TypeKind::Integer { width: dw, .. }) => {
            let (sw, dw) = (*sw, *dw);
            if dw <= sw || dw % sw != 0 {
                return None;
            }
            repeat_bits(raw, sw, dw)?
        }
        _ => return None,
    };
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty: res_ty,
        splat: true,
        raw: bits.into_boxed_slice(),
    }))
}

/// The little-endian storage of a `to`-bit value made of copies of the
/// `from`-bit value stored in `raw`.
fn repeat_bits(raw: &[u8], from: u32, to: u32) -> Option<Vec<u8>> {
    if from.is_multiple_of(8) {
        let unit = raw.get(..(from / 8) as usize)?;
        return Some(unit.repeat((to / from) as usize));
    }
    // Narrow integers (`i1` is stored one byte per element).
    if to > 64 {
        return None;
    }
    let mut v = 0u64;
    for (i, &b) in raw.iter().take(8).enumerate() {
        v |= u64::from(b) << (8 * i);
    }
    v &= (1u64 << from) - 1;
    let mut out = 0u64;
    for _ in 0..to / from {
        out = (out << from) | v;
    }
    Some(out.to_le_bytes()[..to.div_ceil(8) as usize].to_vec())
}

/// `CanonicalizeContractAdd`: adding to a contraction that accumulates
/// into zero is accumulating into the addend.
fn contract_add(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if rw.body.operand_count(op) != 2 || rw.body.num_results(op) != 1 {
        return false;
    }
    let (a, b) = (rw.body.operand(op, 0), rw.body.operand(op, 1));
    fuse_contract_add(op, a, b, rw) || fuse_contract_add(op, b, a, rw)
}

fn fuse_contract_add(
    add: OpId,
    maybe_contract: Value,
    other: Value,
    rw: &mut PatternRewriter<'_>,
) -> bool {
    let ctx = rw.ctx;
    let Some(contract) = defining(ctx, rw.body, maybe_contract, &CONTRACTION_OP) else {
        return false;
    };
    if rw.body.operand_count(contract) != 3 {
        return false;
    }
    let acc = rw.body.operand(contract, 2);
    if defining(ctx, rw.body, acc, &rmlir_arith::ops::CONSTANT_OP).is_none() {
        return false;
    }
    let zero = zero_attr(ctx, rw.body.value_type(acc));
    if zero.is_none() || value_constant(ctx, rw.body, rw.body_id, acc) != zero {
        return false;
    }
    let mut map = IrMapping::new();
    map.map_value(acc, other);
    let new = rw.clone_op(contract, &mut map);
    let v = rw.body.result(new, 0);
    rw.replace_op(add, &[v]);
    true
}

static CONTRACT_ADDI: FnPattern = FnPattern::new(
    "CanonicalizeContractAdd<arith::AddIOp>",
    "arith.addi",
    contract_add,
);
static CONTRACT_ADDF: FnPattern = FnPattern::new(
    "CanonicalizeContractAdd<arith::AddFOp>",
    "arith.addf",
    contract_add,
);

pub(crate) fn contract_patterns(out: &mut Vec<&'static dyn RewritePattern>) {
    out.push(&CONTRACT_ADDI);
    out.push(&CONTRACT_ADDF);
}
