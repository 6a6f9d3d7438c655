//! [`OpView`]: an operation seen from the body that holds it, which is all
//! the op-definition hooks (verifiers, printers, folders) get. A view needs
//! only that body, the body of the op's regions when the op is isolated,
//! and the data of the op owning the body; so a pass holding one isolated
//! body on its own thread can run the hooks there, without the whole IR.

use smallvec::SmallVec;

use crate::attributes::{AttrKind, Attribute, Location, NamedAttr};
use crate::body::{BlockId, Body, BodyId, OpData, OpId, RegionId, RegionParent, Value};
use crate::context::{Context, Ident};
use crate::diagnostics::Diagnostic;
use crate::dialect::OpTraits;
use crate::ir::{Ir, OpRef};
use crate::op_def::{OpDef, PropKind};
use crate::types::Type;
use rmlir_asm_format::Arity;

/// An operation with read access to what its hooks may look at.
#[derive(Copy, Clone)]
pub struct OpView<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// Its id.
    pub body_id: BodyId,
    /// The op.
    pub op: OpId,
    /// For an isolated op, the body holding its regions.
    pub inner: Option<(BodyId, &'a Body)>,
    /// The op owning `body` (whose regions are `body`'s root regions), if
    /// known.
    pub owner: Option<&'a OpData>,
    /// The op's definition, if registered.
    pub def: Option<&'static OpDef>,
}

/// A region seen from the body that holds it.
#[derive(Copy, Clone)]
pub struct RegionView<'a> {
    /// The body holding the region.
    pub body: &'a Body,
    /// Its id.
    pub body_id: BodyId,
    /// The region.
    pub region: RegionId,
}

impl<'a> RegionView<'a> {
    /// The blocks, in order.
    pub fn blocks(&self) -> impl Iterator<Item = BlockId> + 'a {
        self.body.region_blocks(self.region)
    }
    /// The entry block.
    pub fn entry(&self) -> Option<BlockId> {
        self.body.first_block(self.region)
    }
    /// Whether the region has no blocks.
    pub fn is_empty(&self) -> bool {
        self.body.region_is_empty(self.region)
    }
    /// Number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.blocks().count()
    }
    /// The entry block's arguments (none for an empty region).
    pub fn entry_args(&self) -> &'a [Value] {
        match self.entry() {
            Some(b) => self.body.block_args(b),
            None => &[],
        }
    }
    /// The last op of the entry block (its terminator, usually).
    pub fn entry_terminator(&self) -> Option<OpId> {
        self.entry().and_then(|b| self.body.last_op(b))
    }
    /// A view of op `op` of this region's body.
    pub fn op_view(&self, ctx: &'a Context, op: OpId, owner: Option<&'a OpData>) -> OpView<'a> {
        OpView {
            ctx,
            body: self.body,
            body_id: self.body_id,
            op,
            inner: None,
            owner,
            def: ctx.op_def(self.body.op(op).name),
        }
    }
}

