//! Memref layouts (upstream's `MemRefType::getStridesAndOffset`,
//! `canonicalizeStridedLayout`, `makeStridedLinearLayoutMap` and
//! `SaturatedInteger` arithmetic).

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, Attribute, Context, Type, TypeKind};

use crate::simplify::simplify_affine_expr;

/// The parts of a ranked memref type.
#[derive(Clone, Debug)]
pub struct MemRef {
    /// The dimensions.
    pub shape: Vec<i64>,
    /// The element type.
    pub elem: Type,
    /// The layout; `None` is the identity.
    pub layout: Option<Attribute>,
    /// The memory space, if not the default.
    pub memory_space: Option<Attribute>,
}

impl MemRef {
    /// `t` as a ranked memref, if it is one.
    pub fn of(ctx: &Context, t: Type) -> Option<MemRef> {
        match ctx.type_kind(t) {
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => Some(MemRef {
                shape: shape.to_vec(),
                elem: *elem,
                layout: *layout,
                memory_space: *memory_space,
            }),
            _ => None,
        }
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Number of dynamic dimensions.
    pub fn num_dynamic_dims(&self) -> usize {
        self.shape.iter().filter(|&&d| d == DYNAMIC).count()
    }

    /// Whether every dimension is static.
    pub fn has_static_shape(&self) -> bool {
        self.num_dynamic_dims() == 0
    }

    /// The layout as an affine map (`getLayout().getAffineMap()`).
    pub fn layout_map(&self, ctx: &Context) -> Option<AffineMap> {
        layout_map(ctx, self.layout, self.rank())
    }

    /// `getLayout().isIdentity()`.
    pub fn has_identity_layout(&self, ctx: &Context) -> bool {
        match self.layout {
            None => true,
            Some(_) => self.layout_map(ctx).is_some_and(|m| m.is_identity()),
        }
    }

    /// The type (`MemRefType::get`).
    pub fn to_type(&self, ctx: &Context) -> Type {
        memref_type(ctx, &self.shape, self.elem, self.layout, self.memory_space)
    }
}

/// `MemRefType::get`: an identity affine-map layout is the default one.
pub fn memref_type(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    layout: Option<Attribute>,
    memory_space: Option<Attribute>,
) -> Type {
    let layout =
        layout.filter(|&l| !matches!(ctx.attr_kind(l), AttrKind::AffineMap(m) if m.is_identity()));
    ctx.intern_type(TypeKind::MemRef {
        shape: shape.into(),
        elem,
        layout,
        memory_space,
    })
}

/// `StridedLayoutAttr::get`.
pub fn strided_layout(ctx: &Context, offset: i64, strides: &[i64]) -> Attribute {
    ctx.intern_attr(AttrKind::StridedLayout {
        offset,
        strides: strides.into(),
    })
}

/// The memory space of a ranked or unranked memref.
pub fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => {
            *memory_space
        }
        _ => None,
    }
}

/// The affine map of a layout attribute over `rank` dimensions.
pub fn layout_map(ctx: &Context, layout: Option<Attribute>, rank: usize) -> Option<AffineMap> {
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some(AffineMap::multi_dim_identity(rank as u32)),
        Some(AttrKind::AffineMap(m)) => Some(m.clone()),
        Some(AttrKind::StridedLayout { offset, strides }) => {
            Some(strided_linear_layout_map(strides, *offset))
        }
        Some(_) => None,
    }
}

/// `makeStridedLinearLayoutMap`.
pub fn strided_linear_layout_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut nsyms = 0u32;
    let mut expr = if offset == DYNAMIC {
        nsyms += 1;
        AffineExpr::symbol(0)
    } else {
        AffineExpr::constant(offset)
    };
    for (i, &s) in strides.iter().enumerate() {
        let mult = if s == DYNAMIC {
            let e = AffineExpr::symbol(nsyms);
            nsyms += 1;
            e
        } else {
            AffineExpr::constant(s)
        };
        expr = expr.add(AffineExpr::dim(i as u32).mul(mult));
    }
    AffineMap::new(strides.len() as u32, nsyms, vec![expr])
}

/// `makeCanonicalStridedLayoutExpr(sizes)`: the row-major layout of `shape`.
pub fn canonical_strided_layout_expr(shape: &[i64]) -> AffineExpr {
    if shape.is_empty() {
        return AffineExpr::constant(0);
    }
    let mut nsyms = 0u32;
    let mut expr: Option<AffineExpr> = None;
    let mut poison = false;
    let mut running: i64 = 1;
    for (i, &size) in shape.iter().enumerate().rev() {
        let stride = if poison {
            let e = AffineExpr::symbol(nsyms);
            nsyms += 1;
            e
        } else {
            AffineExpr::constant(running)
        };
        let term = AffineExpr::dim(i as u32).mul(stride);
        expr = Some(match expr {
            Some(e) => e.add(term),
            None => term,
        });
        if size > 0 {
            running = running.wrapping_mul(size);
        } else {
            poison = true;
        }
    }
    simplify_affine_expr(&expr.expect("non-empty shape"), shape.len() as u32, nsyms)
}

