//! The IR section: operations, regions, blocks and values, built into
//! rmlir's bodies (upstream's `parseIRSection` and `parseRegions`).

use rmlir_ir::op_def::{with_default_properties, AttrStorage, PropKind};
use rmlir_ir::{
    AttrKind, Attribute, BlockId, BodyId, Context, Ident, Ir, Location, NamedAttr, OpDef, OpId,
    OpTraits, OperationState, RegionId, Successor, Type, Value,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::attr_type::{AttrTypeTable, Shared, TableReader};
use super::cursor::Cursor;
use crate::encoding::{attr_props_in_order, op_mask, version, SectionId};
use crate::error::Result;

/// An op name of the dialect section.
#[derive(Copy, Clone)]
pub struct OpName {
    /// The full name, `dialect.op`.
    pub name: Ident,
    /// Whether the writer had the op registered (version 5 and later).
    pub was_registered: bool,
    /// Its definition in the reading context.
    pub def: Option<&'static OpDef>,
}

#[derive(Copy, Clone)]
enum Slot {
    Empty,
    /// Used before defined: a placeholder result of a detached op.
    Forward(Value),
    Defined(Value),
}

#[derive(Default)]
struct Scope {
    values: Vec<Slot>,
    next: Vec<usize>,
}

/// A use-list order read from the file, applied once the body is read.
struct UseOrder {
    /// Whether `indices` are (from, to) pairs rather than a whole order.
    pairs: bool,
    indices: SmallVec<[u32; 4]>,
}

/// The regions of an isolated op left unread (lazy loading): their
/// nested IR section.
#[derive(Copy, Clone, Debug)]
pub struct Pending<'a> {
    /// The op, in its parent body.
    pub op: rmlir_ir::OpRef,
    /// The body its regions go into.
    pub body: BodyId,
    /// The section's file offset and bytes.
    pub data: (usize, &'a [u8]),
    /// How many regions the op has.
    pub num_regions: usize,
}

/// The properties section: each entry's bytes and, once read for an op
/// name, what they decode to (defaults filled in). Writers encode each
/// distinct value once, so most ops share an entry with others.
pub(crate) struct PropsTable<'a> {
    pub(crate) entries: Vec<(usize, &'a [u8])>,
    decoded: Vec<std::sync::OnceLock<(Ident, Option<Attribute>)>>,
}

impl<'a> PropsTable<'a> {
    pub(crate) fn new(entries: Vec<(usize, &'a [u8])>) -> Self {
        let decoded = entries.iter().map(|_| Default::default()).collect();
        PropsTable { entries, decoded }
    }
}

/// Reads operations into an [`Ir`].
pub struct IrReader<'t, 'a, 'c> {
    pub(crate) sh: &'t Shared<'a, 'c>,
    pub(crate) table: TableReader<'t, 'a>,
    pub(crate) op_names: &'t [OpName],
    pub(crate) props: &'t PropsTable<'a>,
    pub(crate) ir: Ir,
    scopes: Vec<Scope>,
    placeholder_name: Ident,
    none: Type,
    empty_dict: Attribute,
    forward_refs: usize,
    /// Whether a forward reference was made since use-lists were last
    /// processed: replacing it puts uses out of creation order.
    made_forward_refs: bool,
    /// Leave the regions of registered isolated ops unread.
    pub(crate) lazy: bool,
    /// What `lazy` left unread.
    pub(crate) pending: Vec<Pending<'a>>,
    /// When set, what `lazy` leaves unread goes here as it is met instead
    /// (for other threads to read while this one goes on).
    pub(crate) on_pending: Option<&'t (dyn Fn(Pending<'a>) + Sync)>,
    /// Use-list orders of values read so far.
    use_orders: FxHashMap<(BodyId, Value), UseOrder>,
    /// Bodies read completely, whose use-lists are still to sort.
    bodies_read: Vec<BodyId>,
}

