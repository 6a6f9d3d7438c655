//! Verifiers, result type inference and cast compatibility of the shape
//! ops, and the `shape.lib` attribute's verifier (`Shape.cpp`).

use smallvec::{smallvec, SmallVec};

use rmlir_interfaces::region_branch::{
    no_entry_operands, verify_region_branch, BranchPoint, RegionBranch, RegionSuccessor,
};
use rmlir_ir::dialect::OpTraits;
use rmlir_ir::op_def::{InferInput, VerifyResult};
use rmlir_ir::symbols::SymbolTables;
use rmlir_ir::{Attribute, AttrKind, Context, Ir, OpRef, OpView, Type, TypeKind};

use crate::types::*;

type Inferred = Result<SmallVec<[Type; 2]>, Option<String>>;

/// `verifySizeOrIndexOp`.
pub(crate) fn verify_size_or_index_op(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if may_hold_error(ctx, &op.operand_types()) && !is_size(ctx, op.result_type(0)) {
        return Err(op.emit_op_error(
            "if at least one of the operands can hold error values then the result must be of type `size` to propagate them",
        ));
    }
    Ok(())
}

/// `verifyShapeOrExtentTensorOp`.
pub(crate) fn verify_shape_or_extent_tensor_op(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    if may_hold_error(ctx, &op.operand_types()) && !is_shape(ctx, op.result_type(0)) {
        return Err(op.emit_op_error(
            "if at least one of the operands can hold error values then the result must be of type `shape` to propagate them",
        ));
    }
    Ok(())
}

pub(crate) fn verify_assuming_all(op: &OpView<'_>) -> VerifyResult {
    if op.num_operands() == 0 {
        return Err(op.emit_op_error("no operands specified"));
    }
    Ok(())
}

pub(crate) fn verify_cstr_broadcastable(op: &OpView<'_>) -> VerifyResult {
    if op.num_operands() < 2 {
        return Err(op.emit_op_error("required at least 2 input shapes"));
    }
    Ok(())
}

/// `DimOp::getConstantIndex`/`GetExtentOp::getConstantDim`: the value of a
/// `shape.const_size` or `arith.constant` operand.
pub(crate) fn constant_index(op: &OpView<'_>, operand: usize) -> Option<i64> {
    let v = op.operand_of(operand)?;
    let def = op.defining_op(v)?;
    let name = def.name_str();
    let attr = match &*name {
        "shape.const_size" => def.prop("value")?,
        "arith.constant" => def.prop("value")?,
        _ => return None,
    };
    match op.ctx.attr_kind(attr) {
        AttrKind::Integer { value, .. } => {
            if name == "shape.const_size" {
                // `getLimitedValue()` as an `int64_t`.
                Some(value.to_u64().unwrap_or(u64::MAX) as i64)
            } else {
                Some(value.to_i64().unwrap_or_else(|| value.to_u64().unwrap_or(0) as i64))
            }
        }
        _ => None,
    }
}

pub(crate) fn verify_reduce(op: &OpView<'_>) -> VerifyResult {
    let ctx = op.ctx;
    let region = op.region(0);
    let args = region.entry_args();
    let inits = op.operand_group(1);
    let expected = inits.len() + 2;
    if args.len() != expected {
        return Err(op.emit_op_error(format!(
            "ReduceOp body is expected to have {expected} arguments"
        )));
    }
    let ty = |i: usize| region.body.value_type(args[i]);
    if !matches!(ctx.type_kind(ty(0)), TypeKind::Index) {
        return Err(op.emit_op_error("argument 0 of ReduceOp body is expected to be of IndexType"));
    }
    if is_shape(ctx, op.operand_type(0)) {
        if !is_size(ctx, ty(1)) {
            return Err(op.emit_op_error(
                "argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType",
            ));
        }
    } else if !matches!(ctx.type_kind(ty(1)), TypeKind::Index) {
        return Err(op.emit_op_error(
            "argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor",
        ));
    }
    for (i, &v) in inits.iter().enumerate() {
        if ty(i + 2) != op.value_type(v) {
            return Err(op.emit_op_error(format!(
                "type mismatch between argument {} of ReduceOp body and initial value {i}",
                i + 2
            )));
        }
    }
    Ok(())
}

