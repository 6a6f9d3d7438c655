//! Decoding the IR section: every check on the bytes, every attribute,
//! type and location resolved, and nothing built. The builder
//! ([`super::ir::IrReader`]) asks for the parts of a region in file order
//! (region, block, op, ...) and makes the IR from what it is handed.
//!
//! Splitting the two lets a large region be read by two threads at once:
//! one decodes ahead ([`decode_pending`]) and hands records over in
//! batches ([`Stream`]) while the other builds. Read on one thread, the
//! builder calls the [`Decoder`] directly. Either way every error comes
//! from the decoder, at the byte where a sequential read meets it.

use rmlir_ir::op_def::{with_default_properties, AttrStorage, PropKind};
use rmlir_ir::{AttrKind, Attribute, Context, Location, NamedAttr, OpDef, OpTraits, Type};
use smallvec::SmallVec;

use super::attr_type::{AttrTypeTable, Shared, TableReader};
use super::cursor::Cursor;
use super::ir::{OpName, PropsTable};
use crate::encoding::{attr_props_in_order, op_mask, version, SectionId};
use crate::error::{BytecodeError, Result};

/// A use-list order read from the file, applied once the body is read.
#[derive(Clone, Debug)]
pub(crate) struct UseOrder {
    /// Whether `indices` are (from, to) pairs rather than a whole order.
    pub pairs: bool,
    pub indices: SmallVec<[u32; 4]>,
}

/// Orders of a range of values: (position in the range, order).
pub(crate) type UseOrders = Vec<(usize, UseOrder)>;

/// A block's header: its op count, arguments and their use-list orders.
#[derive(Default)]
pub(crate) struct BlockRec {
    pub num_ops: usize,
    pub args: SmallVec<[(Type, Location); 4]>,
    pub orders: UseOrders,
}

/// An operation without its regions. Operands are value indices in the
/// current isolated scope, successors block indices in the current region.
pub(crate) struct OpRec<'a> {
    pub name: usize,
    pub loc: Location,
    pub attrs: Attribute,
    pub props: Option<Attribute>,
    pub result_types: SmallVec<[Type; 4]>,
    pub operands: SmallVec<[u32; 4]>,
    pub successors: SmallVec<[u32; 2]>,
    pub orders: UseOrders,
    pub num_regions: usize,
    /// The regions are encoded as isolated: a value scope of their own.
    pub file_isolated: bool,
    /// The op is a registered IsolatedFromAbove op: a body of its own.
    pub def_isolated: bool,
    /// The regions' nested section, left unread (lazy loading); the
    /// regions follow inline otherwise.
    pub pending: Option<(usize, &'a [u8])>,
}

impl OpRec<'_> {
    pub(crate) fn new(ctx: &Context) -> Self {
        OpRec {
            name: 0,
            loc: ctx.unknown_loc(),
            attrs: ctx.empty_dictionary(),
            props: None,
            result_types: SmallVec::new(),
            operands: SmallVec::new(),
            successors: SmallVec::new(),
            orders: Vec::new(),
            num_regions: 0,
            file_isolated: false,
            def_isolated: false,
            pending: None,
        }
    }
}

