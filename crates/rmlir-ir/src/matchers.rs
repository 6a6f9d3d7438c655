//! Matching constant attributes (upstream's `Matchers.h`): what a
//! `ConstantLike` op's value is as an integer, a boolean, a one or a zero.
//! Folders and patterns first get an operand's constant attribute (a
//! folder's `operand_attr`, or the driver's constant lookup), then ask
//! these.

use crate::apint::ApInt;
use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::types::{Signedness, Type, TypeKind};

/// The integer a constant of type `ty` holds (upstream's `m_ConstantInt`
/// binder): an integer attribute for an integer or `index` constant, the
/// splat value of a dense attribute for a vector or ranked tensor one.
pub fn constant_int(ctx: &Context, a: Attribute, ty: Type) -> Option<ApInt> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { .. } | TypeKind::Index => match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            _ => None,
        },
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => splat_int(ctx, a),
        _ => None,
    }
}

/// The element of a splat dense integer (or `index`) attribute.
pub fn splat_int(ctx: &Context, a: Attribute) -> Option<ApInt> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { splat: true, .. } => ctx.dense_int_values(a).into_iter().next(),
        _ => None,
    }
}

/// The integer value of an integer attribute (`IntegerAttr::getValue`).
pub fn int_attr_value(ctx: &Context, a: Attribute) -> Option<&ApInt> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// `m_One`: the constant is the integer 1 (or a splat of it).
pub fn is_one(ctx: &Context, a: Attribute, ty: Type) -> bool {
    constant_int(ctx, a, ty).is_some_and(|v| v == ApInt::from_u64(v.width(), 1) && v.width() > 0)
}

/// `m_Zero`: the constant is the integer 0 (or a splat of it).
pub fn is_zero(ctx: &Context, a: Attribute, ty: Type) -> bool {
    constant_int(ctx, a, ty).is_some_and(|v| v.is_zero())
}

/// `m_NonZero`: the constant is an integer other than 0 (or a splat of
/// one).
pub fn is_non_zero(ctx: &Context, a: Attribute, ty: Type) -> bool {
    constant_int(ctx, a, ty).is_some_and(|v| !v.is_zero())
}

/// The value of a `BoolAttr`: an integer attribute of type signless `i1`.
pub fn bool_value(ctx: &Context, a: Attribute) -> Option<bool> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value }
            if matches!(
                ctx.type_kind(*ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            ) =>
        {
            Some(!value.is_zero())
        }
        _ => None,
    }
}

/// `getConstantIntValue`: the constant integer, sign-extended to 64 bits
/// (`APInt::getSExtValue`); `None` when it is wider.
pub fn constant_int_sext(ctx: &Context, a: Attribute, ty: Type) -> Option<i64> {
    let v = constant_int(ctx, a, ty)?;
    if v.width() > 64 {
        return None;
    }
    v.to_i64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ones_zeros_and_bools() {
        let ctx = Context::new();
        let i1 = ctx.int_type(1);
        let i32t = ctx.int_type(32);
        let t = ctx.bool_attr(true);
        assert!(is_one(&ctx, t, i1) && is_non_zero(&ctx, t, i1) && !is_zero(&ctx, t, i1));
        assert_eq!(bool_value(&ctx, t), Some(true));
        assert_eq!(constant_int_sext(&ctx, t, i1), Some(-1));
        let z = ctx.integer_attr(i32t, 0);
        assert!(is_zero(&ctx, z, i32t) && bool_value(&ctx, z).is_none());
        let v = ctx.tensor_type(&[4], i32t);
        let splat = ctx.dense_int_elements(v, 32, &[1, 1, 1, 1]);
        assert!(is_one(&ctx, splat, v));
        let not_splat = ctx.dense_int_elements(v, 32, &[1, 2, 1, 1]);
        assert!(!is_one(&ctx, not_splat, v) && !is_non_zero(&ctx, not_splat, v));
    }
}