impl<'a> OpView<'a> {
    /// A view of `op` in `ir`, with its isolated body and the owner of its
    /// body resolved.
    pub fn new(ctx: &'a Context, ir: &'a Ir, op: OpRef) -> OpView<'a> {
        let body = ir.body(op.body);
        let data = body.op(op.op);
        OpView {
            ctx,
            body,
            body_id: op.body,
            op: op.op,
            inner: data.isolated_body().map(|b| (b, ir.body(b))),
            owner: body.owner().map(|(b, o)| ir.body(b).op(o)),
            def: ctx.op_def(data.name),
        }
    }

    /// The op as an `OpRef`.
    pub fn op_ref(&self) -> OpRef {
        OpRef {
            body: self.body_id,
            op: self.op,
        }
    }
    /// The op's storage.
    pub fn data(&self) -> &'a OpData {
        self.body.op(self.op)
    }
    /// The op name.
    pub fn name(&self) -> Ident {
        self.data().name
    }
    /// The op name as text.
    pub fn name_str(&self) -> std::borrow::Cow<'a, str> {
        self.ctx.ident_str(self.data().name)
    }
    /// The op's location.
    pub fn loc(&self) -> Location {
        self.data().loc
    }
    /// Whether the op has every trait in `t` (false when unregistered).
    pub fn has_trait(&self, t: OpTraits) -> bool {
        self.def.is_some_and(|d| d.has(t))
    }

    // ----- operands and results -----

    /// The operands.
    pub fn operands(&self) -> SmallVec<[Value; 4]> {
        crate::small::collect_small(self.body.operands(self.op))
    }
    /// Number of operands.
    pub fn num_operands(&self) -> usize {
        self.body.operand_count(self.op)
    }
    /// Operand `i`.
    pub fn operand(&self, i: usize) -> Value {
        self.body.operand(self.op, i)
    }
    /// The type of operand `i`.
    pub fn operand_type(&self, i: usize) -> Type {
        self.body.value_type(self.operand(i))
    }
    /// The operand types.
    pub fn operand_types(&self) -> SmallVec<[Type; 4]> {
        crate::small::collect_small(self.body.operands(self.op).map(|v| self.body.value_type(v)))
    }
    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.body.num_results(self.op)
    }
    /// Result `i`.
    pub fn result(&self, i: usize) -> Value {
        self.body.result(self.op, i)
    }
    /// The type of result `i`.
    pub fn result_type(&self, i: usize) -> Type {
        self.body.value_type(self.result(i))
    }
    /// The result types.
    pub fn result_types(&self) -> SmallVec<[Type; 4]> {
        crate::small::collect_small(self.body.results(self.op).map(|v| self.body.value_type(v)))
    }
    /// The type of a value of this op's body.
    pub fn value_type(&self, v: Value) -> Type {
        self.body.value_type(v)
    }

    /// The operand indices of ODS operand group `g` (empty when the groups
    /// are inconsistent or there is no such group).
    pub fn operand_group_range(&self, g: usize) -> std::ops::Range<usize> {
        match self.operand_groups().and_then(|gs| gs.get(g).copied()) {
            Some((s, n)) => s..s + n,
            None => 0..0,
        }
    }

    /// The `(start, len)` of each ODS operand group (upstream's
    /// `getODSOperandIndexAndLength`), from `operandSegmentSizes` or the
    /// even split of `SameVariadicOperandSize`; `None` when the counts are
    /// inconsistent (the verifier reports that).
    pub fn operand_groups(&self) -> Option<SmallVec<[(usize, usize); 4]>> {
        let def = self.def?;
        groups(
            self.ctx,
            def.operands.iter().map(|o| o.arity),
            self.num_operands(),
            def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS)
                .then(|| self.prop("operandSegmentSizes"))
                .flatten(),
            def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS),
        )
    }
    /// The `(start, len)` of each ODS result group.
    pub fn result_groups(&self) -> Option<SmallVec<[(usize, usize); 4]>> {
        let def = self.def?;
        groups(
            self.ctx,
            def.results.iter().map(|o| o.arity),
            self.num_results(),
            def.has(OpTraits::ATTR_SIZED_RESULT_SEGMENTS)
                .then(|| self.prop("resultSegmentSizes"))
                .flatten(),
            def.has(OpTraits::ATTR_SIZED_RESULT_SEGMENTS),
        )
    }
    /// The `(start, len)` of ODS operand group `i`, as one entry of
    /// [`OpView::operand_groups`] without computing the others.
    pub fn operand_range(&self, i: usize) -> Option<(usize, usize)> {
        let def = self.def?;
        let sized = def.has(OpTraits::ATTR_SIZED_OPERAND_SEGMENTS);
        group_range(
            self.ctx,
            &def.operands,
            i,
            self.num_operands(),
            sized.then(|| self.prop("operandSegmentSizes")).flatten(),
            sized,
        )
    }
    /// The `(start, len)` of ODS result group `i`.
    pub fn result_range(&self, i: usize) -> Option<(usize, usize)> {
        let def = self.def?;
        let sized = def.has(OpTraits::ATTR_SIZED_RESULT_SEGMENTS);
        group_range(
            self.ctx,
            &def.results,
            i,
            self.num_results(),
            sized.then(|| self.prop("resultSegmentSizes")).flatten(),
            sized,
        )
    }
    /// The operands of ODS operand group `i` (empty if unknown).
    pub fn operand_group(&self, i: usize) -> SmallVec<[Value; 4]> {
        match self.operand_range(i) {
            Some((s, n)) => crate::small::collect_small((s..s + n).map(|k| self.operand(k))),
            None => SmallVec::new(),
        }
    }
    /// The first operand of ODS group `i`, if any.
    pub fn operand_of(&self, i: usize) -> Option<Value> {
        self.operand_range(i)
            .filter(|&(_, n)| n > 0)
            .map(|(s, _)| self.operand(s))
    }
    /// The results of ODS result group `i`.
    pub fn result_group(&self, i: usize) -> SmallVec<[Value; 4]> {
        match self.result_range(i) {
            Some((s, n)) => crate::small::collect_small((s..s + n).map(|k| self.result(k))),
            None => SmallVec::new(),
        }
    }

    // ----- attributes -----

    /// The discardable attributes, sorted.
    pub fn attrs(&self) -> &'a [NamedAttr] {
        self.ctx.dictionary_entries(self.data().attrs)
    }
    /// The properties, sorted.
    pub fn props(&self) -> &'a [NamedAttr] {
        match self.data().properties() {
            Some(p) => self.ctx.dictionary_entries(p),
            None => &[],
        }
    }
    /// Property `name`, if set.
    pub fn prop(&self, name: &str) -> Option<Attribute> {
        // A declared property is found by its interned name: a compare of
        // handles instead of a look-up and compare of bytes per entry.
        if let Some(i) = self.def.and_then(|d| {
            d.properties
                .iter()
                .position(|p| crate::op_def::same_name(p.name, name))
        }) {
            return self.prop_at(i);
        }
        self.props()
            .iter()
            .find(|na| self.ctx.ident_bytes(na.name) == name.as_bytes())
            .map(|na| na.value)
    }

    /// Property `name`, or its default value when absent.
    pub fn prop_or_default(&self, name: &str) -> Option<Attribute> {
        self.prop(name).or_else(|| {
            self.def
                .and_then(|d| d.prop(name.as_bytes()))
                .and_then(|p| p.kind.default_value(self.ctx))
        })
    }
    /// Discardable attribute `name`.
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.attrs()
            .iter()
            .find(|na| self.ctx.ident_bytes(na.name) == name.as_bytes())
            .map(|na| na.value)
    }
    /// Property or discardable attribute `name` (upstream's `getAttr`).
    pub fn any_attr(&self, name: &str) -> Option<Attribute> {
        self.prop(name).or_else(|| self.attr(name))
    }
    /// Properties and discardable attributes merged and sorted
    /// (upstream's `getAttrs`). Properties that are no attributes
    /// (`UnitProp`) are left out.
    pub fn all_attrs(&self) -> SmallVec<[NamedAttr; 8]> {
        let is_pure = |na: &NamedAttr| {
            self.def
                .and_then(|d| d.prop(self.ctx.ident_bytes(na.name)))
                .is_some_and(|p| {
                    matches!(p.constraint.storage, crate::op_def::AttrStorage::UnitProp)
                })
        };
        if !self.props().iter().any(is_pure) {
            return crate::printer::merged_attrs(
                self.ctx,
                self.data().properties(),
                self.data().attrs,
            );
        }
        let mut all: SmallVec<[NamedAttr; 8]> =
            crate::small::collect_small(self.props().iter().filter(|na| !is_pure(na)).copied());
        all.extend(self.attrs().iter().copied());
        self.ctx.sort_named_attrs(&mut all);
        all
    }
    /// Whether the unit property `name` is set.
    pub fn flag(&self, name: &str) -> bool {
        self.prop(name).is_some()
    }
    /// Property number `i` of the op's definition (found by its interned
    /// name).
    #[inline]
    pub fn prop_at(&self, i: usize) -> Option<Attribute> {
        let name = self.ctx.op_prop_name(self.data().name, i)?;
        self.props()
            .iter()
            .find(|na| na.name == name)
            .map(|na| na.value)
    }
    /// Whether property `i` is set to something else than its default.
    pub fn prop_at_is_non_default(&self, i: usize) -> bool {
        let Some(v) = self.prop_at(i) else {
            return false;
        };
        self.ctx.op_prop_default(self.data().name, i) != Some(v)
    }
    /// Whether property `name` is set to something else than its default.
    pub fn prop_is_non_default(&self, name: &str) -> bool {
        let Some(v) = self.prop(name) else {
            return false;
        };
        let default = self
            .def
            .and_then(|d| d.prop(name.as_bytes()))
            .and_then(|p| match p.kind {
                PropKind::Default(f) | PropKind::DefaultOptional(f) => Some(f(self.ctx)),
                _ => None,
            });
        default != Some(v)
    }

    // ----- regions and successors -----

    /// The body holding the op's regions.
    pub fn regions_body(&self) -> Option<(BodyId, &'a Body)> {
        match self.inner {
            Some(i) => Some(i),
            None if self.data().isolated_body().is_some() => None,
            None => Some((self.body_id, self.body)),
        }
    }
    /// Number of regions.
    pub fn num_regions(&self) -> usize {
        match self.inner {
            Some((_, b)) => b.root_regions().len(),
            None => self.data().num_regions_local(),
        }
    }
    /// Region `i`. Panics if the op is isolated and its body was not
    /// provided, or `i` is out of range.
    pub fn region(&self, i: usize) -> RegionView<'a> {
        match self.inner {
            Some((id, b)) => RegionView {
                body: b,
                body_id: id,
                region: b.root_regions()[i],
            },
            None => {
                let r = self
                    .body
                    .local_regions(self.op)
                    .nth(i)
                    .expect("region index in range");
                RegionView {
                    body: self.body,
                    body_id: self.body_id,
                    region: r,
                }
            }
        }
    }
    /// The regions, in order.
    pub fn regions(&self) -> impl Iterator<Item = RegionView<'a>> + '_ {
        (0..self.num_regions()).map(|i| self.region(i))
    }
    /// Number of successors.
    pub fn num_successors(&self) -> usize {
        self.body.successors(self.op).len()
    }
    /// The successor blocks.
    pub fn successors(&self) -> SmallVec<[BlockId; 2]> {
        self.body
            .successors(self.op)
            .iter()
            .map(|s| s.block)
            .collect()
    }

    // ----- structure -----

    /// The name of the parent op, if known.
    pub fn parent_name(&self) -> Option<Ident> {
        match self.body.parent_op(self.op) {
            Some(p) => Some(self.body.op(p).name),
            None => {
                self.body.parent_block(self.op)?;
                self.owner.map(|o| o.name)
            }
        }
    }
    /// The parent op, local or the body's owner.
    pub fn parent_ref(&self) -> Option<OpRef> {
        match self.body.parent_op(self.op) {
            Some(p) => Some(OpRef {
                body: self.body_id,
                op: p,
            }),
            None => {
                self.body.parent_block(self.op)?;
                let (body, op) = self.body.owner()?;
                Some(OpRef { body, op })
            }
        }
    }
    /// A view of the parent op when it lives in the same body.
    pub fn local_parent(&self) -> Option<OpView<'a>> {
        let p = self.body.parent_op(self.op)?;
        Some(OpView {
            ctx: self.ctx,
            body: self.body,
            body_id: self.body_id,
            op: p,
            inner: None,
            owner: self.owner,
            def: self.ctx.op_def(self.body.op(p).name),
        })
    }
    /// The data of the parent op: local, or the body's owner.
    pub fn parent_data(&self) -> Option<&'a OpData> {
        match self.body.parent_op(self.op) {
            Some(p) => Some(self.body.op(p)),
            None => {
                self.body.parent_block(self.op)?;
                self.owner
            }
        }
    }
    /// The region holding the op, and its index among its parent's regions.
    pub fn parent_region_index(&self) -> Option<usize> {
        let block = self.body.parent_block(self.op)?;
        let r = self.body.block_parent(block)?;
        match self.body.region_parent(r) {
            RegionParent::Op(p) => self.body.local_regions(p).position(|x| x == r),
            RegionParent::BodyOwner => self.body.root_regions().iter().position(|&x| x == r),
        }
    }
    /// A view of another op of the same body.
    pub fn sibling(&self, op: OpId) -> OpView<'a> {
        OpView {
            ctx: self.ctx,
            body: self.body,
            body_id: self.body_id,
            op,
            inner: None,
            owner: self.owner,
            def: self.ctx.op_def(self.body.op(op).name),
        }
    }
    /// A view of an op nested in this op's (non-isolated or provided) regions.
    pub fn nested(&self, op: OpId) -> Option<OpView<'a>> {
        let (id, b) = self.regions_body()?;
        Some(OpView {
            ctx: self.ctx,
            body: b,
            body_id: id,
            op,
            inner: None,
            owner: if self.inner.is_some() {
                Some(self.data())
            } else {
                self.owner
            },
            def: self.ctx.op_def(b.op(op).name),
        })
    }
    /// The op defining `v` in this body, if `v` is a result.
    pub fn defining_op(&self, v: Value) -> Option<OpView<'a>> {
        match self.body.value_def(v) {
            crate::body::ValueDef::Result { op, .. } => Some(self.sibling(op)),
            _ => None,
        }
    }

    // ----- diagnostics -----

    /// `emitOpError(msg)`: `'<name>' op <msg>`, with the op attached as
    /// upstream's "see current operation" note.
    pub fn emit_op_error(&self, msg: impl std::fmt::Display) -> Box<Diagnostic> {
        self.emit_error(format!("'{}' op {msg}", self.name_str()))
    }
    /// `emitError(msg)` at the op's location, with the op attached.
    pub fn emit_error(&self, msg: impl Into<String>) -> Box<Diagnostic> {
        let mut d = Diagnostic::error(self.loc(), msg);
        d.op = Some(self.op_ref());
        Box::new(d)
    }
}

