//! The `verify()` of tosa's data-movement, convolution, rescale and
//! variable ops (TosaOps.cpp's ERROR_IF checks), with upstream's messages.

use crate::verify::{shape_of, verify_conv_common, DYNAMIC};
use rmlir_ir::apfloat::ApFloat;
use rmlir_ir::op_def::VerifyResult;
use rmlir_ir::op_verify::{compatible_shape, element_type_or_self, quoted_type};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{AttrKind, Context, OpView, Signedness, Type, TypeKind, Value};

fn elem(op: &OpView<'_>, t: Type) -> Type {
    element_type_or_self(op.ctx, t)
}

fn q(ctx: &Context, t: Type) -> String {
    quoted_type(ctx, t)
}

fn is_int(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width, .. } if *width == w)
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn float_of(ctx: &Context, a: rmlir_ir::Attribute) -> Option<ApFloat> {
    match ctx.attr_kind(a) {
        AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
            TypeKind::Float(k) => Some(ApFloat::new(*k, bits.get())),
            _ => None,
        },
        _ => None,
    }
}

fn i64_array(op: &OpView<'_>, name: &str) -> Vec<i64> {
    op.prop(name)
        .and_then(|a| op.ctx.dense_i64_array(a))
        .unwrap_or_default()
}

fn join(v: &[i64]) -> String {
    v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

fn bool_prop(op: &OpView<'_>, name: &str) -> bool {
    op.prop(name)
        .and_then(|a| rmlir_ir::matchers::bool_value(op.ctx, a))
        .unwrap_or(false)
}

/// The splat value of a `tosa.const` defining `v` (upstream's
/// `getZeroPoint`): an integer, or a float truncated toward zero.
fn const_splat(op: &OpView<'_>, v: Value) -> Option<i64> {
    let d = op.defining_op(v)?;
    if op.ctx.ident_bytes(d.name()) != b"tosa.const" {
        return None;
    }
    let values = d.prop("values")?;
    if let Some(i) = rmlir_ir::matchers::splat_int(op.ctx, values) {
        return i.to_i64();
    }
    // A float zero point matters only as zero or not.
    let first = rmlir_ir::common_folders::element_at(op.ctx, values, 0)?;
    float_of(op.ctx, first).map(|f| i64::from(!f.is_zero()))
}

/// `verify<Operand>ZeroPoint`: only an `i8` zero point may be non-zero.
fn verify_zero_point(op: &OpView<'_>, zp_operand: usize, name: &str) -> VerifyResult {
    let zp = op.operand(zp_operand);
    let Some(value) = const_splat(op, zp) else {
        return Ok(());
    };
    let zp_elem = elem(op, op.value_type(zp));
    if !is_int(op.ctx, zp_elem, 8) && value != 0 {
        return Err(op.emit_op_error(format!(
            "{name} zero point must be zero for non-int8 integer types"
        )));
    }
    Ok(())
}

/// One spatial dimension of a convolution's output size check.
struct ConvDim<'a> {
    input: i64,
    output: i64,
    kernel: i64,
    stride: i64,
    dilation: i64,
    pad_before: i64,
    pad_after: i64,
    name: &'a str,
    axis: &'a str,
    before: &'a str,
    after: &'a str,
}

fn verify_conv_output_size(op: &OpView<'_>, d: &ConvDim<'_>) -> VerifyResult {
    if d.input == DYNAMIC || d.kernel == DYNAMIC {
        return Ok(());
    }
    let num = d.input - 1 + d.pad_before + d.pad_after - (d.kernel - 1) * d.dilation;
    if d.stride == 0 || num % d.stride != 0 {
        return Err(op.emit_op_error(format!(
            "expected input_{n} - 1 + pad_{b} + pad_{a} - (kernel_{n} - 1) * dilation_{x} to be wholly divisible by stride_{x}, got ({} - 1 + {} + {} - ({} - 1) * {}) / {}",
            d.input, d.pad_before, d.pad_after, d.kernel, d.dilation, d.stride,
            n = d.name, b = d.before, a = d.after, x = d.axis
        )));
    }
    let calculated = num / d.stride + 1;
    if d.output != DYNAMIC && calculated != d.output {
        return Err(op.emit_op_error(format!(
            "calculated output {} did not match expected: calculated={calculated}, expected={}",
            d.name, d.output
        )));
    }
    Ok(())
}

fn verify_bias_channels(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (Some(bias), Some(out)) = (
        shape_of(ctx, op.operand_type(2)),
        shape_of(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    let (b, o) = (bias[0], out[out.len() - 1]);
    if b != DYNAMIC && o != DYNAMIC && b != o && b != 1 {
        return Err(op.emit_op_error(format!(
            "bias channels expected to be equal to output channels ({o}) or 1, got {b}"
        )));
    }
    Ok(())
}

/// Which convolution: where its kernel extents sit in the weight shape.
#[derive(Clone, Copy)]
enum ConvKind {
    Conv2D,
    Depthwise,
    Conv3D,
}

/// `verifyConvOpErrorIf`.
fn verify_conv_error_if(op: &OpView<'_>, kind: ConvKind) -> VerifyResult {
    let ctx = op.ctx;
    let pad = i64_array(op, "pad");
    let strides = i64_array(op, "stride");
    let dilations = i64_array(op, "dilation");
    if pad.iter().any(|&p| p < 0) {
        return Err(op.emit_op_error(format!(
            "expect all padding values to be >= 0, got {}",
            join(&pad)
        )));
    }
    if strides.iter().any(|&s| s < 1) {
        return Err(op.emit_op_error(format!(
            "expect all stride values to be >= 1, got {}",
            join(&strides)
        )));
    }
    if dilations.iter().any(|&d| d < 1) {
        return Err(op.emit_op_error(format!(
            "expect all dilation values to be >= 1, got {}",
            join(&dilations)
        )));
    }
    let (Some(input), Some(weight), Some(output)) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.operand_type(1)),
        shape_of(ctx, op.result_type(0)),
    ) else {
        return verify_bias_channels(op);
    };
    let spatial: &[(&str, &str, &str, &str)] = match kind {
        ConvKind::Conv3D => &[
            ("depth", "d", "front", "back"),
            ("height", "y", "top", "bottom"),
            ("width", "x", "left", "right"),
        ],
        _ => &[
            ("height", "y", "top", "bottom"),
            ("width", "x", "left", "right"),
        ],
    };
    // The first kernel extent in the weight shape.
    let kernel_start = match kind {
        ConvKind::Depthwise => 0,
        _ => 1,
    };
    for (i, &(name, axis, before, after)) in spatial.iter().enumerate() {
        let d = ConvDim {
            input: input[1 + i],
            output: output[1 + i],
            kernel: weight[kernel_start + i],
            stride: strides[i],
            dilation: dilations[i],
            pad_before: pad[2 * i],
            pad_after: pad[2 * i + 1],
            name,
            axis,
            before,
            after,
        };
        verify_conv_output_size(op, &d)?;
    }
    verify_bias_channels(op)
}