/// Where the builder gets the parts of the IR from: the decoder itself, or
/// the records another thread's decoder sends.
pub(crate) trait Source<'a> {
    /// The top-level block's op count.
    fn top(&mut self) -> Result<usize>;
    fn end_top(&mut self) -> Result<()>;
    /// Starts on the regions of an op lazy loading left unread.
    fn begin_pending(&mut self, data: (usize, &'a [u8]));
    fn end_pending(&mut self) -> Result<()>;
    /// A region's block and value counts; `None` for an empty region.
    fn region(&mut self) -> Result<Option<(usize, usize)>>;
    fn end_region(&mut self) -> Result<()>;
    fn block(&mut self, rec: &mut BlockRec) -> Result<()>;
    fn op(&mut self, rec: &mut OpRec<'a>) -> Result<()>;
    /// After the regions of an op, read inline; `file_isolated` as the
    /// op's record said.
    fn end_op(&mut self, file_isolated: bool) -> Result<()>;
}

/// The values of one isolated scope, as far as the checks need them. A
/// region declares how many values it has, but only those it defines take
/// memory (a count in the file sizes nothing): value `i` of a region is
/// defined once the region's next id is past it.
#[derive(Default)]
struct Scope {
    /// Values declared by the open regions, the ids below this.
    len: usize,
    /// Per open region: its first value, the next to define, and how many
    /// it has. Their ranges follow one another, inner regions last.
    regions: Vec<(usize, usize, usize)>,
    /// Values used before being defined.
    forward: std::collections::BTreeSet<usize>,
}

impl Scope {
    /// Whether value `i` (below `len`) is defined.
    fn defined(&self, i: usize) -> bool {
        self.regions
            .iter()
            .rev()
            .find(|r| r.0 <= i)
            .is_some_and(|r| i < r.1)
    }
}

/// Decodes the IR section with every check upstream's reader makes.
pub(crate) struct Decoder<'t, 'a, 'c> {
    sh: &'t Shared<'a, 'c>,
    table: TableReader<'t, 'a>,
    op_names: &'t [OpName],
    props: &'t PropsTable<'a>,
    /// The cursor of the section being read, and those of the sections
    /// enclosing it.
    cur: Cursor<'a>,
    outer: Vec<Cursor<'a>>,
    scopes: Vec<Scope>,
    /// Block counts of the open regions (successors index them).
    region_blocks: Vec<usize>,
    forward_refs: usize,
    /// Leave the regions of registered isolated ops unread.
    pub lazy: bool,
    /// Per op with inline regions: whether they opened a nested section.
    nested: Vec<bool>,
    empty_dict: Attribute,
    /// Properties decoded by this decoder for an entry whose shared slot
    /// another op name took (ops of one dialect often share an entry:
    /// `llvm.add` and `llvm.mul` with the same overflow flags).
    props_by_name: rustc_hash::FxHashMap<(usize, rmlir_ir::Ident), Option<Attribute>>,
    /// [`attr_props_in_order`] per op definition: sorting by name costs
    /// (`llvm.func` has dozens of properties, and every function its own).
    /// Keyed by the definition's address (definitions are statics).
    prop_orders: rustc_hash::FxHashMap<usize, PropOrder>,
}

type PropOrder = std::sync::Arc<[&'static rmlir_ir::op_def::PropSpec]>;

impl<'t, 'a, 'c> Decoder<'t, 'a, 'c> {
    pub(crate) fn new(
        sh: &'t Shared<'a, 'c>,
        table: &'t AttrTypeTable<'a>,
        op_names: &'t [OpName],
        props: &'t PropsTable<'a>,
        lazy: bool,
    ) -> Self {
        Decoder {
            sh,
            table: table.reader(),
            op_names,
            props,
            cur: Cursor::new(&[], SectionId::Ir, 0),
            outer: Vec::new(),
            scopes: Vec::new(),
            region_blocks: Vec::new(),
            forward_refs: 0,
            lazy,
            nested: Vec::new(),
            empty_dict: sh.ctx.empty_dictionary(),
            props_by_name: Default::default(),
            prop_orders: Default::default(),
        }
    }

    /// Reads the IR section's top-level block from `c`.
    pub(crate) fn set_top_cursor(&mut self, c: Cursor<'a>) {
        self.cur = c;
    }

    fn c(&mut self) -> &mut Cursor<'a> {
        &mut self.cur
    }

    fn at(&self) -> &Cursor<'a> {
        &self.cur
    }

    fn enter(&mut self, c: Cursor<'a>) {
        self.outer.push(std::mem::replace(&mut self.cur, c));
    }

    fn leave(&mut self) {
        if let Some(c) = self.outer.pop() {
            self.cur = c;
        }
    }

    fn scope(&mut self) -> &mut Scope {
        self.scopes.last_mut().expect("a value scope")
    }

    /// Gives the next `n` value ids of the current region, resolving
    /// forward references to them.
    fn define(&mut self, n: usize) -> Result<()> {
        let scope = self.scopes.last_mut().expect("a value scope");
        let len = scope.len;
        let region = scope.regions.last_mut().expect("a region");
        let next = region.1;
        let end = next + n;
        if end > len {
            let msg = format!(
                "value index range was outside of the expected range for the parent region, got [{next}, {end}), but the maximum index was {}",
                len as i64 - 1
            );
            return Err(self.at().error(msg));
        }
        region.1 = end;
        if !scope.forward.is_empty() {
            let resolved: Vec<usize> = scope.forward.range(next..end).copied().collect();
            for i in resolved {
                scope.forward.remove(&i);
                self.forward_refs -= 1;
            }
        }
        Ok(())
    }

    fn operand(&mut self) -> Result<u32> {
        // Ids are kept in 32 bits: a file with more values is over 4 GiB.
        let len = self
            .scopes
            .last()
            .expect("a value scope")
            .len
            .min(u32::MAX as usize);
        let i = self.c().index(len, "value")?;
        let scope = self.scope();
        if !scope.defined(i) && scope.forward.insert(i) {
            self.forward_refs += 1;
        }
        // The scope is sized by counts bounded by the section's bytes.
        Ok(i as u32)
    }

    fn read_loc(&mut self) -> Result<Location> {
        let a = self.table.read_attr(self.sh, &mut self.cur)?;
        if !self.sh.ctx.attr_kind(a).is_location() {
            let msg = super::attr_type::expected_attribute(self.sh.ctx, "mlir::LocationAttr", a);
            return Err(self.at().error(msg));
        }
        Ok(Location(a))
    }

    fn read_attr(&mut self) -> Result<Attribute> {
        self.table.read_attr(self.sh, &mut self.cur)
    }

    fn read_type(&mut self) -> Result<Type> {
        self.table.read_type(self.sh, &mut self.cur)
    }

    /// Reads the use-list orders of a range of `n` values.
    fn read_use_list_orders(c: &mut Cursor<'_>, n: usize, out: &mut UseOrders) -> Result<()> {
        let invalid = |c: &Cursor<'_>| {
            c.error("parsed use-list orders were invalid and could not be applied")
        };
        out.clear();
        let count = if n > 1 { c.varint()? } else { 1 };
        if count > n as u64 {
            return Err(invalid(c));
        }
        for _ in 0..count {
            let idx = if n > 1 { c.varint()? } else { 0 };
            let v = c.varint()?;
            let (len, pairs) = (v >> 1, v & 1 != 0);
            if len > c.remaining() as u64 {
                return Err(invalid(c));
            }
            let mut indices = SmallVec::with_capacity(len as usize);
            for _ in 0..len {
                indices.push(u32::try_from(c.varint()?).map_err(|_| invalid(c))?);
            }
            if idx >= n as u64 {
                return Err(invalid(c));
            }
            out.push((idx as usize, UseOrder { pairs, indices }));
        }
        Ok(())
    }

    fn properties(
        &mut self,
        name: usize,
        def: Option<&'static OpDef>,
        was_registered: bool,
    ) -> Result<Option<Attribute>> {
        let ctx = self.sh.ctx;
        let op = self.op_names[name].name;
        if self.sh.version < version::NATIVE_PROPERTIES_ENCODING {
            let msg = format!(
                "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                self.sh.version
            );
            return Err(self.at().error(msg));
        }
        let i = usize::try_from(self.c().varint()?).unwrap_or(usize::MAX);
        let Some(&(offset, data)) = self.props.entries.get(i) else {
            let msg = format!("Properties idx out-of-bound for {}", ctx.ident_str(op));
            return Err(self.at().error(msg));
        };
        let mut pc = Cursor::new(data, SectionId::Properties, offset);
        match def {
            Some(def) => match self.props.decoded[i].get() {
                Some(&(n, p)) if n == op => Ok(p),
                _ => {
                    if let Some(&p) = self.props_by_name.get(&(i, op)) {
                        return Ok(p);
                    }
                    let p = self.read_properties(def, &mut pc)?;
                    let p = with_default_properties(ctx, def, p);
                    // The shared slot keeps the first op name to set it;
                    // this decoder remembers the others.
                    if self.props.decoded[i].set((op, p)).is_err() {
                        self.props_by_name.insert((i, op), p);
                    }
                    Ok(p)
                }
            },
            // Written by the op's own `writeProperties`, which only its
            // definition can read: mlir-opt reads those of the dialects it
            // registers, which rmlir cannot do for the ones it does not
            // implement.
            None if was_registered && !self.dialect_known(op) => Err(self.at().error(format!(
                "cannot read the properties of '{}': the op is not registered in rmlir",
                ctx.ident_str(op)
            ))),
            // Unregistered when written, properties are an attribute. An op
            // nobody registers now, written by a tool that did (StableHLO's,
            // torch's, Triton's), gets what mlir-opt gives it: the
            // attribute the encoding starts with.
            None => Ok(Some(self.table.read_attr(self.sh, &mut pc)?)),
        }
    }

    /// Decodes the properties of a registered op as ODS's generated
    /// `readProperties` does: the attributes sorted by name (required ones
    /// as an index, the others optional), then native properties, then the
    /// segment sizes.
    fn read_properties(
        &mut self,
        def: &'static OpDef,
        c: &mut Cursor<'a>,
    ) -> Result<Option<Attribute>> {
        let ctx = self.sh.ctx;
        let mut entries: Vec<NamedAttr> = Vec::new();
        let order = self
            .prop_orders
            .entry(def as *const OpDef as usize)
            .or_insert_with(|| attr_props_in_order(def).into_iter().collect())
            .clone();
        for &p in order.iter() {
            let v = match p.kind {
                PropKind::Required => Some(self.table.read_attr(self.sh, c)?),
                _ => self.table.read_optional_attr(self.sh, c)?,
            };
            if let Some(value) = v {
                entries.push(NamedAttr {
                    name: ctx.ident(p.name),
                    value,
                });
            }
        }
        for p in def.properties {
            match p.constraint.storage {
                AttrStorage::UnitProp => {
                    if c.byte()? != 0 {
                        entries.push(NamedAttr {
                            name: ctx.ident(p.name),
                            value: ctx.unit_attr(),
                        });
                    }
                }
                AttrStorage::NativeEnum(width) => {
                    let v = c.varint()?;
                    entries.push(NamedAttr {
                        name: ctx.ident(p.name),
                        value: ctx.integer_attr(ctx.int_type(width), v as i64),
                    });
                }
                _ => {}
            }
        }
        for (name, groups) in def.segment_size_props() {
            let value = if self.sh.version >= version::NATIVE_PROPERTIES_ODS_SEGMENT_SIZE {
                let sizes = read_sparse_array(c, groups)?;
                ctx.dense_i32_array_attr(&sizes)
            } else {
                self.table.read_attr(self.sh, c)?
            };
            entries.push(NamedAttr {
                name: ctx.ident(name),
                value,
            });
        }
        // Bytes after what the definition reads are ignored, as ODS's
        // generated `readProperties` ignores them.
        if entries.is_empty() {
            return Ok(None);
        }
        Ok(Some(ctx.dictionary_attr(entries)))
    }

    /// Whether an op named `op`, which rmlir does not know, is unknown to
    /// mlir-opt 22 too: its dialect is one rmlir implements (whose ops it
    /// all knows) or one upstream does not register.
    fn dialect_known(&self, op: rmlir_ir::Ident) -> bool {
        let name = self.sh.ctx.ident_bytes(op);
        self.sh.ctx.registry().upstream_only_dialect(name).is_none()
    }

    /// How many values the current region has.
    fn region_values(&self) -> usize {
        let scope = self.scopes.last().expect("a value scope");
        scope.regions.last().map_or(0, |r| r.2)
    }

    fn no_forward_refs(&self) -> Result<()> {
        if self.forward_refs != 0 {
            return Err(self
                .at()
                .error("not all forward unresolved forward operand references"));
        }
        Ok(())
    }
}

