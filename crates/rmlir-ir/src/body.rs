//! Operations, blocks, regions and values.
//!
//! IR is stored in [`Body`] arenas, one per *isolated region tree*: the
//! regions of an IsolatedFromAbove operation (and everything nested in them
//! that is not itself isolated) live in their own `Body`. Values never cross
//! an isolation boundary, so every use-list is local to one body and two
//! bodies can be mutated on two threads at once with no lock; see
//! docs/ARCHITECTURE.md. Handles (`OpId`, `BlockId`, `RegionId`, `Value`) are
//! `u32` indices local to their body.

use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, EntityRef, PrimaryMap};
use smallvec::SmallVec;

mod edit;
pub use edit::{IrMapping, Listener, NoListener};

use crate::attributes::{Attribute, Location};
use crate::context::Ident;
use crate::types::Type;

/// An operation (MLIR's `Operation *`), local to its [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(u32);
entity_impl!(OpId, "op");
/// A block (MLIR's `Block *`), local to its [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(u32);
entity_impl!(BlockId, "bb");
/// A region (MLIR's `Region *`), local to its [`Body`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegionId(u32);
entity_impl!(RegionId, "region");
/// An SSA value: an operation result or a block argument.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");
/// One operand slot of an operation; a node of its value's use-list.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UseId(u32);
entity_impl!(UseId, "use");
/// A [`Body`] of an [`Ir`](crate::Ir).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BodyId(u32);
entity_impl!(BodyId, "body");

/// A contiguous run of entities in an arena.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
struct Span {
    start: u32,
    len: u32,
}

impl Span {
    fn iter<E: EntityRef>(self) -> impl ExactSizeIterator<Item = E> + DoubleEndedIterator {
        (self.start as usize..(self.start + self.len) as usize).map(E::new)
    }
}

/// A successor block and how many of the op's trailing operands it takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Successor {
    /// The successor block.
    pub block: BlockId,
    /// How many of the op's trailing operands are `block`'s arguments.
    pub num_operands: u32,
}

/// An operation's storage: name, location, attributes and its links into
/// the block's op list and the body's arenas.
#[derive(Clone, Debug)]
pub struct OpData {
    /// The op name (`dialect.op`).
    pub name: Ident,
    /// The op's location.
    pub loc: Location,
    /// Discardable attributes, a dictionary attribute.
    pub attrs: Attribute,
    /// Inherent attributes (`<{...}>`), a dictionary attribute, if any.
    pub properties: PackedOption<AttrHandle>,
    parent: PackedOption<BlockId>,
    prev: PackedOption<OpId>,
    next: PackedOption<OpId>,
    operands: Span,
    results: Span,
    regions: Span,
    /// The op's run of `Body::succs`.
    successors: Span,
    /// When the op is IsolatedFromAbove, its regions live in this body.
    isolated: PackedOption<BodyId>,
}

/// Attribute handle usable in `PackedOption`.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct AttrHandle(u32);
entity_impl!(AttrHandle, "attr");
impl From<Attribute> for AttrHandle {
    fn from(a: Attribute) -> Self {
        AttrHandle(a.0)
    }
}
impl From<AttrHandle> for Attribute {
    fn from(a: AttrHandle) -> Self {
        Attribute(a.0)
    }
}

/// One successor slot of an operation; a node of its block's list of
/// predecessors (MLIR's `BlockOperand`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SuccUse(u32);
entity_impl!(SuccUse, "succ");

/// The links of a successor slot in its block's predecessor list.
#[derive(Clone, Debug)]
struct SuccLink {
    owner: OpId,
    prev: PackedOption<SuccUse>,
    next: PackedOption<SuccUse>,
    /// Detached from its block's predecessors while its op stays (MLIR's
    /// dropped `BlockOperand`, pointing nowhere until the op goes too).
    dropped: bool,
}

#[derive(Clone, Debug, Default)]
pub(crate) struct BlockData {
    parent: PackedOption<RegionId>,
    prev: PackedOption<BlockId>,
    next: PackedOption<BlockId>,
    first_op: PackedOption<OpId>,
    last_op: PackedOption<OpId>,
    args: SmallVec<[Value; 2]>,
    /// Head of the list of successor slots naming this block.
    first_pred: PackedOption<SuccUse>,
}

/// What owns a region.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum RegionParent {
    /// A region of an operation of this body.
    Op(OpId),
    /// A region of the isolated operation that owns this body.
    BodyOwner,
}

#[derive(Clone, Debug)]
pub(crate) struct RegionData {
    parent: RegionParent,
    first_block: PackedOption<BlockId>,
    last_block: PackedOption<BlockId>,
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// The result number.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The block.
        block: BlockId,
        /// The argument number.
        index: u32,
    },
}

