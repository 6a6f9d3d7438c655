//! Helpers the tensor folders and patterns share: shapes of tensor types,
//! the cast rules (`preservesStaticInformation`, `canFoldIntoConsumerOp`),
//! mixed static/dynamic lists, and reshaping constant attributes.

use rmlir_interfaces::view_like::OpFoldResult;
use rmlir_ir::common_folders::value_constant;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{
    AttrKind, Attribute, Body, BodyId, Context, OpDef, OpId, Type, TypeKind, Value, ValueDef,
};

/// The op defining `v` if it is a result of an op of definition `def`
/// (`getDefiningOp<OpTy>()`).
pub(crate) fn defined_by(
    ctx: &Context,
    body: &Body,
    v: Value,
    def: &'static OpDef,
) -> Option<OpId> {
    let ValueDef::Result { op, .. } = body.value_def(v) else {
        return None;
    };
    let d = ctx.op_def(body.op(op).name)?;
    std::ptr::eq(d, def).then_some(op)
}

/// Whether `op` is an op of definition `def`.
pub(crate) fn is_op(ctx: &Context, body: &Body, op: OpId, def: &'static OpDef) -> bool {
    ctx.op_def(body.op(op).name)
        .is_some_and(|d| std::ptr::eq(d, def))
}

/// `(shape, element type, encoding)` of a ranked tensor type.
pub(crate) fn ranked(ctx: &Context, t: Type) -> Option<(&[i64], Type, Option<Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some((shape, *elem, *encoding)),
        _ => None,
    }
}

/// The shape of a ranked tensor type.
pub(crate) fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    ranked(ctx, t).map(|r| r.0)
}

/// A ranked tensor type (`RankedTensorType::get`).
pub(crate) fn ranked_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    encoding: Option<Attribute>,
) -> Type {
    ctx.intern_type(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// Whether a shape has no dynamic size (`hasStaticShape`).
pub(crate) fn is_static(shape: &[i64]) -> bool {
    !shape.contains(&DYNAMIC)
}

/// Whether `t` is a ranked tensor of static shape.
pub(crate) fn has_static_shape(ctx: &Context, t: Type) -> bool {
    shape_of(ctx, t).is_some_and(is_static)
}

/// Upstream's `preservesStaticInformation(source, target)`: both are
/// ranked tensors of one element type, rank and encoding, and `target` is
/// dynamic nowhere `source` is static.
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some((s, se, senc)), Some((t, te, tenc))) = (ranked(ctx, source), ranked(ctx, target))
    else {
        return false;
    };
    se == te
        && s.len() == t.len()
        && senc == tenc
        && s.iter().zip(t).all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// The source of a `tensor.cast` defining `v`, when the cast can fold
/// into its consumer (`canFoldIntoConsumerOp`: the source is at least as
/// static as the result).
pub fn foldable_cast_source(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let cast = defined_by(ctx, body, v, &crate::CAST_OP)?;
    let src = body.operand(cast, 0);
    preserves_static_information(ctx, body.value_type(v), body.value_type(src)).then_some(src)
}

/// `canFoldIntoProducerOp` of the cast `op`: its result is at least as
/// static as its source.
pub(crate) fn cast_into_producer(ctx: &Context, body: &Body, op: OpId) -> bool {
    let src = body.operand(op, 0);
    let res = body.result(op, 0);
    preserves_static_information(ctx, body.value_type(src), body.value_type(res))
}

/// The integer constant `v` holds (`getConstantIntValue`).
pub(crate) fn const_int(ctx: &Context, body: &Body, body_id: BodyId, v: Value) -> Option<i64> {
    let a = value_constant(ctx, body, body_id, v)?;
    rmlir_ir::matchers::constant_int_sext(ctx, a, body.value_type(v))
}

/// `getConstantIntValue` of a mixed entry.
pub(crate) fn ofr_int(
    ctx: &Context,
    body: &Body,
    body_id: BodyId,
    ofr: OpFoldResult,
) -> Option<i64> {
    match ofr {
        OpFoldResult::Int(i) => Some(i),
        OpFoldResult::Value(v) => const_int(ctx, body, body_id, v),
    }
}

/// Splits mixed entries into static values (dynamic marker for values)
/// and the values (`dispatchIndexOpFoldResults`).
pub(crate) fn dispatch(ofrs: &[OpFoldResult]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(ofrs.len());
    let mut values = Vec::new();
    for &o in ofrs {
        match o {
            OpFoldResult::Int(i) => statics.push(i),
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// A dense (or dense string) elements attribute with the same elements in
/// row-major order as `a`, of shaped type `ty` (`DenseElementsAttr::reshape`;
/// the element counts must agree).
pub(crate) fn reshape_elements(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    let n = static_count(ctx, ty)?;
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            ty: old,
            splat,
            raw,
        } => {
            if static_count(ctx, *old)? != n
                || ctx.type_kind(*old).element_type() != ctx.type_kind(ty).element_type()
            {
                return None;
            }
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                splat: *splat,
                raw: raw.clone(),
            }))
        }
        AttrKind::DenseStrings {
            ty: old,
            splat,
            values,
        } => {
            if static_count(ctx, *old)? != n
                || ctx.type_kind(*old).element_type() != ctx.type_kind(ty).element_type()
            {
                return None;
            }
            Some(ctx.intern_attr(AttrKind::DenseStrings {
                ty,
                splat: *splat,
                values: values.clone(),
            }))
        }
        _ => None,
    }
}