impl<'a> Source<'a> for Decoder<'_, 'a, '_> {
    fn top(&mut self) -> Result<usize> {
        let enc = self.c().varint()?;
        if enc & 1 != 0 {
            return Err(self.at().error("the top-level block cannot have arguments"));
        }
        // Values of the top-level block: one scope with one region and no
        // values (upstream gives top-level ops no results to define).
        self.scopes.push(Scope::default());
        self.scope().regions.push((0, 0, 0));
        self.region_blocks.push(0);
        // Each op takes at least a byte.
        let n = usize::try_from(enc >> 1).unwrap_or(usize::MAX);
        Ok(n.min(self.at().remaining() + 1))
    }

    fn end_top(&mut self) -> Result<()> {
        self.scopes.pop();
        self.region_blocks.pop();
        // Data after the top-level ops is ignored, as upstream does.
        self.no_forward_refs()
    }

    fn begin_pending(&mut self, data: (usize, &'a [u8])) {
        self.enter(Cursor::new(data.1, SectionId::Ir, data.0));
        self.scopes.push(Scope::default());
    }

    fn end_pending(&mut self) -> Result<()> {
        self.scopes.pop();
        self.no_forward_refs()?;
        // Data after the regions in their section is ignored, as upstream
        // does.
        self.leave();
        Ok(())
    }

    fn region(&mut self) -> Result<Option<(usize, usize)>> {
        // A block takes at least one byte.
        let c = self.c();
        let num_blocks = c.count(c.remaining(), "block")?;
        if num_blocks == 0 {
            return Ok(None);
        }
        // Any count: only the values defined take memory.
        let at = c.clone();
        let declared = c.varint()?;
        let scope = self.scopes.last_mut().expect("a value scope");
        let start = scope.len;
        let Some(num_values) = usize::try_from(declared)
            .ok()
            .filter(|n| start.checked_add(*n).is_some())
        else {
            return Err(at.error(format!("invalid value count {declared}")));
        };
        scope.regions.push((start, start, num_values));
        scope.len = start + num_values;
        self.region_blocks.push(num_blocks);
        Ok(Some((num_blocks, num_values)))
    }

    fn end_region(&mut self) -> Result<()> {
        self.region_blocks.pop();
        let scope = self.scopes.last_mut().expect("a value scope");
        let (start, _, _) = scope.regions.pop().expect("a region");
        if scope.forward.range(start..).next().is_some() {
            return Err(self
                .at()
                .error("not all forward unresolved forward operand references"));
        }
        scope.len = start;
        Ok(())
    }

    fn block(&mut self, rec: &mut BlockRec) -> Result<()> {
        rec.args.clear();
        rec.orders.clear();
        let enc = self.c().varint()?;
        // Each op takes at least a byte.
        rec.num_ops = usize::try_from(enc >> 1)
            .unwrap_or(usize::MAX)
            .min(self.at().remaining() + 1);
        if enc & 1 == 0 {
            return Ok(());
        }
        let c = self.c();
        // No bound on the counts here: each item read takes a byte or
        // more, so a count the data cannot hold ends in the error upstream
        // meets on the way, and nothing is sized by it.
        let n = c.varint()?;
        let v = self.sh.version;
        let unknown = self.sh.ctx.unknown_loc();
        for _ in 0..n {
            let arg = if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                let tv = self.c().varint()?;
                let i = usize::try_from(tv >> 1).unwrap_or(usize::MAX);
                let ty = self.table.ty(self.sh, i, &self.cur)?;
                let loc = if tv & 1 != 0 {
                    self.read_loc()?
                } else {
                    unknown
                };
                (ty, loc)
            } else {
                let ty = self.read_type()?;
                (ty, self.read_loc()?)
            };
            rec.args.push(arg);
        }
        self.define(rec.args.len())?;
        if v >= version::USE_LIST_ORDERING {
            let c = self.c();
            if c.byte()? != 0 {
                Self::read_use_list_orders(c, rec.args.len(), &mut rec.orders)?;
            }
        }
        Ok(())
    }

    fn op(&mut self, rec: &mut OpRec<'a>) -> Result<()> {
        let ctx = self.sh.ctx;
        let num_names = self.op_names.len();
        let name = self.c().index(num_names, "operation name")?;
        let OpName {
            def,
            was_registered,
            ..
        } = self.op_names[name];
        rec.name = name;
        let mask = self.c().byte()?;
        rec.loc = self.read_loc()?;
        rec.attrs = self.empty_dict;
        if mask & op_mask::HAS_ATTRS != 0 {
            rec.attrs = self.read_attr()?;
            if !matches!(ctx.attr_kind(rec.attrs), AttrKind::Dictionary(_)) {
                let msg =
                    super::attr_type::expected_attribute(ctx, "mlir::DictionaryAttr", rec.attrs);
                return Err(self.at().error(msg));
            }
        }
        rec.props = None;
        if mask & op_mask::HAS_PROPERTIES != 0 {
            rec.props = self.properties(name, def, was_registered)?;
        } else if let Some(def) = def {
            // Before properties had a section, inherent attributes were
            // written in the attribute dictionary.
            let (p, rest) = split_inherent(ctx, def, rec.attrs);
            rec.attrs = rest;
            rec.props = with_default_properties(ctx, def, p);
        }
        rec.result_types.clear();
        if mask & op_mask::HAS_RESULTS != 0 {
            let c = self.c();
            let n = c.varint()?;
            for _ in 0..n {
                let t = self.read_type()?;
                rec.result_types.push(t);
            }
        }
        rec.operands.clear();
        if mask & op_mask::HAS_OPERANDS != 0 {
            let c = self.c();
            let n = c.varint()?;
            for _ in 0..n {
                let v = self.operand()?;
                rec.operands.push(v);
            }
        }
        rec.successors.clear();
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let c = self.c();
            let n = c.varint()?;
            let blocks = *self.region_blocks.last().expect("a region");
            for _ in 0..n {
                let i = self.c().index(blocks, "successor")?;
                rec.successors.push(i as u32);
            }
        }
        rec.orders.clear();
        if self.sh.version >= version::USE_LIST_ORDERING && mask & op_mask::HAS_USE_LIST_ORDERS != 0
        {
            let n = rec.result_types.len();
            Self::read_use_list_orders(self.c(), n, &mut rec.orders)?;
        }
        let (mut num_regions, mut file_isolated) = (0usize, false);
        if mask & op_mask::HAS_INLINE_REGIONS != 0 {
            let c = self.c();
            let v = c.varint()?;
            // A region takes at least one byte.
            num_regions = (v >> 1).min(c.remaining() as u64 + 1) as usize;
            if (v >> 1) as usize != num_regions || num_regions > c.remaining() + 1 {
                return Err(c.error(format!("invalid region count {}", v >> 1)));
            }
            file_isolated = v & 1 != 0;
        }
        let def_isolated = def.is_some_and(|d| d.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
            && num_regions > 0;
        if def_isolated && !file_isolated {
            return Err(self.at().error(format!(
                "'{}' is IsolatedFromAbove but its regions are not encoded as isolated",
                ctx.ident_str(self.op_names[name].name)
            )));
        }
        rec.num_regions = num_regions;
        rec.file_isolated = file_isolated;
        rec.def_isolated = def_isolated;
        rec.pending = None;
        // In a region of no values (the top level), upstream gives results
        // no value ids.
        if !rec.result_types.is_empty() && self.region_values() != 0 {
            self.define(rec.result_types.len())?;
        }
        if num_regions == 0 {
            return Ok(());
        }
        let nested = file_isolated && self.sh.version >= version::LAZY_LOADING;
        if nested {
            let (id, section) = self.c().read_section()?;
            if id != SectionId::Ir as u8 {
                return Err(self.at().error("expected IR section for region"));
            }
            if self.lazy && def_isolated {
                rec.pending = Some((section.file_offset(), section.rest()));
                return Ok(());
            }
            self.enter(section);
        }
        self.nested.push(nested);
        if file_isolated {
            self.scopes.push(Scope::default());
        }
        Ok(())
    }

    fn end_op(&mut self, file_isolated: bool) -> Result<()> {
        if file_isolated {
            self.scopes.pop();
        }
        if self.nested.pop() == Some(true) {
            // As at the end of a lazily read section: trailing data ignored.
            self.leave();
        }
        Ok(())
    }
}