fn verify_conv_zero_points(op: &OpView<'_>) -> VerifyResult {
    verify_zero_point(op, 3, "input")?;
    verify_zero_point(op, 4, "weight")
}

/// `Conv2DOp::verify`.
pub(crate) fn verify_conv2d(op: &OpView<'_>) -> VerifyResult {
    verify_conv_common(op)?;
    verify_conv_zero_points(op)?;
    verify_conv_error_if(op, ConvKind::Conv2D)
}

/// `Conv3DOp::verify`.
pub(crate) fn verify_conv3d(op: &OpView<'_>) -> VerifyResult {
    verify_conv_common(op)?;
    verify_conv_zero_points(op)?;
    verify_conv_error_if(op, ConvKind::Conv3D)
}

/// `DepthwiseConv2DOp::verify`.
pub(crate) fn verify_depthwise_conv2d(op: &OpView<'_>) -> VerifyResult {
    verify_conv_common(op)?;
    verify_conv_zero_points(op)?;
    verify_conv_error_if(op, ConvKind::Depthwise)
}

/// `TransposeConv2DOp::verify`.
pub(crate) fn verify_transpose_conv2d(op: &OpView<'_>) -> VerifyResult {
    verify_conv_common(op)?;
    verify_conv_zero_points(op)?;
    let ctx = op.ctx;
    let strides = i64_array(op, "stride");
    let out_pad = i64_array(op, "out_pad");
    let weight = shape_of(ctx, op.operand_type(1));
    if let Some(w) = weight {
        let (kh, kw) = (w[1], w[2]);
        let checks = [
            (out_pad[0], "out_pad_top", kh, "KH"),
            (out_pad[1], "out_pad_bottom", kh, "KH"),
            (out_pad[2], "out_pad_left", kw, "KW"),
            (out_pad[3], "out_pad_right", kw, "KW"),
        ];
        for (p, pname, k, kname) in checks {
            if k != DYNAMIC && p <= -k {
                return Err(op.emit_op_error(format!(
                    "expected {pname} > -{kname}, but got: {pname}={p} and {kname}={k}"
                )));
            }
        }
    }
    if strides.iter().any(|&s| s < 1) {
        return Err(op.emit_op_error(format!(
            "expect all stride values to be >= 1, got [{}]",
            join(&strides)
        )));
    }
    let (Some(input), Some(w), Some(output)) = (
        shape_of(ctx, op.operand_type(0)),
        weight,
        shape_of(ctx, op.result_type(0)),
    ) else {
        return verify_bias_channels(op);
    };
    let dims = [
        (
            input[1], output[1], w[1], strides[0], out_pad[0], out_pad[1], "OH", "IH", "y", "top",
            "bottom", "KH",
        ),
        (
            input[2], output[2], w[2], strides[1], out_pad[2], out_pad[3], "OW", "IW", "x", "left",
            "right", "KW",
        ),
    ];
    for (i, o, k, s, pb, pa, on, iname, axis, bn, an, kname) in dims {
        if i == DYNAMIC || o == DYNAMIC || k == DYNAMIC {
            continue;
        }
        let expected = (i - 1) * s + pb + pa + k;
        if expected != o {
            return Err(op.emit_op_error(format!(
                "dimension mismatch: expected {on} == ({iname} - 1) * stride_{axis} + out_pad_{bn} + out_pad_{an} + {kname}, but got {o} != ({i} - 1) * {s} + {pb} + {pa} + {k}"
            )));
        }
    }
    verify_bias_channels(op)
}

/// `verifySameElementTypes`.
fn same_element_types(op: &OpView<'_>, a: Type, b: Type) -> VerifyResult {
    let ctx = op.ctx;
    let (ea, eb) = (elem(op, a), elem(op, b));
    if ea != eb {
        return Err(op.emit_op_error(format!(
            "expect input and output to have same element type, got {} and {}",
            q(ctx, ea),
            q(ctx, eb)
        )));
    }
    Ok(())
}

/// `NegateOp::verify`.
pub(crate) fn verify_negate(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (input, output) = (op.operand_type(0), op.result_type(0));
    same_element_types(op, input, output)?;
    if !compatible_shape(ctx, input, output) {
        return Err(op.emit_op_error("requires the same shape for input1 and output"));
    }
    let (ie, oe) = (elem(op, input), elem(op, output));
    let (izp, ozp) = (elem(op, op.operand_type(1)), elem(op, op.operand_type(2)));
    if ie != izp {
        return Err(op.emit_op_error(format!(
            "expect both input1 and its zero point are the same element type, got {} and {}",
            q(ctx, ie),
            q(ctx, izp)
        )));
    }
    if oe != ozp {
        return Err(op.emit_op_error(format!(
            "expect both output and its zero point are the same element type, got {} and {}",
            q(ctx, oe),
            q(ctx, ozp)
        )));
    }
    verify_zero_point(op, 1, "input1")?;
    verify_zero_point(op, 2, "output")
}

/// `AvgPool2dOp`'s zero points (after `verify_avg_pool2d`).
pub(crate) fn verify_avg_pool2d(op: &OpView<'_>) -> VerifyResult {
    crate::verify::verify_avg_pool2d(op)?;
    verify_zero_point(op, 1, "input")?;
    verify_zero_point(op, 2, "output")
}

