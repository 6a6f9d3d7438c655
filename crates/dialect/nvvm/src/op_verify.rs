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
        Some("rna") if flag(op, "relu") => {
            Err(op.emit_error("Relu not supported with rna rounding mode."))
        }
        Some("rna" | "rn" | "rz") => Ok(()),
        _ => {
            Err(op
                .emit_error("Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op."))
        }
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
        return Err(op.emit_op_error(
            "Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.",
        ));
    }
    if !matches!(enum_case(op, "rnd"), Some("rz" | "rp")) {
        return Err(op.emit_op_error(
            "Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.",
        ));
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
        _ => Err(op.emit_op_error(
            "Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.",
        )),
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

fn int_prop(op: &OpView<'_>, name: &str) -> Option<i64> {
    op.prop_or_default(name)
        .and_then(|a| match op.ctx.attr_kind(a) {
            rmlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
}

/// `"expected <what> to be of type 'T' but got 'U' instead"`.
fn type_mismatch(
    op: &OpView<'_>,
    what: &str,
    want: rmlir_ir::Type,
    got: rmlir_ir::Type,
) -> Box<rmlir_ir::diagnostics::Diagnostic> {
    let ctx = op.ctx;
    op.emit_op_error(format!(
        "expected {what} to be of type '{}' but got '{}' instead",
        rmlir_ir::printer::type_to_string(ctx, want),
        rmlir_ir::printer::type_to_string(ctx, got)
    ))
}

/// `ShflOp::verify`: a struct result (value, validity) exactly when
/// `return_value_and_is_valid` is set.
pub(crate) fn shfl(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (val, res) = (op.operand_type(1), op.result_type(0));
    let flagged = op.prop("return_value_and_is_valid").is_some();
    match rmlir_llvm::struct_parts(ctx, res) {
        Some(s) => {
            if !flagged {
                return Err(op.emit_op_error(
                    "\"return_value_and_is_valid\" attribute must be specified when the return type is a struct type",
                ));
            }
            if s.body.len() != 2 {
                return Err(op.emit_op_error("expected return type to be a two-element struct"));
            }
            if s.body[0] != val {
                return Err(type_mismatch(
                    op,
                    "first element in the returned struct",
                    val,
                    s.body[0],
                ));
            }
            if !rmlir_ir::constraints::is_signless_int_of(ctx, s.body[1], 1) {
                return Err(type_mismatch(
                    op,
                    "second element in the returned struct",
                    ctx.int_type(1),
                    s.body[1],
                ));
            }
        }
        None => {
            if flagged {
                return Err(op.emit_op_error("expected return type to be a two-element struct"));
            }
            if res != val {
                return Err(type_mismatch(op, "return type", val, res));
            }
        }
    }
    Ok(())
}

/// `VoteSyncOp::verify`: `ballot` gives a mask, the others a predicate.
pub(crate) fn vote_sync(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let res = op.result_type(0);
    if enum_case(op, "kind") == Some("ballot") {
        if !rmlir_ir::constraints::is_signless_int_of(ctx, res, 32) {
            return Err(op.emit_op_error("vote.sync 'ballot' returns an i32"));
        }
    } else if !rmlir_ir::constraints::is_signless_int_of(ctx, res, 1) {
        return Err(op.emit_op_error("vote.sync 'any', 'all' and 'uni' returns an i1"));
    }
    Ok(())
}

/// `CpAsyncOp::verify`.
pub(crate) fn cp_async(op: &OpView<'_>) -> VerifyResult {
    if !matches!(enum_case(op, "modifier"), Some("cg" | "ca")) {
        return Err(op.emit_error("Only CG and CA cache modifiers are supported."));
    }
    let size = int_prop(op, "size").unwrap_or(0);
    if !matches!(size, 4 | 8 | 16) {
        return Err(op.emit_error("expected byte size to be either 4, 8 or 16."));
    }
    if enum_case(op, "modifier") == Some("cg") && size != 16 {
        return Err(op.emit_error("CG cache modifier is only support for 16 bytes copy."));
    }
    Ok(())
}

/// `LdMatrixOp::verify`: the count and element type each shape allows,
/// and the result as many `i32`s as it loads.
pub(crate) fn ldmatrix(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let num = int_prop(op, "num").unwrap_or(0);
    let (m, n) = op
        .prop("shape")
        .and_then(|a| ctx.as_dialect_attr(a, &crate::attrs::LD_ST_MATRIX_SHAPE_DEF))
        .map_or((0, 0), |d| (d.int(0), d.int(1)));
    let elt = enum_case(op, "eltType");
    let layout = enum_case(op, "layout");
    let (counts, count_msg, err): (&[i64], &str, Option<&str>) = match (m, n) {
        (8, 8) => (
            &[1, 2, 4],
            "expected num attribute to be 1, 2 or 4 for 8x8 matrix",
            (elt != Some("b16")).then_some("expected element type to be b16 for 8x8 matrix"),
        ),
        (8, 16) => (
            &[1, 2, 4],
            "expected num attribute to be 1, 2 or 4 for 8x16 matrix",
            if layout != Some("row") {
                Some("expected layout to be row for 8x16 matrix")
            } else if !matches!(elt, Some("b8x16.b4x16_p64" | "b8x16.b6x16_p32")) {
                Some("expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix")
            } else {
                None
            },
        ),
        (16, 16) => (
            &[1, 2],
            "expected num attribute to be 1 or 2 for 16x16 matrix",
            if layout != Some("col") {
                Some("expected layout to be col for 16x16 matrix")
            } else if !matches!(elt, Some("b8" | "b8x16.b4x16_p64" | "b8x16.b6x16_p32")) {
                Some("expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix")
            } else {
                None
            },
        ),
        _ => return Err(op.emit_op_error("expected shape to be 8x8, 8x16 or 16x16")),
    };
    if !counts.contains(&num) {
        return Err(op.emit_op_error(count_msg));
    }
    if let Some(msg) = err {
        return Err(op.emit_op_error(msg));
    }
    let i32t = ctx.int_type(32);
    let elements = if (m, n) == (16, 16) { num * 2 } else { num };
    let res = op.result_type(0);
    if elements == 1 && res != i32t {
        return Err(op.emit_op_error("expected destination type is i32"));
    }
    if elements == 2 || elements == 4 {
        let want = rmlir_llvm::literal_struct_type(ctx, &vec![i32t; elements as usize], false);
        if res != want {
            return Err(op.emit_op_error(format!(
                "expected destination type is a structure of {elements} elements of type i32"
            )));
        }
    }
    Ok(())
}

/// `ReduxOp::verify`: `abs` and `NaN` only for `f32`, and each kind for
/// its one type.
pub(crate) fn redux_sync(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let ty = op.operand_type(0);
    let is_f32 = matches!(ctx.type_kind(ty), TypeKind::Float(FloatKind::F32));
    if !is_f32 {
        if flag(op, "abs") {
            return Err(op.emit_op_error("abs attribute is supported only for f32 type"));
        }
        if flag(op, "nan") {
            return Err(op.emit_op_error("nan attribute is supported only for f32 type"));
        }
    }
    let kind = enum_case(op, "kind").unwrap_or("");
    let wanted = if matches!(kind, "fmin" | "fmax") {
        "f32"
    } else {
        "i32"
    };
    let ok = if wanted == "f32" {
        is_f32
    } else {
        rmlir_ir::constraints::is_signless_int_of(ctx, ty, 32)
    };
    if !ok {
        return Err(op.emit_op_error(format!(
            "'{kind}' redux kind unsupported with '{}' type. Only supported type is '{wanted}'.",
            rmlir_ir::printer::type_to_string(ctx, ty)
        )));
    }
    Ok(())
}

/// The check of `LLVM::ConstantRangeAttr::verify` on the `range` of the
/// special register ops: an empty or full range has both bounds at the
/// minimum or the maximum.
pub(crate) fn special_register(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(d) = op
        .prop("range")
        .and_then(|a| ctx.as_dialect_attr(a, &crate::attrs::CONSTANT_RANGE_DEF))
    else {
        return Ok(());
    };
    let width = match d.params.first() {
        Some(rmlir_ir::dialect_attr::Param::Type(t)) => match ctx.type_kind(*t) {
            TypeKind::Integer { width, .. } => *width,
            _ => return Ok(()),
        },
        _ => return Ok(()),
    };
    let mask = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    let (lower, upper) = (d.int(1) as u64 & mask, d.int(2) as u64 & mask);
    if lower == upper && lower != 0 && lower != mask {
        return Err(op.emit_op_error(format!(
            "invalid range attribute: Lower == Upper, but they aren't min (0) or max ({mask}) value! This is an invalid constant range."
        )));
    }
    Ok(())
}

/// `FenceProxyOp::verify`.
pub(crate) fn fence_proxy(op: &OpView<'_>) -> VerifyResult {
    let kind = enum_case(op, "kind");
    let has_space = op.prop("space").is_some();
    let msg = match kind {
        Some("tensormap") => "tensormap proxy is not a supported proxy kind",
        Some("generic") => "generic proxy not a supported proxy kind",
        Some("async.shared") if !has_space => "async_shared fence requires space attribute",
        Some(k) if k != "async.shared" && has_space => {
            "only async_shared fence can have space attribute"
        }
        _ => return Ok(()),
    };
    Err(op.emit_op_error(msg))
}

/// `FenceProxyAcquireOp::verify` and `FenceProxyReleaseOp::verify`.
pub(crate) fn fence_proxy_uni(op: &OpView<'_>) -> VerifyResult {
    if enum_case(op, "fromProxy") != Some("generic") {
        return Err(op.emit_op_error(
            "uni-directional proxies only support generic for from_proxy attribute",
        ));
    }
    if enum_case(op, "toProxy") != Some("tensormap") {
        return Err(op.emit_op_error(
            "uni-directional proxies only support tensormap for to_proxy attribute",
        ));
    }
    Ok(())
}

/// `SetMaxRegisterOp::verify`.
pub(crate) fn set_max_register(op: &OpView<'_>) -> VerifyResult {
    let n = int_prop(op, "regCount").unwrap_or(0);
    if n % 8 != 0 {
        return Err(op.emit_op_error("new register size must be multiple of 8"));
    }
    if !(24..=256).contains(&n) {
        return Err(op.emit_op_error("new register size must be in between 24 to 256"));
    }
    Ok(())
}

/// `BarrierOp::verify`: a thread count needs a barrier id.
pub(crate) fn barrier(op: &OpView<'_>) -> VerifyResult {
    let has = |i: usize| op.operand_range(i).is_some_and(|(_, n)| n > 0);
    if has(1) && !has(0) {
        return Err(op.emit_op_error("barrier id is missing, it should be set between 0 to 15"));
    }
    let (reduction, predicate) = (op.prop("reductionOp").is_some(), has(2));
    if has(0) && (reduction || predicate) {
        return Err(op.emit_op_error("reduction are only available when id is 0"));
    }
    if reduction != predicate {
        return Err(op.emit_op_error(
            "reduction predicate and reduction operation must be specified together",
        ));
    }
    Ok(())
}

/// `Tcgen05CpOp::verify`: the multicast each shape takes.
pub(crate) fn tcgen05_cp(op: &OpView<'_>) -> VerifyResult {
    let mc = enum_case(op, "multicast").unwrap_or("none");
    let msg = match enum_case(op, "shape") {
        Some("shape_128x256b" | "shape_128x128b" | "shape_4x256b") if mc != "none" => {
            "Invalid multicast type for tcgen05.cp Op"
        }
        Some("shape_64x128b") if !matches!(mc, "warpx2_01_23" | "warpx2_02_13") => {
            "Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op"
        }
        Some("shape_32x128b") if mc != "warpx4" => {
            "Shape 32x128b requires multicast warpx4 for tcgen05.cp Op"
        }
        _ => return Ok(()),
    };
    Err(op.emit_error(msg))
}

/// `MatchSyncOp::verify`.
pub(crate) fn match_sync(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let res = op.result_type(0);
    let int = |t, w| rmlir_ir::constraints::is_signless_int_of(ctx, t, w);
    if enum_case(op, "kind") == Some("all") {
        let ok = rmlir_llvm::struct_parts(ctx, res)
            .is_some_and(|s| s.body.len() == 2 && int(s.body[0], 32) && int(s.body[1], 1));
        if !ok {
            return Err(op.emit_op_error(
                "match.sync 'all' returns a two element struct with first element as i32 and second element as i1",
            ));
        }
    } else if !int(res, 32) {
        return Err(op.emit_op_error("match.sync 'any' returns an i32"));
    }
    Ok(())
}

/// `ClusterLaunchControlQueryCancelOp::verify`.
pub(crate) fn cluster_launch_control_query(op: &OpView<'_>) -> VerifyResult {
    let res = op.result_type(0);
    let int = |w| rmlir_ir::constraints::is_signless_int_of(op.ctx, res, w);
    match enum_case(op, "query_type") {
        Some("is_canceled") if !int(1) => Err(op.emit_op_error("is_canceled query type returns an i1")),
        Some("get_first_cta_id_x" | "get_first_cta_id_y" | "get_first_cta_id_z") if !int(32) => Err(op.emit_op_error(
            "get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32",
        )),
        _ => Ok(()),
    }
}

/// `StMatrixOp::verify`.
pub(crate) fn stmatrix(op: &OpView<'_>) -> VerifyResult {
    let count = op.operand_group(1).len();
    if !matches!(count, 1 | 2 | 4) {
        return Err(op.emit_op_error("expected num attribute to be 1, 2 or 4"));
    }
    let (m, n) = op
        .prop("shape")
        .and_then(|a| {
            op.ctx
                .as_dialect_attr(a, &crate::attrs::LD_ST_MATRIX_SHAPE_DEF)
        })
        .map_or((0, 0), |d| (d.int(0), d.int(1)));
    let elt = enum_case(op, "eltType");
    let msg = match (m, n) {
        (8, 8) if elt != Some("b16") => "expected element type to be B16 for 8x8 matrix",
        (8, 8) => return Ok(()),
        (16, 8) if elt != Some("b8") => "expected element type to be B8 for 16x8 matrix",
        (16, 8) if enum_case(op, "layout") != Some("col") => {
            "expected layout to be col for 16x8 matrix"
        }
        (16, 8) => return Ok(()),
        _ => "expected shape to be 8x8 or 16x8",
    };
    Err(op.emit_op_error(msg))
}

/// `PMEventOp::verify`: exactly one of `id` and `mask`, an id below 16.
pub(crate) fn pmevent(op: &OpView<'_>) -> VerifyResult {
    let id = int_prop(op, "eventId");
    let masked = op.prop("maskedEventId").is_some();
    let msg = match (id, masked) {
        (None, false) => "either `id` or `mask` must be set",
        (Some(_), true) => "`id` and `mask` cannot be set at the same time",
        (Some(v), false) if !(0..=15).contains(&v) => "`id` must be between 0 and 15",
        _ => return Ok(()),
    };
    Err(op.emit_op_error(msg))
}

/// The `k` a warpgroup MMA takes for input type `a`.
fn wgmma_k(a: &str) -> Option<i64> {
    match a {
        "tf32" => Some(8),
        "f16" | "bf16" => Some(16),
        "s8" | "u8" | "e4m3" | "e5m2" => Some(32),
        "b1" => Some(256),
        _ => None,
    }
}

/// Whether `d += a * b` is a warpgroup MMA PTX has.
fn wgmma_types_allowed(d: &str, a: &str, b: &str) -> bool {
    match a {
        "f16" => matches!(d, "f32" | "f16") && b == "f16",
        "tf32" => d == "f32" && b == "tf32",
        "u8" | "s8" => d == "s32" && matches!(b, "u8" | "s8"),
        "b1" => d == "s32" && b == "b1",
        "bf16" => matches!(d, "f32" | "f16") && b == "bf16",
        "e4m3" | "e5m2" => matches!(d, "f32" | "f16") && matches!(b, "e5m2" | "e4m3"),
        _ => false,
    }
}

/// `WgmmaMmaAsyncOp::verify`.
pub(crate) fn wgmma_mma_async(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(s) = rmlir_llvm::struct_parts(ctx, op.result_type(0)) else {
        return Err(op.emit_op_error("expected results to be struct"));
    };
    if let Some(&t) = s.body.iter().find(|&&t| Some(&t) != s.body.first()) {
        return Err(op.emit_op_error(format!(
            "all elements in struct must be same type but there is '{}'",
            rmlir_ir::printer::type_to_string(ctx, t)
        )));
    }
    let e = |n| enum_case(op, n).unwrap_or("");
    let (d, a, b) = (e("typeD"), e("typeA"), e("typeB"));
    if !matches!(d, "f32" | "f16" | "s32") {
        return Err(op.emit_op_error(format!("does not support the given output type {d}")));
    }
    if d == "s32" && (e("scaleA") == "neg" || e("scaleB") == "neg") {
        return Err(op.emit_op_error("has s32 output, scaleA and scaleB cannot be neg"));
    }
    if !wgmma_types_allowed(d, a, b) {
        return Err(op.emit_op_error(format!("{d} += {a} * {b}, it is not supported.")));
    }
    let (m, n, k) = op
        .prop("shape")
        .and_then(|x| ctx.as_dialect_attr(x, &crate::attrs::MMA_SHAPE_DEF))
        .map_or((0, 0, 0), |s| (s.int(0), s.int(1), s.int(2)));
    if m != 64 {
        return Err(op.emit_op_error("shape 'm' must be 64"));
    }
    let want_k = wgmma_k(a).unwrap_or(0);
    if want_k != k {
        return Err(op.emit_op_error(format!("shape 'k' must be {want_k} for input type {a}")));
    }
    let n_ok = if matches!(a, "u8" | "s8" | "b1") {
        n % 16 == 0 && (16..=256).contains(&n) || n == 8 || n == 24
    } else {
        n % 8 == 0 && (8..=256).contains(&n)
    };
    if !n_ok {
        return Err(op.emit_op_error(format!(
            "has input type {a} n is set to {n}, it is not supported."
        )));
    }
    let (la, lb) = (e("layoutA"), e("layoutB"));
    if !matches!(a, "f16" | "bf16") && (la == "col" || lb == "row") {
        return Err(op.emit_op_error(format!(
            "given layouts layout_a = {la} and layout_b = {lb} for input types {a} and {b} requires transpose. However, this is only supported for: f16 and bf16"
        )));
    }
    let expected = if d == "f16" { n / 4 } else { n / 2 };
    if s.body.len() as i64 != expected {
        return Err(op.emit_op_error(format!(
            "results {expected}, however output struct has {} elements",
            s.body.len()
        )));
    }
    if d != "s32" && enum_case(op, "satfinite") == Some("satfinite") {
        return Err(op.emit_op_error(format!(
            " `satfinite` can be only used with s32 accumulator, however the current accumulator is {d}"
        )));
    }
    Ok(())
}

/// `NVVM::inferMMAType` from the fragment's rows and columns (through
/// `inferMMATypeFromMNK`): the element type of a WMMA fragment and how
/// many registers hold it; `None` for the combinations upstream asserts
/// away.
fn wmma_fragment(
    op: &OpView<'_>,
    ty: &str,
    frag: &str,
    m: i64,
    n: i64,
    k: i64,
) -> Option<(rmlir_ir::Type, usize)> {
    let ctx = op.ctx;
    let (rows, cols) = match frag {
        "a" => (m, k),
        "b" => (k, n),
        _ => (m, n),
    };
    let ab = matches!(frag, "a" | "b");
    let f16x2 = crate::constraints::vector_type(ctx, 2, ctx.float_type(FloatKind::F16));
    let (elem, count) = match ty {
        "f16" => (f16x2, if ab { 8 } else { 4 }),
        "f32" => (ctx.float_type(FloatKind::F32), 8),
        "f64" => (ctx.float_type(FloatKind::F64), if ab { 1 } else { 2 }),
        "tf32" => (ctx.int_type(32), 4),
        "s8" | "u8" => {
            let parallel = match frag {
                "a" => rows,
                "b" => cols,
                _ => 0,
            };
            let count = match parallel {
                16 => 2,
                8 => 1,
                32 => 4,
                _ => 0,
            };
            (ctx.int_type(32), count)
        }
        "s32" => (ctx.int_type(32), 8),
        _ => return None,
    };
    (count > 0).then_some((elem, count))
}

fn wmma_shape(op: &OpView<'_>) -> (i64, i64, i64) {
    let g = |n| int_prop(op, n).unwrap_or(0);
    (g("m"), g("n"), g("k"))
}

fn type_str(op: &OpView<'_>, t: rmlir_ir::Type) -> String {
    rmlir_ir::printer::type_to_string(op.ctx, t)
}

/// The struct of `count` registers of type `elem`.
fn register_struct(op: &OpView<'_>, elem: rmlir_ir::Type, count: usize) -> rmlir_ir::Type {
    rmlir_llvm::literal_struct_type(op.ctx, &vec![elem; count], false)
}

/// WMMA pointers are generic, global or shared.
fn wmma_pointer_ok(op: &OpView<'_>) -> bool {
    matches!(
        rmlir_llvm::ptr_address_space(op.ctx, op.operand_type(0)),
        Some(0 | 1 | 3)
    )
}

/// `WMMALoadOp::verify`.
pub(crate) fn wmma_load(op: &OpView<'_>) -> VerifyResult {
    if !wmma_pointer_ok(op) {
        return Err(op.emit_op_error("expected source pointer in memory space 0, 1, 3"));
    }
    let (m, n, k) = wmma_shape(op);
    let e = |name| enum_case(op, name).unwrap_or("");
    let combo = (e("layout"), m, n, k, e("eltype"), e("frag"));
    if !crate::WMMA_LOAD_INTRINSICS.contains(&combo) {
        return Err(op.emit_op_error("invalid attribute combination"));
    }
    let (ty, frag) = (
        enum_case(op, "eltype").unwrap_or(""),
        enum_case(op, "frag").unwrap_or(""),
    );
    let Some((elem, count)) = wmma_fragment(op, ty, frag, m, n, k) else {
        return Ok(());
    };
    let res = op.result_type(0);
    if ty == "f64" && count == 1 {
        if res != elem {
            return Err(op.emit_op_error("expected destination type to be f64"));
        }
        return Ok(());
    }
    if res != register_struct(op, elem, count) {
        return Err(op.emit_op_error(format!(
            "expected destination type is a structure of {count} elements of type '{}'",
            type_str(op, elem)
        )));
    }
    Ok(())
}

/// `WMMAStoreOp::verify`.
pub(crate) fn wmma_store(op: &OpView<'_>) -> VerifyResult {
    if !wmma_pointer_ok(op) {
        return Err(
            op.emit_op_error("expected operands to be a source pointer in memory space 0, 1, 3")
        );
    }
    let (m, n, k) = wmma_shape(op);
    let e = |name| enum_case(op, name).unwrap_or("");
    if !crate::WMMA_STORE_INTRINSICS.contains(&(e("layout"), m, n, k, e("eltype"))) {
        return Err(op.emit_op_error("invalid attribute combination"));
    }
    let ty = enum_case(op, "eltype").unwrap_or("");
    let Some((elem, count)) = wmma_fragment(op, ty, "c", m, n, k) else {
        return Ok(());
    };
    let args = op.operand_group(1);
    if args.len() != count {
        return Err(op.emit_op_error(format!("expected {count} data operands")));
    }
    if args.iter().any(|&v| op.value_type(v) != elem) {
        return Err(op.emit_op_error(format!(
            "expected data operands of type '{}'",
            type_str(op, elem)
        )));
    }
    Ok(())
}

/// `WMMAMmaOp::verify`: an intrinsic for the attributes, the A, B and C
/// fragments' registers, then the result's.
pub(crate) fn wmma_mma(op: &OpView<'_>) -> VerifyResult {
    let (m, n, k) = wmma_shape(op);
    let e = |name| enum_case(op, name).unwrap_or("");
    let combo = (
        e("layoutA"),
        e("layoutB"),
        m,
        n,
        k,
        e("eltypeA"),
        e("eltypeB"),
    );
    if !crate::WMMA_MMA_INTRINSICS.contains(&combo) {
        return Err(op.emit_op_error("invalid attribute combination"));
    }
    let (ta, tb) = (
        enum_case(op, "eltypeA").unwrap_or(""),
        enum_case(op, "eltypeB").unwrap_or(""),
    );
    // Upstream types B's fragment by `eltypeA` too.
    let (Some(a), Some(b), Some(c)) = (
        wmma_fragment(op, ta, "a", m, n, k),
        wmma_fragment(op, ta, "b", m, n, k),
        wmma_fragment(op, tb, "c", m, n, k),
    ) else {
        return Ok(());
    };
    let expected: Vec<rmlir_ir::Type> = [a, b, c]
        .iter()
        .flat_map(|&(t, count)| std::iter::repeat(t).take(count))
        .collect();
    let args = op.operand_group(0);
    if args.len() != expected.len() {
        return Err(op.emit_op_error(format!("expected {} arguments", expected.len())));
    }
    if let Some(i) = (0..args.len()).find(|&i| op.value_type(args[i]) != expected[i]) {
        return Err(op.emit_op_error(format!(
            "expected argument {i} to be of type '{}'",
            type_str(op, expected[i])
        )));
    }
    if op.result_type(0) != register_struct(op, c.0, c.1) {
        return Err(op.emit_op_error(format!(
            "expected destination type is a structure of {} elements of type '{}'",
            c.1,
            type_str(op, c.0)
        )));
    }
    Ok(())
}

/// `MmaOp::verify`: the shapes and fragment types PTX has for the
/// multiplicand type, then the attributes binary and integer variants need.
pub(crate) fn mma_sync(op: &OpView<'_>) -> VerifyResult {
    use rmlir_ir::Type;
    let ctx = op.ctx;
    let Some(a_type) = enum_case(op, "multiplicandAPtxType") else {
        return Ok(());
    };
    let (i32t, f32t, f16t) = (
        ctx.int_type(32),
        ctx.float_type(FloatKind::F32),
        ctx.float_type(FloatKind::F16),
    );
    let f16x2 = crate::constraints::vector_type(ctx, 2, f16t);
    let st = |ts: &[Type]| rmlir_llvm::literal_struct_type(ctx, ts, false);
    let (m, n, k) = op
        .prop("shape")
        .and_then(|x| ctx.as_dialect_attr(x, &crate::attrs::MMA_SHAPE_DEF))
        .map_or((0, 0, 0), |s| (s.int(0), s.int(1), s.int(2)));
    let int4 = matches!(a_type, "s4" | "u4");
    let int8 = matches!(a_type, "s8" | "u8");
    let integer = int4 || int8 || matches!(a_type, "b1" | "s32");
    let mut shapes: Vec<(i64, i64, i64)> = Vec::new();
    let (mut ea, mut eb, mut ec): (Fragments, Fragments, Fragments) = Default::default();
    let mut results: Vec<Type> = Vec::new();
    if m == 16 {
        let (k_factor, mut frag) = match a_type {
            "tf32" => (4, i32t),
            "bf16" => (8, i32t),
            "f16" => (8, f16x2),
            "s4" | "u4" => (32, i32t),
            "b1" => (128, i32t),
            "s8" | "u8" => (16, i32t),
            _ => return Err(op.emit_error(format!("invalid shape or multiplicand type: {a_type}"))),
        };
        match a_type {
            "tf32" | "bf16" => results.push(st(&[f32t; 4])),
            "f16" => results.extend([st(&[f16x2; 2]), st(&[f32t; 4])]),
            _ => {}
        }
        if integer {
            results.push(st(&[i32t; 4]));
            ec.push(vec![i32t; 4]);
            frag = i32t;
        } else {
            ec.push(vec![f16x2; 2]);
            ec.push(vec![f32t; 4]);
        }
        ea.push(vec![frag; ((m / 8) * (k / k_factor)).max(0) as usize]);
        eb.push(vec![frag; ((n / 8) * (k / k_factor)).max(0) as usize]);
        shapes.extend([(16, 8, k_factor), (16, 8, k_factor * 2)]);
        let accum = op.operand_group(2).first().map(|&v| op.value_type(v));
        let res = crate::asm::infer_mma_type(ctx, op.result_type(0), true);
        if res != accum.and_then(|t| crate::asm::infer_mma_type(ctx, t, true)) {
            return Err(op.emit_op_error("ctype does not match dtype"));
        }
    }
    if m == 8 {
        if a_type == "f16" {
            ea.push(vec![f16x2; 2]);
            eb.push(vec![f16x2; 2]);
            results.extend([st(&[f16x2; 4]), st(&[f32t; 8])]);
            ec.extend([vec![f16x2; 4], vec![f32t; 8]]);
            shapes.push((8, 8, 4));
        }
        if a_type == "f64" {
            let f64t = ctx.float_type(FloatKind::F64);
            ea.push(vec![f64t]);
            eb.push(vec![f64t]);
            ec.push(vec![f64t; 2]);
            results.push(st(&[f64t; 2]));
            shapes.push((8, 8, 4));
        }
        if integer {
            ea.push(vec![i32t]);
            eb.push(vec![i32t]);
            ec.push(vec![i32t, i32t]);
            results.push(st(&[i32t, i32t]));
            if int4 {
                shapes.push((8, 8, 32));
            }
            if int8 {
                shapes.push((8, 8, 16));
            }
            if a_type == "b1" {
                shapes.push((8, 8, 128));
            }
        }
    }
    check_mma_fragments(op, (m, n, k), &shapes, [&ea, &eb, &ec], &results)?;
    if a_type == "b1" && op.prop("b1Op").is_none() {
        return Err(op.emit_op_error("op requires b1Op attribute"));
    }
    if (int4 || int8) && op.prop("intOverflowBehavior").is_none() {
        return Err(op.emit_op_error("op requires intOverflowBehavior attribute"));
    }
    // Only m8n8k4 with f16 takes other layouts than row-major A and
    // column-major B.
    let m8n8k4_f16 = (m, n, k) == (8, 8, 4) && a_type == "f16";
    if !m8n8k4_f16
        && (enum_case(op, "layoutA") != Some("row") || enum_case(op, "layoutB") != Some("col"))
    {
        return Err(op.emit_op_error(format!(
            "requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <{m}, {n}, {k}> with element types {a_type} and {}. Only m8n8k4 with f16 supports other layouts.",
            enum_case(op, "multiplicandBPtxType").unwrap_or("")
        )));
    }
    Ok(())
}

/// The address space of operand `i`, a pointer.
fn operand_space(op: &OpView<'_>, i: usize) -> Option<i64> {
    rmlir_llvm::ptr_address_space(op.ctx, op.operand_type(i))
}

/// Whether operand group `i` (an optional operand) is present.
fn has_group(op: &OpView<'_>, i: usize) -> bool {
    !op.operand_group(i).is_empty()
}

/// `verifyMBarrierArriveLikeOp`: a CTA or cluster scope, and no result
/// from a barrier in the cluster's shared memory.
fn mbarrier_arrive_like(op: &OpView<'_>, has_result: bool) -> VerifyResult {
    if !matches!(enum_case(op, "scope"), Some("cta" | "cluster")) {
        return Err(op.emit_error("mbarrier scope must be either CTA or Cluster"));
    }
    if operand_space(op, 0) == Some(7) && has_result {
        return Err(op.emit_error("mbarrier in shared_cluster space cannot return any value"));
    }
    Ok(())
}

/// `MBarrierArriveOp::verify` and its `arrive_drop` variants.
pub(crate) fn mbarrier_arrive(op: &OpView<'_>) -> VerifyResult {
    mbarrier_arrive_like(op, op.num_results() > 0)
}

/// `MBarrierExpectTxOp::verify`, `MBarrierCompleteTxOp::verify`, and the
/// wait ops' (which do not count their result).
pub(crate) fn mbarrier_scope(op: &OpView<'_>) -> VerifyResult {
    mbarrier_arrive_like(op, false)
}

/// `MBarrierArriveExpectTxOp::verify`: with a predicate the op is inline
/// PTX, which has fewer features.
pub(crate) fn mbarrier_arrive_expect_tx(op: &OpView<'_>) -> VerifyResult {
    if has_group(op, 2) {
        let msg = if enum_case(op, "scope") != Some("cta") {
            Some("mbarrier scope must be CTA when using predicate")
        } else if operand_space(op, 0) == Some(7) {
            Some("mbarrier in shared_cluster space is not supported when using predicate")
        } else if op.num_results() > 0 {
            Some("return-value is not supported when using predicate")
        } else if flag(op, "relaxed") {
            Some("mbarrier with relaxed semantics is not supported when using predicate")
        } else {
            None
        };
        if let Some(msg) = msg {
            return Err(op.emit_error(msg));
        }
    }
    mbarrier_arrive_like(op, op.num_results() > 0)
}

/// `PermuteOp::verify`: the modes that take `hi` and those that do not.
pub(crate) fn permute(op: &OpView<'_>) -> VerifyResult {
    let has_hi = has_group(op, 1);
    let mode = enum_case(op, "mode").unwrap_or("");
    let needs_hi = matches!(mode, "default" | "f4e" | "b4e");
    if needs_hi && !has_hi {
        return Err(op.emit_error(format!("mode '{mode}' requires 'hi' operand.")));
    }
    if !needs_hi && has_hi {
        return Err(op.emit_error(format!("mode '{mode}' does not accept 'hi' operand.")));
    }
    Ok(())
}

/// The float kind of the type property `name` (`dstTy`, `srcType`).
fn is_float_prop(op: &OpView<'_>, name: &str, kinds: &[FloatKind]) -> bool {
    float_prop(op, name).is_some_and(|k| kinds.contains(&k))
}

/// `ConvertF32x2ToF4x2Op::verify`.
pub(crate) fn convert_f32x2_to_f4x2(op: &OpView<'_>) -> VerifyResult {
    if !is_float_prop(op, "dstTy", &[FloatKind::F4E2M1FN]) {
        return Err(op.emit_op_error(
            "Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.",
        ));
    }
    Ok(())
}

/// `ConvertF8x2ToBF16x2Op::verify`.
pub(crate) fn convert_f8x2_to_bf16x2(op: &OpView<'_>) -> VerifyResult {
    if !is_float_prop(op, "srcType", &[FloatKind::F8E8M0FNU]) {
        return Err(op.emit_op_error(
            "Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.",
        ));
    }
    Ok(())
}

/// `ConvertF8x2ToF16x2Op::verify`.
pub(crate) fn convert_f8x2_to_f16x2(op: &OpView<'_>) -> VerifyResult {
    if !is_float_prop(op, "srcType", &[FloatKind::F8E4M3FN, FloatKind::F8E5M2]) {
        return Err(op.emit_op_error(
            "Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.",
        ));
    }
    Ok(())
}

/// `ConvertF6x2ToF16x2Op::verify`.
pub(crate) fn convert_f6x2_to_f16x2(op: &OpView<'_>) -> VerifyResult {
    if !is_float_prop(op, "srcType", &[FloatKind::F6E2M3FN, FloatKind::F6E3M2FN]) {
        return Err(op.emit_op_error(
            "Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.",
        ));
    }
    Ok(())
}

/// `ConvertF4x2ToF16x2Op::verify`.
pub(crate) fn convert_f4x2_to_f16x2(op: &OpView<'_>) -> VerifyResult {
    if !is_float_prop(op, "srcType", &[FloatKind::F4E2M1FN]) {
        return Err(op.emit_op_error(
            "Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.",
        ));
    }
    Ok(())
}

/// `verifyConvertF32x2ToFP16x2Op`: RN, RZ or RS rounding, with random
/// bits exactly for RS.
fn convert_f32x2_to_fp16x2(op: &OpView<'_>, dst: &str) -> VerifyResult {
    let rnd = enum_case(op, "rnd");
    if !matches!(rnd, Some("rn" | "rz" | "rs")) {
        return Err(op.emit_op_error(format!(
            "Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to {dst}."
        )));
    }
    let random = has_group(op, 2);
    if rnd == Some("rs") && !random {
        return Err(op.emit_op_error("random_bits is required for RS rounding mode."));
    }
    if rnd != Some("rs") && random {
        return Err(op.emit_op_error("random_bits not supported for RN and RZ rounding modes."));
    }
    Ok(())
}

/// `ConvertF32x2ToF16x2Op::verify`.
pub(crate) fn convert_f32x2_to_f16x2(op: &OpView<'_>) -> VerifyResult {
    convert_f32x2_to_fp16x2(op, "f16x2")
}

/// `ConvertF32x2ToBF16x2Op::verify`.
pub(crate) fn convert_f32x2_to_bf16x2(op: &OpView<'_>) -> VerifyResult {
    convert_f32x2_to_fp16x2(op, "bf16x2")
}

/// `emitError(getLoc(), msg)`: an error at the op's location, without
/// the op attached.
fn loc_error(op: &OpView<'_>, msg: impl Into<String>) -> Box<rmlir_ir::diagnostics::Diagnostic> {
    Box::new(rmlir_ir::diagnostics::Diagnostic::error(op.loc(), msg))
}

/// `cpAsyncBulkTensorCommonVerifier`: the checks TMA stores and
/// reductions share.
fn tma_store_dims(op: &OpView<'_>, dims: usize, im2col: bool) -> VerifyResult {
    if !(1..=5).contains(&dims) {
        return Err(loc_error(
            op,
            "expects coordinates between 1 to 5 dimension",
        ));
    }
    if im2col && dims < 3 {
        return Err(loc_error(
            op,
            "to use im2col mode, the tensor has to be at least 3-dimensional",
        ));
    }
    Ok(())
}

/// `CpAsyncBulkTensorSharedCTAToGlobalOp::verify` (TMA store).
pub(crate) fn tma_store(op: &OpView<'_>) -> VerifyResult {
    let mode = enum_case(op, "mode").unwrap_or("tile");
    if has_group(op, 4) {
        if mode != "tile" {
            return Err(op.emit_error("Inline-ptx lowering supported only for Tile mode."));
        }
        if has_group(op, 3) {
            return Err(op.emit_error("Inline-ptx lowering unsupported with L2 cache-hint."));
        }
    }
    let dims = op.operand_group(2).len();
    match mode {
        "tile_scatter4" if dims != 5 => Err(op.emit_error("Scatter4 mode expects 5 coordinates")),
        "tile_scatter4" => Ok(()),
        m => tma_store_dims(op, dims, m != "tile"),
    }
}

/// `CpAsyncBulkTensorReduceOp::verify`.
pub(crate) fn tma_reduce(op: &OpView<'_>) -> VerifyResult {
    let dims = op.operand_group(2).len();
    match enum_case(op, "mode").unwrap_or("tile") {
        "tile_scatter4" => {
            Err(op.emit_error("Scatter mode unsupported for CpAsyncBulkTensorReduceOp"))
        }
        m => tma_store_dims(op, dims, m != "tile"),
    }
}

/// `verifyTMALoadParams`: the coordinates and im2col offsets each TMA
/// load mode takes.
fn tma_load_params(op: &OpView<'_>, dims: usize, offsets: usize) -> VerifyResult {
    if !(1..=5).contains(&dims) {
        return Err(loc_error(
            op,
            "expects coordinates between 1 to 5 dimension",
        ));
    }
    let mode = enum_case(op, "mode").unwrap_or("tile");
    let (im2col, expected) = match mode {
        "im2col" => (true, dims - 2),
        "im2col_w" | "im2col_w_128" => (true, 2),
        "tile_gather4" if dims != 5 => {
            return Err(loc_error(op, "Gather4 mode expects 5 coordinates"))
        }
        _ => (false, 0),
    };
    if im2col && dims < 3 {
        return Err(loc_error(
            op,
            format!("to use {mode} mode, the tensor has to be at least 3-dimensional"),
        ));
    }
    if offsets != expected {
        return Err(loc_error(
            op,
            format!(" im2col offsets expected {expected} (provided {offsets})"),
        ));
    }
    Ok(())
}

/// `CpAsyncBulkTensorPrefetchOp::verify`.
pub(crate) fn tma_prefetch(op: &OpView<'_>) -> VerifyResult {
    tma_load_params(op, op.operand_group(1).len(), op.operand_group(2).len())
}

/// `CpAsyncBulkTensorGlobalToSharedClusterOp::verify` (TMA load).
pub(crate) fn tma_load(op: &OpView<'_>) -> VerifyResult {
    let cta_only = flag(op, "isCTAOnly");
    let msg = if has_group(op, 7) {
        if cta_only {
            Some("Predicate is supported only for shared::cluster mode.")
        } else if !matches!(enum_case(op, "mode"), Some("tile" | "im2col")) {
            Some("Predicate is supported only for Tile and Im2col modes.")
        } else {
            None
        }
    } else if cta_only && operand_space(op, 0) != Some(3) {
        Some("Shared::cta destination requires address-space 3.")
    } else if !cta_only && operand_space(op, 0) != Some(7) {
        Some("Shared::cluster destination requires address-space 7.")
    } else if cta_only && has_group(op, 5) {
        Some("Multicast is not supported with shared::cta mode.")
    } else if cta_only && op.prop("group").is_some() {
        Some("CTAGroup is not supported with shared::cta mode.")
    } else {
        None
    };
    if let Some(msg) = msg {
        return Err(op.emit_error(msg));
    }
    tma_load_params(op, op.operand_group(2).len(), op.operand_group(4).len())
}

/// `CpAsyncBulkGlobalToSharedClusterOp::verify`.
pub(crate) fn bulk_copy_to_shared(op: &OpView<'_>) -> VerifyResult {
    if operand_space(op, 0) == Some(3) && has_group(op, 4) {
        return Err(op.emit_error("Multicast is not supported with shared::cta mode."));
    }
    Ok(())
}

/// `PrefetchOp::verify`: a cache level or a tensor map, and the pointers
/// and options each allows.
pub(crate) fn prefetch(op: &OpView<'_>) -> VerifyResult {
    let space = operand_space(op, 0).unwrap_or(0);
    let level = enum_case(op, "cacheLevel");
    let evict = enum_case(op, "evictPriority");
    let tensormap = op.prop("tensormap").is_some();
    let msg = if tensormap && level.is_some() {
        "cannot specify both tensormap and cache level"
    } else if tensormap {
        if space != 0 && space != 4 {
            "prefetch tensormap requires a generic or constant pointer"
        } else if evict.is_some() {
            "prefetch tensormap does not support eviction priority"
        } else if op.prop("in_param_space").is_some() && space != 0 {
            "in_param_space can only be specified for a generic pointer"
        } else {
            return Ok(());
        }
    } else if let Some(level) = level {
        if !matches!(space, 0 | 1 | 5) {
            "prefetch to cache level requires a generic, global, or local pointer"
        } else if op.prop("uniform").is_some() && level != "L1" {
            "unsupported cache level, the only supported uniform cache level is L1"
        } else if op.prop("uniform").is_some() && space != 0 {
            "prefetch to uniform cache requires a generic pointer"
        } else if evict.is_some() && level != "L2" {
            "cache eviction priority supported only for cache level L2"
        } else if evict.is_some() && space != 1 {
            "cache eviction priority requires a global pointer"
        } else if evict.is_some_and(|e| !matches!(e, "evict_normal" | "evict_last")) {
            "unsupported cache eviction priority, only evict_last and evict_normal are supported"
        } else if has_group(op, 1) {
            "predicate supported only on prefetch tensormap"
        } else {
            return Ok(());
        }
    } else {
        "requires specification of either cache level or tensormap"
    };
    Err(op.emit_op_error(msg))
}

/// The vector length of `t` (1 for a scalar).
fn vector_len(op: &OpView<'_>, t: rmlir_ir::Type) -> i64 {
    match op.ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => shape.iter().product(),
        _ => 1,
    }
}

/// `Tcgen05LdOp::verify` and `Tcgen05StOp::verify`: the offset the
/// 16x32bx2 shape needs, and the vector lengths the shapes allow.
fn tcgen05_ld_st(op: &OpView<'_>, offset_group: usize, len: i64, what: &str) -> VerifyResult {
    let shape = enum_case(op, "shape").unwrap_or("");
    let mut errors = Vec::new();
    if shape == "shape_16x32bx2" && !has_group(op, offset_group) {
        errors.push(op.emit_error("shape 16x32bx2 requires offset argument"));
    }
    let ok = match shape {
        "shape_16x128b" => len >= 2,
        "shape_16x256b" => len >= 4,
        _ => true,
    };
    if !ok {
        errors.push(op.emit_error(format!(
            "invalid {what} length {len} for shape {shape} in tcgen05.{} Op",
            if what == "result type" { "ld" } else { "st" }
        )));
    }
    first_of(errors)
}

/// `Tcgen05LdOp::verify`.
pub(crate) fn tcgen05_ld(op: &OpView<'_>) -> VerifyResult {
    let len = vector_len(op, op.result_type(0));
    tcgen05_ld_st(op, 1, len, "result type")
}

/// `Tcgen05StOp::verify`.
pub(crate) fn tcgen05_st(op: &OpView<'_>) -> VerifyResult {
    let len = vector_len(op, op.operand_type(1));
    tcgen05_ld_st(op, 2, len, "input")
}

/// The MMA checks of `tcgen05.mma` and `tcgen05.mma.sp`: the disabled
/// output lanes' count for the CTA group, and what A-shift needs.
fn tcgen05_mma_common(op: &OpView<'_>, lanes_group: usize) -> VerifyResult {
    if let Some(&lanes) = op.operand_group(lanes_group).first() {
        let len = vector_len(op, op.value_type(lanes));
        let want = if enum_case(op, "ctaGroup") == Some("cta_2") {
            8
        } else {
            4
        };
        if len != want {
            return Err(loc_error(
                op,
                format!("Disable Output Lane of length {len} is incompatible with CtaGroupAttr"),
            ));
        }
    }
    if op.prop("aShift").is_some() {
        if operand_space(op, 1) != Some(6) {
            return Err(loc_error(
                op,
                "A-shift can be applied only when matrix A is in tensor memory",
            ));
        }
        if matches!(enum_case(op, "collectorOp"), Some("fill" | "use")) {
            return Err(loc_error(
                op,
                "Cannot use collector buffer operation fill or use with ashift",
            ));
        }
    }
    Ok(())
}

/// `Tcgen05MMAOp::verify`.
pub(crate) fn tcgen05_mma(op: &OpView<'_>) -> VerifyResult {
    tcgen05_mma_common(op, 6)
}

/// `Tcgen05MMASparseOp::verify`.
pub(crate) fn tcgen05_mma_sp(op: &OpView<'_>) -> VerifyResult {
    tcgen05_mma_common(op, 7)
}

/// `Tcgen05MMABlockScaleOp::verify` and its sparse form's: the block
/// sizes each kind takes.
pub(crate) fn tcgen05_mma_block_scale(op: &OpView<'_>) -> VerifyResult {
    let kind = enum_case(op, "kind").unwrap_or("");
    let block = enum_case(op, "blockScale").unwrap_or("default");
    let msg = match (kind, block) {
        ("mxf8f6f4" | "mxf4", "block16") => {
            format!("{kind} kind does not support block16 attribute")
        }
        ("mxf4nvf4", "default") => "mxf4nvf4 requires block scale attribute".to_string(),
        _ => return Ok(()),
    };
    Err(loc_error(op, msg))
}

/// `FenceSyncRestrictOp::verify`.
pub(crate) fn fence_sync_restrict(op: &OpView<'_>) -> VerifyResult {
    if !matches!(enum_case(op, "order"), Some("acquire" | "release")) {
        return Err(op.emit_op_error("only acquire and release semantics are supported"));
    }
    Ok(())
}

/// `FenceProxySyncRestrictOp::verify`.
pub(crate) fn fence_proxy_sync_restrict(op: &OpView<'_>) -> VerifyResult {
    fence_sync_restrict(op)?;
    if enum_case(op, "fromProxy") != Some("generic") {
        return Err(op.emit_op_error("only generic is support for from_proxy attribute"));
    }
    if enum_case(op, "toProxy") != Some("async") {
        return Err(op.emit_op_error("only async is supported for to_proxy attribute"));
    }
    Ok(())
}

/// The register lists a fragment may have (each one element type, as many
/// registers as the list holds).
type Fragments = Vec<Vec<rmlir_ir::Type>>;

/// The end of `MmaOp::verify` and `MmaSpOp::verify`: the shape among the
/// allowed ones, then each fragment's registers and the result among the
/// allowed types.
fn check_mma_fragments(
    op: &OpView<'_>,
    (m, n, k): (i64, i64, i64),
    shapes: &[(i64, i64, i64)],
    [ea, eb, ec]: [&Fragments; 3],
    results: &[rmlir_ir::Type],
) -> VerifyResult {
    use rmlir_ir::Type;
    let ctx = op.ctx;
    if ea.is_empty() || eb.is_empty() || ec.is_empty() || !shapes.contains(&(m, n, k)) {
        return Err(op.emit_op_error(format!(
            "unimplemented variant for MMA shape <{m}, {n}, {k}>"
        )));
    }
    let show = |t: Type| rmlir_ir::printer::type_to_string(ctx, t);
    for (i, (name, allowed)) in [("A", &ea), ("B", &eb), ("C", &ec)].into_iter().enumerate() {
        let got: Vec<Type> = op
            .operand_group(i)
            .iter()
            .map(|&v| op.value_type(v))
            .collect();
        if !allowed.contains(&got) {
            let options: String = allowed
                .iter()
                .map(|x| {
                    format!(
                        "{}x{} ",
                        x.len(),
                        x.first().map(|&t| show(t)).unwrap_or_default()
                    )
                })
                .collect();
            let got: Vec<String> = got.into_iter().map(show).collect();
            return Err(op.emit_op_error(format!(
                "Could not match types for the {name} operands; expected one of {options}but got {}",
                got.join(", ")
            )));
        }
    }
    let res = op.result_type(0);
    if !results.contains(&res) {
        let options: Vec<String> = results.iter().map(|&t| show(t)).collect();
        return Err(op.emit_op_error(format!(
            "Could not match allowed types for the result; expected one of {} but got {}",
            options.join(", "),
            show(res)
        )));
    }
    Ok(())
}

/// `MmaSpOp::verify`: as `MmaOp::verify`, with the shapes sparse MMA has
/// and A holding half the elements (2:4 sparsity).
pub(crate) fn mma_sp_sync(op: &OpView<'_>) -> VerifyResult {
    use rmlir_ir::Type;
    let ctx = op.ctx;
    let Some(a_type) = enum_case(op, "multiplicandAPtxType") else {
        return Ok(());
    };
    let (i32t, f32t, f16t) = (
        ctx.int_type(32),
        ctx.float_type(FloatKind::F32),
        ctx.float_type(FloatKind::F16),
    );
    let f16x2 = crate::constraints::vector_type(ctx, 2, f16t);
    let st = |ts: &[Type]| rmlir_llvm::literal_struct_type(ctx, ts, false);
    let (m, n, k) = op
        .prop("shape")
        .and_then(|x| ctx.as_dialect_attr(x, &crate::attrs::MMA_SHAPE_DEF))
        .map_or((0, 0, 0), |s| (s.int(0), s.int(1), s.int(2)));
    let int4 = matches!(a_type, "s4" | "u4");
    let int8 = matches!(a_type, "s8" | "u8");
    let integer = int4 || int8 || matches!(a_type, "b1" | "s32");
    let mut shapes: Vec<(i64, i64, i64)> = Vec::new();
    let (mut ea, mut eb, mut ec): (Fragments, Fragments, Fragments) = Default::default();
    let mut results: Vec<Type> = Vec::new();
    if m == 16 {
        let f32x4 = st(&[f32t; 4]);
        let f16x2x2 = st(&[f16x2; 2]);
        let (k_factor, mut frag, ks): (i64, Type, &[i64]) = match a_type {
            "tf32" => (4, i32t, &[8, 16]),
            "bf16" => (8, i32t, &[16, 32]),
            "f16" => (8, f16x2, &[16, 32]),
            "s4" | "u4" => (32, i32t, &[64, 128]),
            "s8" | "u8" => (16, i32t, &[32, 64]),
            "e4m3" | "e5m2" | "e3m2" | "e2m3" | "e2m1" => (32, i32t, &[64]),
            _ => return Err(op.emit_error(format!("invalid shape or multiplicand type: {a_type}"))),
        };
        match a_type {
            "tf32" | "bf16" => results.push(f32x4),
            "s4" | "u4" | "s8" | "u8" => {}
            _ => results.extend([f16x2x2, f32x4]),
        }
        shapes.extend(ks.iter().map(|&k| (16, 8, k)));
        if integer {
            results.push(st(&[i32t; 4]));
            ec.push(vec![i32t; 4]);
            frag = i32t;
        } else {
            ec.push(vec![f16x2; 2]);
            ec.push(vec![f32t; 4]);
        }
        ea.push(vec![frag; ((m / 8) * (k / k_factor) / 2).max(0) as usize]);
        eb.push(vec![frag; ((n / 8) * (k / k_factor)).max(0) as usize]);
        let accum = op.operand_group(2).first().map(|&v| op.value_type(v));
        let res = crate::asm::infer_mma_type(ctx, op.result_type(0), true);
        if res != accum.and_then(|t| crate::asm::infer_mma_type(ctx, t, true)) {
            return Err(op.emit_op_error("ctype does not match dtype"));
        }
    }
    if m == 8 {
        if a_type == "f16" {
            ea.push(vec![f16x2; 2]);
            eb.push(vec![f16x2; 2]);
            results.extend([st(&[f16x2; 4]), st(&[f32t; 8])]);
            ec.extend([vec![f16x2; 4], vec![f32t; 8]]);
            shapes.push((8, 8, 4));
        }
        if a_type == "f64" {
            let f64t = ctx.float_type(FloatKind::F64);
            ea.push(vec![f64t]);
            eb.push(vec![f64t]);
            ec.push(vec![f64t; 2]);
            results.push(st(&[f64t; 2]));
            shapes.push((8, 8, 4));
        }
        if integer {
            ea.push(vec![i32t]);
            eb.push(vec![i32t]);
            ec.push(vec![i32t, i32t]);
            results.push(st(&[i32t, i32t]));
            if int4 {
                shapes.push((8, 8, 32));
            }
            if int8 {
                shapes.push((8, 8, 16));
            }
        }
    }
    check_mma_fragments(op, (m, n, k), &shapes, [&ea, &eb, &ec], &results)?;
    if (int4 || int8) && op.prop("intOverflowBehavior").is_none() {
        return Err(op.emit_op_error("op requires intOverflowBehavior attribute"));
    }
    Ok(())
}

/// `MmaBlockScaleOp::verify` and `MmaSpBlockScaleOp::verify`: the kinds,
/// scale vector sizes and scale formats each shape allows (the sparse
/// form's shapes have twice the `k`), every failed check reported.
fn mma_block_scale_common(op: &OpView<'_>, sparse: bool) -> VerifyResult {
    let ctx = op.ctx;
    let (m, n, k) = op
        .prop("shape")
        .and_then(|x| ctx.as_dialect_attr(x, &crate::attrs::MMA_SHAPE_DEF))
        .map_or((0, 0, 0), |s| (s.int(0), s.int(1), s.int(2)));
    let scale = if sparse { 2 } else { 1 };
    let e = |n| enum_case(op, n);
    let (kind, vec, format) = (e("kind"), e("scaleVecSize"), e("blockScaleFormat"));
    let fp4 = format!("mma.m16n8k{}", 64 * scale);
    let mut errors: Vec<String> = Vec::new();
    if (m, n, k) == (16, 8, 64 * scale) {
        if e("multiplicandAPtxType") != Some("e2m1") || e("multiplicandBPtxType") != Some("e2m1") {
            errors.push(format!(
                "unsupported MMATypes attribute for {fp4}.(mxf4nvf4|mxf4)"
            ));
        }
        match kind {
            Some("mxf4") => {
                if vec != Some("x2") {
                    errors.push(format!("unsupported ScaleVecSize attribute for {fp4}.mxf4"));
                }
                if format != Some("ue8m0") {
                    errors.push(format!(
                        "unsupported BlockScaleFormat attribute for {fp4}.mxf4"
                    ));
                }
            }
            Some("mxf4nvf4") => {
                let ok = matches!(
                    (vec, format),
                    (Some("x2"), Some("ue8m0")) | (Some("x4"), Some("ue4m3" | "ue8m0"))
                );
                if !ok {
                    errors.push(format!(
                        "unsupported ScaleVecSize and BlockScaleFormat attributes for {fp4}.mxf4nvf4"
                    ));
                }
            }
            _ => errors.push(format!("unsupported Kind attribute for {fp4}")),
        }
    } else if (m, n, k) == (16, 8, 32 * scale) {
        if (kind, vec, format) != (Some("mxf8f6f4"), Some("x1"), Some("ue8m0")) {
            errors.push(format!(
                "unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k{}",
                32 * scale
            ));
        }
    } else {
        errors.push(format!(
            "unsupported Geom for {}mma with block scaling",
            if sparse { "sparse " } else { "" }
        ));
    }
    first_of(errors.into_iter().map(|m| op.emit_op_error(m)))
}

/// `MmaBlockScaleOp::verify`.
pub(crate) fn mma_block_scale(op: &OpView<'_>) -> VerifyResult {
    mma_block_scale_common(op, false)
}

/// `MmaSpBlockScaleOp::verify`: ordered metadata, then the block scale
/// checks.
pub(crate) fn mma_sp_block_scale(op: &OpView<'_>) -> VerifyResult {
    if op.prop("orderedMetadata").is_none() {
        return Err(op.emit_op_error("'orderedMetadata' attribute is mandatory"));
    }
    mma_block_scale_common(op, true)
}

/// The errors a verifier reports one after another (upstream's verifiers
/// that go on after a failed check): the first, the others attached to it.
fn first_of(
    errors: impl IntoIterator<Item = Box<rmlir_ir::diagnostics::Diagnostic>>,
) -> VerifyResult {
    let mut it = errors.into_iter();
    match it.next() {
        None => Ok(()),
        Some(mut first) => {
            first.notes.extend(it.map(|d| *d));
            Err(first)
        }
    }
}
