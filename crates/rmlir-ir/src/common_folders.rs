//! Constant folding helpers shared by dialects (upstream's
//! `mlir/Dialect/CommonFolders.h`): an element-wise computation applied to
//! integer or float attributes, to splat and non-splat dense elements, with
//! `#ub.poison` propagated where upstream propagates it. Also the
//! attribute matchers folders use (`m_Zero`, `m_ConstantInt`,
//! `m_OneFloat`, ...) and `Builder`'s attribute constructors
//! (`getZeroAttr`, `getBoolAttr`).

use crate::apfloat::ApFloat;
use crate::apint::ApInt;
use crate::attributes::{canonical_splat, dense_storage_bytes, AttrKind, Attribute};
use crate::context::Context;
use crate::float::FloatKind;
use crate::types::{Type, TypeKind};

/// What the elements of an attribute are: upstream's `AttrElementT`
/// (`IntegerAttr` or `FloatAttr`) with its `ValueType` (`APInt` or
/// `APFloat`).
pub trait ElementKind {
    /// An element's value.
    type Value: Clone + PartialEq;
    /// The type and value of a scalar attribute of this kind.
    fn scalar(ctx: &Context, a: Attribute) -> Option<(Type, Self::Value)>;
    /// A scalar attribute of type `ty` (`IntegerAttr::get`, `FloatAttr::get`).
    fn make(ctx: &Context, ty: Type, v: &Self::Value) -> Attribute;
    /// Whether `elem` is an element type this kind reads.
    fn reads(ctx: &Context, elem: Type) -> bool;
    /// An element read from its little-endian storage bytes.
    fn decode(ctx: &Context, elem: Type, bytes: &[u8]) -> Self::Value;
    /// An element's little-endian storage bytes.
    fn encode(ctx: &Context, elem: Type, v: &Self::Value, out: &mut Vec<u8>);
    /// The zero of element type `elem` (what a sparse attribute holds where
    /// it lists no value).
    fn zero(ctx: &Context, elem: Type) -> Self::Value;
}

/// Integer elements (`IntegerAttr`, `APInt`); `index` values are 64 bits.
pub struct IntElems;
/// Float elements (`FloatAttr`, `APFloat`).
pub struct FloatElems;

/// The width of an integer or `index` type's values.
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The kind of a float type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

impl ElementKind for IntElems {
    type Value = ApInt;
    fn scalar(ctx: &Context, a: Attribute) -> Option<(Type, ApInt)> {
        match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } => Some((*ty, value.clone())),
            _ => None,
        }
    }
    fn make(ctx: &Context, ty: Type, v: &ApInt) -> Attribute {
        ctx.intern_attr(AttrKind::Integer {
            ty,
            value: v.clone(),
        })
    }
    fn reads(ctx: &Context, elem: Type) -> bool {
        int_width(ctx, elem).is_some()
    }
    fn decode(ctx: &Context, elem: Type, bytes: &[u8]) -> ApInt {
        let width = int_width(ctx, elem).unwrap_or(64);
        let mut limbs = vec![0u64; bytes.len().div_ceil(8)];
        for (i, &b) in bytes.iter().enumerate() {
            limbs[i / 8] |= (b as u64) << (8 * (i % 8));
        }
        ApInt::from_limbs(width, &limbs)
    }
    fn encode(ctx: &Context, elem: Type, v: &ApInt, out: &mut Vec<u8>) {
        let n = dense_storage_bytes(ctx, elem).unwrap_or(8);
        let start = out.len();
        out.extend(v.limbs().iter().flat_map(|l| l.to_le_bytes()));
        out.resize(start + n, 0);
    }
    fn zero(ctx: &Context, elem: Type) -> ApInt {
        ApInt::zero(int_width(ctx, elem).unwrap_or(64))
    }
}