/// Splits a pre-properties attribute dictionary into the op's inherent
/// attributes and the rest.
fn split_inherent(ctx: &Context, def: &OpDef, attrs: Attribute) -> (Option<Attribute>, Attribute) {
    let entries = ctx.dictionary_entries(attrs);
    if !entries
        .iter()
        .any(|na| def.is_inherent_attr(ctx.ident_bytes(na.name)))
    {
        return (None, attrs);
    }
    let (inherent, rest): (Vec<NamedAttr>, Vec<NamedAttr>) = entries
        .iter()
        .partition(|na| def.is_inherent_attr(ctx.ident_bytes(na.name)));
    (
        Some(ctx.dictionary_attr(inherent)),
        ctx.dictionary_attr(rest),
    )
}

/// `readSparseArray` of `n` 32-bit integers.
pub fn read_sparse_array(c: &mut Cursor<'_>, n: usize) -> Result<Vec<i32>> {
    let v = c.varint()?;
    let (count, sparse) = (v >> 1, v & 1 != 0);
    let mut out = vec![0i32; n];
    if !sparse {
        if count > n as u64 {
            return Err(c.error(format!(
                "reading sparse array of {count} elements into {n} slots"
            )));
        }
        for x in out.iter_mut().take(count as usize) {
            *x = c.varint()? as i32;
        }
        return Ok(out);
    }
    if count == 0 {
        return Ok(out);
    }
    let bits = c.varint()?;
    if bits > 8 {
        return Err(c.error(format!(
            "reading sparse array with indexing above 8 bits: {bits}"
        )));
    }
    for _ in 0..count {
        let item = c.varint()?;
        let index = (item & ((1 << bits) - 1)) as usize;
        let value = (item >> bits) as i32;
        if index >= n {
            return Err(c.error(format!("sparse array index {index} out of range")));
        }
        out[index] = value;
    }
    Ok(out)
}

