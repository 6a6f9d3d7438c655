//! Upstream's rules for SSA values bound to affine dimensions and symbols
//! (`isValidDim`, `isValidSymbol`, `getAffineScope`, `isTopLevelValue` in
//! `AffineOps.cpp`).
//!
//! A verifier sees the body holding the op and the op owning that body.
//! Values never cross a body (bodies belong to isolated ops), so an affine
//! scope beyond the body behaves as no scope for the values an op uses: the
//! scope is a region of the body or `None`.
//!
//! The checks walk chains of `affine.apply` and `dim` ops with explicit
//! worklists and visited sets, so long or shared chains cost linear time
//! and no stack.

use std::collections::HashSet;

use rmlir_ir::body::{RegionParent, ValueDef};
use rmlir_ir::dialect::OpTraits;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, BlockId, OpId, OpView, RegionId, TypeKind, Value};

/// The value checks from the point of view of one op.
pub(crate) struct Validity<'v, 'a> {
    op: &'v OpView<'a>,
}

impl<'v, 'a> Validity<'v, 'a> {
    pub(crate) fn new(op: &'v OpView<'a>) -> Self {
        Validity { op }
    }

    fn has_trait(&self, op: OpId, t: OpTraits) -> bool {
        let name = self.op.body.op(op).name;
        self.op.ctx.op_def(name).is_some_and(|d| d.has(t))
    }

    fn owner_has_trait(&self, t: OpTraits) -> bool {
        self.op
            .owner
            .and_then(|o| self.op.ctx.op_def(o.name))
            .is_some_and(|d| d.has(t))
    }

    fn op_name_is(&self, op: OpId, name: &str) -> bool {
        self.op.ctx.ident_bytes(self.op.body.op(op).name) == name.as_bytes()
    }

    fn is_index(&self, v: Value) -> bool {
        matches!(
            self.op.ctx.type_kind(self.op.body.value_type(v)),
            TypeKind::Index
        )
    }

    /// The region holding `op`.
    fn region_of_op(&self, op: OpId) -> Option<RegionId> {
        let b = self.op.body.parent_block(op)?;
        self.op.body.block_parent(b)
    }

    /// `getAffineScope(op)`: the closest region held by an `AffineScope`
    /// op around the checked op.
    pub(crate) fn affine_scope(&self) -> Option<RegionId> {
        let body = self.op.body;
        let mut cur = self.op.op;
        loop {
            let region = self.region_of_op(cur)?;
            match body.region_parent(region) {
                RegionParent::Op(p) => {
                    if self.has_trait(p, OpTraits::AFFINE_SCOPE) {
                        return Some(region);
                    }
                    cur = p;
                }
                RegionParent::BodyOwner => {
                    return self
                        .owner_has_trait(OpTraits::AFFINE_SCOPE)
                        .then_some(region);
                }
            }
        }
    }

    /// Whether the op holding the region that holds `v` (its defining op
    /// or its block) has the `AffineScope` trait (`isTopLevelValue(v)`).
    fn is_top_level_value(&self, v: Value) -> bool {
        let body = self.op.body;
        let block = match body.value_def(v) {
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Result { op, .. } => body.parent_block(op),
        };
        let Some(region) = block.and_then(|b| body.block_parent(b)) else {
            return false;
        };
        match body.region_parent(region) {
            RegionParent::Op(p) => self.has_trait(p, OpTraits::AFFINE_SCOPE),
            RegionParent::BodyOwner => self.owner_has_trait(OpTraits::AFFINE_SCOPE),
        }
    }

    /// `isTopLevelValue(v, region)`: defined in, or an argument of,
    /// `region` itself.
    fn is_top_level_in(&self, v: Value, region: RegionId) -> bool {
        let body = self.op.body;
        let block = match body.value_def(v) {
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Result { op, .. } => body.parent_block(op),
        };
        block.and_then(|b| body.block_parent(b)) == Some(region)
    }

    /// The region around the op holding `region`, when that op is not
    /// isolated from above (values dominating it may be used as symbols).
    fn enclosing_region(&self, region: RegionId) -> Option<RegionId> {
        match self.op.body.region_parent(region) {
            RegionParent::Op(p) if !self.has_trait(p, OpTraits::ISOLATED_FROM_ABOVE) => {
                self.region_of_op(p)
            }
            _ => None,
        }
    }

    /// `isValidSymbol(v, region)`.
    pub(crate) fn is_valid_symbol(&self, v: Value, region: Option<RegionId>) -> bool {
        let mut seen = HashSet::new();
        let mut work = vec![(v, region)];
        while let Some((v, region)) = work.pop() {
            if !seen.insert((v, region)) {
                continue;
            }
            if !self.symbol_step(v, region, &mut work) {
                return false;
            }
        }
        true
    }