impl ElementKind for FloatElems {
    type Value = ApFloat;
    fn scalar(ctx: &Context, a: Attribute) -> Option<(Type, ApFloat)> {
        match ctx.attr_kind(a) {
            AttrKind::Float { ty, bits } => {
                Some((*ty, ApFloat::new(float_kind(ctx, *ty)?, bits.get())))
            }
            _ => None,
        }
    }
    fn make(ctx: &Context, ty: Type, v: &ApFloat) -> Attribute {
        ctx.intern_attr(AttrKind::Float {
            ty,
            bits: v.bits.into(),
        })
    }
    fn reads(ctx: &Context, elem: Type) -> bool {
        float_kind(ctx, elem).is_some()
    }
    fn decode(ctx: &Context, elem: Type, bytes: &[u8]) -> ApFloat {
        let mut b = [0u8; 16];
        b[..bytes.len().min(16)].copy_from_slice(&bytes[..bytes.len().min(16)]);
        ApFloat::new(
            float_kind(ctx, elem).unwrap_or(FloatKind::F64),
            u128::from_le_bytes(b),
        )
    }
    fn encode(ctx: &Context, elem: Type, v: &ApFloat, out: &mut Vec<u8>) {
        let n = dense_storage_bytes(ctx, elem).unwrap_or(8);
        out.extend_from_slice(&v.bits.to_le_bytes()[..n]);
    }
    fn zero(ctx: &Context, elem: Type) -> ApFloat {
        ApFloat::zero(float_kind(ctx, elem).unwrap_or(FloatKind::F64), false)
    }
}

/// The number of elements of a statically shaped type.
pub fn static_num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    let shape = ctx.type_kind(ty).shape()?;
    if shape.iter().any(|&d| d < 0) {
        return None;
    }
    Some(shape.iter().product::<i64>() as usize)
}

/// The element type of a vector or tensor (not of a complex type).
pub fn shaped_element_type(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        k if k.is_shaped() => k.element_type(),
        _ => None,
    }
}

/// The elements of a dense elements attribute whose elements `E` reads:
/// its shaped type, whether it is a splat, and the values (one for a
/// splat, all of them otherwise).
pub fn dense_values<E: ElementKind>(
    ctx: &Context,
    a: Attribute,
) -> Option<(Type, bool, Vec<E::Value>)> {
    let AttrKind::DenseElements { ty, splat, raw } = ctx.attr_kind(a) else {
        return None;
    };
    let elem = shaped_element_type(ctx, *ty)?;
    if !E::reads(ctx, elem) {
        return None;
    }
    let n = dense_storage_bytes(ctx, elem)?;
    let values = raw.chunks(n).map(|c| E::decode(ctx, elem, c)).collect();
    Some((*ty, *splat, values))
}

/// The elements of a sparse elements attribute whose elements `E` reads,
/// in row-major order, zero where it lists no value (upstream's
/// `SparseElementsAttr` value iteration).
pub fn sparse_values<E: ElementKind>(ctx: &Context, a: Attribute) -> Option<(Type, Vec<E::Value>)> {
    let AttrKind::Sparse {
        ty,
        indices,
        values,
    } = ctx.attr_kind(a)
    else {
        return None;
    };
    let n = static_num_elements(ctx, *ty)?;
    let elem = shaped_element_type(ctx, *ty)?;
    if !E::reads(ctx, elem) {
        return None;
    }
    let shape = ctx.type_kind(*ty).shape()?.to_vec();
    let (_, splat, vals) = dense_values::<E>(ctx, *values)?;
    let count = static_num_elements(ctx, ctx.attr_type(*values)?)?;
    let vals = if splat {
        vec![vals[0].clone(); count]
    } else {
        vals
    };
    let idx: Vec<i64> = ctx
        .dense_int_values(*indices)
        .iter()
        .map(|v| v.to_i64().unwrap_or(0))
        .collect();
    let mut out = vec![E::zero(ctx, elem); n];
    // Upstream looks each element up among the flattened indices in order,
    // so of an index listed twice the first value counts.
    let mut set = vec![false; n];
    let rank = shape.len();
    for (r, v) in vals.into_iter().enumerate() {
        let mut flat = 0i64;
        for (d, &dim) in shape.iter().enumerate() {
            flat = flat * dim + idx.get(r * rank + d).copied().unwrap_or(0);
        }
        let flat = usize::try_from(flat).ok().filter(|&f| f < n)?;
        if !std::mem::replace(&mut set[flat], true) {
            out[flat] = v;
        }
    }
    Some((*ty, out))
}

