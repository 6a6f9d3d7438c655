//! What tosa ops verify beyond their ODS constraints: the traits rmlir's
//! generic verifier leaves to dialects (`ResultsBroadcastableShape`,
//! `SameOperandsAndResultRank`, `TosaResolvableShapeOperands`), the ops'
//! `verify()` and the result type inference of `InferTensorType` ops.

use crate::types::shape_rank;
use rmlir_ir::op_def::{InferInput, VerifyResult};
use rmlir_ir::op_verify::{compatible_shape, element_type_or_self, quoted_type};
use rmlir_ir::smallvec::SmallVec;
use rmlir_ir::{Context, OpTraits, OpView, Type, TypeKind, Value};

pub(crate) const DYNAMIC: i64 = i64::MIN;

pub(crate) fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

fn unranked(ctx: &Context, elem: Type) -> Type {
    ctx.intern_type(TypeKind::UnrankedTensor { elem })
}

fn dims_string(dims: &[i64]) -> String {
    dims.iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("x")
}

/// `OpTrait::util::getBroadcastedShape`.
pub(crate) fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let mut out = if a.len() > b.len() {
        a.to_vec()
    } else {
        b.to_vec()
    };
    let n = out.len();
    for (k, (&x, &y)) in a.iter().rev().zip(b.iter().rev()).enumerate() {
        let r = &mut out[n - 1 - k];
        *r = if x == DYNAMIC || y == DYNAMIC {
            // A static extent above 1 wins; a 1 takes the other extent.
            if x > 1 || y == 1 {
                x
            } else if y > 1 || x == 1 {
                y
            } else {
                DYNAMIC
            }
        } else if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return None;
        };
    }
    Some(out)
}

/// `verifyCompatibleOperandBroadcast` (`ResultsBroadcastableShape`).
fn verify_broadcastable(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let ranked: Vec<&[i64]> = op
        .operand_types()
        .iter()
        .filter_map(|&t| shape_of(ctx, t))
        .collect();
    let Some((first, rest)) = ranked.split_first() else {
        return Ok(());
    };
    let mut shape = first.to_vec();
    for other in rest {
        shape = broadcast_shapes(&shape, other)
            .ok_or_else(|| op.emit_op_error("operands don't have broadcast-compatible shapes"))?;
    }
    for t in op.result_types() {
        let Some(actual) = shape_of(ctx, t) else {
            continue;
        };
        let suffix = &actual[actual.len().saturating_sub(shape.len())..];
        let compatible = suffix.len() == shape.len()
            && suffix
                .iter()
                .zip(&shape)
                .all(|(&e, &i)| e == DYNAMIC || i == DYNAMIC || e == i);
        if !compatible {
            return Err(op.emit_op_error(format!(
                "result type '{}' not broadcast compatible with broadcasted operands's shapes '{}'",
                dims_string(actual),
                dims_string(&shape)
            )));
        }
    }
    Ok(())
}

/// `verifySameOperandsAndResultRank`.
fn verify_same_rank(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expected 1 or more operands, but found 0"));
    }
    let mut rank = None;
    for t in op.operand_types() {
        if let Some(s) = shape_of(ctx, t) {
            match rank {
                Some(r) if r != s.len() => {
                    return Err(op.emit_op_error("operands don't have matching ranks"))
                }
                _ => rank = Some(s.len()),
            }
        }
    }
    for t in op.result_types() {
        if let Some(s) = shape_of(ctx, t) {
            match rank {
                Some(r) if r != s.len() => {
                    return Err(op.emit_op_error("result type has different rank than operands"))
                }
                _ => rank = Some(s.len()),
            }
        }
    }
    Ok(())
}

/// `verifyTosaResolvableShapeOperands`: a `!tosa.shape` operand must come
/// from a shape op, which the compiler can evaluate.
fn verify_resolvable_shapes(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    for v in op.operands() {
        if shape_rank(ctx, op.value_type(v)).is_none() {
            continue;
        }
        let from_shape_op = op.defining_op(v).is_some_and(|d| {
            let name = ctx.ident_bytes(d.name());
            name.starts_with(b"tosa.") && SHAPE_OPS.iter().any(|s| &name[5..] == s.as_bytes())
        });
        if !from_shape_op {
            return Err(op.emit_op_error("shape operand is not compile time resolvable"));
        }
    }
    Ok(())
}

