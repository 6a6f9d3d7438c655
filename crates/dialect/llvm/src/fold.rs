//! Folds of the llvm dialect's ops, the constants it materializes, and the
//! memory effects of its memory ops.

use smallvec::smallvec;

use rmlir_ir::builder::Builder;
use rmlir_ir::op_def::{Effect, EffectKind, Fold, FoldCtx, FoldResult};
use rmlir_ir::{AttrKind, Attribute, Location, NamedAttr, OpId, OpView, Type, Value};

use crate::attrs::enum_value;
use crate::ops::{AddressOfOp, ConstantOp};
use crate::types::*;

fn value(v: Value) -> Fold {
    Fold::Results(smallvec![FoldResult::Value(v)])
}

fn operand(fc: &FoldCtx<'_>, i: usize) -> Value {
    fc.body.operand(fc.op, i)
}

fn result_type(fc: &FoldCtx<'_>) -> Type {
    fc.body.value_type(fc.body.result(fc.op, 0))
}

/// The op defining `v`, if it is named `name`.
fn def_named<'a>(fc: &'a FoldCtx<'_>, v: Value, name: &str) -> Option<OpView<'a>> {
    fc.view().defining_op(v).filter(|d| d.name_str() == name)
}

fn position(ctx: &rmlir_ir::Context, op: &OpView<'_>) -> Vec<i64> {
    op.prop("position")
        .and_then(|a| ctx.dense_i64_array(a))
        .unwrap_or_default()
}

/// Replaces property `name` of the op being folded.
fn set_prop(fc: &mut FoldCtx<'_>, name: &str, value: Attribute) {
    let ctx = fc.ctx;
    let id = ctx.ident(name);
    let mut entries: Vec<NamedAttr> = fc
        .body
        .op(fc.op)
        .properties()
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    match entries.iter_mut().find(|na| na.name == id) {
        Some(na) => na.value = value,
        None => entries.push(NamedAttr { name: id, value }),
    }
    let dict = ctx.dictionary_attr(entries);
    fc.body.op_mut(fc.op).set_properties(Some(dict));
}

/// `llvm.mlir.constant`'s value.
pub(crate) fn constant_value(op: &OpView<'_>) -> Option<Attribute> {
    op.prop("value")
}

pub(crate) fn fold_constant(fc: &mut FoldCtx<'_>) -> Fold {
    match constant_value(&fc.view()) {
        Some(a) => Fold::Results(smallvec![FoldResult::Attr(a)]),
        None => Fold::Failure,
    }
}

/// `LLVMDialect::materializeConstant`: `llvm.mlir.addressof` for a symbol
/// of pointer type, `llvm.mlir.constant` for the values it can hold.
pub fn materialize_constant(
    b: &mut Builder<'_>,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let ctx = b.ctx;
    match ctx.attr_kind(value) {
        AttrKind::SymbolRef { .. } if ptr_address_space(ctx, ty).is_some() => {
            Some(AddressOfOp::build(b, loc, ty, value).id())
        }
        AttrKind::Dialect(d) if std::ptr::eq(d.def.0, &crate::consts::UNDEF_ATTR_DEF) => {
            Some(crate::ops::UndefOp::build(b, loc, ty).id())
        }
        AttrKind::Dialect(d) if std::ptr::eq(d.def.0, &crate::consts::POISON_ATTR_DEF) => {
            Some(crate::ops::PoisonOp::build(b, loc, ty).id())
        }
        AttrKind::Dialect(d) if std::ptr::eq(d.def.0, &crate::consts::ZERO_ATTR_DEF) => {
            Some(crate::ops::ZeroOp::build(b, loc, ty).id())
        }
        AttrKind::Integer { .. }
        | AttrKind::Float { .. }
        | AttrKind::DenseElements { .. }
        | AttrKind::Array(_)
            if is_compatible_type(ctx, ty) || is_aggregate_type(ctx, ty) =>
        {
            Some(ConstantOp::build(b, loc, ty, value).id())
        }
        _ => None,
    }
}

