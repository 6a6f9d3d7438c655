//! The common ODS type and attribute constraints (`CommonTypeConstraints.td`,
//! `CommonAttrConstraints.td`), with upstream's summaries, plus the
//! predicates dialects combine into their own constraints.

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::float::FloatKind;
use crate::op_def::{
    AttrClass, AttrConstraint, AttrStorage, DenseArrayKind, TypeClass, TypeConstraint,
};
use crate::types::{Signedness, Type, TypeKind};

// ----- type predicates -----

/// Any type.
pub fn any(_: &Context, _: Type) -> bool {
    true
}
/// `index`.
pub fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}
/// Any integer type.
pub fn is_integer(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { .. })
}
/// A signless integer type.
pub fn is_signless_integer(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}
/// A signless integer of `w` bits.
pub fn is_signless_int_of(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, width } if *width == w)
}
/// A signless integer or `index`.
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    is_signless_integer(ctx, t) || is_index(ctx, t)
}
/// Any float type.
pub fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}
/// `complex<...>`.
pub fn is_complex(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(_))
}
/// `complex<float>`.
pub fn is_complex_of_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Complex(e) if is_float(ctx, *e))
}
/// A vector type.
pub fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}
/// A ranked or unranked tensor.
pub fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}
/// A ranked tensor.
pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. })
}
/// A ranked memref.
pub fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}
/// A ranked or unranked memref.
pub fn is_any_memref(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}
/// An unranked memref.
pub fn is_unranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
}
/// The element type of a vector or tensor, if `t` is one.
pub fn vector_or_tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}
/// `t` satisfies `p`, or is a vector or tensor of such elements (ODS's
/// `...Like` constraints).
pub fn like(ctx: &Context, t: Type, p: fn(&Context, Type) -> bool) -> bool {
    p(ctx, t) || vector_or_tensor_elem(ctx, t).is_some_and(|e| p(ctx, e))
}
/// `SignlessIntegerLike`: a signless integer or `index`, or a vector/tensor
/// of them (upstream's `TypeOrValueSemanticsContainer<AnySignlessIntegerOrIndex>`).
pub fn signless_integer_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int_or_index)
}
/// A signless integer, index, or a vector/tensor of them.
pub fn signless_integer_or_index_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_signless_int_or_index)
}
/// A float or a vector/tensor of floats.
pub fn float_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, is_float)
}
/// `i1` or a vector/tensor of `i1`.
pub fn bool_like(ctx: &Context, t: Type) -> bool {
    like(ctx, t, |c, t| is_signless_int_of(c, t, 1))
}

// ----- type constraints -----