/// A dense elements attribute of `shaped` type from its values (one value
/// for a splat), stored as a splat when they are all equal, as upstream's
/// `DenseElementsAttr::get` does. `None` when the type has no static
/// shape or the count does not match.
pub fn dense_from_values<E: ElementKind>(
    ctx: &Context,
    shaped: Type,
    values: &[E::Value],
) -> Option<Attribute> {
    let n = static_num_elements(ctx, shaped)?;
    let elem = shaped_element_type(ctx, shaped)?;
    let bytes = dense_storage_bytes(ctx, elem)?;
    if values.len() != 1 && values.len() != n {
        return None;
    }
    let mut raw = Vec::with_capacity(values.len() * bytes);
    for v in values {
        E::encode(ctx, elem, v, &mut raw);
    }
    let (splat, raw) = if values.len() == 1 {
        (true, raw.into_boxed_slice())
    } else {
        canonical_splat(raw, bytes)
    };
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty: shaped,
        splat,
        raw,
    }))
}

/// A dense elements attribute of `shaped` type from integer or float
/// attributes of its element type (`DenseElementsAttr::get(type,
/// ArrayRef<Attribute>)`).
pub fn dense_from_attrs(ctx: &Context, shaped: Type, values: &[Attribute]) -> Option<Attribute> {
    let elem = shaped_element_type(ctx, shaped)?;
    if IntElems::reads(ctx, elem) {
        let v: Option<Vec<ApInt>> = values
            .iter()
            .map(|&a| IntElems::scalar(ctx, a).map(|x| x.1))
            .collect();
        dense_from_values::<IntElems>(ctx, shaped, &v?)
    } else {
        let v: Option<Vec<ApFloat>> = values
            .iter()
            .map(|&a| FloatElems::scalar(ctx, a).map(|x| x.1))
            .collect();
        dense_from_values::<FloatElems>(ctx, shaped, &v?)
    }
}

/// The most elements [`dense_element_attrs`] expands.
pub const MAX_EXPANDED_ELEMENTS: usize = 1 << 24;

/// The element attributes of a dense int or float elements attribute, in
/// order, splats expanded (`value_begin<Attribute>()`).
///
/// `None` past [`MAX_EXPANDED_ELEMENTS`]: a splat of a huge shape would
/// not fit in memory, and a folder giving up is always correct (use
/// [`element_at`] for one element).
pub fn dense_element_attrs(ctx: &Context, a: Attribute) -> Option<Vec<Attribute>> {
    let AttrKind::DenseElements { ty, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let n = static_num_elements(ctx, *ty)?;
    if n > MAX_EXPANDED_ELEMENTS {
        return None;
    }
    let elem = shaped_element_type(ctx, *ty)?;
    if let Some((_, splat, v)) = dense_values::<IntElems>(ctx, a) {
        let attrs: Vec<Attribute> = v.iter().map(|x| IntElems::make(ctx, elem, x)).collect();
        return Some(if splat { vec![attrs[0]; n] } else { attrs });
    }
    let (_, splat, v) = dense_values::<FloatElems>(ctx, a)?;
    let attrs: Vec<Attribute> = v.iter().map(|x| FloatElems::make(ctx, elem, x)).collect();
    Some(if splat { vec![attrs[0]; n] } else { attrs })
}

/// The element at row-major position `i` of a dense or sparse elements
/// attribute, as an attribute (`getValues<Attribute>()[i]`): a complex
/// element is an array of its real and imaginary parts.
pub fn element_at(ctx: &Context, a: Attribute, i: u64) -> Option<Attribute> {
    let (ty, raw, splat) = match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, splat, raw } => (*ty, raw, *splat),
        AttrKind::Sparse {
            ty,
            indices,
            values,
        } => return sparse_element_at(ctx, *ty, *indices, *values, i),
        _ => return None,
    };
    let elem = ctx.type_kind(ty).element_type()?;
    let bytes = crate::attributes::dense_storage_bytes(ctx, elem)?;
    let start = if splat {
        0
    } else {
        usize::try_from(i).ok()?.checked_mul(bytes)?
    };
    let one = raw.get(start..start.checked_add(bytes)?)?;
    // The element's bytes read back through a small dense attribute: one
    // element, or the two parts of a complex one.
    let (parts_ty, complex) = match ctx.type_kind(elem) {
        TypeKind::Complex(inner) => (
            ctx.intern_type(TypeKind::RankedTensor {
                shape: [2].into(),
                elem: *inner,
                encoding: None,
            }),
            true,
        ),
        _ => (
            ctx.intern_type(TypeKind::RankedTensor {
                shape: [1].into(),
                elem,
                encoding: None,
            }),
            false,
        ),
    };
    let (splat, raw) =
        crate::attributes::canonical_splat(one.to_vec(), bytes / if complex { 2 } else { 1 });
    let parts = ctx.intern_attr(AttrKind::DenseElements {
        ty: parts_ty,
        splat,
        raw,
    });
    let values = dense_element_attrs(ctx, parts)?;
    if complex {
        Some(ctx.array_attr(&values))
    } else {
        values.into_iter().next()
    }
}