pub(crate) fn verify_yield(op: &OpView<'_>) -> VerifyResult {
    let results: SmallVec<[Type; 4]> = match op.local_parent() {
        Some(p) => p.result_types(),
        None => SmallVec::new(),
    };
    if results.len() != op.num_operands() {
        return Err(op.emit_op_error(
            "number of operands does not match number of results of its parent",
        ));
    }
    if results.iter().zip(op.operand_types()).any(|(&r, o)| r != o) {
        return Err(op.emit_op_error("types mismatch between yield op and its parent"));
    }
    Ok(())
}

pub(crate) fn verify_func(op: &OpView<'_>) -> VerifyResult {
    rmlir_interfaces::function::verify_function(op, crate::SHAPE_FUNC_ATTR_NAMES)
}

// ----- region control flow of shape.assuming -----

fn assuming_successors(op: &OpView<'_>, point: BranchPoint) -> Vec<RegionSuccessor> {
    match point {
        BranchPoint::Parent => vec![RegionSuccessor::region_without_inputs(0)],
        _ => vec![RegionSuccessor::results(op)],
    }
}

/// `shape.assuming`'s region control flow.
pub(crate) const ASSUMING_BRANCH: RegionBranch = RegionBranch {
    successors: assuming_successors,
    entry_operands: no_entry_operands,
};

pub(crate) fn verify_assuming_edges(op: &OpView<'_>) -> VerifyResult {
    verify_region_branch(op, &ASSUMING_BRANCH)
}

// ----- result type inference -----

fn operand(input: &InferInput<'_>, i: usize) -> Result<Type, Option<String>> {
    input.operand_types.get(i).copied().ok_or(None)
}

/// `size` when either operand is a size, else `index` (add, div, mul).
pub(crate) fn infer_size_if_any_size(input: &InferInput<'_>) -> Inferred {
    let ctx = input.ctx;
    let (l, r) = (operand(input, 0)?, operand(input, 1)?);
    Ok(smallvec![if is_size(ctx, l) || is_size(ctx, r) {
        size_type(ctx)
    } else {
        ctx.index_type()
    }])
}

/// `size` for a shape operand, else `index` (rank, num_elements).
pub(crate) fn infer_size_if_shape(input: &InferInput<'_>) -> Inferred {
    let ctx = input.ctx;
    Ok(smallvec![if is_shape(ctx, operand(input, 0)?) {
        size_type(ctx)
    } else {
        ctx.index_type()
    }])
}

pub(crate) fn infer_index(input: &InferInput<'_>) -> Inferred {
    Ok(smallvec![input.ctx.index_type()])
}

pub(crate) fn infer_dim(input: &InferInput<'_>) -> Inferred {
    Ok(smallvec![operand(input, 1)?])
}

pub(crate) fn infer_min_max(input: &InferInput<'_>) -> Inferred {
    let (l, r) = (operand(input, 0)?, operand(input, 1)?);
    Ok(smallvec![if l == r { l } else { size_type(input.ctx) }])
}

pub(crate) fn infer_const_shape(input: &InferInput<'_>) -> Inferred {
    let ctx = input.ctx;
    let Some(shape) = input.prop("shape") else {
        return Err(Some("missing shape attribute".into()));
    };
    let n = match ctx.attr_kind(shape) {
        AttrKind::DenseElements { ty, .. } => ctx
            .type_kind(*ty)
            .shape()
            .map(|s| s.iter().fold(1i64, |a, &d| a.wrapping_mul(d)))
            .unwrap_or(1),
        _ => return Err(None),
    };
    Ok(smallvec![extent_tensor_type(ctx, n)])
}

