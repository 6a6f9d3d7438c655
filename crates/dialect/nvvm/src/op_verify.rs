//! The `verify()` of the nvvm ops whose checks go beyond their ODS
//! constraints, with upstream's messages. The generated table names them.

use rmlir_ir::float::FloatKind;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::{OpView, TypeKind};

/// The keyword of the enum attribute property `name` (`rn` of
/// `#nvvm.fp_rnd_mode<rn>`), its default when absent.
fn enum_case<'a>(op: &OpView<'a>, name: &str) -> Option<&'static str> {
    let a = op.prop_or_default(name)?;
    match op.ctx.attr_kind(a) {
        rmlir_ir::AttrKind::Dialect(d) => match d.def.0.enum_param {
            Some(rmlir_ir::op_def::EnumRef::Int(e)) => e.stringify(d.int(0)),
            _ => None,
        },
        _ => None,
    }
}

/// The float kind of the type property `name`, if it is a float type.
fn float_prop(op: &OpView<'_>, name: &str) -> Option<FloatKind> {
    let t = op.prop(name).and_then(|a| op.ctx.type_value(a))?;
    match op.ctx.type_kind(t) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

fn flag(op: &OpView<'_>, name: &str) -> bool {
    op.prop_or_default(name)
        .is_some_and(|a| matches!(op.ctx.attr_kind(a), rmlir_ir::AttrKind::Integer { value, .. } if !value.is_zero()))
}

/// `ConvertFloatToTF32Op::verify`.
pub(crate) fn convert_float_to_tf32(op: &OpView<'_>) -> VerifyResult {
    match enum_case(op, "rnd") {
        Some("rna") if flag(op, "relu") => Err(op.emit_error("Relu not supported with rna rounding mode.")),
        Some("rna" | "rn" | "rz") => Ok(()),
        _ => Err(op.emit_error("Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.")),
    }
}

/// `ConvertF32x2ToF6x2Op::verify`.
pub(crate) fn convert_f32x2_to_f6x2(op: &OpView<'_>) -> VerifyResult {
    match float_prop(op, "dstTy") {
        Some(FloatKind::F6E2M3FN | FloatKind::F6E3M2FN) => Ok(()),
        _ => Err(op.emit_op_error(
            "Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2.",
        )),
    }
}

/// `ConvertF32x2ToF8x2Op::verify`.
pub(crate) fn convert_f32x2_to_f8x2(op: &OpView<'_>) -> VerifyResult {
    let rnd = enum_case(op, "rnd");
    match float_prop(op, "dstTy") {
        Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2) => {
            if rnd != Some("rn") {
                return Err(op.emit_op_error(
                    "Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types",
                ));
            }
            if enum_case(op, "sat") != Some("satfinite") {
                return Err(op.emit_op_error(
                    "Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types",
                ));
            }
            Ok(())
        }
        Some(FloatKind::F8E8M0FNU) => {
            if !matches!(rnd, Some("rz" | "rp")) {
                return Err(op.emit_op_error(
                    "Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type",
                ));
            }
            if flag(op, "relu") {
                return Err(op.emit_op_error("relu not supported for conversions to 'f8E8M0FNU' type"));
            }
            Ok(())
        }
        _ => Err(op.emit_op_error(
            "Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2",
        )),
    }
}

/// `ConvertF16x2ToF8x2Op::verify`.
pub(crate) fn convert_f16x2_to_f8x2(op: &OpView<'_>) -> VerifyResult {
    match float_prop(op, "dstTy") {
        Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2) => Ok(()),
        _ => Err(op.emit_op_error(
            "Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2.",
        )),
    }
}

/// `ConvertBF16x2ToF8x2Op::verify`.
pub(crate) fn convert_bf16x2_to_f8x2(op: &OpView<'_>) -> VerifyResult {
    if float_prop(op, "dstTy") != Some(FloatKind::F8E8M0FNU) {
        return Err(op.emit_op_error("Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2."));
    }
    if !matches!(enum_case(op, "rnd"), Some("rz" | "rp")) {
        return Err(op.emit_op_error("Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2."));
    }
    Ok(())
}

/// `ConvertF32x4ToF8x4Op::verify` (stochastic rounding).
pub(crate) fn convert_f32x4_to_f8x4(op: &OpView<'_>) -> VerifyResult {
    match float_prop(op, "dstTy") {
        Some(FloatKind::F8E4M3FN | FloatKind::F8E5M2) => Ok(()),
        _ => Err(op.emit_op_error(
            "Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f32x4 to f8x4.",
        )),
    }
}

/// `ConvertF32x4ToF6x4Op::verify`.
pub(crate) fn convert_f32x4_to_f6x4(op: &OpView<'_>) -> VerifyResult {
    match float_prop(op, "dstTy") {
        Some(FloatKind::F6E2M3FN | FloatKind::F6E3M2FN) => Ok(()),
        _ => Err(op.emit_op_error(
            "Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x4 to f6x4.",
        )),
    }
}

/// `ConvertF32x4ToF4x4Op::verify`.
pub(crate) fn convert_f32x4_to_f4x4(op: &OpView<'_>) -> VerifyResult {
    match float_prop(op, "dstTy") {
        Some(FloatKind::F4E2M1FN) => Ok(()),
        _ => Err(op.emit_op_error("Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.")),
    }
}

/// `BulkStoreOp::verify`.
pub(crate) fn bulk_store(op: &OpView<'_>) -> VerifyResult {
    let v = op
        .prop_or_default("initVal")
        .and_then(|a| match op.ctx.attr_kind(a) {
            rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
        .unwrap_or(0);
    if v != 0 {
        return Err(op.emit_op_error(format!("only 0 is supported for initVal, got {v}")));
    }
    Ok(())
}
