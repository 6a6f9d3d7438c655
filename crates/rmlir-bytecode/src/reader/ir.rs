//! The IR section: operations, regions, blocks and values, built into
//! rmlir's bodies (upstream's `parseIRSection` and `parseRegions`).

use rmlir_ir::{
    Attribute, BlockId, BodyId, Ident, Ir, OpDef, OpId, OperationState, RegionId, Successor, Type,
    Value,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::attr_type::{AttrTypeTable, Shared};
use super::cursor::Cursor;
use super::decode::{
    decode_pending, BlockRec, Decoder, OpRec, Source, Stream, UseOrder, UseOrders,
};
use crate::encoding::SectionId;
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
    pub(crate) decoded: Vec<std::sync::OnceLock<(Ident, Option<Attribute>)>>,
}

impl<'a> PropsTable<'a> {
    pub(crate) fn new(entries: Vec<(usize, &'a [u8])>) -> Self {
        let decoded = entries.iter().map(|_| Default::default()).collect();
        PropsTable { entries, decoded }
    }
}

/// Reads operations into an [`Ir`]: the builder half of the reader. What
/// it builds comes from a [`Source`], which made every check already, so
/// building never fails.
pub struct IrReader<'t, 'a, 'c> {
    pub(crate) sh: &'t Shared<'a, 'c>,
    table: &'t AttrTypeTable<'a>,
    pub(crate) op_names: &'t [OpName],
    props: &'t PropsTable<'a>,
    pub(crate) ir: Ir,
    scopes: Vec<Scope>,
    placeholder_name: Ident,
    none: Type,
    empty_dict: Attribute,
    /// Whether a forward reference was made since use-lists were last
    /// processed: replacing it puts uses out of creation order.
    made_forward_refs: bool,
    /// Leave the regions of registered isolated ops unread.
    pub(crate) lazy: bool,
    /// A region of at least this many bytes is decoded on another thread
    /// while this one builds it; never when `None`.
    pub(crate) pipeline_min_bytes: Option<usize>,
    /// What `lazy` left unread.
    pub(crate) pending: Vec<Pending<'a>>,
    /// When set, what `lazy` leaves unread goes here as it is met instead
    /// (for other threads to read while this one goes on).
    pub(crate) on_pending: Option<&'t (dyn Fn(Pending<'a>) + Sync)>,
    /// Use-list orders of values read so far.
    use_orders: FxHashMap<(BodyId, Value), UseOrder>,
    /// Bodies read completely, whose use-lists are still to sort.
    bodies_read: Vec<BodyId>,
    /// A decoder left by an earlier read, for the next: a thread of the
    /// parallel read takes one function after another, and a decoder's
    /// caches (property orders, decoded properties) hold for the file.
    pub(crate) spare: Option<Decoder<'t, 'a, 'c>>,
}

/// The records the source fills, reused op after op.
struct Scratch<'a> {
    op: OpRec<'a>,
    block: BlockRec,
}

impl<'a> Scratch<'a> {
    fn new(ctx: &rmlir_ir::Context) -> Self {
        Scratch {
            op: OpRec::new(ctx),
            block: BlockRec::default(),
        }
    }
}