pub(crate) fn infer_shape_of(input: &InferInput<'_>) -> Inferred {
    let ctx = input.ctx;
    let t = operand(input, 0)?;
    if is_value_shape(ctx, t) {
        return Ok(smallvec![shape_type(ctx)]);
    }
    let rank = match ctx.type_kind(t).shape() {
        Some(s) if ctx.type_kind(t).is_shaped() => s.len() as i64,
        _ => rmlir_ir::types::DYNAMIC,
    };
    Ok(smallvec![extent_tensor_type(ctx, rank)])
}

pub(crate) fn infer_meet(input: &InferInput<'_>) -> Inferred {
    let ctx = input.ctx;
    let types = input.operand_types;
    let Some(&first) = types.first() else {
        return Err(None);
    };
    let is_shape_like = |t: Type| is_shape(ctx, t) || is_extent_tensor(ctx, t);
    let is_index = |t: Type| matches!(ctx.type_kind(t), TypeKind::Index);
    let mismatch = || Some("requires all sizes or shapes".to_string());
    let mut acc = first;
    for &t in &types[1..] {
        let (mut l, mut r) = (acc, t);
        if !is_shape(ctx, l) && !is_size(ctx, l) {
            std::mem::swap(&mut l, &mut r);
        }
        if is_size(ctx, l) {
            if is_size(ctx, r) || is_index(r) {
                acc = l;
            } else {
                return Err(mismatch());
            }
        } else if is_index(l) {
            if is_index(r) {
                acc = r;
            } else {
                return Err(mismatch());
            }
        } else if is_shape(ctx, l) {
            if is_shape_like(r) {
                acc = l;
            } else {
                return Err(mismatch());
            }
        } else if is_extent_tensor(ctx, l) {
            let dim0 = |t: Type| {
                crate::ranked_tensor_shape(ctx, t)
                    .and_then(|s| s.first().copied())
                    .unwrap_or(rmlir_ir::types::DYNAMIC)
            };
            let (r1, r2) = (dim0(l), dim0(r));
            if r1 == rmlir_ir::types::DYNAMIC {
                acc = l;
            } else if r2 == rmlir_ir::types::DYNAMIC {
                acc = r;
            } else if r1 != r2 {
                return Err(Some("unequal shape cardinality".into()));
            } else {
                acc = l;
            }
        }
    }
    Ok(smallvec![acc])
}

// ----- isCompatibleReturnTypes -----

fn single(l: &[Type], r: &[Type]) -> Option<(Type, Type)> {
    match (l, r) {
        (&[a], &[b]) => Some((a, b)),
        _ => None,
    }
}

/// `eachHasOnlyOneOfTypes<SizeType, IndexType>`.
pub(crate) fn size_index_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let ok = |t: Type| is_size(ctx, t) || matches!(ctx.type_kind(t), TypeKind::Index);
    single(l, r).is_some_and(|(a, b)| ok(a) && ok(b))
}

pub(crate) fn const_shape_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    single(l, r).is_some_and(|(a, b)| is_shape(ctx, a) || is_shape(ctx, b) || a == b)
}

pub(crate) fn min_max_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    single(l, r).is_some_and(|(a, b)| {
        (is_shape(ctx, a) && is_shape(ctx, b)) || (is_size(ctx, a) && is_size(ctx, b))
    })
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

pub(crate) fn meet_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let Some((mut a, mut b)) = single(l, r) else {
        return false;
    };
    if a == b {
        return true;
    }
    if !is_shape(ctx, a) && !is_size(ctx, a) {
        std::mem::swap(&mut a, &mut b);
    }
    if is_size(ctx, a) {
        return is_size(ctx, b) || matches!(ctx.type_kind(b), TypeKind::Index);
    }
    if is_shape(ctx, a) {
        return is_shape(ctx, b) || is_tensor(ctx, b);
    }
    rmlir_ir::op_verify::compatible_shapes(ctx, &[a, b])
}

pub(crate) fn shape_of_compatible(ctx: &Context, l: &[Type], r: &[Type]) -> bool {
    let Some((a, b)) = single(l, r) else {
        return false;
    };
    if a == b {
        return true;
    }
    let shape_or_shaped = |t: Type| is_shape(ctx, t) || ctx.type_kind(t).is_shaped();
    if !shape_or_shaped(a) || !shape_or_shaped(b) {
        return false;
    }
    if is_shape(ctx, a) || is_shape(ctx, b) {
        return true;
    }
    rmlir_ir::op_verify::compatible_shapes(ctx, &[a, b])
}