/// `MatMulOp::verify`.
pub(crate) fn verify_matmul(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    for (x, zp, name) in [(0, 2, "a"), (1, 3, "b")] {
        let (e, z) = (elem(op, op.operand_type(x)), elem(op, op.operand_type(zp)));
        if e != z {
            return Err(op.emit_op_error(format!(
                "expect input {name} and {name}_zp have the same element type, got {} and {}",
                q(ctx, e),
                q(ctx, z)
            )));
        }
    }
    verify_zero_point(op, 2, "a")?;
    verify_zero_point(op, 3, "b")
}

fn dim_check(
    op: &OpView<'_>,
    what: &str,
    shape: Option<&[i64]>,
    i: usize,
    want: i64,
) -> VerifyResult {
    let Some(s) = shape else { return Ok(()) };
    let got = s[i];
    if want != DYNAMIC && got != DYNAMIC && got != want {
        return Err(op.emit_op_error(format!(
            "requires {what} dimension {i} to have size {want}, got {got}"
        )));
    }
    Ok(())
}

/// Merges a known extent into `slot` (`?` stays open).
fn known(slot: &mut i64, v: i64) {
    if *slot == DYNAMIC {
        *slot = v;
    }
}

/// `GatherOp::verify`: values `[N, K, C]`, indices `[N, W]`, output
/// `[N, W, C]`.
pub(crate) fn verify_gather(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    same_element_types(op, op.operand_type(0), op.result_type(0))?;
    let values = shape_of(ctx, op.operand_type(0));
    let indices = shape_of(ctx, op.operand_type(1));
    let output = shape_of(ctx, op.result_type(0));
    let (mut n, mut w, mut c) = (DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(v) = values {
        n = v[0];
        c = v[2];
    }
    if let Some(i) = indices {
        dim_check(op, "indices", indices, 0, n)?;
        known(&mut n, i[0]);
        w = i[1];
    }
    dim_check(op, "output", output, 0, n)?;
    dim_check(op, "output", output, 1, w)?;
    dim_check(op, "output", output, 2, c)
}

/// `ScatterOp::verify`: values_in `[N, K, C]`, indices `[N, W]`, input
/// `[N, W, C]`, values_out like values_in.
pub(crate) fn verify_scatter(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    same_element_types(op, op.operand_type(0), op.result_type(0))?;
    same_element_types(op, op.operand_type(2), op.result_type(0))?;
    let values_in = shape_of(ctx, op.operand_type(0));
    let indices = shape_of(ctx, op.operand_type(1));
    let input = shape_of(ctx, op.operand_type(2));
    let values_out = shape_of(ctx, op.result_type(0));
    let (mut n, mut k, mut w, mut c) = (DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC);
    if let Some(v) = values_in {
        n = v[0];
        k = v[1];
        c = v[2];
    }
    if let Some(i) = indices {
        dim_check(op, "indices", indices, 0, n)?;
        known(&mut n, i[0]);
        w = i[1];
    }
    if let Some(i) = input {
        dim_check(op, "input", input, 0, n)?;
        known(&mut n, i[0]);
        dim_check(op, "input", input, 1, w)?;
        known(&mut w, i[1]);
        dim_check(op, "input", input, 2, c)?;
        known(&mut c, i[2]);
    }
    if let Some(o) = values_out {
        dim_check(op, "values_out", values_out, 0, n)?;
        dim_check(op, "values_out", values_out, 1, k)?;
        known(&mut k, o[1]);
        dim_check(op, "values_out", values_out, 2, c)?;
    }
    if k != DYNAMIC && w != DYNAMIC && k < w {
        return Err(op.emit_op_error(format!("requires dimensions K >= W, got K={k} and W={w}")));
    }
    Ok(())
}

/// The values of the `tosa.const_shape` defining `v`.
fn const_shape_values(op: &OpView<'_>, v: Value) -> Option<Vec<i64>> {
    let d = op.defining_op(v)?;
    if op.ctx.ident_bytes(d.name()) != b"tosa.const_shape" {
        return None;
    }
    let values = d.prop("values")?;
    Some(
        op.ctx
            .dense_int_values(values)
            .iter()
            .map(|x| x.to_i64().unwrap_or(0))
            .collect(),
    )
}

/// `ReshapeOp::verify`.
pub(crate) fn verify_reshape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (input, output) = (op.operand_type(0), op.result_type(0));
    same_element_types(op, input, output)?;
    let Some(new_shape) = const_shape_values(op, op.operand(1)) else {
        return Ok(());
    };
    let out = shape_of(ctx, output);
    if let Some(o) = out {
        if o.len() != new_shape.len() {
            return Err(op.emit_op_error("new shape does not match result rank"));
        }
        for (&r, &n) in o.iter().zip(&new_shape) {
            if n != -1 && r != DYNAMIC && n != r {
                return Err(op.emit_op_error("new shape is inconsistent with result shape"));
            }
        }
    }
    if let Some(i) = shape_of(ctx, input).filter(|i| i.iter().all(|&d| d != DYNAMIC)) {
        let elements: i64 = i.iter().product();
        let target: i64 = new_shape.iter().filter(|&&d| d != -1).product();
        let is_static = new_shape.iter().all(|&d| d != -1);
        if (is_static && elements != target) || (!is_static && target > elements) {
            return Err(
                op.emit_op_error(format!("cannot reshape {elements} elements into {target}"))
            );
        }
    }
    if new_shape.iter().filter(|&&d| d == -1).count() > 1 {
        return Err(op.emit_op_error("expected at most one target dimension to be -1"));
    }
    if let Some(&bad) = new_shape.iter().find(|&&d| d < -1) {
        return Err(op.emit_op_error(format!("new shape has invalid tensor dimension size {bad}")));
    }
    Ok(())
}