/// A region's bytes past which it is decoded on a thread of its own
/// (in a parallel read): about 50k ops.
pub(crate) const PIPELINE_MIN_BYTES: usize = 1 << 20;

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
            table,
            op_names,
            props,
            ir: Ir::new(),
            scopes: Vec::new(),
            placeholder_name: ctx.ident("builtin.unrealized_conversion_cast"),
            none: ctx.none_type(),
            empty_dict: ctx.empty_dictionary(),
            made_forward_refs: false,
            lazy: false,
            pipeline_min_bytes: None,
            pending: Vec::new(),
            on_pending: None,
            use_orders: FxHashMap::default(),
            bodies_read: Vec::new(),
            spare: None,
        }
    }

    fn decoder(&self) -> Decoder<'t, 'a, 'c> {
        Decoder::new(self.sh, self.table, self.op_names, self.props, self.lazy)
    }

    /// Reads the regions of an op that lazy loading left unread: a large
    /// one decoded on another thread as it is built, when pipelining.
    pub(crate) fn read_pending(&mut self, p: &Pending<'a>) -> Result<()> {
        if self
            .pipeline_min_bytes
            .is_none_or(|min| p.data.1.len() < min)
        {
            let mut dec = self.spare.take().unwrap_or_else(|| self.decoder());
            let res = self.build_pending(&mut dec, p);
            // A decoder that stopped on an error may be mid-way.
            if res.is_ok() {
                self.spare = Some(dec);
            }
            return res;
        }
        let mut dec = self.decoder();
        let (tx, rx) = std::sync::mpsc::sync_channel(4);
        let mut stream = Stream::new(rx, self.sh, self.table);
        std::thread::scope(|s| {
            s.spawn(move || decode_pending(&mut dec, p.data, p.num_regions, tx));
            // Returning drops the stream, which stops the decoder.
            self.build_pending(&mut stream, p)
        })
    }

    fn build_pending(&mut self, src: &mut impl Source<'a>, p: &Pending<'a>) -> Result<()> {
        src.begin_pending(p.data);
        // An op takes at least a few bytes (name, mask, location): room
        // for about as many as a typical encoding holds, bounded by the
        // bytes, never by a count from the file.
        self.ir.body_mut(p.body).reserve(p.data.1.len() / 8);
        let regions = self.ir.body(p.body).root_regions().to_vec();
        self.scopes.push(Scope::default());
        let mut scratch = Scratch::new(self.sh.ctx);
        stacker::maybe_grow(64 * 1024, 4 << 20, || -> Result<()> {
            for &r in &regions {
                self.read_region(src, &mut scratch, p.body, r)?;
            }
            Ok(())
        })?;
        self.scopes.pop();
        src.end_pending()?;
        self.bodies_read.push(p.body);
        self.process_use_lists(&Cursor::new(p.data.1, SectionId::Ir, p.data.0))
    }

    /// Reads the top-level block (no arguments) into `block` of `body`.
    pub(crate) fn read_top(
        &mut self,
        c: &mut Cursor<'a>,
        body: BodyId,
        block: BlockId,
    ) -> Result<()> {
        let mut dec = self.decoder();
        dec.set_top_cursor(c.clone());
        let num_ops = dec.top()?;
        // Values of the top-level block: one scope, sized as ops define them.
        self.scopes.push(Scope::default());
        self.scopes
            .last_mut()
            .unwrap()
            .regions
            .push(RegionValues::default());
        let mut scratch = Scratch::new(self.sh.ctx);
        for _ in 0..num_ops {
            self.read_op(&mut dec, &mut scratch, body, block, &[])?;
        }
        self.scopes.pop();
        dec.end_top()?;
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
    fn keep_use_list_orders(&mut self, body: BodyId, values: &[Value], orders: &mut UseOrders) {
        for (i, o) in orders.drain(..) {
            self.use_orders.entry((body, values[i])).or_insert(o);
        }
    }

    fn read_region(
        &mut self,
        src: &mut impl Source<'a>,
        scratch: &mut Scratch<'a>,
        body: BodyId,
        r: RegionId,
    ) -> Result<()> {
        let Some((num_blocks, num_values)) = src.region()? else {
            return Ok(());
        };
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
        scope.regions.push(RegionValues {
            start: scope.len,
            count: num_values,
            values: Vec::new(),
        });
        // The decoder checked the total fits.
        scope.len += num_values;
        for &blk in &blocks {
            let rec = &mut scratch.block;
            src.block(rec)?;
            if !rec.args.is_empty() {
                let b = self.ir.body_mut(body);
                let args: SmallVec<[Value; 4]> = rec
                    .args
                    .iter()
                    .map(|&(ty, loc)| b.add_block_arg(blk, ty, Some(loc)))
                    .collect();
                self.define(body, &args);
                self.keep_use_list_orders(body, &args, &mut rec.orders);
            }
            for _ in 0..rec.num_ops {
                self.read_op(src, scratch, body, blk, &blocks)?;
            }
        }
        let scope = self.scopes.last_mut().expect("a value scope");
        if let Some(r) = scope.regions.pop() {
            scope.len = r.start;
            if !scope.forward.is_empty() {
                scope.forward.retain(|&i, _| i < r.start);
            }
        }
        src.end_region()
    }

    /// Gives the next value ids of the current region to `values`,
    /// resolving forward references to them.
    fn define(&mut self, body: BodyId, values: &[Value]) {
        let scope = self.scopes.last_mut().expect("a value scope");
        let region = scope.regions.last_mut().expect("a region");
        let first = region.start + region.values.len();
        // Mostly one result: a push, not a copy of a slice.
        match values {
            [v] => region.values.push(*v),
            _ => region.values.extend_from_slice(values),
        }
        if scope.forward.is_empty() {
            return;
        }
        for (i, &v) in (first..).zip(values) {
            if let Some(ph) = scope.forward.remove(&i) {
                self.ir.body_mut(body).replace_all_uses_with(ph, v);
            }
        }
    }

    fn operand(&mut self, body: BodyId, i: u32) -> Value {
        let i = i as usize;
        let scope = self.scopes.last_mut().expect("a value scope");
        let defined = scope
            .regions
            .iter()
            .rev()
            .find(|r| r.start <= i)
            .and_then(|r| r.values.get(i - r.start).copied());
        match defined.or_else(|| scope.forward.get(&i).copied()) {
            Some(v) => v,
            None => {
                let st = OperationState {
                    name: self.placeholder_name,
                    loc: self.sh.ctx.unknown_loc(),
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
                self.scopes.last_mut().unwrap().forward.insert(i, v);
                self.made_forward_refs = true;
                v
            }
        }
    }

    fn read_op(
        &mut self,
        src: &mut impl Source<'a>,
        scratch: &mut Scratch<'a>,
        body: BodyId,
        block: BlockId,
        region_blocks: &[BlockId],
    ) -> Result<OpId> {
        src.op(&mut scratch.op)?;
        let Built {
            op,
            num_regions,
            file_isolated,
            pending,
            isolated_body,
        } = self.build_op(body, block, region_blocks, &mut scratch.op);
        if num_regions == 0 {
            return Ok(op);
        }
        let (rbody, regions): (BodyId, SmallVec<[RegionId; 2]>) = match isolated_body {
            Some(nb) => {
                let nbody = self.ir.body_mut(nb);
                let regions = (0..num_regions).map(|_| nbody.add_root_region()).collect();
                nbody.set_owner(Some((body, op)));
                (nb, regions)
            }
            None => (body, self.ir.body(body).local_regions(op).collect()),
        };
        if let (Some(data), Some(nb)) = (pending, isolated_body) {
            let p = Pending {
                op: rmlir_ir::OpRef { body, op },
                body: nb,
                data,
                num_regions: regions.len(),
            };
            match self.on_pending {
                Some(f) => f(p),
                None => self.pending.push(p),
            }
            return Ok(op);
        }
        if file_isolated {
            self.scopes.push(Scope::default());
        }
        stacker::maybe_grow(64 * 1024, 4 << 20, || -> Result<()> {
            for &r in &regions {
                self.read_region(src, scratch, rbody, r)?;
            }
            Ok(())
        })?;
        if file_isolated {
            self.scopes.pop();
        }
        src.end_op(file_isolated)?;
        if let Some(nb) = isolated_body {
            self.bodies_read.push(nb);
        }
        Ok(op)
    }

    /// Makes the op `rec` describes; returns it with what its regions
    /// need (the scratch record is filled again while they are read).
    fn build_op(
        &mut self,
        body: BodyId,
        block: BlockId,
        region_blocks: &[BlockId],
        rec: &mut OpRec<'a>,
    ) -> Built<'a> {
        let operands: SmallVec<[Value; 4]> = rec
            .operands
            .iter()
            .map(|&i| self.operand(body, i))
            .collect();
        let successors: SmallVec<[Successor; 2]> = rec
            .successors
            .iter()
            .map(|&i| Successor {
                block: region_blocks[i as usize],
                num_operands: 0,
            })
            .collect();
        let isolated_body = rec.def_isolated.then(|| self.ir.new_body());
        let st = OperationState {
            name: self.op_names[rec.name].name,
            loc: rec.loc,
            operands: &operands,
            result_types: &rec.result_types,
            attrs: rec.attrs,
            properties: rec.props,
            successors: &successors,
            num_regions: rec.num_regions as u32,
            isolated: isolated_body,
        };
        let b = self.ir.body_mut(body);
        let op = b.create_op(&st);
        b.append_op(block, op);
        if !rec.result_types.is_empty() {
            let results: SmallVec<[Value; 4]> = b.results(op).collect();
            // Files rarely carry use-list orders: most ops have none.
            if !rec.orders.is_empty() {
                self.keep_use_list_orders(body, &results, &mut rec.orders);
            }
            // The decoder gives results no value ids in a region of none.
            let scope = self.scopes.last().expect("a value scope");
            if scope.regions.last().is_some_and(|r| r.count != 0) {
                self.define(body, &results);
            }
        }
        Built {
            op,
            num_regions: rec.num_regions,
            file_isolated: rec.file_isolated,
            pending: rec.pending,
            isolated_body,
        }
    }
}

/// An op just built, with what reading its regions needs.
struct Built<'a> {
    op: OpId,
    num_regions: usize,
    file_isolated: bool,
    pending: Option<(usize, &'a [u8])>,
    isolated_body: Option<BodyId>,
}

/// The values of one isolated scope: those each open region defined so
/// far (a region's declared count sizes nothing), and stand-ins for those
/// used before their definition.
#[derive(Default)]
struct Scope {
    /// Values declared by the open regions, the ids below this.
    len: usize,
    regions: Vec<RegionValues>,
    forward: FxHashMap<usize, Value>,
}

/// An open region's values: ids from `start`, `count` declared.
#[derive(Default)]
struct RegionValues {
    start: usize,
    count: usize,
    values: Vec<Value>,
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