fn is_aggregate_type(ctx: &rmlir_ir::Context, t: Type) -> bool {
    struct_parts(ctx, t).is_some() || array_parts(ctx, t).is_some()
}

/// `ExtractValueOp::fold`: through a chain of `extractvalue` (positions
/// joined) and of `insertvalue` (the inserted value at the same position,
/// or the container when the positions are disjoint).
pub(crate) fn fold_extract_value(fc: &mut FoldCtx<'_>) -> Fold {
    let ctx = fc.ctx;
    let container = operand(fc, 0);
    let own = position(ctx, &fc.view());
    if let Some(inner) = def_named(fc, container, "llvm.extractvalue") {
        let mut joined = position(ctx, &inner);
        let src = inner.operand(0);
        joined.extend_from_slice(&own);
        set_prop(fc, "position", ctx.dense_i64_array_attr(&joined));
        fc.body.set_operand(fc.op, 0, src);
        return Fold::InPlace;
    }
    let mut extract: &[i64] = &own;
    let mut insert = def_named(fc, container, "llvm.insertvalue")
        .map(|i| (position(ctx, &i), i.operand(0), i.operand(1)));
    let mut switched = false;
    let mut new_container = None;
    while let Some((pos, ins_container, ins_value)) = insert {
        if extract == &pos[..] {
            return value(ins_value);
        }
        if extract.len() > pos.len() && extract[..pos.len()] == pos[..] {
            extract = &extract[pos.len()..];
            switched = true;
            insert = def_named(fc, ins_value, "llvm.insertvalue")
                .map(|i| (position(ctx, &i), i.operand(0), i.operand(1)));
            continue;
        }
        let min = extract.len().min(pos.len());
        if extract[..min] == pos[..min] {
            break;
        }
        if !switched {
            new_container = Some(ins_container);
        }
        insert = def_named(fc, ins_container, "llvm.insertvalue")
            .map(|i| (position(ctx, &i), i.operand(0), i.operand(1)));
    }
    match new_container {
        Some(c) => {
            fc.body.set_operand(fc.op, 0, c);
            Fold::InPlace
        }
        None => Fold::Failure,
    }
}

/// `foldChainableCast` of `llvm.bitcast` and `llvm.addrspacecast`.
pub(crate) fn fold_chainable_cast(fc: &mut FoldCtx<'_>) -> Fold {
    let arg = operand(fc, 0);
    let ty = result_type(fc);
    if fc.body.value_type(arg) == ty {
        return value(arg);
    }
    let name = fc.view().name_str().into_owned();
    if let Some(prev) = def_named(fc, arg, &name) {
        let src = prev.operand(0);
        if fc.body.value_type(src) == ty {
            return value(src);
        }
        fc.body.set_operand(fc.op, 0, src);
        return Fold::InPlace;
    }
    Fold::Failure
}

/// `GEPOp::fold`: a single zero index on a pointer of the result type is
/// the base; dynamic indices that are constants fitting 32 bits become
/// constant indices, in place.
pub(crate) fn fold_gep(fc: &mut FoldCtx<'_>) -> Fold {
    use crate::gep::DYNAMIC_INDEX;
    let ctx = fc.ctx;
    let base = operand(fc, 0);
    let raw = fc
        .view()
        .prop("rawConstantIndices")
        .and_then(|a| ctx.dense_i32_array(a))
        .unwrap_or_default();
    // The constant value of each index, dynamic ones from their operands.
    let mut dynamic = 1..fc.body.operand_count(fc.op);
    let indices: Vec<(Option<Value>, Option<i64>)> = raw
        .iter()
        .map(|&r| {
            if r != DYNAMIC_INDEX {
                return (None, Some(r as i64));
            }
            let i = dynamic.next();
            let v = i.map(|i| operand(fc, i));
            let c = i
                .and_then(|i| fc.operands.get(i).copied().flatten())
                .and_then(|a| ctx.int_value(a));
            (v, c)
        })
        .collect();
    if fc.body.value_type(base) == result_type(fc) && indices.len() == 1 && indices[0].1 == Some(0)
    {
        return value(base);
    }
    let foldable = |(v, c): &(Option<Value>, Option<i64>)| {
        v.is_some() && c.is_some_and(|c| i32::try_from(c).is_ok())
    };
    if !indices.iter().any(foldable) {
        return Fold::Failure;
    }
    let mut new_raw = Vec::with_capacity(indices.len());
    let mut operands = vec![base];
    for idx in &indices {
        match *idx {
            (Some(v), _) if !foldable(idx) => {
                new_raw.push(DYNAMIC_INDEX);
                operands.push(v);
            }
            (_, c) => new_raw.push(c.unwrap_or_default() as i32),
        }
    }
    set_prop(fc, "rawConstantIndices", ctx.dense_i32_array_attr(&new_raw));
    fc.body.set_operands(fc.op, &operands);
    Fold::InPlace
}