/// A value's storage: its type, its definition and the head of its
/// use-list.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// The value's type.
    pub ty: Type,
    def: ValueDef,
    first_use: PackedOption<UseId>,
    /// Location of block arguments (results use their op's location).
    loc: PackedOption<AttrHandle>,
}

#[derive(Clone, Debug)]
struct UseData {
    value: PackedOption<Value>,
    owner: OpId,
    prev: PackedOption<UseId>,
    next: PackedOption<UseId>,
}

/// Where the entities of a body [`Body::absorb`]ed into another start.
#[derive(Copy, Clone, Debug)]
pub struct Absorbed {
    op: u32,
    block: u32,
    region: u32,
    value: u32,
    use_: u32,
}

impl Absorbed {
    /// The new name of an op of the absorbed body.
    pub fn op(&self, o: OpId) -> OpId {
        OpId::from_u32(self.op + o.as_u32())
    }

    /// The new name of a block of the absorbed body.
    pub fn block(&self, b: BlockId) -> BlockId {
        BlockId::from_u32(self.block + b.as_u32())
    }

    /// The new name of a region of the absorbed body.
    pub fn region(&self, r: RegionId) -> RegionId {
        RegionId::from_u32(self.region + r.as_u32())
    }

    /// The new name of a value of the absorbed body.
    pub fn value(&self, v: Value) -> Value {
        Value::from_u32(self.value + v.as_u32())
    }
}

/// The arena for one isolated region tree.
#[derive(Default, Clone, Debug)]
pub struct Body {
    ops: PrimaryMap<OpId, OpData>,
    blocks: PrimaryMap<BlockId, BlockData>,
    regions: PrimaryMap<RegionId, RegionData>,
    values: PrimaryMap<Value, ValueData>,
    uses: PrimaryMap<UseId, UseData>,
    /// Successor slots, a run per op; `succ_links` beside them.
    succs: PrimaryMap<SuccUse, Successor>,
    succ_links: Vec<SuccLink>,
    /// Ops erased by [`Body::erase_op`], by index (grown on first erase).
    erased: Vec<u64>,
    /// The regions of the isolated op that owns this body.
    root_regions: Vec<RegionId>,
    /// The op owning this body, in its parent body.
    owner: Option<(BodyId, OpId)>,
}

/// What [`Body::create_op`] needs to make an operation.
pub struct OperationState<'a> {
    /// The op name (`dialect.op`).
    pub name: Ident,
    /// The op's location.
    pub loc: Location,
    /// The operands, including the successor operands (trailing).
    pub operands: &'a [Value],
    /// One result per type.
    pub result_types: &'a [Type],
    /// Discardable attributes, a dictionary attribute.
    pub attrs: Attribute,
    /// Inherent attributes (`<{...}>`), a dictionary attribute, if any.
    pub properties: Option<Attribute>,
    /// Successor blocks, with how many trailing operands each takes.
    pub successors: &'a [Successor],
    /// How many (empty) regions to create.
    pub num_regions: u32,
    /// Put the regions in this (new, empty) body: the op is IsolatedFromAbove.
    pub isolated: Option<BodyId>,
}

impl OperationState<'_> {
    /// An op named `name` with nothing else: no operands, results,
    /// attributes, successors or regions. Fill in the rest with struct
    /// update syntax: `OperationState { num_regions: 1, ..OperationState::new(ctx, "t.op", loc) }`.
    pub fn new(ctx: &crate::Context, name: &str, loc: Location) -> Self {
        OperationState {
            name: ctx.ident(name),
            loc,
            operands: &[],
            result_types: &[],
            attrs: ctx.empty_dictionary(),
            properties: None,
            successors: &[],
            num_regions: 0,
            isolated: None,
        }
    }
}

impl Body {
    /// An empty body.
    pub fn new() -> Self {
        Self::default()
    }

    /// Makes room for about `ops` more operations (with as many values and
    /// half again as many operands), so a reader that knows roughly how
    /// much it will build does not grow the tables step by step.
    pub fn reserve(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.uses.reserve(ops + ops / 2);
    }

    /// The isolated op that owns this body, in its parent body; `None` for
    /// the root body.
    pub fn owner(&self) -> Option<(BodyId, OpId)> {
        self.owner
    }