/// The element at row-major position `i` of a sparse elements attribute:
/// the value of the first listed index equal to it, else zero.
fn sparse_element_at(
    ctx: &Context,
    ty: Type,
    indices: Attribute,
    values: Attribute,
    i: u64,
) -> Option<Attribute> {
    let shape = ctx.type_kind(ty).shape()?;
    let rank = shape.len();
    let idx = ctx.dense_int_values(indices);
    if rank == 0 {
        return if idx.is_empty() && static_num_elements(ctx, ctx.attr_type(values)?)? == 0 {
            zero_attr(ctx, ctx.type_kind(ty).element_type()?)
        } else {
            element_at(ctx, values, 0)
        };
    }
    for (row, coords) in idx.chunks(rank).enumerate() {
        let mut flat: u64 = 0;
        for (c, &d) in coords.iter().zip(shape) {
            flat = flat
                .wrapping_mul(d as u64)
                .wrapping_add(c.to_u64().unwrap_or(u64::MAX));
        }
        if flat == i {
            return element_at(ctx, values, row as u64);
        }
    }
    zero_attr(ctx, ctx.type_kind(ty).element_type()?)
}

/// Whether `a` is `#ub.poison` (upstream's `ub::PoisonAttr`).
pub fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect(d) if d.def.0.dialect == "ub" && d.def.0.mnemonic == "poison")
}

/// What a constant operand is, for the folders: a scalar, a splat or the
/// elements of a dense attribute, with the attribute's type.
enum Operand<V> {
    Scalar(V),
    Splat(V),
    Elements(Vec<V>),
}

fn operand<E: ElementKind>(ctx: &Context, a: Attribute) -> Option<(Type, Operand<E::Value>)> {
    if let Some((ty, v)) = E::scalar(ctx, a) {
        return Some((ty, Operand::Scalar(v)));
    }
    if let Some((ty, v)) = sparse_values::<E>(ctx, a) {
        return Some((ty, Operand::Elements(v)));
    }
    let (ty, splat, mut v) = dense_values::<E>(ctx, a)?;
    if splat {
        return Some((ty, Operand::Splat(v.swap_remove(0))));
    }
    Some((ty, Operand::Elements(v)))
}

/// The type of a typed attribute (`TypedAttr::getType`).
fn typed(ctx: &Context, a: Option<Attribute>) -> Option<Type> {
    ctx.attr_type(a?)
}