macro_rules! type_constraint {
    ($(#[$d:meta])* $name:ident, $summary:expr, $pred:expr, $class:expr, $builder:expr) => {
        $(#[$d])*
        pub const $name: TypeConstraint = TypeConstraint {
            summary: $summary,
            pred: $pred,
            builder: $builder,
            class: $class,
        };
    };
}

type_constraint!(
    /// `AnyType`.
    ANY_TYPE, "any type", any, TypeClass::Any, None);
type_constraint!(
    /// `Index`.
    INDEX, "index", is_index, TypeClass::Index, Some(|c: &Context| c.index_type()));
type_constraint!(
    /// `I1`.
    I1, "1-bit signless integer", |c, t| is_signless_int_of(c, t, 1), TypeClass::Integer, Some(|c: &Context| c.int_type(1)));
type_constraint!(
    /// `I8`.
    I8, "8-bit signless integer", |c, t| is_signless_int_of(c, t, 8), TypeClass::Integer, Some(|c: &Context| c.int_type(8)));
type_constraint!(
    /// `I16`.
    I16, "16-bit signless integer", |c, t| is_signless_int_of(c, t, 16), TypeClass::Integer, Some(|c: &Context| c.int_type(16)));
type_constraint!(
    /// `I32`.
    I32, "32-bit signless integer", |c, t| is_signless_int_of(c, t, 32), TypeClass::Integer, Some(|c: &Context| c.int_type(32)));
type_constraint!(
    /// `I64`.
    I64, "64-bit signless integer", |c, t| is_signless_int_of(c, t, 64), TypeClass::Integer, Some(|c: &Context| c.int_type(64)));
type_constraint!(
    /// `F32`.
    F32, "32-bit float", |c, t| matches!(c.type_kind(t), TypeKind::Float(FloatKind::F32)), TypeClass::Float, Some(|c: &Context| c.float_type(FloatKind::F32)));
type_constraint!(
    /// `F64`.
    F64, "64-bit float", |c, t| matches!(c.type_kind(t), TypeKind::Float(FloatKind::F64)), TypeClass::Float, Some(|c: &Context| c.float_type(FloatKind::F64)));
type_constraint!(
    /// `AnyInteger`.
    ANY_INTEGER, "integer", is_integer, TypeClass::Integer, None);
type_constraint!(
    /// `AnySignlessInteger`.
    ANY_SIGNLESS_INTEGER, "signless integer", is_signless_integer, TypeClass::Integer, None);
type_constraint!(
    /// `AnySignlessIntegerOrIndex`.
    ANY_SIGNLESS_INTEGER_OR_INDEX, "signless integer or index", is_signless_int_or_index, TypeClass::Any, None);
type_constraint!(
    /// `AnyFloat`.
    ANY_FLOAT, "floating-point", is_float, TypeClass::Float, None);
type_constraint!(
    /// `AnyComplex`.
    ANY_COMPLEX, "complex-type", is_complex, TypeClass::Complex, None);
type_constraint!(
    /// `SignlessIntegerLike`.
    SIGNLESS_INTEGER_LIKE, "signless-integer-like", signless_integer_like, TypeClass::Any, None);
type_constraint!(
    /// `FloatLike`.
    FLOAT_LIKE, "floating-point-like", float_like, TypeClass::Any, None);
type_constraint!(
    /// `BoolLike`.
    BOOL_LIKE, "bool-like", bool_like, TypeClass::Any, None);
type_constraint!(
    /// `AnyVectorOfAnyRank`.
    ANY_VECTOR, "vector of any type values", is_vector, TypeClass::Vector, None);
type_constraint!(
    /// `AnyTensor`.
    ANY_TENSOR, "tensor of any type values", is_tensor, TypeClass::Tensor, None);
type_constraint!(
    /// `AnyRankedTensor`.
    ANY_RANKED_TENSOR, "ranked tensor of any type values", is_ranked_tensor, TypeClass::RankedTensor, None);
type_constraint!(
    /// `AnyMemRef`.
    ANY_MEMREF, "memref of any type values", is_memref, TypeClass::MemRef, None);
type_constraint!(
    /// `AnyRankedOrUnrankedMemRef`.
    ANY_RANKED_OR_UNRANKED_MEMREF, "ranked or unranked memref of any type values", is_any_memref, TypeClass::BaseMemRef, None);
type_constraint!(
    /// `AnyUnrankedMemRef`.
    ANY_UNRANKED_MEMREF, "unranked.memref of any type values", is_unranked_memref, TypeClass::UnrankedMemRef, None);
type_constraint!(
    /// `NoneType`.
    NONE_TYPE, "none type", |c, t| matches!(c.type_kind(t), TypeKind::None), TypeClass::None, Some(|c: &Context| c.none_type()));

// ----- attribute predicates and constraints -----

/// Any attribute.
pub fn any_attr(_: &Context, _: Attribute) -> bool {
    true
}

/// An integer attribute of a signless integer type of `w` bits.
pub fn is_signless_int_attr(ctx: &Context, a: Attribute, w: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. } if is_signless_int_of(ctx, *ty, w))
}