/// The ops with upstream's `TosaShapeOperator` trait.
const SHAPE_OPS: &[&str] = &[
    "add_shape",
    "concat_shape",
    "const_shape",
    "dim",
    "div_ceil_shape",
    "div_floor_shape",
    "exp2_shape",
    "log2_ceil_shape",
    "log2_floor_shape",
    "max_shape",
    "min_shape",
    "mod_shape",
    "mul_shape",
    "slice_shape",
    "sub_shape",
];

/// The trait checks every tosa op runs after its ODS constraints, in
/// upstream's trait order.
pub(crate) fn verify_tosa_traits(op: &OpView<'_>) -> VerifyResult {
    let traits = op.def.map_or(OpTraits::NONE, |d| d.traits);
    if traits.contains(OpTraits::RESULTS_BROADCASTABLE_SHAPE) {
        verify_broadcastable(op)?;
    }
    if traits.contains(OpTraits::SAME_OPERANDS_AND_RESULT_RANK) {
        verify_same_rank(op)?;
    }
    verify_resolvable_shapes(op)
}

fn axis(op: &OpView<'_>) -> i64 {
    op.prop("axis")
        .and_then(|a| op.ctx.int_value(a))
        .unwrap_or(0)
}

/// `verifyReduceOp`.
pub(crate) fn verify_reduce(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let axis = axis(op);
    if axis < 0 {
        return Err(op.emit_op_error("reduce axis must not be negative"));
    }
    let input = shape_of(ctx, op.operand_type(0));
    if let Some(s) = input {
        let rank = s.len() as i64;
        if axis >= rank && !(axis == 0 && rank == 0) {
            return Err(op.emit_op_error(format!(
                "expect input tensor rank ({rank}) to be larger than reduce axis ({axis})"
            )));
        }
    }
    if let Some(out) = shape_of(ctx, op.result_type(0)) {
        let rank = out.len() as i64;
        if input.is_some_and(|s| s.len() != out.len()) {
            return Err(
                op.emit_op_error("expect output tensor rank to be equal to input tensor rank")
            );
        }
        if axis >= rank && !(axis == 0 && rank == 0) {
            return Err(op.emit_op_error(format!(
                "expect output tensor rank ({rank}) to be larger than reduce axis ({axis})"
            )));
        }
        if rank != 0 {
            let d = out[axis as usize];
            if d != DYNAMIC && d != 1 {
                return Err(
                    op.emit_op_error(format!("expect reduced dimension size to be 1, got {d}"))
                );
            }
        }
    }
    Ok(())
}

/// `REDUCE_SHAPE_INFER`: the input's shape with the reduced axis 1.
pub(crate) fn infer_reduce(input: &InferInput<'_>) -> Result<SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let &[t] = input.operand_types else {
        return Err(None);
    };
    let elem = element_type_or_self(ctx, t);
    let axis = input
        .prop("axis")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    let ty = match shape_of(ctx, t) {
        Some(s) => {
            let mut s = s.to_vec();
            if axis < 0 || axis as usize >= s.len() {
                return Err(None);
            }
            s[axis as usize] = 1;
            ctx.tensor_type(&s, elem)
        }
        None => unranked(ctx, elem),
    };
    Ok(SmallVec::from_slice(&[ty]))
}

/// `ConcatOp::inferReturnTypeComponents`.
pub(crate) fn infer_concat(input: &InferInput<'_>) -> Result<SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let Some(&first) = input.operand_types.first() else {
        return Err(None);
    };
    let elem = element_type_or_self(ctx, first);
    let axis = input
        .prop("axis")
        .and_then(|a| ctx.int_value(a))
        .unwrap_or(0);
    let mut out: Option<Vec<i64>> = None;
    for &t in input.operand_types {
        let Some(s) = shape_of(ctx, t) else { continue };
        match &mut out {
            None => out = Some(s.to_vec()),
            Some(o) => {
                if o.len() != s.len() {
                    return Err(None);
                }
                for (i, (od, &d)) in o.iter_mut().zip(s).enumerate() {
                    if i as i64 != axis && *od == DYNAMIC {
                        *od = d;
                    }
                }
            }
        }
    }
    let Some(mut shape) = out else {
        return Ok(SmallVec::from_slice(&[unranked(ctx, elem)]));
    };
    if axis < 0 || axis as usize >= shape.len() {
        return Err(None);
    }
    let mut sum = 0i64;
    for &t in input.operand_types {
        match shape_of(ctx, t).map(|s| s[axis as usize]) {
            Some(d) if d != DYNAMIC => sum += d,
            _ => {
                sum = DYNAMIC;
                break;
            }
        }
    }
    shape[axis as usize] = sum;
    Ok(SmallVec::from_slice(&[ctx.tensor_type(&shape, elem)]))
}