/// A splat dense attribute resized to the static shaped type `ty`
/// (`DenseElementsAttr::resizeSplat`); `None` unless `a` is a splat.
pub(crate) fn resize_splat(ctx: &Context, a: Attribute, ty: Type) -> Option<Attribute> {
    static_count(ctx, ty)?;
    match ctx.attr_kind(a) {
        AttrKind::DenseElements {
            ty: old,
            splat: true,
            raw,
        } => (ctx.type_kind(*old).element_type() == ctx.type_kind(ty).element_type()).then(|| {
            ctx.intern_attr(AttrKind::DenseElements {
                ty,
                splat: true,
                raw: raw.clone(),
            })
        }),
        AttrKind::DenseStrings {
            ty: old,
            splat: true,
            values,
        } => (ctx.type_kind(*old).element_type() == ctx.type_kind(ty).element_type()).then(|| {
            ctx.intern_attr(AttrKind::DenseStrings {
                ty,
                splat: true,
                values: values.clone(),
            })
        }),
        _ => None,
    }
}

/// Whether `a` is a splat dense (or dense string) attribute.
pub(crate) fn is_splat(ctx: &Context, a: Attribute) -> bool {
    matches!(
        ctx.attr_kind(a),
        AttrKind::DenseElements { splat: true, .. } | AttrKind::DenseStrings { splat: true, .. }
    )
}

/// The number of elements of a statically shaped type, when it fits.
pub(crate) fn static_count(ctx: &Context, ty: Type) -> Option<u64> {
    let shape = ctx.type_kind(ty).shape()?;
    shape.iter().try_fold(1u64, |acc, &d| {
        if d < 0 {
            None
        } else {
            acc.checked_mul(d as u64)
        }
    })
}

pub(crate) use rmlir_ir::common_folders::element_at;

/// `DenseElementsAttr::get(type, attributes)` for integer, float and
/// complex (two-part array) elements.
pub(crate) fn dense_from_element_attrs(
    ctx: &Context,
    ty: Type,
    values: &[Attribute],
) -> Option<Attribute> {
    let elem = ctx.type_kind(ty).element_type()?;
    let TypeKind::Complex(inner) = ctx.type_kind(elem) else {
        return rmlir_ir::common_folders::dense_from_attrs(ctx, ty, values);
    };
    let mut parts = Vec::with_capacity(values.len() * 2);
    for &v in values {
        let AttrKind::Array(p) = ctx.attr_kind(v) else {
            return None;
        };
        let [re, im] = p[..] else {
            return None;
        };
        parts.push(re);
        parts.push(im);
    }
    let parts_ty = ranked_type(ctx, &[parts.len() as i64], *inner, None);
    let flat = rmlir_ir::common_folders::dense_from_attrs(ctx, parts_ty, &parts)?;
    let AttrKind::DenseElements { splat, raw, .. } = ctx.attr_kind(flat) else {
        return None;
    };
    let part_bytes = rmlir_ir::attributes::dense_storage_bytes(ctx, *inner)?;
    let raw: Vec<u8> = if *splat {
        raw.iter()
            .copied()
            .cycle()
            .take(part_bytes * parts.len())
            .collect()
    } else {
        raw.to_vec()
    };
    let (splat, raw) = rmlir_ir::attributes::canonical_splat(raw, part_bytes * 2);
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, splat, raw }))
}

