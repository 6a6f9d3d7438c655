//! Upstream's rules for SSA values bound to affine dimensions and symbols
//! (`isValidDim`, `isValidSymbol`, `getAffineScope`, `isTopLevelValue` in
//! `AffineOps.cpp`).
//!
//! A verifier sees the body holding the op and the op owning that body.
//! Values never cross a body (bodies belong to isolated ops), so an affine
//! scope beyond the body behaves as no scope for the values an op uses: the
//! scope is a region of the body or `None`.
//!
//! Upstream's rules recurse through the ops defining a value (pure ops of
//! symbols, `affine.apply`, `dim` ops, enclosing regions). Here each
//! question (`is v a symbol in region r`, `is v a dim in region r`) is a
//! node evaluated once, with an explicit stack instead of recursion: long
//! or shared chains of definitions cost linear time and no native stack.
//! A question that depends on itself (a cycle through a graph region),
//! where upstream would not terminate, is answered `false`.

use rustc_hash::FxHashMap as HashMap;

use rmlir_ir::body::{RegionParent, ValueDef};
use rmlir_ir::dialect::OpTraits;
use rmlir_ir::op_def::Effects;
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{AttrKind, BlockId, OpId, OpView, RegionId, TypeKind, Value};

/// A question about a value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Query {
    /// `isValidSymbol(v, region)`.
    Symbol(Value, Option<RegionId>),
    /// `isValidDim(v, region)`.
    Dim(Value, Option<RegionId>),
}

#[derive(Copy, Clone)]
enum State {
    Pending,
    Done(bool),
}

/// What evaluating a query needs first.
type Step = Result<bool, Query>;

/// The value checks from the point of view of one op.
pub(crate) struct Validity<'v, 'a> {
    op: &'v OpView<'a>,
    memo: Memo,
}

/// The answers so far: a verifier asks about a handful of values, where a
/// short list searched in order beats hashing; long chains of definitions
/// move it to a map.
#[derive(Default)]
struct Memo {
    few: smallvec::SmallVec<[(Query, State); 8]>,
    many: Option<HashMap<Query, State>>,
}

impl Memo {
    /// Entries the list holds before the map takes over.
    const FEW: usize = 32;

    fn get(&self, q: &Query) -> Option<&State> {
        match &self.many {
            Some(m) => m.get(q),
            None => self.few.iter().find(|(k, _)| k == q).map(|(_, s)| s),
        }
    }

    fn insert(&mut self, q: Query, s: State) {
        if let Some(m) = &mut self.many {
            m.insert(q, s);
            return;
        }
        if let Some(e) = self.few.iter_mut().find(|(k, _)| *k == q) {
            e.1 = s;
        } else if self.few.len() < Self::FEW {
            self.few.push((q, s));
        } else {
            let mut m: HashMap<Query, State> = self.few.drain(..).collect();
            m.insert(q, s);
            self.many = Some(m);
        }
    }
}

impl<'v, 'a> Validity<'v, 'a> {
    pub(crate) fn new(op: &'v OpView<'a>) -> Self {
        Validity {
            op,
            memo: Default::default(),
        }
    }

    /// `isValidSymbol(v, region)`.
    pub(crate) fn is_valid_symbol(&mut self, v: Value, region: Option<RegionId>) -> bool {
        self.answer(Query::Symbol(v, region))
    }

    /// `isValidDim(v, region)`.
    pub(crate) fn is_valid_dim(&mut self, v: Value, region: Option<RegionId>) -> bool {
        self.answer(Query::Dim(v, region))
    }

    /// `isValidSymbol(v)`: a symbol in the affine scope of its definition.
    pub(crate) fn is_valid_symbol_in_def_scope(&mut self, v: Value) -> bool {
        if !self.is_index(v) {
            return false;
        }
        if self.is_top_level_value(v) {
            return true;
        }
        match self.op.body.value_def(v) {
            ValueDef::Result { op, .. } => {
                let scope = self.affine_scope_of(op);
                self.is_valid_symbol(v, scope)
            }
            ValueDef::BlockArg { .. } => false,
        }
    }

    /// `isValidDim(v)`: a dim in the affine scope of its definition.
    pub(crate) fn is_valid_dim_in_def_scope(&mut self, v: Value) -> bool {
        if !self.is_index(v) {
            return false;
        }
        match self.op.body.value_def(v) {
            ValueDef::Result { op, .. } => {
                let scope = self.affine_scope_of(op);
                self.is_valid_dim(v, scope)
            }
            ValueDef::BlockArg { block, index } => {
                if self.is_induction_var(block, index) {
                    return true;
                }
                match self.op.body.parent_op_of_block(block) {
                    Some(p) => self.has_trait(p, OpTraits::AFFINE_SCOPE),
                    None => self.owner_has_trait(OpTraits::AFFINE_SCOPE),
                }
            }
        }
    }