/// The comparisons' inferred type: the broadcast shape, of `i1`.
pub(crate) fn infer_compare(input: &InferInput<'_>) -> Result<SmallVec<[Type; 2]>, Option<String>> {
    let ctx = input.ctx;
    let i1 = ctx.int_type(1);
    let mut shape: Option<Vec<i64>> = None;
    for &t in input.operand_types {
        let Some(s) = shape_of(ctx, t) else {
            return Ok(SmallVec::from_slice(&[unranked(ctx, i1)]));
        };
        shape = Some(match shape {
            None => s.to_vec(),
            Some(acc) => broadcast_shapes(&acc, s).ok_or(None)?,
        });
    }
    let shape = shape.ok_or(None)?;
    Ok(SmallVec::from_slice(&[ctx.tensor_type(&shape, i1)]))
}

/// `COMPATIBLE_RETURN_TYPES`: one result, same element type, compatible
/// shape.
pub(crate) fn compatible_return_types(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    match (l, r) {
        ([a], [b]) => {
            element_type_or_self(ctx, *a) == element_type_or_self(ctx, *b)
                && compatible_shape(ctx, *a, *b)
        }
        _ => false,
    }
}

/// `errorIfTypeOrShapeMismatch` of two values.
fn type_or_shape_mismatch(op: &OpView<'_>, t1: Type, n1: &str, t2: Type, n2: &str) -> VerifyResult {
    let ctx = op.ctx;
    let (k1, k2) = (ctx.type_kind(t1), ctx.type_kind(t2));
    // Upstream fails silently on unshaped types, which the ODS tensor
    // constraints of the lists compared rule out.
    if !k1.is_shaped() || !k2.is_shaped() {
        return Ok(());
    }
    let (e1, e2) = (element_type_or_self(ctx, t1), element_type_or_self(ctx, t2));
    if e1 != e2 {
        return Err(op.emit_op_error(format!(
            "require same element type for {n1} ({}) and {n2} ({})",
            quoted_type(ctx, e1),
            quoted_type(ctx, e2)
        )));
    }
    if !compatible_shape(ctx, t1, t2) {
        return Err(op.emit_op_error(format!(
            "require same shapes for {n1} ({}) and {n2} ({})",
            quoted_type(ctx, t1),
            quoted_type(ctx, t2)
        )));
    }
    Ok(())
}

/// `errorIfTypeOrShapeMismatch` of two value lists.
fn lists_mismatch(op: &OpView<'_>, l1: &[Value], n1: &str, l2: &[Value], n2: &str) -> VerifyResult {
    if l1.len() != l2.len() {
        return Err(op.emit_op_error(format!(
            "require same number of values in {n1} ({}) and {n2} ({})",
            l1.len(),
            l2.len()
        )));
    }
    for (&a, &b) in l1.iter().zip(l2) {
        type_or_shape_mismatch(op, op.value_type(a), n1, op.value_type(b), n2)?;
    }
    Ok(())
}

/// The values the `tosa.yield` ending region `i` yields; `None` when the
/// region does not end with one (a missing terminator is reported when
/// the region itself is verified).
fn yielded(op: &OpView<'_>, i: usize) -> Option<Vec<Value>> {
    let r = op.region(i);
    let last = r.body.last_op(r.entry()?)?;
    if op.ctx.ident_bytes(r.body.op(last).name) != b"tosa.yield" {
        return None;
    }
    Some(r.body.operands(last).collect())
}

/// `IfOp::verify`.
pub(crate) fn verify_cond_if(op: &OpView<'_>) -> VerifyResult {
    let operands = op.operands();
    let inputs = &operands[1.min(operands.len())..];
    let results: Vec<Value> = (0..op.num_results()).map(|i| op.result(i)).collect();
    let then_args = op.region(0).entry_args().to_vec();
    let else_args = op.region(1).entry_args().to_vec();
    lists_mismatch(
        op,
        &then_args,
        "'then_graph' arguments",
        inputs,
        "'input_list'",
    )?;
    lists_mismatch(
        op,
        &else_args,
        "'else_graph' arguments",
        inputs,
        "'input_list'",
    )?;
    if let Some(y) = yielded(op, 0) {
        lists_mismatch(op, &y, "'then_graph' results", &results, "'output_list'")?;
    }
    if let Some(y) = yielded(op, 1) {
        lists_mismatch(op, &y, "'else_graph' results", &results, "'output_list'")?;
    }
    crate::verify_ops::verify_if_condition(op)
}