/// `constFoldBinaryOpConditional`: `calculate` applied to the elements of
/// two constants of the same type, the result typed `result_type`; `None`
/// when an operand is not a constant of kind `E`, the types differ, or
/// `calculate` refuses an element. With `poison`, a `#ub.poison` operand is
/// the result (even when the other operand is not constant).
pub fn const_fold_binary_conditional<E: ElementKind, R: ElementKind>(
    ctx: &Context,
    operands: [Option<Attribute>; 2],
    result_type: Option<Type>,
    poison: bool,
    mut calculate: impl FnMut(&E::Value, &E::Value) -> Option<R::Value>,
) -> Option<Attribute> {
    if poison {
        for a in operands.into_iter().flatten() {
            if is_poison(ctx, a) {
                return Some(a);
            }
        }
    }
    let result_type = result_type?;
    let (lhs, rhs) = (operands[0]?, operands[1]?);
    let (lt, l) = operand::<E>(ctx, lhs)?;
    let (rt, r) = operand::<E>(ctx, rhs)?;
    if lt != rt {
        return None;
    }
    match (l, r) {
        (Operand::Scalar(a), Operand::Scalar(b)) => {
            Some(R::make(ctx, result_type, &calculate(&a, &b)?))
        }
        (Operand::Scalar(_), _) | (_, Operand::Scalar(_)) => None,
        (Operand::Splat(a), Operand::Splat(b)) => {
            let v = calculate(&a, &b)?;
            dense_from_values::<R>(ctx, result_type, &[v])
        }
        (l, r) => {
            let n = static_num_elements(ctx, lt)?;
            let expand = |o: Operand<E::Value>| match o {
                Operand::Splat(v) => vec![v; n],
                Operand::Elements(v) => v,
                Operand::Scalar(_) => unreachable!(),
            };
            let (l, r) = (expand(l), expand(r));
            let mut out = Vec::with_capacity(n);
            for (a, b) in l.iter().zip(&r) {
                out.push(calculate(a, b)?);
            }
            dense_from_values::<R>(ctx, result_type, &out)
        }
    }
}

/// `constFoldBinaryOp(operands, calculate)`: the result has the operands'
/// type; `#ub.poison` propagates.
pub fn const_fold_binary<E: ElementKind>(
    ctx: &Context,
    operands: [Option<Attribute>; 2],
    mut calculate: impl FnMut(&E::Value, &E::Value) -> E::Value,
) -> Option<Attribute> {
    const_fold_binary_typed::<E, E>(ctx, operands, None, true, |a, b| Some(calculate(a, b)))
}

/// The binary folders with the operands' type as the result's when
/// `result_type` is `None` (then both operands must be typed alike).
pub fn const_fold_binary_typed<E: ElementKind, R: ElementKind>(
    ctx: &Context,
    operands: [Option<Attribute>; 2],
    result_type: Option<Type>,
    poison: bool,
    calculate: impl FnMut(&E::Value, &E::Value) -> Option<R::Value>,
) -> Option<Attribute> {
    let result_type = match result_type {
        Some(t) => Some(t),
        None => {
            if poison && operands.iter().flatten().any(|&a| is_poison(ctx, a)) {
                return const_fold_binary_conditional::<E, R>(ctx, operands, None, true, calculate);
            }
            let (l, r) = (typed(ctx, operands[0])?, typed(ctx, operands[1])?);
            if l != r {
                return None;
            }
            Some(l)
        }
    };
    const_fold_binary_conditional::<E, R>(ctx, operands, result_type, poison, calculate)
}

/// `constFoldUnaryOpConditional`: `calculate` applied to the elements of a
/// constant, the result typed `result_type` (the operand's type when
/// `None`); `#ub.poison` propagates.
pub fn const_fold_unary_conditional<E: ElementKind, R: ElementKind>(
    ctx: &Context,
    operand_attr: Option<Attribute>,
    result_type: Option<Type>,
    mut calculate: impl FnMut(&E::Value) -> Option<R::Value>,
) -> Option<Attribute> {
    let a = operand_attr?;
    if is_poison(ctx, a) {
        return Some(a);
    }
    let result_type = match result_type {
        Some(t) => t,
        None => ctx.attr_type(a)?,
    };
    let (_, o) = operand::<E>(ctx, a)?;
    match o {
        Operand::Scalar(v) => Some(R::make(ctx, result_type, &calculate(&v)?)),
        Operand::Splat(v) => dense_from_values::<R>(ctx, result_type, &[calculate(&v)?]),
        Operand::Elements(vs) => {
            let out: Option<Vec<R::Value>> = vs.iter().map(&mut calculate).collect();
            dense_from_values::<R>(ctx, result_type, &out?)
        }
    }
}