/// `verifyVariableOpErrorIf`.
fn verify_variable_use(
    op: &OpView<'_>,
    tables: &SymbolTables<'_>,
    ty: Type,
    what: &str,
) -> VerifyResult {
    let ctx = op.ctx;
    let Some(AttrKind::String { value: name, .. }) = op.prop("name").map(|a| ctx.attr_kind(a))
    else {
        return Ok(());
    };
    // Upstream walks the module up to the op; a symbol table lookup finds
    // the same declaration.
    let sym = ctx.symbol_ref_attr(ctx.ident(&name[..]), &[]);
    let var = tables
        .lookup_nearest(op.op_ref(), sym)
        .filter(|v| ctx.ident_bytes(v.name()) == b"tosa.variable");
    let Some(var) = var else {
        return Err(op.emit_op_error(format!(
            "'{}' has not been declared by 'tosa.variable'",
            String::from_utf8_lossy(name)
        )));
    };
    let dims: Vec<i64> = var
        .prop("var_shape")
        .map(|a| {
            ctx.dense_int_values(a)
                .iter()
                .map(|v| v.to_i64().unwrap_or(-1))
                .collect()
        })
        .unwrap_or_default();
    let dims: Vec<i64> = dims
        .iter()
        .map(|&d| if d == -1 { DYNAMIC } else { d })
        .collect();
    let Some(AttrKind::Type(var_elem)) = var.prop("type").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    let var_ty = ctx.tensor_type(&dims, *var_elem);
    let e = elem(op, ty);
    if e != *var_elem {
        return Err(op.emit_op_error(format!(
            "require same element type for '{what}' ({}) and the input tensor ({})",
            q(ctx, e),
            q(ctx, *var_elem)
        )));
    }
    if !compatible_shape(ctx, ty, var_ty) {
        return Err(op.emit_op_error(format!(
            "require same shapes for '{what}' ({}) and the input tensor ({})",
            q(ctx, ty),
            q(ctx, var_ty)
        )));
    }
    Ok(())
}

pub(crate) fn verify_variable_read(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    verify_variable_use(op, tables, op.result_type(0), "output1")
}

pub(crate) fn verify_variable_write(op: &OpView<'_>, tables: &SymbolTables<'_>) -> VerifyResult {
    verify_variable_use(op, tables, op.operand_type(0), "input1")
}