impl<'t, 'a, 'c> IrReader<'t, 'a, 'c> {
    pub(crate) fn new(
        sh: &'t Shared<'a, 'c>,
        table: &'t AttrTypeTable<'a>,
        op_names: &'t [OpName],
        props: &'t PropsTable<'a>,
    ) -> Self {
        let ctx = sh.ctx;
        IrReader {
            sh,
            table: table.reader(),
            op_names,
            props,
            ir: Ir::new(),
            scopes: Vec::new(),
            placeholder_name: ctx.ident("builtin.unrealized_conversion_cast"),
            none: ctx.none_type(),
            empty_dict: ctx.empty_dictionary(),
            forward_refs: 0,
            made_forward_refs: false,
            lazy: false,
            pending: Vec::new(),
            on_pending: None,
            use_orders: FxHashMap::default(),
            bodies_read: Vec::new(),
        }
    }

    /// Reads the regions of an op that lazy loading left unread.
    pub(crate) fn read_pending(&mut self, p: &Pending<'a>) -> Result<()> {
        let mut c = Cursor::new(p.data.1, SectionId::Ir, p.data.0);
        // An op takes at least a few bytes (name, mask, location): room
        // for about as many as a typical encoding holds, bounded by the
        // bytes, never by a count from the file.
        self.ir.body_mut(p.body).reserve(p.data.1.len() / 8);
        let regions = self.ir.body(p.body).root_regions().to_vec();
        self.scopes.push(Scope::default());
        stacker::maybe_grow(64 * 1024, 4 << 20, || -> Result<()> {
            for &r in &regions {
                self.read_region(&mut c, p.body, r)?;
            }
            Ok(())
        })?;
        self.scopes.pop();
        if self.forward_refs != 0 {
            return Err(c.error("not all forward unresolved forward operand references"));
        }
        if !c.is_empty() {
            return Err(c.error("unexpected trailing data in an isolated region's section"));
        }
        self.bodies_read.push(p.body);
        self.process_use_lists(&c)
    }