    /// Renames the bodies this one refers to (its owner's and its isolated
    /// ops'), when bodies move between [`crate::Ir`]s.
    pub fn remap_body_ids(&mut self, f: &dyn Fn(BodyId) -> BodyId) {
        if let Some((b, op)) = self.owner {
            self.owner = Some((f(b), op));
        }
        for op in self.ops.values_mut() {
            if let Some(b) = op.isolated.expand() {
                op.isolated = f(b).into();
            }
        }
    }

    /// Whether any op of this body has successors (a quick way to skip
    /// looking for them).
    pub fn has_successor_lists(&self) -> bool {
        !self.succs.is_empty()
    }

    /// Sets the owner (see [`Body::owner`]).
    pub fn set_owner(&mut self, owner: Option<(BodyId, OpId)>) {
        self.owner = owner;
    }

    /// The regions of the isolated op that owns this body (for the root body,
    /// the regions holding the top-level ops).
    pub fn root_regions(&self) -> &[RegionId] {
        &self.root_regions
    }

    /// Adds a region owned by this body's isolated op.
    pub fn add_root_region(&mut self) -> RegionId {
        let r = self.regions.push(RegionData {
            parent: RegionParent::BodyOwner,
            first_block: None.into(),
            last_block: None.into(),
        });
        self.root_regions.push(r);
        r
    }

    /// Number of ops in the arena, erased ones included.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// Number of blocks in the arena, removed ones included (an upper
    /// bound on block indices, for tables indexed by block).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Number of values in the arena, erased ones included (an upper
    /// bound on value indices, for tables indexed by value).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    // ----- operations -----