    fn answer(&mut self, q: Query) -> bool {
        let mut stack: smallvec::SmallVec<[Query; 8]> = smallvec::smallvec![q];
        while let Some(&top) = stack.last() {
            if let Some(State::Done(_)) = self.memo.get(&top) {
                stack.pop();
                continue;
            }
            self.memo.insert(top, State::Pending);
            match self.eval(top) {
                Ok(b) => {
                    self.memo.insert(top, State::Done(b));
                    stack.pop();
                }
                Err(dep) => stack.push(dep),
            }
        }
        matches!(self.memo.get(&q), Some(State::Done(true)))
    }

    /// The answer to `q` if known; a question under evaluation (a cycle)
    /// counts as `false`; otherwise `q` must be answered first.
    fn lookup(&self, q: Query) -> Step {
        match self.memo.get(&q) {
            Some(State::Done(b)) => Ok(*b),
            Some(State::Pending) => Ok(false),
            None => Err(q),
        }
    }

    fn eval(&self, q: Query) -> Step {
        match q {
            Query::Symbol(v, r) => self.eval_symbol(v, r),
            Query::Dim(v, r) => self.eval_dim(v, r),
        }
    }

    // ----- structure -----

    fn op_def(&self, op: OpId) -> Option<&'static rmlir_ir::OpDef> {
        self.op.ctx.op_def(self.op.body.op(op).name)
    }

    fn has_trait(&self, op: OpId, t: OpTraits) -> bool {
        self.op_def(op).is_some_and(|d| d.has(t))
    }

    fn owner_has_trait(&self, t: OpTraits) -> bool {
        self.op
            .owner
            .and_then(|o| self.op.ctx.op_def(o.name))
            .is_some_and(|d| d.has(t))
    }

    /// Whether `op` is the op of definition `def` (upstream's `isa<>`).
    fn is_op(&self, op: OpId, def: &'static rmlir_ir::OpDef) -> bool {
        self.op_def(op).is_some_and(|d| std::ptr::eq(d, def))
    }

    /// Whether `op` is the op named `name`, for ops of other dialects this
    /// crate does not depend on (upstream's `isa<memref::AllocOp>`).
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

    /// `mlir::isPure`: no memory effects and always speculatable.
    fn is_pure(&self, op: OpId) -> bool {
        let Some(def) = self.op_def(op) else {
            return false;
        };
        let effect_free = def.has(OpTraits::NO_MEMORY_EFFECT)
            || matches!(def.interfaces.memory_effects, Some(Effects::Static(&[])));
        effect_free && def.has(OpTraits::ALWAYS_SPECULATABLE)
    }

    /// `getAffineScope(op)`: the closest region held by an `AffineScope`
    /// op around the checked op.
    pub(crate) fn affine_scope(&self) -> Option<RegionId> {
        self.affine_scope_of(self.op.op)
    }

    /// `getAffineScope(op)` for any op of the body.
    fn affine_scope_of(&self, op: OpId) -> Option<RegionId> {
        let body = self.op.body;
        let mut cur = op;
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

    /// The region directly holding `v` (its defining op's or its block's).
    fn region_of_value(&self, v: Value) -> Option<RegionId> {
        let body = self.op.body;
        let block = match body.value_def(v) {
            ValueDef::BlockArg { block, .. } => Some(block),
            ValueDef::Result { op, .. } => body.parent_block(op),
        };
        block.and_then(|b| body.block_parent(b))
    }

    /// `isTopLevelValue(v)`: the op holding the region that holds `v` has
    /// the `AffineScope` trait.
    fn is_top_level_value(&self, v: Value) -> bool {
        let Some(region) = self.region_of_value(v) else {
            return false;
        };
        match self.op.body.region_parent(region) {
            RegionParent::Op(p) => self.has_trait(p, OpTraits::AFFINE_SCOPE),
            RegionParent::BodyOwner => self.owner_has_trait(OpTraits::AFFINE_SCOPE),
        }
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

    /// For an op with `ShapedDimOpInterface`, its shaped operand.
    fn shaped_dim_source(&self, op: OpId) -> Option<Value> {
        let view = self.op.sibling(op);
        let group = view.def?.interfaces.shaped_dim?;
        view.operand_of(group)
    }

    /// The constant dimension index of a `dim`-like op (`getDimension`).
    fn dim_op_index(&self, dim_op: OpId) -> Option<i64> {
        let view = self.op.sibling(dim_op);
        let &d = named_group(&view, "index").first()?;
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
        (self.is_op(p, &crate::FOR_OP) && index == 0) || self.is_op(p, &crate::PARALLEL_OP)
    }

    // ----- the rules -----

    /// A value defined outside `region`'s op is a symbol there if it is one
    /// in the region around that op.
    fn dominating(&self, v: Value, region: Option<RegionId>) -> Step {
        match region.and_then(|r| self.enclosing_region(r)) {
            Some(parent) => self.lookup(Query::Symbol(v, Some(parent))),
            None => Ok(false),
        }
    }

    fn eval_symbol(&self, v: Value, region: Option<RegionId>) -> Step {
        if !self.is_index(v) {
            return Ok(false);
        }
        if region.is_some() && self.region_of_value(v) == region {
            return Ok(true);
        }
        let def = match self.op.body.value_def(v) {
            ValueDef::BlockArg { .. } => return self.dominating(v, region),
            ValueDef::Result { op, .. } => op,
        };
        if self.has_trait(def, OpTraits::CONSTANT_LIKE) {
            return Ok(true);
        }
        if self.is_pure(def) {
            let mut all = true;
            for o in self.op.body.operands(def) {
                if !self.lookup(Query::Symbol(o, region))? {
                    all = false;
                    break;
                }
            }
            if all {
                return Ok(true);
            }
        }
        if let Some(shaped) = self.shaped_dim_source(def) {
            return self.dim_op_valid_symbol(def, shaped, region);
        }
        self.dominating(v, region)
    }

    /// `isDimOpValidSymbol`.
    fn dim_op_valid_symbol(&self, dim_op: OpId, shaped: Value, region: Option<RegionId>) -> Step {
        if self.is_top_level_value(shaped) {
            return Ok(true);
        }
        let ValueDef::Result { op: mut src, .. } = self.op.body.value_def(shaped) else {
            return Ok(false);
        };
        let Some(index) = self.dim_op_index(dim_op) else {
            return Ok(false);
        };
        // Look through `memref.cast`s of ranked memrefs.
        while self.op_name_is(src, "memref.cast") {
            let Some(&source) = self.op.body.operands(src).collect::<Vec<_>>().first() else {
                return Ok(false);
            };
            if matches!(
                self.op.ctx.type_kind(self.op.body.value_type(source)),
                TypeKind::UnrankedMemRef { .. }
            ) {
                return Ok(false);
            }
            match self.op.body.value_def(source) {
                ValueDef::Result { op, .. } => src = op,
                ValueDef::BlockArg { .. } => return Ok(false),
            }
        }
        let group = if self.op_name_is(src, "memref.alloc") {
            "dynamicSizes"
        } else if self.op_name_is(src, "memref.view") || self.op_name_is(src, "memref.subview") {
            "sizes"
        } else {
            return Ok(false);
        };
        if self.op.body.num_results(src) == 0 {
            return Ok(false);
        }
        let ty = self.op.body.value_type(self.op.body.result(src, 0));
        let shape = match self.op.ctx.type_kind(ty) {
            TypeKind::MemRef { shape, .. } => shape,
            _ => return Ok(false),
        };
        let Some(i) = usize::try_from(index).ok().filter(|&i| i < shape.len()) else {
            return Ok(false);
        };
        if shape[i] != DYNAMIC {
            return Ok(true);
        }
        let pos = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
        match named_group(&self.op.sibling(src), group).get(pos) {
            Some(&size) => self.lookup(Query::Symbol(size, region)),
            None => Ok(false),
        }
    }

    fn eval_dim(&self, v: Value, region: Option<RegionId>) -> Step {
        if !self.is_index(v) {
            return Ok(false);
        }
        if self.lookup(Query::Symbol(v, region))? {
            return Ok(true);
        }
        let def = match self.op.body.value_def(v) {
            ValueDef::BlockArg { block, index } => return Ok(self.is_induction_var(block, index)),
            ValueDef::Result { op, .. } => op,
        };
        if self.is_op(def, &crate::APPLY_OP)
            || self.is_op(def, &crate::DELINEARIZE_INDEX_OP)
            || self.is_op(def, &crate::LINEARIZE_INDEX_OP)
        {
            for o in self.op.body.operands(def) {
                if !self.lookup(Query::Dim(o, region))? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        if let Some(shaped) = self.shaped_dim_source(def) {
            return Ok(self.is_top_level_value(shaped));
        }
        Ok(false)
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