    fn ctx(&self) -> &'c Context {
        self.sh.ctx
    }

    /// Reads the top-level block (no arguments) into `block` of `body`.
    pub(crate) fn read_top(
        &mut self,
        c: &mut Cursor<'a>,
        body: BodyId,
        block: BlockId,
    ) -> Result<()> {
        let enc = c.varint()?;
        if enc & 1 != 0 {
            return Err(c.error("the top-level block cannot have arguments"));
        }
        let num_ops = enc >> 1;
        // Values of the top-level block: one scope, sized as ops define them.
        self.scopes.push(Scope::default());
        self.scopes.last_mut().unwrap().next.push(0);
        for _ in 0..num_ops {
            self.read_op(c, body, block, &[])?;
        }
        self.scopes.pop();
        if self.forward_refs != 0 {
            return Err(c.error("not all forward unresolved forward operand references"));
        }
        if !c.is_empty() {
            return Err(c.error("unexpected trailing data in the IR section"));
        }
        self.bodies_read.push(body);
        self.process_use_lists(c)
    }

    /// Puts the uses of every value of the bodies read in the order the
    /// file asks for (upstream's `processUseLists`): by default, uses by
    /// descending pre-order position of their op (then operand number),
    /// which is the order building the IR op by op gives; a value with an
    /// order in the file gets that order applied on top.
    fn process_use_lists(&mut self, c: &Cursor<'_>) -> Result<()> {
        // Each use is linked in front of its value's list as ops are made,
        // in pre-order: the default order already. Only replaced forward
        // references and orders from the file change it.
        let all = std::mem::take(&mut self.made_forward_refs);
        if !all && self.use_orders.is_empty() {
            self.bodies_read.clear();
            return Ok(());
        }
        let invalid = || c.error("parsed use-list orders were invalid and could not be applied");
        for body in std::mem::take(&mut self.bodies_read) {
            let b = self.ir.body(body);
            // Without replaced forward references only the values with an
            // order in the file can be out of the default order.
            let values: Vec<Value> = if all {
                (0..b.num_values() as u32).map(Value::from_u32).collect()
            } else {
                let mut listed: Vec<Value> = self
                    .use_orders
                    .keys()
                    .filter(|k| k.0 == body)
                    .map(|k| k.1)
                    .collect();
                listed.sort_unstable();
                listed
            };
            if values.is_empty() {
                continue;
            }
            // Pre-order numbers of the body's ops. Ops of isolated bodies
            // nested here fall between them upstream, but never use this
            // body's values, so relative order is all that matters. Without
            // replaced forward references every list is in that order as
            // built: no numbers needed.
            let ids = if all { preorder_ids(b) } else { Vec::new() };
            for v in values {
                let b = self.ir.body(body);
                let mut users = b.users(v);
                if users.next().is_none() || users.next().is_none() {
                    continue;
                }
                let mut order: SmallVec<[(u32, u64); 8]> = b
                    .users(v)
                    .enumerate()
                    .map(|(p, (op, i))| {
                        let id = ids.get(op.as_u32() as usize).copied().unwrap_or(0);
                        (p as u32, (id as u64) << 32 | i as u64)
                    })
                    .collect();
                let sorted = !all || order.windows(2).all(|w| w[0].1 > w[1].1);
                let custom = self.use_orders.remove(&(body, v));
                if sorted && custom.is_none() {
                    continue;
                }
                if !sorted {
                    order.sort_unstable_by_key(|o| std::cmp::Reverse(o.1));
                }
                let n = order.len();
                let shuffle: SmallVec<[u32; 8]> = match custom {
                    None => order.iter().map(|o| o.0).collect(),
                    Some(custom) => {
                        let mut sh: SmallVec<[u32; 8]> = custom.indices.iter().copied().collect();
                        if custom.pairs {
                            if !sh.len().is_multiple_of(2) {
                                return Err(invalid());
                            }
                            let mut full: SmallVec<[u32; 8]> = (0..n as u32).collect();
                            for pair in sh.chunks(2) {
                                *full.get_mut(pair[0] as usize).ok_or_else(invalid)? = pair[1];
                            }
                            sh = full;
                        }
                        let mut seen = vec![false; n];
                        for &x in &sh {
                            match seen.get_mut(x as usize) {
                                Some(s @ false) => *s = true,
                                _ => return Err(invalid()),
                            }
                        }
                        if sh.len() != n {
                            return Err(invalid());
                        }
                        order.iter().map(|o| sh[o.0 as usize]).collect()
                    }
                };
                self.ir.body_mut(body).shuffle_use_list(v, &shuffle);
            }
        }
        // Orders of values with fewer than two uses are ignored, as
        // upstream does.
        self.use_orders.clear();
        Ok(())
    }

    /// Keeps use-list orders read for `values` (by position) for
    /// `process_use_lists`; the first order read for a value wins.
    fn keep_use_list_orders(
        &mut self,
        body: BodyId,
        values: &[Value],
        orders: Vec<(usize, UseOrder)>,
    ) {
        for (i, o) in orders {
            self.use_orders.entry((body, values[i])).or_insert(o);
        }
    }

    /// Reads the use-list orders of a range of `n` values: (position in
    /// the range, order) pairs.
    fn read_use_list_orders(c: &mut Cursor<'_>, n: usize) -> Result<Vec<(usize, UseOrder)>> {
        let invalid = |c: &Cursor<'_>| {
            c.error("parsed use-list orders were invalid and could not be applied")
        };
        let mut out = Vec::new();
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
        Ok(out)
    }

    fn read_region(&mut self, c: &mut Cursor<'a>, body: BodyId, r: RegionId) -> Result<()> {
        // A block takes at least one byte.
        let num_blocks = c.count(c.remaining(), "block")?;
        if num_blocks == 0 {
            return Ok(());
        }
        let num_values = c.count(c.remaining(), "value")?;
        let blocks: Vec<BlockId> = {
            let b = self.ir.body_mut(body);
            (0..num_blocks)
                .map(|_| {
                    let blk = b.create_block();
                    b.append_block(r, blk);
                    blk
                })
                .collect()
        };
        let scope = self.scopes.last_mut().expect("a value scope");
        let start = scope.values.len();
        scope.next.push(start);
        scope.values.resize(start + num_values, Slot::Empty);
        for &blk in &blocks {
            let enc = c.varint()?;
            let num_ops = enc >> 1;
            if enc & 1 != 0 {
                self.read_block_args(c, body, blk)?;
            }
            for _ in 0..num_ops {
                self.read_op(c, body, blk, &blocks)?;
            }
        }
        let scope = self.scopes.last_mut().expect("a value scope");
        scope.next.pop();
        if scope.values[start..]
            .iter()
            .any(|s| matches!(s, Slot::Forward(_)))
        {
            return Err(c.error("not all forward unresolved forward operand references"));
        }
        scope.values.truncate(start);
        Ok(())
    }

    fn read_block_args(&mut self, c: &mut Cursor<'a>, body: BodyId, blk: BlockId) -> Result<()> {
        let n = c.count(c.remaining(), "block argument")?;
        let v = self.sh.version;
        let unknown = self.ctx().unknown_loc();
        let mut args: SmallVec<[Value; 4]> = SmallVec::new();
        for _ in 0..n {
            let (ty, loc) = if v >= version::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                let tv = c.varint()?;
                let ty =
                    self.table
                        .ty(self.sh, usize::try_from(tv >> 1).unwrap_or(usize::MAX), c)?;
                let loc = if tv & 1 != 0 {
                    self.read_loc(c)?
                } else {
                    unknown
                };
                (ty, loc)
            } else {
                let ty = self.table.read_type(self.sh, c)?;
                (ty, self.read_loc(c)?)
            };
            let arg = self.ir.body_mut(body).add_block_arg(blk, ty, Some(loc));
            args.push(arg);
        }
        self.define(c, body, &args)?;
        if v >= version::USE_LIST_ORDERING {
            let has_orders = c.byte()?;
            if has_orders != 0 {
                let orders = Self::read_use_list_orders(c, args.len())?;
                self.keep_use_list_orders(body, &args, orders);
            }
        }
        Ok(())
    }

    fn read_loc(&mut self, c: &mut Cursor<'_>) -> Result<Location> {
        let a = self.table.read_attr(self.sh, c)?;
        if !self.ctx().attr_kind(a).is_location() {
            return Err(c.error("expected attribute of type: LocationAttr"));
        }
        Ok(Location(a))
    }

    /// Gives the next value ids of the current region to `values`,
    /// resolving forward references to them.
    fn define(&mut self, c: &Cursor<'_>, body: BodyId, values: &[Value]) -> Result<()> {
        let scope = self.scopes.last_mut().expect("a value scope");
        let next = scope.next.last_mut().expect("a region");
        let end = *next + values.len();
        if end > scope.values.len() {
            return Err(c.error(format!(
                "value index range was outside of the expected range for the parent region, got [{}, {end}), but the maximum index was {}",
                *next,
                scope.values.len() as i64 - 1
            )));
        }
        for (i, &v) in values.iter().enumerate() {
            let slot = &mut scope.values[*next + i];
            if let Slot::Forward(ph) = *slot {
                self.ir.body_mut(body).replace_all_uses_with(ph, v);
                self.forward_refs -= 1;
            }
            *slot = Slot::Defined(v);
        }
        *next = end;
        Ok(())
    }

    fn operand(&mut self, c: &mut Cursor<'_>, body: BodyId) -> Result<Value> {
        let scope = self.scopes.last_mut().expect("a value scope");
        let i = c.index(scope.values.len(), "value")?;
        match scope.values[i] {
            Slot::Defined(v) | Slot::Forward(v) => Ok(v),
            Slot::Empty => {
                let st = OperationState {
                    name: self.placeholder_name,
                    loc: self.ctx().unknown_loc(),
                    operands: &[],
                    result_types: &[self.none],
                    attrs: self.empty_dict,
                    properties: None,
                    successors: &[],
                    num_regions: 0,
                    isolated: None,
                };
                let b = self.ir.body_mut(body);
                let op = b.create_op(&st);
                let v = b.result(op, 0);
                self.scopes.last_mut().unwrap().values[i] = Slot::Forward(v);
                self.forward_refs += 1;
                self.made_forward_refs = true;
                Ok(v)
            }
        }
    }

    fn read_op(
        &mut self,
        c: &mut Cursor<'a>,
        body: BodyId,
        block: BlockId,
        region_blocks: &[BlockId],
    ) -> Result<OpId> {
        let ctx = self.ctx();
        let name_idx = c.index(self.op_names.len(), "operation name")?;
        let OpName {
            name,
            def,
            was_registered,
        } = self.op_names[name_idx];
        let mask = c.byte()?;
        let loc = self.read_loc(c)?;
        let mut attrs = self.empty_dict;
        if mask & op_mask::HAS_ATTRS != 0 {
            attrs = self.table.read_attr(self.sh, c)?;
            if !matches!(ctx.attr_kind(attrs), AttrKind::Dictionary(_)) {
                return Err(c.error("expected attribute of type: DictionaryAttr"));
            }
        }
        let mut properties = None;
        if mask & op_mask::HAS_PROPERTIES != 0 {
            if self.sh.version < version::NATIVE_PROPERTIES_ENCODING {
                return Err(c.error(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                    self.sh.version
                )));
            }
            let i = usize::try_from(c.varint()?).unwrap_or(usize::MAX);
            let Some(&(offset, data)) = self.props.entries.get(i) else {
                return Err(c.error(format!(
                    "Properties idx out-of-bound for {}",
                    ctx.ident_str(name)
                )));
            };
            let mut pc = Cursor::new(data, SectionId::Properties, offset);
            properties = match def {
                Some(def) => match self.props.decoded[i].get() {
                    Some(&(n, p)) if n == name => p,
                    _ => {
                        let p = self.read_properties(def, &mut pc)?;
                        let p = with_default_properties(ctx, def, p);
                        // Another thread may have set it for another op
                        // name: then this op decodes its own each time.
                        let _ = self.props.decoded[i].set((name, p));
                        p
                    }
                },
                // Written by the op's own `writeProperties`, which only
                // its definition can read.
                None if was_registered => {
                    return Err(c.error(format!(
                        "cannot read the properties of '{}': the op is not registered in rmlir",
                        ctx.ident_str(name)
                    )))
                }
                None => Some(self.table.read_attr(self.sh, &mut pc)?),
            };
        } else if let Some(def) = def {
            // Before properties had a section, inherent attributes were
            // written in the attribute dictionary.
            let (p, rest) = split_inherent(ctx, def, attrs);
            attrs = rest;
            properties = with_default_properties(ctx, def, p);
        } else if let Some(def) = def {
            properties = with_default_properties(ctx, def, None);
        }
        let mut result_types: SmallVec<[Type; 4]> = SmallVec::new();
        if mask & op_mask::HAS_RESULTS != 0 {
            let n = c.count(c.remaining(), "result")?;
            for _ in 0..n {
                result_types.push(self.table.read_type(self.sh, c)?);
            }
        }
        let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
        if mask & op_mask::HAS_OPERANDS != 0 {
            let n = c.count(c.remaining(), "operand")?;
            for _ in 0..n {
                operands.push(self.operand(c, body)?);
            }
        }
        let mut successors: SmallVec<[Successor; 2]> = SmallVec::new();
        if mask & op_mask::HAS_SUCCESSORS != 0 {
            let n = c.count(c.remaining(), "successor")?;
            for _ in 0..n {
                let i = c.index(region_blocks.len(), "successor")?;
                successors.push(Successor {
                    block: region_blocks[i],
                    num_operands: 0,
                });
            }
        }
        // The orders come before the op exists: kept by result position
        // until its results do.
        let mut orders = Vec::new();
        if self.sh.version >= version::USE_LIST_ORDERING && mask & op_mask::HAS_USE_LIST_ORDERS != 0
        {
            orders = Self::read_use_list_orders(c, result_types.len())?;
        }
        let (mut num_regions, mut file_isolated) = (0usize, false);
        if mask & op_mask::HAS_INLINE_REGIONS != 0 {
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
            return Err(c.error(format!(
                "'{}' is IsolatedFromAbove but its regions are not encoded as isolated",
                ctx.ident_str(name)
            )));
        }
        let isolated_body = def_isolated.then(|| self.ir.new_body());
        let st = OperationState {
            name,
            loc,
            operands: &operands,
            result_types: &result_types,
            attrs,
            properties,
            successors: &successors,
            num_regions: num_regions as u32,
            isolated: isolated_body,
        };
        let b = self.ir.body_mut(body);
        let op = b.create_op(&st);
        b.append_op(block, op);
        let results: SmallVec<[Value; 4]> = b.results(op).collect();
        self.keep_use_list_orders(body, &results, orders);
        if !results.is_empty() {
            self.define(c, body, &results)?;
        }
        if num_regions == 0 {
            return Ok(op);
        }
        let (rbody, regions): (BodyId, Vec<RegionId>) = match isolated_body {
            Some(nb) => {
                let nbody = self.ir.body_mut(nb);
                let regions = (0..num_regions).map(|_| nbody.add_root_region()).collect();
                nbody.set_owner(Some((body, op)));
                (nb, regions)
            }
            None => (body, self.ir.body(body).local_regions(op).collect()),
        };
        let nested = file_isolated && self.sh.version >= version::LAZY_LOADING;
        let mut sub;
        let rc: &mut Cursor<'a> = if nested {
            let (id, section) = c.read_section()?;
            if id != SectionId::Ir as u8 {
                return Err(c.error("expected IR section for region"));
            }
            sub = section;
            &mut sub
        } else {
            c
        };
        if nested && self.lazy {
            if let Some(nb) = isolated_body {
                let p = Pending {
                    op: rmlir_ir::OpRef { body, op },
                    body: nb,
                    data: (rc.file_offset(), rc.rest()),
                    num_regions: regions.len(),
                };
                match self.on_pending {
                    Some(f) => f(p),
                    None => self.pending.push(p),
                }
                return Ok(op);
            }
        }
        if file_isolated {
            self.scopes.push(Scope::default());
        }
        stacker::maybe_grow(64 * 1024, 4 << 20, || -> Result<()> {
            for &r in &regions {
                self.read_region(rc, rbody, r)?;
            }
            Ok(())
        })?;
        if file_isolated {
            self.scopes.pop();
        }
        if nested && !rc.is_empty() {
            return Err(rc.error("unexpected trailing data in an isolated region's section"));
        }
        if let Some(nb) = isolated_body {
            self.bodies_read.push(nb);
        }
        Ok(op)
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
        let ctx = self.ctx();
        let mut entries: Vec<NamedAttr> = Vec::new();
        for p in attr_props_in_order(def) {
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
            if matches!(p.constraint.storage, AttrStorage::UnitProp) && c.byte()? != 0 {
                entries.push(NamedAttr {
                    name: ctx.ident(p.name),
                    value: ctx.unit_attr(),
                });
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
        if !c.is_empty() {
            return Err(c.error(format!(
                "unexpected trailing bytes in the properties of '{}'",
                def.name
            )));
        }
        if entries.is_empty() {
            return Ok(None);
        }
        Ok(Some(ctx.dictionary_attr(entries)))
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
        return Err(c.error("reading sparse array with indexing above 8 bits"));
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

/// Pre-order numbers of the ops of a body, by op (nested isolated
/// bodies not entered).
fn preorder_ids(b: &rmlir_ir::Body) -> Vec<u32> {
    let mut ids = vec![0u32; b.num_ops()];
    let mut next = 0u32;
    let mut stack: Vec<OpId> = Vec::new();
    let push_children = |regions: &mut dyn Iterator<Item = RegionId>, stack: &mut Vec<OpId>| {
        let start = stack.len();
        for r in regions {
            for blk in b.region_blocks(r) {
                stack.extend(b.block_ops(blk));
            }
        }
        stack[start..].reverse();
    };
    push_children(&mut b.root_regions().iter().copied(), &mut stack);
    while let Some(op) = stack.pop() {
        ids[op.as_u32() as usize] = next;
        next += 1;
        push_children(&mut b.local_regions(op), &mut stack);
    }
    ids
}