/// `constFoldUnaryOp(operands, calculate)`.
pub fn const_fold_unary<E: ElementKind>(
    ctx: &Context,
    operand_attr: Option<Attribute>,
    mut calculate: impl FnMut(&E::Value) -> E::Value,
) -> Option<Attribute> {
    const_fold_unary_conditional::<E, E>(ctx, operand_attr, None, |v| Some(calculate(v)))
}

/// `constFoldCastOp`: `calculate` applied to the elements of a constant,
/// giving elements of kind `R` and a result typed `result_type`; it
/// clears its flag to refuse. `#ub.poison` propagates; a splat needs a
/// statically shaped result.
pub fn const_fold_cast<E: ElementKind, R: ElementKind>(
    ctx: &Context,
    operand_attr: Option<Attribute>,
    result_type: Type,
    mut calculate: impl FnMut(&E::Value, &mut bool) -> R::Value,
) -> Option<Attribute> {
    let a = operand_attr?;
    if is_poison(ctx, a) {
        return Some(a);
    }
    let (_, o) = operand::<E>(ctx, a)?;
    let mut ok = true;
    match o {
        Operand::Scalar(v) => {
            let r = calculate(&v, &mut ok);
            ok.then(|| R::make(ctx, result_type, &r))
        }
        Operand::Splat(v) => {
            let r = calculate(&v, &mut ok);
            if !ok {
                return None;
            }
            dense_from_values::<R>(ctx, result_type, &[r])
        }
        Operand::Elements(vs) => {
            let mut out = Vec::with_capacity(vs.len());
            for v in &vs {
                let r = calculate(v, &mut ok);
                if !ok {
                    return None;
                }
                out.push(r);
            }
            dense_from_values::<R>(ctx, result_type, &out)
        }
    }
}

// ----- attribute matchers (mlir/IR/Matchers.h on attributes) -----

/// `m_ConstantInt`: the value of an integer attribute or of a splat of
/// integers.
pub fn int_or_splat(ctx: &Context, a: Option<Attribute>) -> Option<ApInt> {
    let a = a?;
    if let Some((_, v)) = IntElems::scalar(ctx, a) {
        return Some(v);
    }
    match dense_values::<IntElems>(ctx, a)? {
        (_, true, mut v) => Some(v.swap_remove(0)),
        _ => None,
    }
}

/// `m_ConstantFloat`: the value of a float attribute or of a splat of
/// floats.
pub fn float_or_splat(ctx: &Context, a: Option<Attribute>) -> Option<ApFloat> {
    let a = a?;
    if let Some((_, v)) = FloatElems::scalar(ctx, a) {
        return Some(v);
    }
    match dense_values::<FloatElems>(ctx, a)? {
        (_, true, mut v) => Some(v.swap_remove(0)),
        _ => None,
    }
}

/// `m_Zero`.
pub fn is_zero_int(ctx: &Context, a: Option<Attribute>) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| v.is_zero())
}

/// `m_One`.
pub fn is_one_int(ctx: &Context, a: Option<Attribute>) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| v.is_one())
}

/// `m_AllOnes` (an integer or splat with every bit set).
pub fn is_all_ones_int(ctx: &Context, a: Option<Attribute>) -> bool {
    int_or_splat(ctx, a).is_some_and(|v| v.is_all_ones())
}

/// A float matcher (`m_OneFloat`, `m_NaNFloat`, ...): the predicate holds
/// for the float or splat value.
pub fn float_matches(ctx: &Context, a: Option<Attribute>, pred: impl Fn(ApFloat) -> bool) -> bool {
    float_or_splat(ctx, a).is_some_and(pred)
}