// ----- two threads: one decodes, one builds -----

/// Records handed from the decoding thread to the building one. Counts
/// and indices go in `words`; handles in typed lists, so no handle is
/// ever made from a number.
#[derive(Default)]
pub(crate) struct Batch<'a> {
    words: Vec<u32>,
    types: Vec<Type>,
    attrs: Vec<Attribute>,
    orders: Vec<UseOrders>,
    pending: Vec<(usize, &'a [u8])>,
    /// Set on the last batch: how decoding ended.
    end: Option<Result<()>>,
}

/// Records per batch, in words: large enough that handing batches over
/// costs nothing, small enough that the builder starts at once.
const BATCH_WORDS: usize = 1 << 14;

/// The decoding side: writes what the decoder hands out into batches.
struct Recorder<'a> {
    batch: Batch<'a>,
    tx: std::sync::mpsc::SyncSender<Batch<'a>>,
}

impl<'a> Recorder<'a> {
    fn word(&mut self, n: usize) {
        // Counts are bounded by the section's bytes; a section of 4 GiB
        // or more is read on one thread.
        self.batch.words.push(n as u32);
    }

    /// Hands the batch over once it is full; false when the builder has
    /// stopped listening.
    fn flush(&mut self, force: bool) -> bool {
        if !force && self.batch.words.len() < BATCH_WORDS {
            return true;
        }
        let b = std::mem::take(&mut self.batch);
        self.tx.send(b).is_ok()
    }