/// The splat element of a splat dense attribute, as an attribute
/// (`getSplatValue<Attribute>()`).
pub(crate) fn splat_value(ctx: &Context, a: Attribute) -> Option<Attribute> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { splat: true, .. } => element_at(ctx, a, 0),
        AttrKind::DenseStrings {
            splat: true,
            values,
            ..
        } => {
            let s = values.first()?;
            Some(ctx.string_attr(&s[..]))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::float::FloatKind;

    #[test]
    fn static_information() {
        let ctx = Context::new();
        let f32t = ctx.float_type(FloatKind::F32);
        let a = ranked_type(&ctx, &[4, DYNAMIC], f32t, None);
        let b = ranked_type(&ctx, &[4, 8], f32t, None);
        let c = ranked_type(&ctx, &[DYNAMIC, DYNAMIC], f32t, None);
        assert!(preserves_static_information(&ctx, a, b));
        assert!(!preserves_static_information(&ctx, b, a));
        assert!(preserves_static_information(&ctx, c, a));
        let i32t = ctx.int_type(32);
        let d = ranked_type(&ctx, &[4, 8], i32t, None);
        assert!(!preserves_static_information(&ctx, a, d));
    }

    #[test]
    fn reshape_and_elements() {
        let ctx = Context::new();
        let i32t = ctx.int_type(32);
        let t23 = ranked_type(&ctx, &[2, 3], i32t, None);
        let t6 = ranked_type(&ctx, &[6], i32t, None);
        let t7 = ranked_type(&ctx, &[7], i32t, None);
        let a = ctx.dense_int_elements(t23, 32, &[1, 2, 3, 4, 5, 6]);
        let r = reshape_elements(&ctx, a, t6).expect("same count");
        assert_eq!(element_at(&ctx, r, 4), Some(ctx.integer_attr(i32t, 5)));
        assert_eq!(reshape_elements(&ctx, a, t7), None);
        assert_eq!(resize_splat(&ctx, a, t6), None);
        let s = ctx.dense_int_elements(t23, 32, &[9; 6]);
        assert!(is_splat(&ctx, s));
        assert_eq!(splat_value(&ctx, s), Some(ctx.integer_attr(i32t, 9)));
        assert_eq!(element_at(&ctx, a, 6), None);
    }

    #[test]
    fn complex_elements() {
        let ctx = Context::new();
        let f32t = ctx.float_type(FloatKind::F32);
        let c = ctx.intern_type(TypeKind::Complex(f32t));
        let t2 = ranked_type(&ctx, &[2], c, None);
        let part = |v: f64| ctx.float_attr(FloatKind::F32, v);
        let e0 = ctx.array_attr(&[part(1.0), part(2.0)]);
        let e1 = ctx.array_attr(&[part(3.0), part(4.0)]);
        let d = dense_from_element_attrs(&ctx, t2, &[e0, e1]).expect("complex elements");
        assert_eq!(element_at(&ctx, d, 1), Some(e1));
        let s = dense_from_element_attrs(&ctx, t2, &[e0, e0]).expect("complex splat");
        assert!(is_splat(&ctx, s));
        assert_eq!(element_at(&ctx, s, 1), Some(e0));
        assert_eq!(dense_from_element_attrs(&ctx, t2, &[e0, part(1.0)]), None);
    }
}