/// Group `i` of [`groups`] alone, without allocating: the common ops have
/// no segment sizes and at most one variadic group.
fn group_range(
    ctx: &Context,
    specs: &[crate::op_def::ValueSpec],
    i: usize,
    n: usize,
    segments: Option<Attribute>,
    sized: bool,
) -> Option<(usize, usize)> {
    if i >= specs.len() {
        return None;
    }
    if sized {
        let AttrKind::DenseArray { elem, raw, .. } = ctx.attr_kind(segments?) else {
            return None;
        };
        if !ctx.is_integer(*elem, 32) || raw.len() != 4 * specs.len() {
            return None;
        }
        let size =
            |k: usize| i32::from_le_bytes(raw[4 * k..4 * k + 4].try_into().expect("4 bytes"));
        let (mut start, mut total) = (0usize, 0usize);
        for k in 0..specs.len() {
            let s = size(k);
            if s < 0 {
                return None;
            }
            if k < i {
                start += s as usize;
            }
            total += s as usize;
        }
        return (total == n).then(|| (start, size(i) as usize));
    }
    let variadic = specs
        .iter()
        .filter(|s| s.arity.is_variable_length())
        .count();
    let fixed = specs.len() - variadic;
    if n < fixed {
        return None;
    }
    let per = match variadic {
        0 if n != fixed => return None,
        0 => 0,
        v if (n - fixed) % v != 0 => return None,
        v => (n - fixed) / v,
    };
    let len = |s: &crate::op_def::ValueSpec| if s.arity.is_variable_length() { per } else { 1 };
    let start = specs[..i].iter().map(len).sum();
    Some((start, len(&specs[i])))
}