// ----- CastOpInterface -----

pub(crate) fn size_to_index_cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    single(ins, outs).is_some_and(|(a, b)| {
        (is_size(ctx, a) || matches!(ctx.type_kind(a), TypeKind::Index))
            && matches!(ctx.type_kind(b), TypeKind::Index)
    })
}

pub(crate) fn to_extent_tensor_cast_compatible(ctx: &Context, ins: &[Type], outs: &[Type]) -> bool {
    let Some((a, b)) = single(ins, outs) else {
        return false;
    };
    let input_ok = match ctx.type_kind(a) {
        TypeKind::RankedTensor { .. } => is_extent_tensor(ctx, a),
        _ => is_shape(ctx, a),
    };
    input_ok
        && match ctx.type_kind(b) {
            TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => {
                matches!(ctx.type_kind(*elem), TypeKind::Index)
            }
            _ => false,
        }
}

// ----- the shape.lib attribute -----

/// `ShapeDialect::verifyOperationAttribute`: `shape.lib` names function
/// libraries of the symbol table it is on.
pub(crate) fn verify_shape_lib(
    ctx: &Context,
    ir: &Ir,
    op: OpRef,
    name: &[u8],
    value: Attribute,
) -> VerifyResult {
    if name != b"shape.lib" {
        return Ok(());
    }
    let view = OpView::new(ctx, ir, op);
    if !view.has_trait(OpTraits::SYMBOL_TABLE) {
        return Err(view.emit_error("shape.lib attribute may only be on op implementing SymbolTable"));
    }
    let tables = SymbolTables::new(ctx, ir);
    let lookup = |sym: Attribute| -> Option<OpRef> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
            return None;
        };
        let mut cur = tables.lookup_in(op, ctx.ident_bytes(*root))?;
        for n in nested.iter() {
            cur = tables.lookup_in(cur, ctx.ident_bytes(*n))?;
        }
        Some(cur)
    };
    let is_library = |r: OpRef| {
        ctx.ident_bytes(ir.body(r.body).op(r.op).name) == b"shape.function_library"
    };
    let text = |a: Attribute| rmlir_ir::printer::attr_to_string(ctx, a);
    match ctx.attr_kind(value) {
        AttrKind::SymbolRef { .. } => {
            let Some(sym) = lookup(value) else {
                return Err(view.emit_error(format!(
                    "shape function library {} not found",
                    text(value)
                )));
            };
            if is_library(sym) {
                Ok(())
            } else {
                Err(view.emit_error(format!(
                    "{} required to be shape function library",
                    text(value)
                )))
            }
        }
        AttrKind::Array(items) => {
            let mut keys: Vec<rmlir_ir::Ident> = Vec::new();
            for &it in items.iter() {
                if !matches!(ctx.attr_kind(it), AttrKind::SymbolRef { .. }) {
                    return Err(view.emit_error(
                        "only SymbolRefAttr allowed in shape.lib attribute array",
                    ));
                }
                let Some(lib) = lookup(it).filter(|&r| is_library(r)) else {
                    return Err(view.emit_error(format!(
                        "{} does not refer to FunctionLibraryOp",
                        text(it)
                    )));
                };
                let lib = OpView::new(ctx, ir, lib);
                let mapping = lib.prop("mapping").map(|m| ctx.attr_kind(m));
                if let Some(AttrKind::Dictionary(entries)) = mapping {
                    for na in entries.iter() {
                        if keys.contains(&na.name) {
                            let key = ctx.string_attr(ctx.ident_bytes(na.name));
                            return Err(view.emit_error(format!(
                                "only one op to shape mapping allowed, found multiple for `{}`",
                                text(key)
                            )));
                        }
                        keys.push(na.name);
                    }
                }
            }
            Ok(())
        }
        _ => Err(view.emit_error(
            "only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute",
        )),
    }
}