/// `WhileOp::verify`.
pub(crate) fn verify_while(op: &OpView<'_>) -> VerifyResult {
    let inputs = op.operands();
    let results: Vec<Value> = (0..op.num_results()).map(|i| op.result(i)).collect();
    lists_mismatch(op, &inputs, "'input_list'", &results, "'output_list'")?;
    let cond_args = op.region(0).entry_args().to_vec();
    let body_args = op.region(1).entry_args().to_vec();
    lists_mismatch(
        op,
        &cond_args,
        "'cond_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    lists_mismatch(
        op,
        &body_args,
        "'body_graph' arguments",
        &inputs,
        "'input_list'",
    )?;
    if let Some(y) = yielded(op, 1) {
        lists_mismatch(op, &y, "'body_graph' results", &inputs, "'input_list'")?;
    }
    match yielded(op, 0) {
        Some(y) => crate::verify_ops::verify_while_cond_result(op, &y),
        None => Ok(()),
    }
}

/// `TransposeOp::verify`.
pub(crate) fn verify_transpose(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let perms: Vec<i32> = op
        .prop("perms")
        .and_then(|a| ctx.dense_i32_array(a))
        .unwrap_or_default();
    let input = shape_of(ctx, op.operand_type(0));
    let output = shape_of(ctx, op.result_type(0));
    if let Some(s) = input {
        if perms.len() != s.len() {
            return Err(op.emit_op_error(format!(
                "expected perms attribute to have size {} (input rank) but got size {}",
                s.len(),
                perms.len()
            )));
        }
    }
    if let (Some(i), Some(o)) = (input, output) {
        if i.len() != o.len() {
            return Err(op.emit_op_error("expected input tensor rank to equal result tensor rank"));
        }
    }
    if let Some(o) = output {
        if perms.len() != o.len() {
            return Err(op.emit_op_error(format!(
                "expected perms attribute to have size {} (output rank) but got size {}",
                o.len(),
                perms.len()
            )));
        }
    }
    let mut seen = vec![false; perms.len()];
    for &p in &perms {
        if p < 0 || p as usize >= perms.len() || std::mem::replace(&mut seen[p as usize], true) {
            return Err(op.emit_op_error("expected valid permutation indices"));
        }
    }
    if let (Some(i), Some(o)) = (input, output) {
        let count = |s: &[i64]| {
            s.iter()
                .all(|&d| d != DYNAMIC)
                .then(|| s.iter().product::<i64>())
        };
        if let (Some(a), Some(b)) = (count(i), count(o)) {
            if a != b {
                return Err(op.emit_op_error(format!(
                    "expected input1 and output to have same numbers of elements, got {a} and {b}"
                )));
            }
        }
        for (k, &p) in perms.iter().enumerate() {
            let (od, id) = (o[k], i[p as usize]);
            if od != DYNAMIC && id != DYNAMIC && od != id {
                return Err(op.emit_op_error(format!(
                    "expected output tensor dim {k} to match input dim {p} with value of {id}"
                )));
            }
        }
    }
    Ok(())
}

/// `ConstOp::verify`.
pub(crate) fn verify_const(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let attr_ty = op.prop("values").and_then(|a| ctx.attr_type(a));
    let out = op.result_type(0);
    let is_tensor = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    };
    let Some(attr_ty) = attr_ty.filter(|&t| is_tensor(t)) else {
        return Err(op.emit_op_error("expected tensors for attr/result type"));
    };
    if !is_tensor(out) {
        return Err(op.emit_op_error("expected tensors for attr/result type"));
    }
    if element_type_or_self(ctx, attr_ty) != element_type_or_self(ctx, out) {
        return Err(op.emit_op_error("expected same attr/result element types"));
    }
    Ok(())
}