/// Splits `n` values into ODS groups of the given arities (upstream's
/// `getODSOperandIndexAndLength`): with segment sizes from `segments`, an
/// even split of the variadic remainder otherwise.
pub fn groups(
    ctx: &Context,
    arities: impl Iterator<Item = Arity> + Clone,
    n: usize,
    segments: Option<Attribute>,
    sized: bool,
) -> Option<SmallVec<[(usize, usize); 4]>> {
    let mut out = SmallVec::new();
    if sized {
        let count = arities.clone().count();
        // An absent segment-size property holds zeros, as upstream's.
        let sizes = match segments {
            Some(a) => ctx.dense_i32_array(a)?,
            None => vec![0; count],
        };
        if sizes.len() != count || sizes.iter().any(|&s| s < 0) {
            return None;
        }
        let mut start = 0usize;
        for s in sizes {
            out.push((start, s as usize));
            start += s as usize;
        }
        return (start == n).then_some(out);
    }
    let total = arities.clone().count();
    let variadic = arities.clone().filter(|a| a.is_variable_length()).count();
    let fixed = total - variadic;
    if n < fixed {
        return None;
    }
    let per = if variadic == 0 {
        if n != fixed {
            return None;
        }
        0
    } else {
        if (n - fixed) % variadic != 0 {
            return None;
        }
        (n - fixed) / variadic
    };
    let mut start = 0;
    for a in arities {
        let len = if a.is_variable_length() { per } else { 1 };
        out.push((start, len));
        start += len;
    }
    Some(out)
}