/// `m_Constant` on an op: the value a `ConstantLike` op holds, read
/// through its `constant_value` interface or else by folding a detached
/// copy of it (as upstream folds it).
pub fn constant_op_value(
    ctx: &Context,
    body: &crate::Body,
    body_id: crate::BodyId,
    op: crate::OpId,
) -> Option<Attribute> {
    let def = ctx.op_def(body.op(op).name)?;
    if !def.has(crate::OpTraits::CONSTANT_LIKE) || body.num_results(op) != 1 {
        return None;
    }
    if let Some(f) = def.interfaces.constant_value {
        let view = crate::OpView {
            ctx,
            body,
            body_id,
            op,
            inner: None,
            owner: None,
            def: Some(def),
        };
        return f(&view);
    }
    let fold = def.fold?;
    let data = body.op(op);
    let ty = body.value_type(body.result(op, 0));
    let mut scratch = crate::Body::new();
    let copy = scratch.create_op(&crate::OperationState {
        name: data.name,
        loc: data.loc,
        operands: &[],
        result_types: &[ty],
        attrs: data.attrs,
        properties: data.properties(),
        successors: &[],
        num_regions: 0,
        isolated: None,
    });
    let mut fc = crate::op_def::FoldCtx {
        ctx,
        body: &mut scratch,
        body_id,
        op: copy,
        owner: None,
        operands: &[],
        symbols: None,
    };
    match fold(&mut fc) {
        crate::op_def::Fold::Results(r) => match r.first() {
            Some(crate::op_def::FoldResult::Attr(a)) => Some(*a),
            _ => None,
        },
        _ => None,
    }
}

/// `matchPattern(value, m_Constant())`: the constant `v` holds, when a
/// `ConstantLike` op defines it.
pub fn value_constant(
    ctx: &Context,
    body: &crate::Body,
    body_id: crate::BodyId,
    v: crate::Value,
) -> Option<Attribute> {
    match body.value_def(v) {
        crate::ValueDef::Result { op, .. } => constant_op_value(ctx, body, body_id, op),
        crate::ValueDef::BlockArg { .. } => None,
    }
}

// ----- Builder's attribute constructors -----

/// `Builder::getZeroAttr`: zero of an integer, index or float type, or a
/// splat of zeros of a ranked vector or tensor type.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(IntElems::make(ctx, ty, &ApInt::zero(*width))),
        TypeKind::Index => Some(IntElems::make(ctx, ty, &ApInt::zero(64))),
        TypeKind::Float(k) => Some(FloatElems::make(ctx, ty, &ApFloat::zero(*k, false))),
        // A splat of zeros; mlir-opt 22 makes one for dynamic shapes too.
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => {
            let bytes = dense_storage_bytes(ctx, *elem)?;
            zero_attr(ctx, *elem)?;
            Some(ctx.intern_attr(AttrKind::DenseElements {
                ty,
                splat: true,
                raw: vec![0u8; bytes].into_boxed_slice(),
            }))
        }
        _ => None,
    }
}

/// `getBoolAttribute` (ArithOps.cpp): `true`/`false` for a scalar type, a
/// splat of it for a ranked shaped one. mlir-opt 22 does not check for a
/// static shape here, so a dynamically shaped type gets a splat too (which
/// its verifier accepts and its printer prints).
pub fn bool_attr_of_type(ctx: &Context, ty: Type, v: bool) -> Option<Attribute> {
    let k = ctx.type_kind(ty);
    if !k.is_shaped() {
        return Some(ctx.bool_attr(v));
    }
    k.shape()?;
    Some(ctx.intern_attr(AttrKind::DenseElements {
        ty,
        splat: true,
        raw: Box::new([v as u8]),
    }))
}