    fn block(&mut self, rec: &BlockRec) {
        self.word(rec.num_ops);
        self.word(rec.args.len());
        for &(t, l) in &rec.args {
            self.batch.types.push(t);
            self.batch.attrs.push(l.0);
        }
        self.word(rec.orders.len());
        if !rec.orders.is_empty() {
            self.batch.orders.push(rec.orders.clone());
        }
    }

    fn op(&mut self, rec: &OpRec<'a>) {
        let b = &mut self.batch;
        let flags = rec.props.is_some() as u32
            | (rec.file_isolated as u32) << 1
            | (rec.def_isolated as u32) << 2
            | (rec.pending.is_some() as u32) << 3;
        b.words.extend_from_slice(&[
            rec.name as u32,
            flags,
            rec.num_regions as u32,
            rec.result_types.len() as u32,
            rec.operands.len() as u32,
            rec.successors.len() as u32,
            rec.orders.len() as u32,
        ]);
        b.words.extend_from_slice(&rec.operands);
        b.words.extend_from_slice(&rec.successors);
        b.types.extend_from_slice(&rec.result_types);
        b.attrs.push(rec.loc.0);
        b.attrs.push(rec.attrs);
        if let Some(p) = rec.props {
            b.attrs.push(p);
        }
        if !rec.orders.is_empty() {
            b.orders.push(rec.orders.clone());
        }
        if let Some(p) = rec.pending {
            b.pending.push(p);
        }
    }
}