    /// Creates a detached operation.
    pub fn create_op(&mut self, st: &OperationState<'_>) -> OpId {
        let op = self.ops.next_key();
        let operand_start = self.uses.len() as u32;
        for &v in st.operands {
            let u = self.uses.push(UseData {
                value: None.into(),
                owner: op,
                prev: None.into(),
                next: None.into(),
            });
            self.link_use(u, v);
        }
        let result_start = self.values.len() as u32;
        for (i, &ty) in st.result_types.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                def: ValueDef::Result {
                    op,
                    index: i as u32,
                },
                first_use: None.into(),
                loc: None.into(),
            });
        }
        let region_start = self.regions.len() as u32;
        if st.isolated.is_none() {
            for _ in 0..st.num_regions {
                self.regions.push(RegionData {
                    parent: RegionParent::Op(op),
                    first_block: None.into(),
                    last_block: None.into(),
                });
            }
        }
        let succ_start = self.succs.len() as u32;
        for s in st.successors {
            let u = self.succs.push(*s);
            self.succ_links.push(SuccLink {
                owner: op,
                prev: None.into(),
                next: None.into(),
                dropped: false,
            });
            self.link_pred(u, s.block);
        }
        let successors = Span {
            start: succ_start,
            len: st.successors.len() as u32,
        };
        let id = self.ops.push(OpData {
            name: st.name,
            loc: st.loc,
            attrs: st.attrs,
            properties: st.properties.map(AttrHandle::from).into(),
            parent: None.into(),
            prev: None.into(),
            next: None.into(),
            operands: Span {
                start: operand_start,
                len: st.operands.len() as u32,
            },
            results: Span {
                start: result_start,
                len: st.result_types.len() as u32,
            },
            regions: Span {
                start: region_start,
                len: if st.isolated.is_some() {
                    0
                } else {
                    st.num_regions
                },
            },
            successors,
            isolated: st.isolated.into(),
        });
        debug_assert_eq!(id, op);
        id
    }

    /// The op's storage.
    #[inline]
    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op]
    }

    /// The op's storage, mutably.
    #[inline]
    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op]
    }

    /// Every op in the arena, erased ones included, in creation order.
    pub fn op_ids(&self) -> impl Iterator<Item = OpId> + '_ {
        self.ops.keys()
    }

    /// Number of operands.
    pub fn operand_count(&self, op: OpId) -> usize {
        self.ops[op].operands.len as usize
    }

    /// The operand values. Panics for an op erased by [`Body::erase_op`].
    pub fn operands(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + '_ {
        self.ops[op]
            .operands
            .iter::<UseId>()
            .map(move |u| self.uses[u].value.expect("dropped operand"))
    }

    /// The operand values, `None` for an operand whose value was dropped
    /// (an op about to be erased with its neighbours).
    pub fn operands_raw(&self, op: OpId) -> impl ExactSizeIterator<Item = Option<Value>> + '_ {
        self.ops[op]
            .operands
            .iter::<UseId>()
            .map(move |u| self.uses[u].value.expand())
    }

    /// Operand `i`. Panics if out of range.
    pub fn operand(&self, op: OpId, i: usize) -> Value {
        let span = self.ops[op].operands;
        assert!(i < span.len as usize);
        self.uses[UseId::new(span.start as usize + i)]
            .value
            .expect("dropped operand")
    }

    /// Points operand `i` at `v`, moving the use between use-lists
    /// (MLIR's `Operation::setOperand`).
    pub fn set_operand(&mut self, op: OpId, i: usize, v: Value) {
        let span = self.ops[op].operands;
        assert!(i < span.len as usize);
        let u = UseId::new(span.start as usize + i);
        self.unlink_use(u);
        self.link_use(u, v);
    }

    /// The results, in order.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = Value> + DoubleEndedIterator {
        self.ops[op].results.iter::<Value>()
    }

    /// Result `i`. Panics if out of range.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        let span = self.ops[op].results;
        assert!(i < span.len as usize);
        Value::new(span.start as usize + i)
    }

    /// Number of results.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op].results.len as usize
    }

    /// The op's regions, wherever they live: in this body, or for an
    /// isolated op as the root regions of [`OpData::isolated_body`].
    pub fn local_regions(&self, op: OpId) -> impl ExactSizeIterator<Item = RegionId> {
        self.ops[op].regions.iter::<RegionId>()
    }

    /// Raw indices of the op's local regions (see [`Body::local_regions`]).
    pub fn local_region_range(&self, op: OpId) -> std::ops::Range<u32> {
        let s = self.ops[op].regions;
        s.start..s.start + s.len
    }

    /// The successor blocks, in order.
    pub fn successors(&self, op: OpId) -> &[Successor] {
        let s = self.ops[op].successors;
        if s.len == 0 {
            return &[];
        }
        let slots = self.succs.as_values_slice();
        &slots[s.start as usize..(s.start + s.len) as usize]
    }

    /// The block containing `op`; `None` while detached.
    pub fn parent_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent.expand()
    }

    /// The op after `op` in its block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next.expand()
    }

    /// The op before `op` in its block.
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev.expand()
    }

    /// The operation whose region holds `block`, or `None` for a root region.
    pub fn parent_op_of_block(&self, block: BlockId) -> Option<OpId> {
        let r = self.blocks[block].parent.expand()?;
        match self.regions[r].parent {
            RegionParent::Op(op) => Some(op),
            RegionParent::BodyOwner => None,
        }
    }

    /// The operation whose region holds `op` (MLIR's `getParentOp`); `None`
    /// for ops in a root region of this body.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        self.parent_block(op)
            .and_then(|b| self.parent_op_of_block(b))
    }

    // ----- blocks -----

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.push(BlockData::default())
    }

    /// Appends an argument of type `ty` to `block`; `loc` is the argument's
    /// location, if written.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Location>) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let loc = loc.map(|l| AttrHandle::from(l.0)).into();
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::BlockArg { block, index },
            first_use: None.into(),
            loc,
        });
        self.blocks[block].args.push(v);
        v
    }

    /// Removes an unused argument; later arguments shift down.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block].args.remove(index);
        assert!(
            self.value_unused(v),
            "erasing a block argument that still has uses"
        );
        for (i, &a) in self.blocks[block]
            .args
            .clone()
            .iter()
            .enumerate()
            .skip(index)
        {
            self.values[a].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            };
        }
    }

    /// The block's arguments, in order.
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block].args
    }

    /// The region containing `block`; `None` while detached.
    pub fn block_parent(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block].parent.expand()
    }

    /// The first op of `block`.
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].first_op.expand()
    }

    /// The last op of `block` (its terminator, if it has one).
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].last_op.expand()
    }

    /// The ops of `block`, in order.
    pub fn block_ops(&self, block: BlockId) -> OpIter<'_> {
        OpIter {
            body: self,
            next: self.blocks[block].first_op.expand(),
        }
    }

    /// The block after `block` in its region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].next.expand()
    }

    /// The block before `block` in its region.
    pub fn prev_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block].prev.expand()
    }

    // ----- regions -----

    /// What owns region `r`.
    pub fn region_parent(&self, r: RegionId) -> RegionParent {
        self.regions[r].parent
    }

    /// The blocks of region `r`, in order.
    pub fn region_blocks(&self, r: RegionId) -> BlockIter<'_> {
        BlockIter {
            body: self,
            next: self.regions[r].first_block.expand(),
        }
    }

    /// The entry block of region `r`.
    pub fn first_block(&self, r: RegionId) -> Option<BlockId> {
        self.regions[r].first_block.expand()
    }

    /// Whether region `r` has no blocks.
    pub fn region_is_empty(&self, r: RegionId) -> bool {
        self.regions[r].first_block.is_none()
    }

    /// Appends a detached block to the end of a region.
    pub fn append_block(&mut self, r: RegionId, block: BlockId) {
        debug_assert!(self.blocks[block].parent.is_none());
        let last = self.regions[r].last_block;
        self.blocks[block].parent = r.into();
        self.blocks[block].prev = last;
        self.blocks[block].next = None.into();
        match last.expand() {
            Some(l) => self.blocks[l].next = block.into(),
            None => self.regions[r].first_block = block.into(),
        }
        self.regions[r].last_block = block.into();
    }

    /// Inserts a detached block before `before` in its region.
    pub fn insert_block_before(&mut self, before: BlockId, block: BlockId) {
        let r = self.blocks[before].parent.expect("block not in a region");
        let prev = self.blocks[before].prev;
        self.blocks[block].parent = r.into();
        self.blocks[block].prev = prev;
        self.blocks[block].next = before.into();
        self.blocks[before].prev = block.into();
        match prev.expand() {
            Some(p) => self.blocks[p].next = block.into(),
            None => self.regions[r].first_block = block.into(),
        }
    }

    /// Unlinks a block from its region (its ops stay inside it).
    pub fn remove_block(&mut self, block: BlockId) {
        let Some(r) = self.blocks[block].parent.expand() else {
            return;
        };
        let (prev, next) = (self.blocks[block].prev, self.blocks[block].next);
        match prev.expand() {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[r].first_block = next,
        }
        match next.expand() {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[r].last_block = prev,
        }
        let b = &mut self.blocks[block];
        b.parent = None.into();
        b.prev = None.into();
        b.next = None.into();
    }

    // ----- op placement -----

    /// Appends a detached op to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "op already in a block");
        let last = self.blocks[block].last_op;
        let o = &mut self.ops[op];
        o.parent = block.into();
        o.prev = last;
        o.next = None.into();
        match last.expand() {
            Some(l) => self.ops[l].next = op.into(),
            None => self.blocks[block].first_op = op.into(),
        }
        self.blocks[block].last_op = op.into();
    }

    /// Inserts a detached op just before `before`, in its block.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let block = self.ops[before].parent.expect("op not in a block");
        let prev = self.ops[before].prev;
        let o = &mut self.ops[op];
        o.parent = block.into();
        o.prev = prev;
        o.next = before.into();
        self.ops[before].prev = op.into();
        match prev.expand() {
            Some(p) => self.ops[p].next = op.into(),
            None => self.blocks[block].first_op = op.into(),
        }
    }

    /// Inserts a detached op just after `after`, in its block.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        match self.ops[after].next.expand() {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let block = self.ops[after].parent.expect("op not in a block");
                self.append_op(block, op)
            }
        }
    }

    /// Unlinks an op from its block, keeping it alive (and its uses).
    pub fn remove_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op].parent.expand() else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev.expand() {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first_op = next,
        }
        match next.expand() {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last_op = prev,
        }
        let o = &mut self.ops[op];
        o.parent = None.into();
        o.prev = None.into();
        o.next = None.into();
    }

    /// Moves `op` to just before `before` (possibly in another block).
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.remove_op(op);
        self.insert_op_before(before, op);
    }

    // ----- values and uses -----

    /// The value's storage.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v]
    }

    /// The location of a block argument.
    pub fn arg_loc(&self, v: Value) -> Option<Location> {
        self.values[v].loc.expand().map(|a| Location(a.into()))
    }

    /// Sets the location of a block argument.
    pub fn set_arg_loc(&mut self, v: Value, loc: Location) {
        self.values[v].loc = Some(AttrHandle::from(loc.0)).into();
    }

    /// The value's type.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// Changes the value's type (MLIR's `Value::setType`).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    /// The op result or block argument `v` is.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// Whether `v` has no uses (MLIR's `use_empty`).
    pub fn value_unused(&self, v: Value) -> bool {
        self.values[v].first_use.is_none()
    }

    /// The operations using `v`, one entry per use.
    pub fn users(&self, v: Value) -> UseIter<'_> {
        UseIter {
            body: self,
            next: self.values[v].first_use.expand(),
        }
    }

    /// Reorders the uses of `v`: the use at position `i` of the list
    /// moves to position `new_pos[i]` (MLIR's `shuffleUseList`). Does
    /// nothing unless `new_pos` is a permutation of the list's positions.
    pub fn shuffle_use_list(&mut self, v: Value, new_pos: &[u32]) {
        let mut uses: Vec<UseId> = Vec::with_capacity(new_pos.len());
        let mut cur = self.values[v].first_use.expand();
        while let Some(u) = cur {
            uses.push(u);
            cur = self.uses[u].next.expand();
        }
        if uses.len() != new_pos.len() {
            return;
        }
        let mut shuffled: Vec<Option<UseId>> = vec![None; uses.len()];
        for (&u, &p) in uses.iter().zip(new_pos) {
            match shuffled.get_mut(p as usize) {
                Some(slot @ None) => *slot = Some(u),
                _ => return,
            }
        }
        let order: Vec<UseId> = shuffled.into_iter().flatten().collect();
        let mut prev: Option<UseId> = None;
        for &u in &order {
            self.uses[u].prev = prev.into();
            match prev {
                Some(p) => self.uses[p].next = u.into(),
                None => self.values[v].first_use = u.into(),
            }
            prev = Some(u);
        }
        if let Some(last) = prev {
            self.uses[last].next = None.into();
        }
    }

    fn link_use(&mut self, u: UseId, v: Value) {
        let head = self.values[v].first_use;
        let ud = &mut self.uses[u];
        ud.value = v.into();
        ud.prev = None.into();
        ud.next = head;
        if let Some(h) = head.expand() {
            self.uses[h].prev = u.into();
        }
        self.values[v].first_use = u.into();
    }

    fn unlink_use(&mut self, u: UseId) {
        let Some(v) = self.uses[u].value.expand() else {
            return;
        };
        let (prev, next) = (self.uses[u].prev, self.uses[u].next);
        match prev.expand() {
            Some(p) => self.uses[p].next = next,
            None => self.values[v].first_use = next,
        }
        if let Some(n) = next.expand() {
            self.uses[n].prev = prev;
        }
        let ud = &mut self.uses[u];
        ud.value = None.into();
        ud.prev = None.into();
        ud.next = None.into();
    }

    /// Points every use of `from` at `to`, putting them in front of `to`'s
    /// own in their order: as if they had been made after `to`'s, one by
    /// one, where `from` made them. A parser that made `from` as a stand-in
    /// for a value it could not see yet gets the use-lists of a parser that
    /// saw it.
    pub fn splice_uses(&mut self, from: Value, to: Value) {
        let Some(first) = self.values[from].first_use.expand() else {
            return;
        };
        if from == to {
            return;
        }
        let mut last = first;
        loop {
            self.uses[last].value = to.into();
            match self.uses[last].next.expand() {
                Some(n) => last = n,
                None => break,
            }
        }
        let head = self.values[to].first_use;
        self.uses[last].next = head;
        if let Some(h) = head.expand() {
            self.uses[h].prev = last.into();
        }
        self.values[to].first_use = first.into();
        self.values[from].first_use = None.into();
    }

    /// Moves everything of `other` into this body, as parsed elsewhere and
    /// joined here: every entity keeps its relative number after those of
    /// this body. Bodies that `other`'s isolated ops own are renamed by
    /// `body_id`; `other`'s root regions become regions of no op (the
    /// caller moves what it needs out of them). Returns where `other`'s
    /// entities start.
    pub fn absorb(&mut self, other: Body, body_id: &dyn Fn(BodyId) -> BodyId) -> Absorbed {
        let at = Absorbed {
            op: self.ops.len() as u32,
            block: self.blocks.len() as u32,
            region: self.regions.len() as u32,
            value: self.values.len() as u32,
            use_: self.uses.len() as u32,
        };
        let succ_base = self.succs.len() as u32;
        let (op, blk, reg, val, use_) = (
            |o: OpId| at.op(o),
            |b: BlockId| at.block(b),
            |r: RegionId| at.region(r),
            |v: Value| at.value(v),
            |u: UseId| UseId::from_u32(at.use_ + u.as_u32()),
        );
        self.ops.reserve(other.ops.len());
        for (_, mut d) in other.ops {
            d.parent = d.parent.expand().map(blk).into();
            d.prev = d.prev.expand().map(op).into();
            d.next = d.next.expand().map(op).into();
            d.operands.start += at.use_;
            d.results.start += at.value;
            d.regions.start += at.region;
            d.successors.start += succ_base;
            d.isolated = d.isolated.expand().map(body_id).into();
            self.ops.push(d);
        }
        for (_, mut d) in other.blocks {
            d.parent = d.parent.expand().map(reg).into();
            d.prev = d.prev.expand().map(blk).into();
            d.next = d.next.expand().map(blk).into();
            d.first_op = d.first_op.expand().map(op).into();
            d.last_op = d.last_op.expand().map(op).into();
            for a in &mut d.args {
                *a = val(*a);
            }
            d.first_pred = d
                .first_pred
                .expand()
                .map(|u| SuccUse::from_u32(succ_base + u.as_u32()))
                .into();
            self.blocks.push(d);
        }
        for (_, mut d) in other.regions {
            if let RegionParent::Op(o) = d.parent {
                d.parent = RegionParent::Op(op(o));
            }
            d.first_block = d.first_block.expand().map(blk).into();
            d.last_block = d.last_block.expand().map(blk).into();
            self.regions.push(d);
        }
        self.values.reserve(other.values.len());
        for (_, mut d) in other.values {
            d.def = match d.def {
                ValueDef::Result { op: o, index } => ValueDef::Result { op: op(o), index },
                ValueDef::BlockArg { block, index } => ValueDef::BlockArg {
                    block: blk(block),
                    index,
                },
            };
            d.first_use = d.first_use.expand().map(use_).into();
            self.values.push(d);
        }
        self.uses.reserve(other.uses.len());
        for (_, mut d) in other.uses {
            d.value = d.value.expand().map(val).into();
            d.owner = op(d.owner);
            d.prev = d.prev.expand().map(use_).into();
            d.next = d.next.expand().map(use_).into();
            self.uses.push(d);
        }
        let succ = |u: SuccUse| SuccUse::from_u32(succ_base + u.as_u32());
        for (_, mut d) in other.succs {
            d.block = blk(d.block);
            self.succs.push(d);
        }
        for mut l in other.succ_links {
            l.owner = op(l.owner);
            l.prev = l.prev.expand().map(succ).into();
            l.next = l.next.expand().map(succ).into();
            self.succ_links.push(l);
        }
        if !other.erased.is_empty() {
            for (w, bits) in other.erased.iter().enumerate() {
                for b in 0..64 {
                    if bits & (1 << b) != 0 {
                        self.mark_erased(op(OpId::from_u32((w * 64 + b) as u32)));
                    }
                }
            }
        }
        at
    }

    /// Moves the ops of `from` to the end of `to`, in order.
    pub fn move_block_ops(&mut self, from: BlockId, to: BlockId) {
        let Some(first) = self.blocks[from].first_op.expand() else {
            return;
        };
        let last = self.blocks[from].last_op;
        let mut cur = Some(first);
        while let Some(o) = cur {
            self.ops[o].parent = to.into();
            cur = self.ops[o].next.expand();
        }
        match self.blocks[to].last_op.expand() {
            Some(l) => {
                self.ops[l].next = first.into();
                self.ops[first].prev = l.into();
            }
            None => self.blocks[to].first_op = first.into(),
        }
        self.blocks[to].last_op = last;
        self.blocks[from].first_op = None.into();
        self.blocks[from].last_op = None.into();
    }

    /// Points every use of `from` at `to`.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        while let Some(u) = self.values[from].first_use.expand() {
            self.unlink_use(u);
            self.link_use(u, to);
        }
    }
}