/// `ResizeOp::verify`.
pub(crate) fn verify_resize(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(scale) = const_shape_values(op, op.operand(1)) else {
        return Ok(());
    };
    let Some(offset) = const_shape_values(op, op.operand(2)) else {
        return Ok(());
    };
    let Some(border) = const_shape_values(op, op.operand(3)) else {
        return Ok(());
    };
    if scale.len() != 4 || offset.len() != 2 || border.len() != 2 {
        return Ok(());
    }
    if scale.iter().any(|&s| s <= 0) {
        return Err(op.emit_op_error(format!(
            "expect all scale values to be > 0, got {}",
            join(&scale)
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
            input[1], output[1], scale[0], scale[1], offset[0], border[0], "height", "y",
        ),
        (
            input[2], output[2], scale[2], scale[3], offset[1], border[1], "width", "x",
        ),
    ];
    for (i, o, n, d, off, b, name, axis) in dims {
        if i == DYNAMIC {
            continue;
        }
        let num = (i - 1) * n - off + b;
        if num % d != 0 {
            return Err(op.emit_op_error(format!(
                "expected (input_{name} - 1) * scale_{axis}_n - offset_{axis} + border_{axis} to be wholly divisible by scale_{axis}_d, got (({i} - 1) * {n} - {off} + {b}) / {d}"
            )));
        }
        let calculated = num / d + 1;
        if o != DYNAMIC && calculated != o {
            return Err(op.emit_op_error(format!(
                "calculated output {name} did not match expected: calculated={calculated}, expected={o}"
            )));
        }
    }
    Ok(())
}

/// `MulOp::verify`.
pub(crate) fn verify_mul(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (a, b, out) = (op.operand_type(0), op.operand_type(1), op.result_type(0));
    let (ea, eb, eo) = (elem(op, a), elem(op, b), elem(op, out));
    if let TypeKind::Integer {
        width: out_width, ..
    } = ctx.type_kind(eo)
    {
        let int_width = |t: Type| match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        if int_width(ea).is_none() || int_width(eb).is_none() || ea != eb {
            return Err(op.emit_op_error("requires the same element type for all operands"));
        }
        // The spec wants an i32 result; the dialect allows any that is wide
        // enough.
        if int_width(ea).is_some_and(|w| w > *out_width) {
            return Err(op.emit_op_error("invalid data type size for operands or result"));
        }
    } else {
        if ea != eo || eb != eo {
            return Err(
                op.emit_op_error("requires the same element type for all operands and results")
            );
        }
        if const_splat(op, op.operand(2)).is_some_and(|s| s != 0) {
            return Err(op.emit_op_error("require shift to be 0 for float type"));
        }
    }
    let (sa, sb, so) = (shape_of(ctx, a), shape_of(ctx, b), shape_of(ctx, out));
    if let (Some(x), Some(y)) = (sa, sb) {
        if x.len() != y.len() {
            return Err(op.emit_op_error(format!(
                "a and b operands don't have matching ranks, got {} and {}",
                x.len(),
                y.len()
            )));
        }
        if crate::verify::broadcast_shapes(x, y).is_none() {
            return Err(op.emit_op_error(format!(
                "a and b operands don't have broadcast-compatible shapes, got {} and {}",
                q(ctx, a),
                q(ctx, b)
            )));
        }
    }
    if let Some(o) = so {
        for (s, name) in [(sa, "a"), (sb, "b")] {
            if let Some(s) = s {
                if s.len() != o.len() {
                    return Err(op.emit_op_error(format!(
                        "result type has different rank than {name}, got {} vs {}",
                        o.len(),
                        s.len()
                    )));
                }
            }
        }
    }
    Ok(())
}

/// `ClampOp::verify`.
pub(crate) fn verify_clamp(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (ie, oe) = (elem(op, op.operand_type(0)), elem(op, op.result_type(0)));
    if ie != oe {
        return Err(op.emit_op_error("input/output element types are incompatible."));
    }
    let (Some(min), Some(max)) = (op.prop("min_val"), op.prop("max_val")) else {
        return Ok(());
    };
    let incompatible = || {
        op.emit_op_error(
            "min/max attributes types are incompatible with input/output element types.",
        )
    };
    let attr_str = |a| rmlir_ir::printer::attr_to_string(ctx, a);
    match ctx.type_kind(ie) {
        TypeKind::Integer { signedness, width } => {
            let (Some(lo), Some(hi)) = (ctx.int_value(min), ctx.int_value(max)) else {
                return Err(incompatible());
            };
            if ctx.attr_type(min) != Some(ie) || ctx.attr_type(max) != Some(ie) {
                return Err(incompatible());
            }
            let unsigned = *signedness == Signedness::Unsigned || *width == 1;
            let less = if unsigned {
                (hi as u64) < (lo as u64)
            } else {
                hi < lo
            };
            if less {
                return Err(op.emit_op_error(format!(
                    "expected min_val <= max_val, got min_val={}, max_val={}",
                    attr_str(min),
                    attr_str(max)
                )));
            }
        }
        _ => {
            let (Some(lo), Some(hi)) = (float_of(ctx, min), float_of(ctx, max)) else {
                return Err(incompatible());
            };
            if ctx.attr_type(min) != Some(ie) || ctx.attr_type(max) != Some(ie) {
                return Err(incompatible());
            }
            if lo.is_nan() || hi.is_nan() {
                return Err(op.emit_op_error(format!(
                    "min/max attributes should not be 'NaN', got min_val={}, max_val={}",
                    attr_str(min),
                    attr_str(max)
                )));
            }
            if hi.compare(lo) == Some(std::cmp::Ordering::Less) {
                return Err(op.emit_op_error(format!(
                    "expected min_val <= max_val, got min_val={}, max_val={}",
                    attr_str(min),
                    attr_str(max)
                )));
            }
        }
    }
    Ok(())
}

/// `PadOp::verify`.
pub(crate) fn verify_pad(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    same_element_types(op, op.operand_type(0), op.result_type(0))?;
    same_element_types(op, op.operand_type(2), op.result_type(0))?;
    let Some(input) = shape_of(ctx, op.operand_type(0)) else {
        return Ok(());
    };
    if let Some(o) = shape_of(ctx, op.result_type(0)) {
        if o.len() != input.len() {
            return Err(op.emit_op_error(format!(
                "expect same input and output tensor rank, but got inputRank: {}, outputRank: {}",
                input.len(),
                o.len()
            )));
        }
    }
    let Some(padding) = const_shape_values(op, op.operand(1)) else {
        return Ok(());
    };
    let rank = input.len();
    if padding.len() != 2 * rank {
        return Err(op.emit_op_error(format!(
            "padding tensor must have {rank} * 2 = {} elements, but got {}",
            2 * rank,
            padding.len()
        )));
    }
    let output = shape_of(ctx, op.result_type(0));
    for (i, &d) in input.iter().enumerate() {
        let (lo, hi) = (padding[2 * i], padding[2 * i + 1]);
        if (lo < 0 && lo != -1) || (hi < 0 && hi != -1) {
            return Err(op.emit_op_error(format!(
                "invalid padding values at dimension {i}: values must be non-negative or -1 for dynamic padding, got [{lo}, {hi}]"
            )));
        }
        let Some(o) = output.map(|o| o[i]) else {
            continue;
        };
        if d == DYNAMIC || o == DYNAMIC || lo == -1 || hi == -1 {
            continue;
        }
        if d + lo + hi != o {
            return Err(op.emit_op_error(format!(
                "mismatch in output shape at dimension {i}: expected {d} + {lo} + {hi} = {}, but got {o}",
                d + lo + hi
            )));
        }
    }
    Ok(())
}

/// `TileOp::verify`.
pub(crate) fn verify_tile(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    same_element_types(op, op.operand_type(0), op.result_type(0))?;
    let multiples_rank = crate::types::shape_rank(ctx, op.operand_type(1));
    let input = shape_of(ctx, op.operand_type(0));
    let output = shape_of(ctx, op.result_type(0));
    if let (Some(i), Some(m)) = (input, multiples_rank) {
        if i.len() as i64 != m {
            return Err(op.emit_op_error(format!(
                "expect 'multiples' to have rank {} but got {m}.",
                i.len()
            )));
        }
    }
    if let Some(values) = const_shape_values(op, op.operand(1)) {
        if values.iter().any(|&v| v < 1 && v != -1) {
            return Err(
                op.emit_op_error("expect element of 'multiples' to be positive integer or -1.")
            );
        }
    }
    if let (Some(i), Some(o)) = (input, output) {
        if i.len() != o.len() {
            return Err(op.emit_op_error("expect same input and output tensor rank."));
        }
    }
    Ok(())
}

/// `SliceOp::verify`.
pub(crate) fn verify_slice(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    same_element_types(op, op.operand_type(0), op.result_type(0))?;
    let input = shape_of(ctx, op.operand_type(0));
    if let (Some(i), Some(o)) = (input, shape_of(ctx, op.result_type(0))) {
        if i.len() != o.len() {
            return Err(op.emit_op_error(format!(
                "expect input1 and output to have the same ranks, got {} and {}",
                i.len(),
                o.len()
            )));
        }
    }
    if let Some(i) = input {
        for (k, what) in [(1, "start"), (2, "size")] {
            if crate::types::shape_rank(ctx, op.operand_type(k))
                .is_some_and(|r| r != i.len() as i64)
            {
                return Err(op.emit_op_error(format!(
                    "length of {what} is not equal to rank of input shape"
                )));
            }
        }
    }
    Ok(())
}

/// `TableOp::verify`.
pub(crate) fn verify_table(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (Some(i), Some(o)) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    if i.len() != o.len() {
        return Err(op.emit_op_error("expected input tensor rank to equal result tensor rank"));
    }
    for (k, (&a, &b)) in i.iter().zip(o).enumerate() {
        if a != DYNAMIC && b != DYNAMIC && a != b {
            return Err(op.emit_op_error(format!(
                "dim(result, {k}) = {b} doesn't match dim(input, {k}) = {a}"
            )));
        }
    }
    Ok(())
}

/// `ConstShapeOp::verify`.
pub(crate) fn verify_const_shape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let Some(values) = op.prop("values") else {
        return Ok(());
    };
    let Some(vt) = ctx.attr_type(values) else {
        return Ok(());
    };
    let Some(vs) = shape_of(ctx, vt) else {
        return Ok(());
    };
    if vs.len() != 1 {
        return Err(op.emit_op_error("expect elements in attribute values with rank 1"));
    }
    if let Some(rank) = crate::types::shape_rank(ctx, op.result_type(0)) {
        if vs[0] != rank {
            return Err(op.emit_op_error(format!(
                "expect number of elements in attribute values ({}) to be equal to the rank ({rank}) for the result shape type",
                vs[0]
            )));
        }
    }
    Ok(())
}

fn is_pow2(v: i64) -> bool {
    v > 0 && v & (v - 1) == 0
}

/// The FFT ops' shared checks: float elements, power-of-two extents.
fn verify_fft_common(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if !is_float(ctx, elem(op, op.operand_type(0))) {
        return Err(op.emit_op_error("requires a floating point type"));
    }
    if let Some(s) = shape_of(ctx, op.operand_type(0)) {
        for (i, name) in [(1, "height"), (2, "width")] {
            if s[i] != DYNAMIC && !is_pow2(s[i]) {
                return Err(op.emit_op_error(format!(
                    "expected {name} to be a power of two, got {}",
                    s[i]
                )));
            }
        }
    }
    Ok(())
}

/// `FFT2dOp::verify`.
pub(crate) fn verify_fft2d(op: &OpView<'_>) -> VerifyResult {
    verify_fft_common(op)
}

/// `RFFT2dOp::verify`.
pub(crate) fn verify_rfft2d(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (real, imag) = (op.result_type(0), op.result_type(1));
    if !compatible_shape(ctx, real, imag) {
        return Err(op.emit_op_error(format!(
            "expected output shapes to match, got {}, {}",
            q(ctx, real),
            q(ctx, imag)
        )));
    }
    verify_fft_common(op)?;
    let (Some(i), Some(o)) = (shape_of(ctx, op.operand_type(0)), shape_of(ctx, real)) else {
        return Ok(());
    };
    let differs = |a: i64, b: i64| a != DYNAMIC && b != DYNAMIC && a != b;
    if differs(i[0], o[0]) || differs(i[1], o[1]) {
        return Err(op.emit_op_error(format!(
            "expected batch and height dimensions of input/output to match, got input={} output={}",
            q(ctx, op.operand_type(0)),
            q(ctx, real)
        )));
    }
    if i[2] != DYNAMIC && o[2] != DYNAMIC && o[2] != i[2] / 2 + 1 {
        return Err(op.emit_op_error(format!(
            "expected output width to be equal to input_width / 2 + 1, got {}",
            o[2]
        )));
    }
    Ok(())
}

/// `ConcatOp::verify`: ranks and non-axis extents agree.
pub(crate) fn verify_concat(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let shapes: Vec<(usize, &[i64])> = op
        .operand_types()
        .iter()
        .enumerate()
        .filter_map(|(i, &t)| shape_of(ctx, t).map(|s| (i, s)))
        .collect::<Vec<_>>()
        .into_iter()
        .collect();
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("expect at least one input"));
    }
    let out = op.result_type(0);
    for t in op.operand_types() {
        same_element_types(op, t, out)?;
    }
    let axis = op.prop("axis").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    let Some(&(first_i, first)) = shapes.first() else {
        return Ok(());
    };
    if axis < 0 || axis >= first.len() as i64 {
        return Err(op.emit_op_error(format!(
            "expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got {axis}"
        )));
    }
    for &(i, s) in &shapes[1..] {
        if s.len() != first.len() {
            return Err(op.emit_op_error(format!(
                "expect all operands to have the same rank, but got {} vs {} on operands {first_i} and {i}",
                first.len(),
                s.len()
            )));
        }
        for (d, (&a, &b)) in first.iter().zip(s).enumerate() {
            if d as i64 != axis && a != DYNAMIC && b != DYNAMIC && a != b {
                return Err(op.emit_op_error(format!(
                    "expect all operand shapes to have the same sizes on non-axis dimensions, but got {b} vs {a} at index {d} on operands {first_i} and {i}"
                )));
            }
        }
    }
    if let Some(o) = shape_of(ctx, out) {
        let axis_dims: Option<Vec<i64>> = op
            .operand_types()
            .iter()
            .map(|&t| {
                shape_of(ctx, t)
                    .map(|s| s[axis as usize])
                    .filter(|&d| d != DYNAMIC)
            })
            .collect();
        let out_dim = o.get(axis as usize).copied().unwrap_or(DYNAMIC);
        if let Some(dims) = axis_dims {
            let sum: i64 = dims.iter().sum();
            if out_dim != DYNAMIC && sum != out_dim {
                return Err(op.emit_op_error(format!(
                    "requires sum of axis dimensions of input1 equal to output axis dimension, got {sum} and {out_dim}"
                )));
            }
        }
    }
    Ok(())
}