/// Decodes the regions of an op lazy loading left unread (`data`, its
/// nested section, with `num_regions` regions), handing records to `tx`
/// in the order [`super::ir::IrReader::read_pending`] asks for them.
pub(crate) fn decode_pending<'a>(
    dec: &mut Decoder<'_, 'a, '_>,
    data: (usize, &'a [u8]),
    num_regions: usize,
    tx: std::sync::mpsc::SyncSender<Batch<'a>>,
) {
    if data.1.len() > u32::MAX as usize {
        let err = BytecodeError::new(
            Some(SectionId::Ir),
            data.0,
            "region too large to read on two threads",
        );
        let _ = tx.send(Batch {
            end: Some(Err(err)),
            ..Batch::default()
        });
        return;
    }
    let mut out = Recorder {
        batch: Batch::default(),
        tx,
    };
    let res = (|| -> Result<bool> {
        dec.begin_pending(data);
        let mut op = OpRec::new(dec.sh.ctx);
        let mut block = BlockRec::default();
        for _ in 0..num_regions {
            if !decode_region(dec, &mut out, &mut op, &mut block)? {
                return Ok(false);
            }
        }
        dec.end_pending()?;
        Ok(true)
    })();
    out.batch.end = Some(res.map(|_| ()));
    out.flush(true);
}

/// One region, recursively. False when the builder stopped listening.
fn decode_region<'a>(
    dec: &mut Decoder<'_, 'a, '_>,
    out: &mut Recorder<'a>,
    op: &mut OpRec<'a>,
    block: &mut BlockRec,
) -> Result<bool> {
    let Some((num_blocks, num_values)) = dec.region()? else {
        out.word(0);
        return Ok(true);
    };
    out.word(num_blocks);
    out.word((num_values as u64 & 0xffff_ffff) as usize);
    out.word((num_values as u64 >> 32) as usize);
    for _ in 0..num_blocks {
        dec.block(block)?;
        out.block(block);
        for _ in 0..block.num_ops {
            dec.op(op)?;
            out.op(op);
            if !out.flush(false) {
                return Ok(false);
            }
            if op.num_regions == 0 || op.pending.is_some() {
                continue;
            }
            let (regions, file_isolated) = (op.num_regions, op.file_isolated);
            for _ in 0..regions {
                if !stacker::maybe_grow(64 * 1024, 4 << 20, || decode_region(dec, out, op, block))?
                {
                    return Ok(false);
                }
            }
            dec.end_op(file_isolated)?;
        }
    }
    dec.end_region()?;
    Ok(true)
}

/// The building side: hands out what another thread decoded. Waiting
/// for the next batch, it decodes attributes ahead of the decoder instead,
/// which then finds them done: the two threads share the work.
pub(crate) struct Stream<'t, 'a, 'c> {
    rx: std::sync::mpsc::Receiver<Batch<'a>>,
    ahead: Option<(&'t Shared<'a, 'c>, TableReader<'t, 'a>)>,
    batch: Batch<'a>,
    /// Read positions in the batch's lists.
    pos: BatchPos,
}

/// How far each list of a [`Batch`] is read.
#[derive(Default)]
struct BatchPos {
    words: usize,
    types: usize,
    attrs: usize,
    orders: usize,
    pending: usize,
}

impl<'t, 'a, 'c> Stream<'t, 'a, 'c> {
    pub(crate) fn new(
        rx: std::sync::mpsc::Receiver<Batch<'a>>,
        sh: &'t Shared<'a, 'c>,
        table: &'t AttrTypeTable<'a>,
    ) -> Self {
        Stream {
            rx,
            ahead: Some((sh, table.reader())),
            batch: Batch::default(),
            pos: BatchPos::default(),
        }
    }

    /// Moves to the next batch once this one is read; the decoder's error
    /// once all it decoded before the error is read.
    fn refill(&mut self) -> Result<()> {
        while self.pos.words >= self.batch.words.len() {
            if let Some(end) = self.batch.end.take() {
                end?;
                return Err(BytecodeError::new(
                    Some(SectionId::Ir),
                    0,
                    "truncated region",
                ));
            }
            self.batch = self.next_batch()?;
            self.pos = BatchPos::default();
        }
        Ok(())
    }