/// Iterates the ops of a block, in order (see [`Body::block_ops`]).
pub struct OpIter<'a> {
    body: &'a Body,
    next: Option<OpId>,
}
impl Iterator for OpIter<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let cur = self.next?;
        self.next = self.body.ops[cur].next.expand();
        Some(cur)
    }
}

/// Iterates the blocks of a region, in order (see [`Body::region_blocks`]).
pub struct BlockIter<'a> {
    body: &'a Body,
    next: Option<BlockId>,
}
impl Iterator for BlockIter<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let cur = self.next?;
        self.next = self.body.blocks[cur].next.expand();
        Some(cur)
    }
}

/// Iterates the uses of a value: `(user op, operand index)`.
pub struct UseIter<'a> {
    body: &'a Body,
    next: Option<UseId>,
}
impl Iterator for UseIter<'_> {
    type Item = (OpId, u32);
    fn next(&mut self) -> Option<(OpId, u32)> {
        let cur = self.next?;
        let u = &self.body.uses[cur];
        self.next = u.next.expand();
        let owner = u.owner;
        let index = cur.index() as u32 - self.body.ops[owner].operands.start;
        Some((owner, index))
    }
}

impl OpData {
    /// The inherent attributes (`<{...}>`), a dictionary attribute, if any.
    pub fn properties(&self) -> Option<Attribute> {
        self.properties.expand().map(Attribute::from)
    }
    /// Sets the inherent attributes.
    pub fn set_properties(&mut self, p: Option<Attribute>) {
        self.properties = p.map(AttrHandle::from).into();
    }
    /// The body holding this op's regions when it is IsolatedFromAbove.
    pub fn isolated_body(&self) -> Option<BodyId> {
        self.isolated.expand()
    }
    /// Number of regions stored in this op's own body: zero for an isolated
    /// op, whose regions live in [`OpData::isolated_body`].
    pub fn num_regions_local(&self) -> usize {
        self.regions.len as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hot_struct_sizes() {
        assert_eq!(std::mem::size_of::<OpData>(), 64);
        assert_eq!(std::mem::size_of::<ValueData>(), 24);
        assert_eq!(std::mem::size_of::<UseData>(), 16);
        assert_eq!(std::mem::size_of::<RegionData>(), 16);
    }
}

#[cfg(test)]
mod ir_tests {
    use crate::builder::Builder;
    use crate::walk::{walk_post_order, walk_pre_order, WalkControl};
    use crate::{Context, Ir, OpRef};