/// `ReverseOp::verify`.
pub(crate) fn verify_reverse(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    same_element_types(op, op.operand_type(0), op.result_type(0))?;
    let axis = op.prop("axis").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    if axis < 0 {
        return Err(op.emit_op_error("expected non-negative reverse axis"));
    }
    if let Some(s) = shape_of(ctx, op.operand_type(0)) {
        let rank = s.len() as i64;
        if axis >= rank && !(axis == 0 && rank == 0) {
            return Err(op.emit_op_error(format!(
                "expect input tensor rank ({rank}) to be larger than reverse axis ({axis})"
            )));
        }
    }
    Ok(())
}

/// `ArgMaxOp::verify`.
pub(crate) fn verify_argmax(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let result = op.result_type(0);
    if !matches!(
        ctx.type_kind(elem(op, result)),
        TypeKind::Integer { .. } | TypeKind::Index
    ) {
        return Err(op.emit_op_error("result tensor is not of integer type"));
    }
    let Some(input) = shape_of(ctx, op.operand_type(0)) else {
        return Ok(());
    };
    let axis = op.prop("axis").and_then(|a| ctx.int_value(a)).unwrap_or(0);
    if axis < 0 || axis as usize >= input.len() {
        return Err(op.emit_op_error("specified axis is outside the rank of the tensor"));
    }
    let Some(output) = shape_of(ctx, result) else {
        return Ok(());
    };
    let mut expected = input.to_vec();
    expected.remove(axis as usize);
    if !rmlir_ir::op_verify::compatible_dims(&expected, output) {
        return Err(op.emit_op_error(format!(
            "expected output shape '{}', got '{}'",
            join(&expected),
            join(output)
        )));
    }
    Ok(())
}