fn i64_array(op: &OpView<'_>, name: &str) -> Vec<i64> {
    op.prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// `verifyPoolingOp`.
fn verify_pooling(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let kernel = i64_array(op, "kernel");
    let strides = i64_array(op, "stride");
    let pad = i64_array(op, "pad");
    if kernel.iter().any(|&k| k < 1) {
        return Err(op.emit_op_error(format!(
            "expect all kernel values to be >= 1, got {}",
            join(&kernel)
        )));
    }
    if strides.iter().any(|&s| s < 1) {
        return Err(op.emit_op_error(format!(
            "expect all stride values to be >= 1, got {}",
            join(&strides)
        )));
    }
    if pad.iter().any(|&p| p < 0) {
        return Err(op.emit_op_error(format!(
            "expect all padding values to be >= 0, got {}",
            join(&pad)
        )));
    }
    let (ky, kx) = (kernel[0], kernel[1]);
    if pad[3] >= kx || pad[2] >= kx {
        return Err(op.emit_op_error(format!(
            "expected left/right padding to be less than the width of the kernel, got pad_left={}, pad_right={}, kernel_x={kx}",
            pad[2], pad[3]
        )));
    }
    if pad[0] >= ky || pad[1] >= ky {
        return Err(op.emit_op_error(format!(
            "expected top/bottom padding to be less than the height of the kernel, got pad_top={}, pad_bottom={}, kernel_y={ky}",
            pad[0], pad[1]
        )));
    }
    let (Some(input), Some(output)) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    let dims = [
        (
            1, kernel[0], strides[0], pad[0], pad[1], "height", "y", "top", "bottom",
        ),
        (
            2, kernel[1], strides[1], pad[2], pad[3], "width", "x", "left", "right",
        ),
    ];
    for (d, k, s, before, after, name, axis, bn, an) in dims {
        let size = input[d];
        if size == DYNAMIC {
            continue;
        }
        let num = size + before + after - k;
        if num % s != 0 {
            return Err(op.emit_op_error(format!(
                "expected input_{name} + pad_{bn} + pad_{an} - kernel_{axis} to be wholly divisible by stride_{axis}, got ({size} + {before} + {after} - {k}) / {s}"
            )));
        }
        let calculated = num / s + 1;
        if output[d] != DYNAMIC && calculated != output[d] {
            return Err(op.emit_op_error(format!(
                "calculated output {name} did not match expected: calculated={calculated}, expected={}",
                output[d]
            )));
        }
    }
    Ok(())
}

pub(crate) fn verify_max_pool2d(op: &OpView<'_>) -> VerifyResult {
    verify_pooling(op)?;
    let ctx = op.ctx;
    let (i, o) = (
        element_type_or_self(ctx, op.operand_type(0)),
        element_type_or_self(ctx, op.result_type(0)),
    );
    if i != o {
        return Err(op.emit_op_error(format!(
            "expect input and output to have same element type, got {} and {}",
            quoted_type(ctx, i),
            quoted_type(ctx, o)
        )));
    }
    Ok(())
}

fn acc_type(op: &OpView<'_>) -> Option<Type> {
    match op.prop("acc_type").map(|a| op.ctx.attr_kind(a)) {
        Some(rmlir_ir::AttrKind::Type(t)) => Some(*t),
        _ => None,
    }
}

fn is_int(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width, signedness: rmlir_ir::Signedness::Signless } if *width == w)
}

fn is_float_kind(ctx: &Context, t: Type, k: rmlir_ir::float::FloatKind) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(f) if *f == k)
}

/// `AvgPool2dOp::verify`.
pub(crate) fn verify_avg_pool2d(op: &OpView<'_>) -> VerifyResult {
    use rmlir_ir::float::FloatKind::*;
    verify_pooling(op)?;
    let ctx = op.ctx;
    let input = element_type_or_self(ctx, op.operand_type(0));
    let result = element_type_or_self(ctx, op.result_type(0));
    let input_zp = element_type_or_self(ctx, op.operand_type(1));
    let output_zp = element_type_or_self(ctx, op.operand_type(2));
    let Some(acc) = acc_type(op) else {
        return Ok(());
    };
    if matches!(ctx.type_kind(input), TypeKind::Integer { .. }) && !is_int(ctx, acc, 32) {
        return Err(op.emit_op_error("accumulator type for integer tensor is not i32"));
    }
    if is_float_kind(ctx, input, F16)
        && !(is_float_kind(ctx, acc, F16) || is_float_kind(ctx, acc, F32))
    {
        return Err(op.emit_op_error("accumulator type for f16 tensor is not f16/f32"));
    }
    if is_float_kind(ctx, input, BF16) && !is_float_kind(ctx, acc, F32) {
        return Err(op.emit_op_error("accumulator type for bf16 tensor is not f32"));
    }
    if is_float_kind(ctx, input, F32) && !is_float_kind(ctx, acc, F32) {
        return Err(op.emit_op_error("accumulator type for f32 tensor is not f32"));
    }
    if input != input_zp {
        return Err(op.emit_op_error(format!(
            "expect both input and its zero point are the same element type, got {} and {}",
            quoted_type(ctx, input),
            quoted_type(ctx, input_zp)
        )));
    }
    if result != output_zp {
        return Err(op.emit_op_error(format!(
            "expect both output and its zero point are the same element type, got {} and {}",
            quoted_type(ctx, result),
            quoted_type(ctx, output_zp)
        )));
    }
    Ok(())
}

