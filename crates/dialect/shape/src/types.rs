//! The shape dialect's types and the type and attribute constraints of
//! `ShapeBase.td`.

use rmlir_ir::op_def::{AttrClass, AttrConstraint, AttrStorage, TypeClass, TypeConstraint};
use rmlir_ir::{Attribute, AttrKind, Context, Type, TypeKind};

rmlir_ir::parameterless_type!("shape",
    /// `!shape.shape`: a ranked, unranked or invalid shape.
    SHAPE_TYPE_DEF, "shape", shape_type, is_shape);
rmlir_ir::parameterless_type!("shape",
    /// `!shape.size`: a non-negative integer, possibly unknown or invalid.
    SIZE_TYPE_DEF, "size", size_type, is_size);
rmlir_ir::parameterless_type!("shape",
    /// `!shape.value_shape`: a value and its shape.
    VALUE_SHAPE_TYPE_DEF, "value_shape", value_shape_type, is_value_shape);
rmlir_ir::parameterless_type!("shape",
    /// `!shape.witness`: the result of a constraint.
    WITNESS_TYPE_DEF, "witness", witness_type, is_witness);

/// `shape::isExtentTensorType`: a ranked 1-D tensor of `index`.
pub fn is_extent_tensor(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => {
            shape.len() == 1 && matches!(ctx.type_kind(*elem), TypeKind::Index)
        }
        _ => false,
    }
}

/// `tensor<?xindex>`, or `tensor<Nxindex>`.
pub fn extent_tensor_type(ctx: &Context, rank: i64) -> Type {
    ctx.tensor_type(&[rank], ctx.index_type())
}

fn is_index(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Index)
}

fn is_shaped(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).is_shaped()
}

/// Whether any of `types` may hold an error (`isErrorPropagationPossible`).
pub(crate) fn may_hold_error(ctx: &Context, types: &[Type]) -> bool {
    types
        .iter()
        .any(|&t| is_size(ctx, t) || is_shape(ctx, t) || is_value_shape(ctx, t))
}

macro_rules! constraint {
    ($name:ident, $summary:expr, $pred:expr, $builder:expr) => {
        pub(crate) const $name: TypeConstraint = TypeConstraint {
            summary: $summary,
            pred: $pred,
            builder: $builder,
            class: TypeClass::Any,
        };
    };
}

// A `TypeDef` without a summary has an empty one in upstream's messages.
constraint!(SHAPE_TYPE, "", is_shape, Some(shape_type));
constraint!(SIZE_TYPE, "", is_size, Some(size_type));
constraint!(VALUE_SHAPE_TYPE, "", is_value_shape, Some(value_shape_type));
constraint!(WITNESS_TYPE, "", is_witness, Some(witness_type));
constraint!(
    EXTENT_TENSOR,
    "1D tensor of index values",
    is_extent_tensor,
    Some(|c: &Context| extent_tensor_type(c, i64::MIN))
);
constraint!(SHAPE_OR_SIZE, "shape or size", |c, t| is_size(c, t) || is_shape(c, t), None);
constraint!(
    SHAPE_OR_EXTENT_TENSOR,
    "shape or extent tensor",
    |c, t| is_shape(c, t) || is_extent_tensor(c, t),
    None
);
constraint!(SIZE_OR_INDEX, "size or index", |c, t| is_size(c, t) || is_index(c, t), None);
constraint!(
    ANY_SHAPE_OR_SIZE,
    "any shape or size",
    |c, t| is_size(c, t) || is_index(c, t) || is_shape(c, t) || is_extent_tensor(c, t),
    None
);
constraint!(
    INDEX_TENSOR,
    "tensor of index values",
    |c, t| match c.type_kind(t) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => is_index(c, *elem),
        _ => false,
    },
    None
);
constraint!(ANY_SHAPED, "shaped of any type values", is_shaped, None);
constraint!(
    SHAPED_OR_VALUE_SHAPE,
    "shaped of any type values or ",
    |c, t| is_shaped(c, t) || is_value_shape(c, t),
    None
);
constraint!(
    VALUE_AS_SHAPE_ARG,
    "1D tensor of integer or index values or ",
    |c, t| match c.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => {
            shape.len() == 1
                && matches!(c.type_kind(*elem), TypeKind::Index | TypeKind::Integer { .. })
        }
        _ => is_value_shape(c, t),
    },
    None
);

fn is_index_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. } => ctx
            .type_kind(*ty)
            .element_type()
            .is_some_and(|e| is_index(ctx, e)),
        _ => false,
    }
}

/// `IndexElementsAttr`.
pub(crate) const INDEX_ELEMENTS_ATTR: AttrConstraint = AttrConstraint {
    summary: "index elements attribute",
    pred: is_index_elements,
    storage: AttrStorage::Class(AttrClass::DenseIntElements),
    value_type: None,
};