/// `ConstOp`'s `AllShapesMatch<["values", "output"]>`, then its `verify`.
pub(crate) fn verify_const(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if let Some(vt) = op.prop("values").and_then(|a| ctx.attr_type(a)) {
        if !compatible_shape(ctx, vt, op.result_type(0)) {
            return Err(
                op.emit_op_error("failed to verify that all of {values, output} have same shape")
            );
        }
    }
    crate::verify::verify_const(op)
}

/// `TransposeOp`'s `AllElementTypesMatch<["input1", "output"]>`, then
/// its `verify`.
pub(crate) fn verify_transpose(op: &OpView<'_>) -> VerifyResult {
    if elem(op, op.operand_type(0)) != elem(op, op.result_type(0)) {
        return Err(op.emit_op_error(
            "failed to verify that all of {input1, output} have same element type",
        ));
    }
    crate::verify::verify_transpose(op)
}

/// `RescaleOp::verify`.
pub(crate) fn verify_rescale(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (input, output) = (op.operand_type(0), op.result_type(0));
    let (ie, oe) = (elem(op, input), elem(op, output));
    if !matches!(ctx.type_kind(ie), TypeKind::Integer { .. }) {
        return Err(op.emit_op_error(format!(
            "expect input to have integer element type, got {}",
            q(ctx, ie)
        )));
    }
    if !matches!(ctx.type_kind(oe), TypeKind::Integer { .. }) {
        return Err(op.emit_op_error(format!(
            "expect output to have integer element type, got {}",
            q(ctx, oe)
        )));
    }
    // `verifyRescaleValueAndZpTypes`.
    for (value, zp, what) in [(input, 3, "input"), (output, 4, "output")] {
        let (ve, ze) = (elem(op, value), elem(op, op.operand_type(zp)));
        let width = |t: Type| match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        };
        if width(ve).is_none() || width(ve) != width(ze) {
            return Err(op.emit_op_error(format!(
                "expected {what} and {what}_zp to both be integer of the same bitwidth, but got {} vs. {}",
                q(ctx, ve),
                q(ctx, ze)
            )));
        }
    }
    for (zp, what, unsigned_flag) in [
        (3, "input", "input_unsigned"),
        (4, "output", "output_unsigned"),
    ] {
        let zp_v = op.operand(zp);
        let Some(mut value) = const_splat(op, zp_v) else {
            continue;
        };
        if value == 0 {
            continue;
        }
        let zp_elem = elem(op, op.value_type(zp_v));
        if is_int(ctx, zp_elem, 8) {
            continue;
        }
        let unsigned = bool_prop(op, unsigned_flag);
        if is_int(ctx, zp_elem, 16) && unsigned {
            // An unsigned zero point reads zero-extended.
            value &= 0xffff;
            if value != 32768 {
                return Err(op.emit_op_error(format!(
                    "expect {what}_zp of 0 or 32768 for unsigned int16 {what}, got {value}"
                )));
            }
            continue;
        }
        return Err(op.emit_op_error(format!("expect {what}_zp of 0, got {value}")));
    }
    let scale32 = bool_prop(op, "scale32");
    let me = elem(op, op.operand_type(1));
    if scale32 && !is_int(ctx, me, 32) {
        return Err(op.emit_op_error(format!(
            "expect i32 element type for multiplier for scale32=true, got {}",
            q(ctx, me)
        )));
    }
    if !scale32 && !is_int(ctx, me, 16) {
        return Err(op.emit_op_error(format!(
            "expect i16 element type for multiplier for scale32=false, got {}",
            q(ctx, me)
        )));
    }
    let Some(in_shape) = shape_of(ctx, input) else {
        return Ok(());
    };
    let per_channel = bool_prop(op, "per_channel");
    if per_channel && in_shape.is_empty() {
        return Err(op.emit_op_error(
            "requires input to be at least rank 1 when per_channel is true, but got rank 0",
        ));
    }
    let channels = if per_channel {
        in_shape[in_shape.len() - 1]
    } else {
        1
    };
    if channels == DYNAMIC {
        return Ok(());
    }
    for (k, what) in [(1, "multiplier"), (2, "shift")] {
        if let Some(s) = shape_of(ctx, op.operand_type(k)) {
            if s[0] != DYNAMIC && s[0] != channels {
                return Err(op.emit_op_error(format!(
                    "expect shape of {{ {channels} }} for {what} input, got {{ {} }}",
                    s[0]
                )));
            }
        }
    }
    Ok(())
}

/// `WhileOp`'s condition region yields one boolean: checked with the
/// region lists (`verify_while`).
pub(crate) fn verify_while_cond_result(op: &OpView<'_>, cond: &[Value]) -> VerifyResult {
    let ctx = op.ctx;
    let Some(&c) = cond.first() else {
        return Ok(());
    };
    let t = op.value_type(c);
    if !is_int(ctx, elem(op, t), 1) {
        return Err(op.emit_op_error(format!(
            "'cond_graph' result must be a boolean tensor, got {}",
            q(ctx, t)
        )));
    }
    if let Some(s) = shape_of(ctx, t) {
        if s.iter().all(|&d| d != DYNAMIC) && s.iter().product::<i64>() != 1 {
            return Err(op.emit_op_error(format!(
                "'cond_graph' result must be a size 1 tensor, got {}",
                q(ctx, t)
            )));
        }
    }
    Ok(())
}

/// `IfOp`'s condition is a single boolean.
pub(crate) fn verify_if_condition(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let t = op.operand_type(0);
    if let Some(s) = shape_of(ctx, t) {
        if s.iter().all(|&d| d != DYNAMIC) && s.iter().product::<i64>() != 1 {
            return Err(op.emit_op_error(format!(
                "'condition' must be a size 1 tensor, got {}",
                q(ctx, t)
            )));
        }
    }
    Ok(())
}

/// `TosaShapeOperatorWithSameRanks`: shape operands and result of one rank.
pub(crate) fn verify_shape_same_ranks(op: &OpView<'_>) -> VerifyResult {
    crate::verify::verify_tosa_traits(op)?;
    let ctx = op.ctx;
    let ranks: Vec<i64> = op
        .operand_types()
        .iter()
        .filter_map(|&t| crate::types::shape_rank(ctx, t))
        .collect();
    let Some(&first) = ranks.first() else {
        return Ok(());
    };
    if ranks.iter().any(|&r| r != first) {
        return Err(op.emit_op_error("operands don't have matching ranks"));
    }
    if op
        .result_types()
        .iter()
        .any(|&t| crate::types::shape_rank(ctx, t).is_some_and(|r| r != first))
    {
        return Err(op.emit_op_error("result shape has different rank than operands"));
    }
    Ok(())
}