/// `LoadOp::getEffects`: a read of the address; volatile loads and atomic
/// ones stronger than unordered also write, so they are never dropped.
pub(crate) fn load_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    let addr = op.operand(0);
    out.push(Effect {
        kind: EffectKind::Read,
        on: Some(addr),
    });
    let ordering = op
        .prop("ordering")
        .and_then(|a| enum_value(op.ctx, a))
        .unwrap_or(0);
    const UNORDERED: i64 = 1;
    if op.prop("volatile_").is_some() || ordering > UNORDERED {
        out.push(Effect {
            kind: EffectKind::Write,
            on: None,
        });
    }
}

/// `StoreOp::getEffects`: a write of the address; volatile and ordered
/// atomic stores also read.
pub(crate) fn store_effects(op: &OpView<'_>, out: &mut Vec<Effect>) {
    out.push(Effect {
        kind: EffectKind::Write,
        on: Some(op.operand(1)),
    });
    let ordering = op
        .prop("ordering")
        .and_then(|a| enum_value(op.ctx, a))
        .unwrap_or(0);
    const UNORDERED: i64 = 1;
    if op.prop("volatile_").is_some() || ordering > UNORDERED {
        out.push(Effect {
            kind: EffectKind::Read,
            on: None,
        });
    }
}

/// The integer value of constant operand `i`.
fn int_operand<'a>(fc: &'a FoldCtx<'_>, i: usize) -> Option<&'a rmlir_ir::apint::ApInt> {
    match fc.ctx.attr_kind(fc.operands.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// An integer attribute of the result type.
fn int_result(fc: &FoldCtx<'_>, value: rmlir_ir::apint::ApInt) -> Fold {
    let ty = result_type(fc);
    let a = fc.ctx.intern_attr(AttrKind::Integer { ty, value });
    Fold::Results(smallvec![FoldResult::Attr(a)])
}

/// `ZExtOp::fold`: a constant integer, zero-extended.
pub(crate) fn fold_zext(fc: &mut FoldCtx<'_>) -> Fold {
    let Some(rmlir_ir::TypeKind::Integer { width, .. }) =
        Some(fc.ctx.type_kind(result_type(fc)).clone())
    else {
        return Fold::Failure;
    };
    match int_operand(fc, 0).map(|v| v.zext(width)) {
        Some(v) => int_result(fc, v),
        None => Fold::Failure,
    }
}

/// `ShlOp::fold`: constants shifted by less than their width (a larger
/// shift is poison, left alone).
pub(crate) fn fold_shl(fc: &mut FoldCtx<'_>) -> Fold {
    let (Some(lhs), Some(rhs)) = (int_operand(fc, 0), int_operand(fc, 1)) else {
        return Fold::Failure;
    };
    match rhs.to_u64().filter(|&n| n < lhs.width() as u64) {
        Some(n) => {
            let v = lhs.shl(n as u32);
            int_result(fc, v)
        }
        None => Fold::Failure,
    }
}

/// `OrOp::fold`: two constants or-ed.
pub(crate) fn fold_or(fc: &mut FoldCtx<'_>) -> Fold {
    let (Some(lhs), Some(rhs)) = (int_operand(fc, 0), int_operand(fc, 1)) else {
        return Fold::Failure;
    };
    let v = lhs.or(rhs);
    int_result(fc, v)
}