    /// One step of [`Self::is_valid_symbol`]: `false` if `v` is not a
    /// symbol; otherwise the values that must also be symbols are pushed.
    fn symbol_step(
        &self,
        v: Value,
        region: Option<RegionId>,
        work: &mut Vec<(Value, Option<RegionId>)>,
    ) -> bool {
        if !self.is_index(v) {
            return false;
        }
        if let Some(r) = region {
            if self.is_top_level_in(v, r) {
                return true;
            }
        }
        let dominating = |work: &mut Vec<(Value, Option<RegionId>)>| match region
            .and_then(|r| self.enclosing_region(r))
        {
            Some(parent) => {
                work.push((v, Some(parent)));
                true
            }
            None => false,
        };
        let def = match self.op.body.value_def(v) {
            ValueDef::BlockArg { .. } => return dominating(work),
            ValueDef::Result { op, .. } => op,
        };
        if self.has_trait(def, OpTraits::CONSTANT_LIKE) {
            return true;
        }
        if self.op_name_is(def, "affine.apply") {
            for o in self.op.body.operands(def) {
                work.push((o, region));
            }
            return true;
        }
        if let Some(shaped) = self.shaped_dim_source(def) {
            return self.dim_op_valid_symbol(def, shaped, region, work);
        }
        dominating(work)
    }

    /// For an op with `ShapedDimOpInterface`, its shaped operand.
    fn shaped_dim_source(&self, op: OpId) -> Option<Value> {
        let view = self.op.sibling(op);
        let group = view.def?.interfaces.shaped_dim?;
        view.operand_of(group)
    }

    /// `isDimOpValidSymbol`.
    fn dim_op_valid_symbol(
        &self,
        dim_op: OpId,
        shaped: Value,
        region: Option<RegionId>,
        work: &mut Vec<(Value, Option<RegionId>)>,
    ) -> bool {
        if self.is_top_level_value(shaped) {
            return true;
        }
        let src = match self.op.body.value_def(shaped) {
            ValueDef::BlockArg { .. } => return false,
            ValueDef::Result { op, .. } => op,
        };
        let Some(index) = self.dim_op_index(dim_op) else {
            return false;
        };
        let group = if self.op_name_is(src, "memref.alloc") {
            "dynamicSizes"
        } else if self.op_name_is(src, "memref.view") || self.op_name_is(src, "memref.subview") {
            "sizes"
        } else {
            return false;
        };
        let src_view = self.op.sibling(src);
        let ty = self.op.body.value_type(shaped);
        let shape = match self.op.ctx.type_kind(ty) {
            TypeKind::MemRef { shape, .. } => shape,
            _ => return false,
        };
        let Some(i) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
            return false;
        };
        if shape[i] != DYNAMIC {
            return true;
        }
        let pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
        let sizes = named_group(&src_view, group);
        match sizes.get(pos) {
            Some(&size) => {
                work.push((size, region));
                true
            }
            None => false,
        }
    }

    /// The constant dimension index of a `dim`-like op, if it is one.
    fn dim_op_index(&self, dim_op: OpId) -> Option<i64> {
        let view = self.op.sibling(dim_op);
        let dims = named_group(&view, "index");
        let &d = dims.first()?;
        let ValueDef::Result { op: c, .. } = self.op.body.value_def(d) else {
            return None;
        };
        if !self.has_trait(c, OpTraits::CONSTANT_LIKE) {
            return None;
        }
        let value = self.op.sibling(c).prop("value")?;
        match self.op.ctx.attr_kind(value) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        }
    }

    /// Whether argument `index` of `block` is an induction variable of an
    /// `affine.for` (the first argument of its body) or an `affine.parallel`
    /// (any argument of its body), upstream's `isAffineInductionVar`.
    /// Affine loops are never isolated, so the loop is in this body.
    fn is_induction_var(&self, block: BlockId, index: u32) -> bool {
        let body = self.op.body;
        let Some(p) = body.parent_op_of_block(block) else {
            return false;
        };
        let entry = body
            .local_regions(p)
            .next()
            .and_then(|r| body.first_block(r));
        if entry != Some(block) {
            return false;
        }
        (self.op_name_is(p, "affine.for") && index == 0) || self.op_name_is(p, "affine.parallel")
    }

    /// `isValidDim(v, region)`.
    pub(crate) fn is_valid_dim(&self, v: Value, region: Option<RegionId>) -> bool {
        let mut seen = HashSet::new();
        let mut work = vec![v];
        while let Some(v) = work.pop() {
            if !seen.insert(v) {
                continue;
            }
            if !self.is_index(v) {
                return false;
            }
            if self.is_valid_symbol(v, region) {
                continue;
            }
            let body = self.op.body;
            match body.value_def(v) {
                ValueDef::BlockArg { block, index } => {
                    if !self.is_induction_var(block, index) {
                        return false;
                    }
                }
                ValueDef::Result { op, .. } => {
                    if self.op_name_is(op, "affine.apply") {
                        work.extend(body.operands(op));
                    } else if let Some(shaped) = self.shaped_dim_source(op) {
                        if !self.is_top_level_value(shaped) {
                            return false;
                        }
                    } else {
                        return false;
                    }
                }
            }
        }
        true
    }
}

/// The values of the ODS operand group named `name` of `op`.
fn named_group(op: &OpView<'_>, name: &str) -> Vec<Value> {
    let Some(def) = op.def else { return Vec::new() };
    match def.operands.iter().position(|o| o.name == name) {
        Some(i) => op.operand_group(i).to_vec(),
        None => Vec::new(),
    }
}