/// `SelectOp::verify`: both choices have the result's element type.
pub(crate) fn verify_select(op: &OpView<'_>) -> VerifyResult {
    let out = op.result_type(0);
    same_element_types(op, op.operand_type(1), out)?;
    same_element_types(op, op.operand_type(2), out)
}

/// `DimOp::verify`.
pub(crate) fn verify_dim(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if let Some(s) = shape_of(ctx, op.operand_type(0)) {
        let axis = op.prop("axis").and_then(|a| ctx.int_value(a)).unwrap_or(0);
        if axis < 0 || axis >= s.len() as i64 {
            return Err(op.emit_op_error(format!(
                "expect axis to be in the range [0, {}), got {axis}",
                s.len()
            )));
        }
    }
    let out = op.result_type(0);
    if crate::types::shape_rank(ctx, out).is_some_and(|r| r != 1) {
        return Err(op.emit_op_error(format!(
            "expect output shape type to contain one element, got {}",
            q(ctx, out)
        )));
    }
    Ok(())
}

/// `ConcatShapeOp::verify`: the result's rank is the sum of the inputs'.
pub(crate) fn verify_concat_shape(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let sum: i64 = op
        .operand_types()
        .iter()
        .filter_map(|&t| crate::types::shape_rank(ctx, t))
        .sum();
    match crate::types::shape_rank(ctx, op.result_type(0)) {
        Some(r) if r != sum => Err(op.emit_op_error(format!(
            "requires output shape rank to be equal to the sum of the input shape ranks ({sum}), got {r}"
        ))),
        _ => Ok(()),
    }
}

/// The block size of a block-scaled op.
fn block_size(op: &OpView<'_>) -> i64 {
    op.prop("block_size")
        .and_then(|a| crate::attrs::enum_case(op.ctx, a))
        .map_or(32, |(_, v)| v)
}

/// The checks shared by the block-scaled casts: `data` and `other` have
/// compatible shapes, `data` and `scale` agree but in their last extent,
/// which is `data`'s divided by the block size (`unscaled` names the
/// tensor of scalars, whose last extent must be a multiple of it).
fn verify_block_scaled(
    op: &OpView<'_>,
    data: (Type, &str),
    other: (Type, &str),
    scale: (Type, &str),
    unscaled: &str,
) -> VerifyResult {
    let ctx = op.ctx;
    if !compatible_shape(ctx, data.0, other.0) {
        return Err(op.emit_op_error(format!(
            "require compatible shapes for {} ({}) and {} ({})",
            data.1,
            q(ctx, data.0),
            other.1,
            q(ctx, other.0)
        )));
    }
    let (Some(d), Some(s)) = (shape_of(ctx, data.0), shape_of(ctx, scale.0)) else {
        return Ok(());
    };
    let n = d.len();
    if s.len() != n || !rmlir_ir::op_verify::compatible_dims(&d[..n - 1], &s[..n - 1]) {
        return Err(op.emit_op_error(format!(
            "require compatible shapes for {} ({}) and {} ({}) except for the last dimension",
            data.1,
            q(ctx, data.0),
            scale.1,
            q(ctx, scale.0)
        )));
    }
    let block = block_size(op);
    let (last, scale_last) = (d[n - 1], s[n - 1]);
    if last == DYNAMIC {
        return Ok(());
    }
    if last % block != 0 {
        return Err(op.emit_op_error(format!(
            "expect last dimension of {unscaled} ({last}) to be divisible by block_size ({block})"
        )));
    }
    if scale_last != DYNAMIC && scale_last != last / block {
        return Err(op.emit_op_error(format!(
            "expect last dimension of {} ({scale_last}) to be equal to last dimension of {} / block_size ({})",
            scale.1,
            data.1,
            last / block
        )));
    }
    Ok(())
}

/// `CastFromBlockScaledOp::verify`.
pub(crate) fn verify_cast_from_block_scaled(op: &OpView<'_>) -> VerifyResult {
    verify_block_scaled(
        op,
        (op.operand_type(0), "input_data"),
        (op.result_type(0), "output_data"),
        (op.operand_type(1), "input_scale"),
        "input_data",
    )
}

/// `CastToBlockScaledOp::verify`.
pub(crate) fn verify_cast_to_block_scaled(op: &OpView<'_>) -> VerifyResult {
    let (data, scale) = (op.result_type(0), op.result_type(1));
    let input = op.operand_type(0);
    if !compatible_shape(op.ctx, input, data) {
        return Err(op.emit_op_error(format!(
            "require compatible shapes for input_data ({}) and output_data ({})",
            q(op.ctx, input),
            q(op.ctx, data)
        )));
    }
    verify_block_scaled(
        op,
        (data, "output_data"),
        (op.operand_type(0), "input_data"),
        (scale, "output_scale"),
        "input_data",
    )
}

/// `MatmulTBlockScaledOp::verify`: `A [N, H, C]` times `B [N, W, C]`
/// transposed is `[N, H, W]`.
pub(crate) fn verify_matmul_t_block_scaled(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let (a, b) = (elem(op, op.operand_type(0)), elem(op, op.operand_type(2)));
    if a != b {
        return Err(op.emit_op_error(format!(
            "expect A_data and B_data to have same element type, got {} and {}",
            q(ctx, a),
            q(ctx, b)
        )));
    }
    let (Some(sa), Some(sb), Some(out)) = (
        shape_of(ctx, op.operand_type(0)),
        shape_of(ctx, op.operand_type(2)),
        shape_of(ctx, op.result_type(0)),
    ) else {
        return Ok(());
    };
    let batch = if sa[0] == DYNAMIC { sb[0] } else { sa[0] };
    let expected = [batch, sa[1], sb[1]];
    if !rmlir_ir::op_verify::compatible_dims(out, &expected) {
        return Err(op.emit_op_error(format!(
            "expected output shape {} to be compatible with expected output shape {}",
            join(out),
            join(&expected)
        )));
    }
    Ok(())
}
