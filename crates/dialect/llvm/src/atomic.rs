//! `llvm.atomicrmw` and `llvm.cmpxchg`: their verifiers and
//! `cmpxchg`'s result type (`!llvm.struct<(T, i1)>`).

use rmlir_ir::op_def::{InferInput, VerifyResult};
use rmlir_ir::{Context, OpView, Type, TypeKind};
use smallvec::SmallVec;

use crate::attrs::enum_value;
use crate::types::*;

const MONOTONIC: i64 = 2;
const ACQUIRE: i64 = 4;
pub(crate) const RELEASE: i64 = 5;
pub(crate) const ACQ_REL: i64 = 6;

/// `isTypeCompatibleWithAtomicOp`: integers of 8 to 64 bits, the common
/// floats and pointers.
fn is_atomic_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => matches!(width, 8 | 16 | 32 | 64),
        TypeKind::Float(k) => {
            use rmlir_ir::float::FloatKind::*;
            matches!(k, BF16 | F16 | F32 | F64)
        }
        _ => ptr_address_space(ctx, t).is_some(),
    }
}

/// Upstream's `isTypeCompatibleWithAtomicOp` for loads and stores: an
/// integer, pointer or LLVM-compatible float whose size (in the default
/// data layout) is a power of two of at least 8 bits.
fn is_atomic_mem_compatible(ctx: &Context, t: Type) -> bool {
    let bits = match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(k) => {
            use rmlir_ir::float::FloatKind::*;
            match k {
                BF16 | F16 => 16,
                F32 => 32,
                F64 => 64,
                F80 => 80,
                F128 => 128,
                _ => return false,
            }
        }
        _ if ptr_address_space(ctx, t).is_some() => 64,
        _ => return false,
    };
    bits >= 8 && bits.is_power_of_two()
}

/// `verifyAtomicMemOp` of `llvm.load` (`value` its result type) and
/// `llvm.store` (its stored value's), with the orderings each cannot take.
pub(crate) fn verify_atomic_mem_op(
    op: &OpView<'_>,
    value: Type,
    unsupported: &[i64],
) -> VerifyResult {
    let ctx = op.ctx;
    let order = crate::attrs::set_prop(op, "ordering")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    if order == 0 {
        if crate::attrs::set_prop(op, "syncscope").is_some() {
            return Err(op.emit_op_error("expected syncscope to be null for non-atomic access"));
        }
        return Ok(());
    }
    if !is_atomic_mem_compatible(ctx, value) {
        return Err(op.emit_op_error(&format!(
            "unsupported type {} for atomic access",
            rmlir_ir::op_verify::quoted_type(ctx, value)
        )));
    }
    if unsupported.contains(&order) {
        let name = crate::attrs::ATOMIC_ORDERING
            .cases
            .iter()
            .find(|c| c.1 == order)
            .map_or("", |c| c.0);
        return Err(op.emit_op_error(&format!("unsupported ordering '{name}'")));
    }
    if crate::attrs::set_prop(op, "alignment").is_none() {
        return Err(op.emit_op_error("expected alignment for atomic access"));
    }
    Ok(())
}

/// `StoreOp::verify`.
pub(crate) fn verify_store(op: &OpView<'_>) -> VerifyResult {
    let value = op.operand_type(0);
    verify_atomic_mem_op(op, value, &[ACQUIRE, ACQ_REL])
}

fn ordering(op: &OpView<'_>, name: &str) -> i64 {
    op.prop(name)
        .and_then(|a| enum_value(op.ctx, a))
        .unwrap_or(0)
}

/// `AtomicRMWOp::verify`.
pub(crate) fn verify_atomicrmw(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let val = op.operand_type(1);
    let bin_op = op
        .prop("bin_op")
        .and_then(|a| enum_value(ctx, a))
        .unwrap_or(0);
    let is_float = |t| matches!(ctx.type_kind(t), TypeKind::Float(_)) && is_compatible_type(ctx, t);
    match bin_op {
        // fadd, fsub, fmax, fmin, fmaximum, fminimum
        11..=14 | 19 | 20 => match ctx.type_kind(val) {
            TypeKind::Vector { elem, scalable, .. } => {
                if scalable.iter().any(|&s| s) {
                    return Err(op.emit_op_error("expected LLVM IR fixed vector type"));
                }
                if !is_float(*elem) {
                    return Err(
                        op.emit_op_error("expected LLVM IR floating point type for vector element")
                    );
                }
            }
            _ if !is_float(val) => {
                return Err(op.emit_op_error("expected LLVM IR floating point type"))
            }
            _ => {}
        },
        // xchg
        0 => {
            if !is_atomic_compatible(ctx, val) {
                return Err(op.emit_op_error("unexpected LLVM IR type for 'xchg' bin_op"));
            }
        }
        _ => {
            if !matches!(
                ctx.type_kind(val),
                TypeKind::Integer {
                    width: 8 | 16 | 32 | 64,
                    ..
                }
            ) {
                return Err(op.emit_op_error("expected LLVM IR integer type"));
            }
        }
    }
    if ordering(op, "ordering") < MONOTONIC {
        return Err(op.emit_op_error("expected at least 'monotonic' ordering"));
    }
    Ok(())
}

/// `AtomicCmpXchgOp::verify`.
pub(crate) fn verify_cmpxchg(op: &OpView<'_>) -> VerifyResult {
    if !is_atomic_compatible(op.ctx, op.operand_type(2)) {
        return Err(op.emit_op_error("unexpected LLVM IR type"));
    }
    let success = ordering(op, "success_ordering");
    let failure = ordering(op, "failure_ordering");
    if success < MONOTONIC || failure < MONOTONIC {
        return Err(op.emit_op_error("ordering must be at least 'monotonic'"));
    }
    if failure == RELEASE || failure == ACQ_REL {
        return Err(op.emit_op_error("failure ordering cannot be 'release' or 'acq_rel'"));
    }
    Ok(())
}

/// `cmpxchg`'s result: the value type and the success bit.
pub(crate) fn infer_cmpxchg(input: &InferInput<'_>) -> Result<SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let Some(&val) = input.operand_types.get(2) else {
        return Err(None);
    };
    Ok(smallvec::smallvec![literal_struct_type(
        ctx,
        &[val, ctx.int_type(1)],
        false
    )])
}