    #[test]
    fn use_lists_and_rauw() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let i32t = ctx.int_type(32);
        let loc = ctx.unknown_loc();
        let body = ir.root_body_mut();
        let block = body.create_block();
        let mut b = Builder::at_end(&ctx, body, block);
        let a = b.create_simple("t.a", loc, &[], &[i32t], None);
        let va = b.body.result(a, 0);
        let c = b.create_simple("t.c", loc, &[], &[i32t], None);
        let vc = b.body.result(c, 0);
        let u1 = b.create_simple("t.use", loc, &[va, va, vc], &[], None);
        let u2 = b.create_simple("t.use", loc, &[va], &[], None);
        assert_eq!(b.body.users(va).count(), 3);
        b.body.replace_all_uses_with(va, vc);
        assert!(b.body.value_unused(va));
        assert_eq!(b.body.users(vc).count(), 4);
        assert_eq!(b.body.operands(u1).collect::<Vec<_>>(), vec![vc, vc, vc]);
        b.body.set_operand(u2, 0, va);
        assert_eq!(b.body.users(va).collect::<Vec<_>>(), vec![(u2, 0)]);
        b.body.erase_op(u2);
        assert!(b.body.value_unused(va));
        b.body.erase_op(a);
        assert_eq!(b.body.block_ops(block).collect::<Vec<_>>(), vec![c, u1]);
    }