/// The strides of the identity layout of `shape`.
fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running: i64 = 1;
    let mut poison = false;
    for i in (0..shape.len()).rev() {
        strides[i] = if poison { DYNAMIC } else { running };
        if shape[i] > 0 {
            running = running.wrapping_mul(shape[i]);
        } else {
            poison = true;
        }
    }
    strides
}

/// `extractStrides`: accumulates the strides and the offset of a
/// single-result layout expression.
fn extract_strides(
    e: &AffineExpr,
    factor: &AffineExpr,
    strides: &mut [AffineExpr],
    offset: &mut AffineExpr,
) -> bool {
    match e {
        AffineExpr::Dim(d) => {
            let Some(s) = strides.get_mut(*d as usize) else {
                return false;
            };
            *s = s.clone().add(factor.clone());
            true
        }
        AffineExpr::Constant(_) | AffineExpr::Symbol(_) => {
            *offset = offset.clone().add(e.clone().mul(factor.clone()));
            true
        }
        AffineExpr::Add(l, r) => {
            let a = extract_strides(l, factor, strides, offset);
            let b = extract_strides(r, factor, strides, offset);
            a && b
        }
        AffineExpr::Mul(l, r) => {
            if let AffineExpr::Dim(d) = **l {
                let Some(s) = strides.get_mut(d as usize) else {
                    return false;
                };
                *s = s.clone().add((**r).clone().mul(factor.clone()));
                return true;
            }
            if l.is_symbolic_or_constant() {
                let f = factor.clone().mul((**l).clone());
                return extract_strides(r, &f, strides, offset);
            }
            let f = factor.clone().mul((**r).clone());
            extract_strides(l, &f, strides, offset)
        }
        AffineExpr::Mod(..) | AffineExpr::FloorDiv(..) | AffineExpr::CeilDiv(..) => false,
    }
}

/// `MemRefType::getStridesAndOffset`: the static strides and offset of a
/// ranked memref ([`DYNAMIC`] where not constant), if its layout is strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return None;
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some((canonical_strides(shape), 0)),
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.to_vec(), *offset)),
        Some(AttrKind::AffineMap(m)) => {
            if m.is_identity() {
                return Some((canonical_strides(shape), 0));
            }
            if m.num_results() != 1 {
                return None;
            }
            let expr = simplify_affine_expr(m.result(0), m.num_dims, m.num_symbols);
            let mut strides = vec![AffineExpr::constant(0); shape.len()];
            let mut offset = AffineExpr::constant(0);
            if !extract_strides(&expr, &AffineExpr::constant(1), &mut strides, &mut offset) {
                return None;
            }
            let constant = |e: &AffineExpr| match simplify_affine_expr(e, m.num_dims, m.num_symbols)
            {
                AffineExpr::Constant(c) => c,
                _ => DYNAMIC,
            };
            Some((strides.iter().map(constant).collect(), constant(&offset)))
        }
        Some(_) => None,
    }
}

/// `MemRefType::canonicalizeStridedLayout`.
pub fn canonicalize_strided_layout(ctx: &Context, t: Type) -> Type {
    let Some(m) = MemRef::of(ctx, t) else {
        return t;
    };
    let Some(map) = m.layout_map(ctx) else {
        return t;
    };
    if map.is_identity() || map.num_results() > 1 {
        return t;
    }
    if map.num_dims == 0 && map.num_symbols == 0 {
        if let AffineExpr::Constant(0) = map.result(0) {
            return memref_type(ctx, &m.shape, m.elem, None, m.memory_space);
        }
        return t;
    }
    if m.shape.is_empty() {
        return t;
    }
    let expr = canonical_strided_layout_expr(&m.shape);
    let simplified = simplify_affine_expr(map.result(0), map.num_dims, map.num_symbols);
    if expr != simplified {
        let layout = ctx.intern_attr(AttrKind::AffineMap(AffineMap::new(
            map.num_dims,
            map.num_symbols,
            vec![simplified],
        )));
        return memref_type(ctx, &m.shape, m.elem, Some(layout), m.memory_space);
    }
    memref_type(ctx, &m.shape, m.elem, None, m.memory_space)
}

/// Upstream's `SaturatedInteger`: `None` is the saturated (dynamic) value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Sat(pub Option<i64>);

impl Sat {
    /// `SaturatedInteger::wrap`.
    pub fn wrap(v: i64) -> Sat {
        Sat((v != DYNAMIC).then_some(v))
    }
    /// `asInteger`.
    pub fn get(self) -> i64 {
        self.0.unwrap_or(DYNAMIC)
    }
    /// Whether the value is dynamic.
    pub fn saturated(self) -> bool {
        self.0.is_none()
    }
}

impl std::ops::Add for Sat {
    type Output = Sat;
    fn add(self, o: Sat) -> Sat {
        match (self.0, o.0) {
            (Some(a), Some(b)) => Sat(Some(a.wrapping_add(b))),
            _ => Sat(None),
        }
    }
}

impl std::ops::Mul for Sat {
    type Output = Sat;
    fn mul(self, o: Sat) -> Sat {
        match (self.0, o.0) {
            (_, Some(0)) | (Some(0), _) => Sat(Some(0)),
            (Some(a), Some(b)) => Sat(Some(a.wrapping_mul(b))),
            _ => Sat(None),
        }
    }
}