    fn next_batch(&mut self) -> Result<Batch<'a>> {
        use std::sync::mpsc::TryRecvError;
        loop {
            match self.rx.try_recv() {
                Ok(b) => return Ok(b),
                Err(TryRecvError::Empty) => {
                    if let Some((sh, r)) = &mut self.ahead {
                        if r.decode_ahead(sh) {
                            continue;
                        }
                        self.ahead = None;
                    }
                    return self.rx.recv().map_err(|_| {
                        BytecodeError::new(Some(SectionId::Ir), 0, "region decoder stopped")
                    });
                }
                Err(TryRecvError::Disconnected) => {
                    return Err(BytecodeError::new(
                        Some(SectionId::Ir),
                        0,
                        "region decoder stopped",
                    ))
                }
            }
        }
    }

    fn word(&mut self) -> Result<usize> {
        self.refill()?;
        let w = self.batch.words[self.pos.words];
        self.pos.words += 1;
        Ok(w as usize)
    }

    fn ty(&mut self) -> Type {
        let t = self.batch.types[self.pos.types];
        self.pos.types += 1;
        t
    }

    fn attr(&mut self) -> Attribute {
        let a = self.batch.attrs[self.pos.attrs];
        self.pos.attrs += 1;
        a
    }

    fn orders(&mut self, n: usize, out: &mut UseOrders) {
        out.clear();
        if n != 0 {
            *out = std::mem::take(&mut self.batch.orders[self.pos.orders]);
            self.pos.orders += 1;
        }
    }

    /// Waits for the decoder's verdict on the whole region.
    fn finish(&mut self) -> Result<()> {
        loop {
            if self.pos.words < self.batch.words.len() {
                return Err(BytecodeError::new(
                    Some(SectionId::Ir),
                    0,
                    "records left over",
                ));
            }
            if let Some(end) = self.batch.end.take() {
                return end;
            }
            self.batch = self.next_batch()?;
            self.pos = BatchPos::default();
        }
    }
}

impl<'a> Source<'a> for Stream<'_, 'a, '_> {
    // The top-level block is read on one thread.
    fn top(&mut self) -> Result<usize> {
        Err(BytecodeError::new(
            Some(SectionId::Ir),
            0,
            "no top-level block in a region's records",
        ))
    }

    fn end_top(&mut self) -> Result<()> {
        Err(BytecodeError::new(
            Some(SectionId::Ir),
            0,
            "no top-level block in a region's records",
        ))
    }

    fn begin_pending(&mut self, _data: (usize, &'a [u8])) {}

    fn end_pending(&mut self) -> Result<()> {
        self.finish()
    }

    fn region(&mut self) -> Result<Option<(usize, usize)>> {
        let num_blocks = self.word()?;
        if num_blocks == 0 {
            return Ok(None);
        }
        let (lo, hi) = (self.word()? as u64, self.word()? as u64);
        let num_values = usize::try_from(lo | hi << 32)
            .map_err(|_| BytecodeError::new(Some(SectionId::Ir), 0, "value count overflows"))?;
        Ok(Some((num_blocks, num_values)))
    }

    fn end_region(&mut self) -> Result<()> {
        Ok(())
    }

    fn block(&mut self, rec: &mut BlockRec) -> Result<()> {
        rec.num_ops = self.word()?;
        let n = self.word()?;
        rec.args.clear();
        for _ in 0..n {
            let t = self.ty();
            let l = Location(self.attr());
            rec.args.push((t, l));
        }
        let n = self.word()?;
        self.orders(n, &mut rec.orders);
        Ok(())
    }

    fn op(&mut self, rec: &mut OpRec<'a>) -> Result<()> {
        rec.name = self.word()?;
        let flags = self.word()?;
        rec.num_regions = self.word()?;
        let (nres, nopd, nsucc, nord) = (self.word()?, self.word()?, self.word()?, self.word()?);
        rec.operands.clear();
        for _ in 0..nopd {
            rec.operands.push(self.word()? as u32);
        }
        rec.successors.clear();
        for _ in 0..nsucc {
            rec.successors.push(self.word()? as u32);
        }
        rec.result_types.clear();
        for _ in 0..nres {
            let t = self.ty();
            rec.result_types.push(t);
        }
        rec.loc = Location(self.attr());
        rec.attrs = self.attr();
        rec.props = (flags & 1 != 0).then(|| self.attr());
        rec.file_isolated = flags & 2 != 0;
        rec.def_isolated = flags & 4 != 0;
        self.orders(nord, &mut rec.orders);
        rec.pending = None;
        if flags & 8 != 0 {
            rec.pending = Some(self.batch.pending[self.pos.pending]);
            self.pos.pending += 1;
        }
        Ok(())
    }

    fn end_op(&mut self, _file_isolated: bool) -> Result<()> {
        Ok(())
    }
}