/// `getI1SameShape`: `i1`, or the shaped type `ty` with `i1` elements
/// (keeping its shape, scalability, encoding, layout).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.int_type(1);
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.intern_type(TypeKind::RankedTensor {
            shape: shape.clone(),
            elem: i1,
            encoding: *encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { elem: i1 }),
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => ctx.intern_type(TypeKind::MemRef {
            shape: shape.clone(),
            elem: i1,
            layout: *layout,
            memory_space: *memory_space,
        }),
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            ctx.intern_type(TypeKind::UnrankedMemRef {
                elem: i1,
                memory_space: *memory_space,
            })
        }
        _ => i1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_scalars_splats_and_elements() {
        let ctx = Context::new();
        let i8t = ctx.int_type(8);
        let a = ctx.integer_attr(i8t, 100);
        let b = ctx.integer_attr(i8t, 100);
        let add = |x: &ApInt, y: &ApInt| x.add(y);
        let r = const_fold_binary::<IntElems>(&ctx, [Some(a), Some(b)], add).unwrap();
        assert_eq!(ctx.int_value(r), Some(-56));
        let v4 = ctx.intern_type(TypeKind::Vector {
            shape: Box::new([4]),
            scalable: Box::new([false]),
            elem: i8t,
        });
        let s = ctx.dense_int_elements(v4, 8, &[1, 1, 1, 1]);
        let e = ctx.dense_int_elements(v4, 8, &[1, 2, 3, 4]);
        let r = const_fold_binary::<IntElems>(&ctx, [Some(s), Some(s)], add).unwrap();
        assert_eq!(r, ctx.dense_int_elements(v4, 8, &[2, 2, 2, 2]));
        let r = const_fold_binary::<IntElems>(&ctx, [Some(s), Some(e)], add).unwrap();
        assert_eq!(r, ctx.dense_int_elements(v4, 8, &[2, 3, 4, 5]));
        // Mixed scalar and elements do not fold.
        assert!(const_fold_binary::<IntElems>(&ctx, [Some(a), Some(e)], add).is_none());
        assert!(const_fold_binary::<IntElems>(&ctx, [Some(a), None], add).is_none());
    }

    /// `#ub.poison` operands are the result (the other operand may be
    /// unknown), except for folders given an explicit result type.
    #[test]
    fn poison_propagates() {
        static POISON: crate::dialect_attr::AttrDef = crate::dialect_attr::AttrDef {
            dialect: "ub",
            mnemonic: "poison",
            parse: |p, _| Ok(p.ctx().unit_attr()),
            print: |_, _, _| {},
            attr_type: None,
            enum_param: None,
        };
        let ctx = Context::new();
        let p = ctx.dialect_attr(&POISON, Vec::new());
        assert!(is_poison(&ctx, p));
        let i8t = ctx.int_type(8);
        let c = ctx.integer_attr(i8t, 3);
        let add = |x: &ApInt, y: &ApInt| x.add(y);
        assert_eq!(
            const_fold_binary::<IntElems>(&ctx, [None, Some(p)], add),
            Some(p)
        );
        assert_eq!(
            const_fold_binary::<IntElems>(&ctx, [Some(p), Some(c)], add),
            Some(p)
        );
        assert_eq!(
            const_fold_unary::<IntElems>(&ctx, Some(p), |x| x.neg()),
            Some(p)
        );
        assert_eq!(
            const_fold_cast::<IntElems, IntElems>(&ctx, Some(p), i8t, |x, _| x.clone()),
            Some(p)
        );
        let typed = const_fold_binary_typed::<IntElems, IntElems>(
            &ctx,
            [Some(p), Some(c)],
            Some(ctx.int_type(1)),
            false,
            |_, _| None,
        );
        assert_eq!(typed, None);
    }

    /// A sparse constant reads as its elements in row-major order, zero
    /// where it lists no value and the first value of an index listed
    /// twice; it folds like dense elements.
    #[test]
    fn sparse_elements() {
        let ctx = Context::new();
        let (i32t, i64t) = (ctx.int_type(32), ctx.int_type(64));
        let ty = ctx.tensor_type(&[2, 3], i32t);
        let indices =
            ctx.dense_int_elements(ctx.tensor_type(&[3, 2], i64t), 64, &[0, 2, 1, 0, 0, 2]);
        let values = ctx.dense_int_elements(ctx.tensor_type(&[3], i32t), 32, &[5, -1, 9]);
        let sparse = ctx.intern_attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        });
        let (t, v) = sparse_values::<IntElems>(&ctx, sparse).unwrap();
        assert_eq!(t, ty);
        let v: Vec<i64> = v.iter().map(|x| x.to_i64().unwrap()).collect();
        assert_eq!(v, [0, 0, 5, -1, 0, 0]);
        assert!(sparse_values::<FloatElems>(&ctx, sparse).is_none());
        let ones = ctx.dense_int_elements(ty, 32, &[1; 6]);
        let r = const_fold_binary::<IntElems>(&ctx, [Some(sparse), Some(ones)], |x, y| x.add(y));
        assert_eq!(r, Some(ctx.dense_int_elements(ty, 32, &[1, 1, 6, 0, 1, 1])));
    }
}