/// `verifyConvOp` and `verifyConvOpModes`: element types of the inputs,
/// zero points and accumulator.
pub(crate) fn verify_conv_common(op: &OpView<'_>) -> VerifyResult {
    use rmlir_ir::float::FloatKind::*;
    let ctx = op.ctx;
    let e = |i: usize| element_type_or_self(ctx, op.operand_type(i));
    let (input, weight, bias) = (e(0), e(1), e(2));
    let result = element_type_or_self(ctx, op.result_type(0));
    let is_float = |t: Type| matches!(ctx.type_kind(t), TypeKind::Float(_));
    if is_float(bias) && is_float(result) && bias != result {
        return Err(op.emit_op_error(format!(
            "expect both bias and result to have same element type, got {} and {}",
            quoted_type(ctx, bias),
            quoted_type(ctx, result)
        )));
    }
    let f8 = |t: Type| is_float_kind(ctx, t, F8E5M2) || is_float_kind(ctx, t, F8E4M3FN);
    if (f8(input) || f8(weight)) && input != weight {
        return Err(op.emit_op_error(format!(
            "expect both input and weight to have same element type, got {} and {}",
            quoted_type(ctx, input),
            quoted_type(ctx, weight)
        )));
    }
    if is_float(input) != is_float(weight) {
        return Err(op.emit_op_error(format!(
            "expect both input and weight to be float or not together, got {} and {}",
            quoted_type(ctx, input),
            quoted_type(ctx, weight)
        )));
    }
    let input_zp = e(3);
    if input != input_zp {
        return Err(op.emit_op_error(format!(
            "expect both input and its zero point are the same element type, got {} and {}",
            quoted_type(ctx, input),
            quoted_type(ctx, input_zp)
        )));
    }
    let weight_zp = e(4);
    if weight != weight_zp {
        return Err(op.emit_op_error(format!(
            "expect both weight and its zero point are the same element type, got {} and {}",
            quoted_type(ctx, weight),
            quoted_type(ctx, weight_zp)
        )));
    }
    let Some(acc) = acc_type(op) else {
        return Ok(());
    };
    if is_int(ctx, input, 8) && !is_int(ctx, acc, 32) {
        return Err(op.emit_op_error("accumulator type for i8 tensor is not i32"));
    }
    if is_int(ctx, input, 16) && !is_int(ctx, acc, 48) {
        return Err(op.emit_op_error("accumulator type for i16 tensor is not i48"));
    }
    if (is_float_kind(ctx, input, F8E5M2) || is_float_kind(ctx, input, F8E4M3))
        && !is_float_kind(ctx, acc, F16)
    {
        return Err(op.emit_op_error("accumulator type for f8 tensor is not f16"));
    }
    if is_float_kind(ctx, input, F16)
        && !(is_float_kind(ctx, acc, F16) || is_float_kind(ctx, acc, F32))
    {
        return Err(op.emit_op_error("accumulator type for f16 tensor is not f16/f32"));
    }
    if is_float_kind(ctx, input, BF16) && !is_float_kind(ctx, acc, F32) {
        return Err(op.emit_op_error("accumulator type for bf16 tensor is not f32"));
    }
    if is_float_kind(ctx, input, F32) && !is_float_kind(ctx, acc, F32) {
        return Err(op.emit_op_error("accumulator type for f32 tensor is not f32"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{broadcast_shapes, DYNAMIC};

    #[test]
    fn broadcasting() {
        assert_eq!(broadcast_shapes(&[2, 1], &[3]), Some(vec![2, 3]));
        assert_eq!(broadcast_shapes(&[4, 3], &[2, 3]), None);
        // A dynamic extent takes a static one above 1, and stays open
        // against 1.
        assert_eq!(broadcast_shapes(&[DYNAMIC, 1], &[5, 7]), Some(vec![5, 7]));
        assert_eq!(broadcast_shapes(&[DYNAMIC], &[1]), Some(vec![DYNAMIC]));
        assert_eq!(broadcast_shapes(&[], &[2, 2]), Some(vec![2, 2]));
    }
}