macro_rules! attr_constraint {
    ($(#[$d:meta])* $name:ident, $summary:expr, $pred:expr, $storage:expr, $vt:expr) => {
        $(#[$d])*
        pub const $name: AttrConstraint = AttrConstraint {
            summary: $summary,
            pred: $pred,
            storage: $storage,
            value_type: $vt,
        };
    };
}

attr_constraint!(
    /// `AnyAttr`.
    ANY_ATTR, "any attribute", any_attr, AttrStorage::Generic, None);
attr_constraint!(
    /// `UnitAttr`.
    UNIT_ATTR, "unit attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Unit), AttrStorage::Unit, None);
attr_constraint!(
    /// `UnitProp`: declare it `default(UNIT_PROP, unit_prop_unset)`.
    UNIT_PROP, "unit attribute", |c, a| AttrStorage::UnitProp.accepts(c, a), AttrStorage::UnitProp, None);

/// The value of an unset `UnitProp` (`false`).
pub fn unit_prop_unset(ctx: &Context) -> Attribute {
    ctx.bool_attr(false)
}

attr_constraint!(
    /// `BoolAttr`.
    BOOL_ATTR, "bool attribute", |c, a| AttrClass::Bool.matches(c, a), AttrStorage::Class(AttrClass::Bool), Some(|c: &Context| c.int_type(1)));
attr_constraint!(
    /// `I32Attr`.
    I32_ATTR, "32-bit signless integer attribute", |c, a| is_signless_int_attr(c, a, 32), AttrStorage::Class(AttrClass::Integer), Some(|c: &Context| c.int_type(32)));
attr_constraint!(
    /// `I64Attr`.
    I64_ATTR, "64-bit signless integer attribute", |c, a| is_signless_int_attr(c, a, 64), AttrStorage::Class(AttrClass::Integer), Some(|c: &Context| c.int_type(64)));
attr_constraint!(
    /// `IndexAttr`.
    INDEX_ATTR, "index attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if is_index(c, *ty)), AttrStorage::Class(AttrClass::Integer), Some(|c: &Context| c.index_type()));
attr_constraint!(
    /// `APIntAttr`/`AnyIntegerAttr`.
    ANY_INTEGER_ATTR, "arbitrary integer attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Integer { .. }), AttrStorage::Class(AttrClass::Integer), None);
attr_constraint!(
    /// `F32Attr`.
    F32_ATTR, "32-bit float attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Float { ty, .. } if matches!(c.type_kind(*ty), TypeKind::Float(FloatKind::F32))), AttrStorage::Class(AttrClass::Float), Some(|c: &Context| c.float_type(FloatKind::F32)));
attr_constraint!(
    /// `F64Attr`.
    F64_ATTR, "64-bit float attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Float { ty, .. } if matches!(c.type_kind(*ty), TypeKind::Float(FloatKind::F64))), AttrStorage::Class(AttrClass::Float), Some(|c: &Context| c.float_type(FloatKind::F64)));
attr_constraint!(
    /// `StrAttr`.
    STR_ATTR, "string attribute", |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }), AttrStorage::Class(AttrClass::String), Some(|c: &Context| c.none_type()));
attr_constraint!(
    /// `SymbolNameAttr`.
    SYMBOL_NAME_ATTR, "string attribute", |c, a| matches!(c.attr_kind(a), AttrKind::String { .. }), AttrStorage::SymbolName, Some(|c: &Context| c.none_type()));
attr_constraint!(
    /// `FlatSymbolRefAttr`.
    FLAT_SYMBOL_REF_ATTR, "flat symbol reference attribute", |c, a| AttrClass::FlatSymbolRef.matches(c, a), AttrStorage::Class(AttrClass::FlatSymbolRef), None);
attr_constraint!(
    /// `SymbolRefAttr`.
    SYMBOL_REF_ATTR, "symbol reference attribute", |c, a| AttrClass::SymbolRef.matches(c, a), AttrStorage::Class(AttrClass::SymbolRef), None);
attr_constraint!(
    /// `TypeAttr`.
    TYPE_ATTR, "any type attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Type(_)), AttrStorage::Class(AttrClass::Type), None);
attr_constraint!(
    /// `TypeAttrOf<FunctionType>`.
    FUNCTION_TYPE_ATTR, "type attribute of function type", |c, a| matches!(c.attr_kind(a), AttrKind::Type(t) if matches!(c.type_kind(*t), TypeKind::Function { .. })), AttrStorage::Class(AttrClass::Type), None);
attr_constraint!(
    /// `ArrayAttr`.
    ARRAY_ATTR, "array attribute", |c, a| matches!(c.attr_kind(a), AttrKind::Array(_)), AttrStorage::Class(AttrClass::Array), None);
attr_constraint!(
    /// `DictArrayAttr`.
    DICT_ARRAY_ATTR, "Array of dictionary attributes", |c, a| matches!(c.attr_kind(a), AttrKind::Array(e) if e.iter().all(|&x| matches!(c.attr_kind(x), AttrKind::Dictionary(_)))), AttrStorage::Class(AttrClass::Array), None);
attr_constraint!(
    /// `DictionaryAttr`.
    DICTIONARY_ATTR, "dictionary of named attribute values", |c, a| matches!(c.attr_kind(a), AttrKind::Dictionary(_)), AttrStorage::Class(AttrClass::Dictionary), None);
attr_constraint!(
    /// `AffineMapAttr`.
    AFFINE_MAP_ATTR, "AffineMap attribute", |c, a| matches!(c.attr_kind(a), AttrKind::AffineMap(_)), AttrStorage::Class(AttrClass::AffineMap), None);
attr_constraint!(
    /// `IntegerSetAttr`.
    INTEGER_SET_ATTR, "IntegerSet attribute", |c, a| matches!(c.attr_kind(a), AttrKind::IntegerSet(_)), AttrStorage::Class(AttrClass::IntegerSet), None);
attr_constraint!(
    /// `DenseI64ArrayAttr`.
    DENSE_I64_ARRAY_ATTR, "i64 dense array attribute", |c, a| DenseArrayKind::I64.matches(c, a), AttrStorage::DenseArray(DenseArrayKind::I64), None);
attr_constraint!(
    /// `DenseI32ArrayAttr`.
    DENSE_I32_ARRAY_ATTR, "i32 dense array attribute", |c, a| DenseArrayKind::I32.matches(c, a), AttrStorage::DenseArray(DenseArrayKind::I32), None);
attr_constraint!(
    /// `DenseBoolArrayAttr`.
    DENSE_BOOL_ARRAY_ATTR, "i1 dense array attribute", |c, a| DenseArrayKind::I1.matches(c, a), AttrStorage::DenseArray(DenseArrayKind::I1), None);
attr_constraint!(
    /// `TypedAttrInterface`.
    TYPED_ATTR, "TypedAttr instance", |c, a| c.attr_type(a).is_some(), AttrStorage::Class(AttrClass::Typed), None);
attr_constraint!(
    /// `ElementsAttr`.
    ELEMENTS_ATTR, "constant vector/tensor attribute", |c, a| AttrClass::Elements.matches(c, a), AttrStorage::Class(AttrClass::Elements), None);
attr_constraint!(
    /// `LocationAttr`.
    LOCATION_ATTR, "location attribute", |c, a| c.attr_kind(a).is_location(), AttrStorage::Class(AttrClass::Location), None);

// ----- constraint combinators -----
//
// Upstream's ODS builds constraints from constraints (`AnyTypeOf`,
// `MemRefRankOf`, `TensorOf`, ...) and derives their summaries from the
// parts'; these macros do the same at compile time, so a summary is never
// written twice by hand.

#[doc(hidden)]
pub use const_format::concatcp as __concatcp;

/// `AnyTypeOf<[A, B, ...]>`: any of the constraints; the summary is theirs
/// joined by " or ".
#[macro_export]
macro_rules! any_type_of {
    ($first:expr $(, $rest:expr)* $(,)?) => {
        $crate::op_def::TypeConstraint {
            summary: $crate::constraints::__concatcp!({ $first.summary } $(, " or ", { $rest.summary })*),
            pred: |c, t| ($first.pred)(c, t) $(|| ($rest.pred)(c, t))*,
            builder: None,
            class: $crate::op_def::TypeClass::Any,
        }
    };
}

/// A shaped type whose element type satisfies any of the constraints
/// (upstream's `MemRefOf`, `TensorOf`, `VectorOf`, with `rank` the
/// `*RankOf` variants): `$kind` is `memref`, `tensor`, `ranked_tensor` or
/// `vector`. The summary is upstream's ("1D memref of 8-bit signless
/// integer values").
#[macro_export]
macro_rules! shaped_of {
    (memref, rank $rank:literal, [$($e:expr),+ $(,)?]) => {
        $crate::op_def::TypeConstraint {
            summary: $crate::constraints::__concatcp!(
                stringify!($rank), "D memref of ", { $crate::any_type_of!($($e),+).summary }, " values"),
            pred: |c, t| match c.type_kind(t) {
                $crate::TypeKind::MemRef { shape, elem, .. } => {
                    shape.len() == $rank && ($crate::any_type_of!($($e),+).pred)(c, *elem)
                }
                _ => false,
            },
            builder: None,
            class: $crate::op_def::TypeClass::MemRef,
        }
    };
    (memref, [$($e:expr),+ $(,)?]) => {
        $crate::op_def::TypeConstraint {
            summary: $crate::constraints::__concatcp!(
                "memref of ", { $crate::any_type_of!($($e),+).summary }, " values"),
            pred: |c, t| match c.type_kind(t) {
                $crate::TypeKind::MemRef { elem, .. } => ($crate::any_type_of!($($e),+).pred)(c, *elem),
                _ => false,
            },
            builder: None,
            class: $crate::op_def::TypeClass::MemRef,
        }
    };
    (tensor, [$($e:expr),+ $(,)?]) => {
        $crate::op_def::TypeConstraint {
            summary: $crate::constraints::__concatcp!(
                "tensor of ", { $crate::any_type_of!($($e),+).summary }, " values"),
            pred: |c, t| match c.type_kind(t) {
                $crate::TypeKind::RankedTensor { elem, .. } | $crate::TypeKind::UnrankedTensor { elem } => {
                    ($crate::any_type_of!($($e),+).pred)(c, *elem)
                }
                _ => false,
            },
            builder: None,
            class: $crate::op_def::TypeClass::Tensor,
        }
    };
    (ranked_tensor, [$($e:expr),+ $(,)?]) => {
        $crate::op_def::TypeConstraint {
            summary: $crate::constraints::__concatcp!(
                "ranked tensor of ", { $crate::any_type_of!($($e),+).summary }, " values"),
            pred: |c, t| match c.type_kind(t) {
                $crate::TypeKind::RankedTensor { elem, .. } => ($crate::any_type_of!($($e),+).pred)(c, *elem),
                _ => false,
            },
            builder: None,
            class: $crate::op_def::TypeClass::RankedTensor,
        }
    };
    (vector, [$($e:expr),+ $(,)?]) => {
        $crate::op_def::TypeConstraint {
            summary: $crate::constraints::__concatcp!(
                "vector of ", { $crate::any_type_of!($($e),+).summary }, " values"),
            pred: |c, t| match c.type_kind(t) {
                $crate::TypeKind::Vector { elem, .. } => ($crate::any_type_of!($($e),+).pred)(c, *elem),
                _ => false,
            },
            builder: None,
            class: $crate::op_def::TypeClass::Vector,
        }
    };
}

#[cfg(test)]
mod combinator_tests {
    use super::*;
    use crate::op_def::TypeConstraint;

    const INT_OR_INDEX: TypeConstraint = crate::any_type_of!(ANY_SIGNLESS_INTEGER, INDEX);
    const MEMREF_1D_I8: TypeConstraint = crate::shaped_of!(memref, rank 1, [I8]);
    const TENSOR_F32_I32: TypeConstraint = crate::shaped_of!(tensor, [F32, I32]);

    #[test]
    fn summaries_derive_from_the_parts() {
        assert_eq!(INT_OR_INDEX.summary, "signless integer or index");
        assert_eq!(
            MEMREF_1D_I8.summary,
            "1D memref of 8-bit signless integer values"
        );
        assert_eq!(
            TENSOR_F32_I32.summary,
            "tensor of 32-bit float or 32-bit signless integer values"
        );
        let ctx = Context::new();
        let i8t = ctx.int_type(8);
        let memref = |shape: &[i64]| {
            ctx.intern_type(TypeKind::MemRef {
                shape: shape.into(),
                elem: i8t,
                layout: None,
                memory_space: None,
            })
        };
        assert!((MEMREF_1D_I8.pred)(&ctx, memref(&[4])));
        assert!(!(MEMREF_1D_I8.pred)(&ctx, memref(&[4, 4])));
        assert!((INT_OR_INDEX.pred)(&ctx, ctx.index_type()));
        assert!(!(INT_OR_INDEX.pred)(&ctx, ctx.float_type(FloatKind::F32)));
    }
}