    #[test]
    fn insertion_and_moves() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let loc = ctx.unknown_loc();
        let body = ir.root_body_mut();
        let block = body.create_block();
        let mut b = Builder::at_end(&ctx, body, block);
        let x = b.create_simple("t.x", loc, &[], &[], None);
        let z = b.create_simple("t.z", loc, &[], &[], None);
        b.set_insertion_point(z);
        let y = b.create_simple("t.y", loc, &[], &[], None);
        b.set_insertion_point_to_start(block);
        let w = b.create_simple("t.w", loc, &[], &[], None);
        assert_eq!(
            b.body.block_ops(block).collect::<Vec<_>>(),
            vec![w, x, y, z]
        );
        b.body.move_op_before(z, w);
        assert_eq!(
            b.body.block_ops(block).collect::<Vec<_>>(),
            vec![z, w, x, y]
        );
        b.set_insertion_point_after(y);
        let v = b.create_simple("t.v", loc, &[], &[], None);
        assert_eq!(b.body.last_op(block), Some(v));
    }

    #[test]
    fn walks_cross_isolated_bodies() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let loc = ctx.unknown_loc();
        let inner = ir.new_body();
        let top = ir.root_body_mut().create_op(&crate::OperationState {
            num_regions: 1,
            isolated: Some(inner),
            ..crate::OperationState::new(&ctx, "builtin.module", loc)
        });
        ir.set_top(top);
        let root = crate::ir::root_body_id();
        let body = ir.body_mut(inner);
        body.set_owner(Some((root, top)));
        let r = body.add_root_region();
        let blk = body.create_block();
        body.append_block(r, blk);
        let mut b = Builder::at_end(&ctx, body, blk);
        let a = b.create_simple("t.a", loc, &[], &[], None);
        let c = b.create_simple("t.c", loc, &[], &[], None);
        let mut pre = Vec::new();
        walk_pre_order(
            &ir,
            OpRef {
                body: root,
                op: top,
            },
            |op| {
                pre.push(op.op);
                WalkControl::Advance
            },
        );
        assert_eq!(pre, vec![top, a, c]);
        let mut post = Vec::new();
        walk_post_order(
            &ir,
            OpRef {
                body: root,
                op: top,
            },
            |op| post.push(op.op),
        );
        assert_eq!(post, vec![a, c, top]);
        assert_eq!(
            ir.parent_op(OpRef { body: inner, op: a }),
            Some(OpRef {
                body: root,
                op: top
            })
        );
    }
}
