//! SSA value and block numbering (upstream's `SSANameState`).
//!
//! Regions are numbered from a LIFO stack: the regions of the root op are
//! pushed, then each popped region numbers its blocks and ops and pushes the
//! regions of its ops. In the custom form each region restarts from the
//! counters its parent had when the region was pushed, so sibling regions
//! reuse numbers; the generic form keeps counting (unique SSA ids).
//!
//! Two printing flags add to this: `--mlir-print-value-users` gives ops
//! without results an id from the value counter, and
//! `--mlir-use-nameloc-as-prefix` names values after the `NameLoc` in their
//! location, made unique against the names visible from the region
//! (upstream's scoped `usedNames`) with `_N` suffixes.

use cranelift_entity::EntityRef;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::util::{push_u64, OutBuf};
use crate::attributes::{AttrKind, Location};
use crate::body::{BlockId, BodyId, OpId, RegionId, Value, ValueDef};
use crate::context::{Context, Ident};
use crate::ir::{Ir, OpRef};

const UNSET: u32 = u32::MAX;
/// Set on ids of entry block arguments, printed `%argN`.
const ARG_FLAG: u32 = 1 << 31;
/// Set (without [`ARG_FLAG`]) on values with a name: the low bits index
/// [`NameState::names`]. Every id at or above it is an `arg` or a name.
const NAME_FLAG: u32 = 1 << 30;

/// Which of the optional numbering behaviours are on.
#[derive(Clone, Copy, Default)]
pub(crate) struct NameFlags {
    /// Never restore counters for sibling regions (generic form,
    /// `--mlir-print-unique-ssa-ids`).
    pub unique_ids: bool,
    /// Number ops without results too (`--mlir-print-value-users`).
    pub op_ids: bool,
    /// Name values after their `NameLoc` (`--mlir-use-nameloc-as-prefix`).
    pub name_locs: bool,
    /// Ask ops for result and block-argument names (`OpAsmOpInterface`);
    /// off in the generic form.
    pub asm_names: bool,
}

#[derive(Default)]
struct BodyNames {
    /// Per value: `UNSET`, `N`, `ARG_FLAG | N` or `NAME_FLAG | i`. Only the
    /// first result of an op is numbered; other results print as `%N#i`.
    values: Vec<u32>,
    /// Per block: position in its region (`^bbN`).
    blocks: Vec<u32>,
    /// Per op without results: its id, when ops are numbered.
    ops: Vec<u32>,
    /// Predecessor blocks of each block, one entry per successor use.
    preds: FxHashMap<u32, SmallVec<[BlockId; 2]>>,
    /// Ops whose results an op hook named apart from the first: the sorted
    /// first result numbers of their result groups, starting with 0
    /// (upstream's `opResultGroups`).
    groups: FxHashMap<u32, SmallVec<[u32; 4]>>,
}

/// The numbers of each body. Dense (indexed by body) for a whole module;
/// a part numbered apart holds the few bodies it nests as a list.
#[derive(Default)]
struct BodyTable {
    sparse: bool,
    list: Vec<BodyNames>,
    /// With `sparse`: the body of each entry of `list`.
    ids: Vec<BodyId>,
}

impl BodyTable {
    fn sparse() -> Self {
        BodyTable {
            sparse: true,
            ..BodyTable::default()
        }
    }

    #[inline]
    fn get(&self, b: BodyId) -> Option<&BodyNames> {
        if !self.sparse {
            return self.list.get(b.index());
        }
        // Newest first: numbering fills one body at a time.
        let i = self.ids.iter().rposition(|&x| x == b)?;
        Some(&self.list[i])
    }

    fn get_or_insert(&mut self, b: BodyId) -> &mut BodyNames {
        if !self.sparse {
            let i = b.index();
            if i >= self.list.len() {
                self.list.resize_with(i + 1, BodyNames::default);
            }
            return &mut self.list[i];
        }
        let i = match self.ids.iter().rposition(|&x| x == b) {
            Some(i) => i,
            None => {
                self.ids.push(b);
                self.list.push(BodyNames::default());
                self.list.len() - 1
            }
        };
        &mut self.list[i]
    }
}

#[derive(Default)]
pub(crate) struct NameState {
    bodies: BodyTable,
    /// Value names (without `%`), indexed by the low bits of a named id.
    names: NameList,
    /// Where the bodies this state does not number are looked up.
    fallback: Option<std::sync::Arc<NameState>>,
}

/// Names kept end to end in one string: a module names hundreds of
/// thousands of constants, and printing reads them back in order.
#[derive(Default)]
struct NameList {
    text: String,
    /// Where each name ends in `text`.
    ends: Vec<usize>,
}

impl NameList {
    fn len(&self) -> usize {
        self.ends.len()
    }

    fn push(&mut self, name: &str) {
        self.text.push_str(name);
        self.ends.push(self.text.len());
    }
}

impl std::ops::Index<usize> for NameList {
    type Output = str;
    fn index(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.text[start..self.ends[i]]
    }
}

fn set(v: &mut Vec<u32>, i: usize, x: u32) {
    if i >= v.len() {
        v.resize(i + 1, UNSET);
    }
    v[i] = x;
}

/// The counters a region is numbered from (upstream's naming context).
#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// Names in use, scoped per region: a region sees the names of the regions
/// enclosing it (upstream's `ScopedHashTable` `usedNames`). Names are kept
/// once, in [`NameState::names`]; this holds their indices.
#[derive(Default)]
struct UsedNames {
    set: hashbrown::HashTable<u32>,
    /// Per open scope, the names it added.
    scopes: Vec<Vec<u32>>,
}

fn name_hash(name: &str) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(name)
}

impl UsedNames {
    fn truncate(&mut self, depth: usize, names: &NameList) {
        while self.scopes.len() > depth {
            for i in self.scopes.pop().unwrap_or_default() {
                let h = name_hash(&names[i as usize]);
                if let Ok(e) = self.set.find_entry(h, |&j| j == i) {
                    e.remove();
                }
            }
        }
    }

    /// Whether `name`, whose hash is `h`, is in use.
    fn contains(&self, h: u64, name: &str, names: &NameList) -> bool {
        self.set.find(h, |&j| &names[j as usize] == name).is_some()
    }

    /// Records `names[i]`, whose hash is `h`, in the innermost scope.
    fn insert(&mut self, h: u64, i: u32, names: &NameList) {
        self.set
            .insert_unique(h, i, |&j| name_hash(&names[j as usize]));
        if let Some(s) = self.scopes.last_mut() {
            s.push(i);
        }
    }
}

/// Numbering state while walking the regions.
struct Numberer<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    flags: NameFlags,
    c: Counters,
    used: UsedNames,
}

/// The name of the first `NameLoc` in `loc`, in pre-order (upstream's
/// `findInstanceOf<NameLoc>`).
fn find_name_loc(ctx: &Context, loc: Location) -> Option<Ident> {
    let mut stack: SmallVec<[Location; 4]> = SmallVec::new();
    stack.push(loc);
    while let Some(l) = stack.pop() {
        match ctx.attr_kind(l.0) {
            AttrKind::NameLoc { name, .. } => return Some(*name),
            AttrKind::CallSiteLoc { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            AttrKind::FusedLoc {
                metadata,
                locations,
            } => {
                if let Some(m) = metadata {
                    if ctx.attr_kind(*m).is_location() {
                        stack.push(Location(*m));
                    }
                }
                stack.extend(locations.iter().rev().copied());
            }
            _ => {}
        }
    }
    None
}

/// Upstream's `sanitizeIdentifier` with the value-name punctuation `$._-`:
/// a leading digit or invalid character gets a `_` prefix, spaces become
/// `_` and other invalid bytes their hex value (no leading zero).
fn sanitize(name: &[u8]) -> std::borrow::Cow<'_, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    if !name[0].is_ascii_digit() && name.iter().all(|&c| valid(c)) {
        // All ASCII, so UTF-8.
        return std::borrow::Cow::Borrowed(std::str::from_utf8(name).expect("ASCII"));
    }
    let mut out = String::with_capacity(name.len() + 1);
    if name[0].is_ascii_digit() || (!valid(name[0]) && name[0] != b' ') {
        out.push('_');
    }
    for &c in name {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            use std::fmt::Write;
            let _ = write!(out, "{c:X}");
        }
    }
    std::borrow::Cow::Owned(out)
}

/// The regions of an isolated op with a body of its own, met in the root's
/// regions, left to be numbered apart (see [`NameState::new_split`]).
pub(crate) struct Detached {
    /// The body holding the op's regions.
    pub body: BodyId,
    regions: SmallVec<[RegionId; 1]>,
    counters: Counters,
    depth: usize,
}

impl NameState {
    /// Numbers everything nested in `root` (and `root`'s own results).
    pub fn new(ctx: &Context, ir: &Ir, root: OpRef, flags: NameFlags) -> Self {
        Self::number_root(ctx, ir, root, flags, false).0
    }

    /// [`NameState::new`], but the functions of the root (isolated ops with
    /// bodies of their own in the root's body, which no name is visible to:
    /// directly in its regions or nested in non-isolated ops at any depth)
    /// are left out, to be numbered by [`NameState::number_detached`] on
    /// any thread, when and where they are printed. In the custom form a
    /// region is numbered from the counters and the visible names its parent
    /// region left, whatever was numbered between, so this gives the same
    /// numbers. The generic form numbers on without restarting: no split.
    pub fn new_split(
        ctx: &Context,
        ir: &Ir,
        root: OpRef,
        flags: NameFlags,
    ) -> (Self, Vec<Detached>) {
        Self::number_root(ctx, ir, root, flags, !flags.unique_ids)
    }

    fn number_root(
        ctx: &Context,
        ir: &Ir,
        root: OpRef,
        flags: NameFlags,
        split: bool,
    ) -> (Self, Vec<Detached>) {
        let mut st = NameState::default();
        let mut n = Numberer {
            ctx,
            ir,
            flags,
            c: Counters::default(),
            used: UsedNames::default(),
        };
        // The top-level scope holds the root's own result names.
        n.used.scopes.push(Vec::new());
        // The root's regions are queued before its results are numbered.
        let mut stack: Vec<(BodyId, RegionId, Counters, usize)> = Vec::new();
        let (root_body, regions) = ir.regions(root);
        for r in regions {
            stack.push((root_body, r, n.c, 1));
        }
        st.number_op(&mut n, root);
        let mut detached = Vec::new();
        st.number_stack(&mut n, stack, split.then_some((root_body, &mut detached)));
        (st, detached)
    }

    /// Numbers a part [`NameState::new_split`] left out; other bodies are
    /// looked up in `rest`.
    pub fn number_detached(
        ctx: &Context,
        ir: &Ir,
        flags: NameFlags,
        d: &Detached,
        rest: std::sync::Arc<NameState>,
    ) -> Self {
        let mut sub = NameState {
            bodies: BodyTable::sparse(),
            fallback: Some(rest),
            ..NameState::default()
        };
        let mut n = Numberer {
            ctx,
            ir,
            flags,
            c: d.counters,
            used: UsedNames::default(),
        };
        // Split off only where no name is visible: open, empty scopes.
        n.used.scopes.resize_with(d.depth, Vec::new);
        let stack = d
            .regions
            .iter()
            .map(|&r| (d.body, r, d.counters, d.depth))
            .collect();
        sub.number_stack(&mut n, stack, None);
        sub
    }

    /// Numbers the regions on `stack` and all they nest. With `split`, the
    /// isolated ops met in regions of body `split.0` whose own body holds
    /// their regions are set aside in `split.1` when no name is visible to
    /// them, instead of being numbered.
    fn number_stack(
        &mut self,
        n: &mut Numberer<'_>,
        mut stack: Vec<(BodyId, RegionId, Counters, usize)>,
        mut split: Option<(BodyId, &mut Vec<Detached>)>,
    ) {
        let ir = n.ir;
        while let Some((b, r, saved, scope)) = stack.pop() {
            if !n.flags.unique_ids {
                n.c = saved;
            }
            n.used.truncate(scope, &self.names);
            n.used.scopes.push(Vec::new());
            let depth = n.used.scopes.len();
            self.number_region(n, b, r);
            let body = ir.body(b);
            let detach = match &split {
                Some((sb, _)) => *sb == b && n.used.set.is_empty(),
                None => false,
            };
            for block in body.region_blocks(r) {
                for op in body.block_ops(block) {
                    let (cb, regions) = ir.regions(OpRef { body: b, op });
                    if detach && cb != b {
                        if let Some((_, out)) = split.as_mut() {
                            out.push(Detached {
                                body: cb,
                                regions: regions.collect(),
                                counters: n.c,
                                depth,
                            });
                        }
                        continue;
                    }
                    for cr in regions {
                        stack.push((cb, cr, n.c, depth));
                    }
                }
            }
        }
    }

    fn body_mut(&mut self, b: BodyId) -> &mut BodyNames {
        self.bodies.get_or_insert(b)
    }

    /// Upstream's `setValueName`: an empty name means the next number,
    /// others are made unique in the current scope.
    fn set_value_name(&mut self, n: &mut Numberer<'_>, b: BodyId, v: Value, name: &[u8]) {
        if name.is_empty() {
            set(&mut self.body_mut(b).values, v.index(), n.c.value);
            n.c.value += 1;
            return;
        }
        let base = sanitize(name);
        let idx = self.names.len() as u32;
        let mut h = name_hash(&base);
        if !n.used.contains(h, &base, &self.names) {
            self.names.push(&base);
        } else {
            let mut probe = String::with_capacity(base.len() + 4);
            loop {
                probe.clear();
                probe.push_str(&base);
                {
                    use std::fmt::Write;
                    let _ = write!(probe, "_{}", n.c.conflict);
                }
                n.c.conflict += 1;
                h = name_hash(&probe);
                if !n.used.contains(h, &probe, &self.names) {
                    self.names.push(&probe);
                    break;
                }
            }
        }
        n.used.insert(h, idx, &self.names);
        set(&mut self.body_mut(b).values, v.index(), NAME_FLAG | idx);
    }

    fn number_op(&mut self, n: &mut Numberer<'_>, op: OpRef) {
        let body = n.ir.body(op.body);
        // mlir-opt 22 names results the op names after its `NameLoc`
        // instead, when asked to.
        let name_loc = if n.flags.name_locs && body.num_results(op.op) != 0 {
            find_name_loc(n.ctx, body.op(op.op).loc)
        } else {
            None
        };
        if n.flags.asm_names && body.num_results(op.op) != 0 {
            let def = n.ctx.op_def(body.op(op.op).name);
            if let Some(f) = def.and_then(|d| d.asm.result_names) {
                let view = crate::view::OpView::new(n.ctx, n.ir, op);
                let mut groups: SmallVec<[u32; 4]> = SmallVec::from_slice(&[0]);
                f(&view, &mut |v, name| {
                    if self.value_id(op.body, v).is_none() {
                        let name = match name_loc {
                            Some(l) => n.ctx.ident_bytes(l),
                            None => name.as_bytes(),
                        };
                        self.set_value_name(n, op.body, v, name);
                        if let ValueDef::Result { index, .. } = body.value_def(v) {
                            if index != 0 {
                                groups.push(index);
                            }
                        }
                    }
                });
                if groups.len() > 1 {
                    groups.sort_unstable();
                    groups.dedup();
                    self.body_mut(op.body)
                        .groups
                        .insert(op.op.index() as u32, groups);
                }
            }
        }
        if body.num_results(op.op) == 0 {
            if n.flags.op_ids {
                set(&mut self.body_mut(op.body).ops, op.op.index(), n.c.value);
                n.c.value += 1;
            }
            return;
        }
        let first = body.result(op.op, 0);
        if self.value_id(op.body, first).is_some() {
            return;
        }
        if n.flags.name_locs {
            if let Some(name) = find_name_loc(n.ctx, body.op(op.op).loc) {
                self.set_value_name(n, op.body, first, n.ctx.ident_bytes(name));
                return;
            }
        }
        let names = self.body_mut(op.body);
        set(&mut names.values, first.index(), n.c.value);
        n.c.value += 1;
    }

    fn number_region(&mut self, n: &mut Numberer<'_>, b: BodyId, r: RegionId) {
        let body = n.ir.body(b);
        // Sized once per body rather than grown value by value.
        let names = self.body_mut(b);
        if names.values.capacity() == 0 {
            names.values.reserve(body.num_values());
            names.blocks.reserve(body.num_blocks());
        }
        if n.flags.asm_names {
            self.name_region_args(n, b, r);
        }
        for (ordinal, block) in body.region_blocks(r).enumerate() {
            let entry = ordinal == 0;
            set(&mut self.body_mut(b).blocks, block.index(), ordinal as u32);
            for &arg in body.block_args(block) {
                if self.value_id(b, arg).is_some() {
                    continue;
                }
                if n.flags.name_locs {
                    self.name_block_arg(n, b, arg, entry);
                    continue;
                }
                let names = self.body_mut(b);
                if entry {
                    set(&mut names.values, arg.index(), ARG_FLAG | n.c.arg);
                    n.c.arg += 1;
                } else {
                    set(&mut names.values, arg.index(), n.c.value);
                    n.c.value += 1;
                }
            }
            for op in body.block_ops(block) {
                self.number_op(n, OpRef { body: b, op });
                let succs = body.successors(op);
                if !succs.is_empty() {
                    let preds = &mut self.body_mut(b).preds;
                    for s in succs {
                        preds.entry(s.block.as_u32()).or_default().push(block);
                    }
                }
            }
        }
    }

    /// Names the arguments of region `r` as its parent op asks
    /// (`getAsmBlockArgumentNames`).
    fn name_region_args(&mut self, n: &mut Numberer<'_>, b: BodyId, r: RegionId) {
        let body = n.ir.body(b);
        let parent = match body.region_parent(r) {
            crate::body::RegionParent::Op(op) => OpRef { body: b, op },
            crate::body::RegionParent::BodyOwner => match body.owner() {
                Some((pb, op)) => OpRef { body: pb, op },
                None => return,
            },
        };
        let def = n.ctx.op_def(n.ir.body(parent.body).op(parent.op).name);
        let Some(f) = def.and_then(|d| d.asm.block_arg_names) else {
            return;
        };
        let view = crate::view::OpView::new(n.ctx, n.ir, parent);
        let mut named: SmallVec<[(Value, String); 4]> = SmallVec::new();
        f(&view, &mut |v, name| named.push((v, name.to_string())));
        // Only arguments of this region's blocks.
        for (v, name) in named {
            let in_region = match body.value_def(v) {
                ValueDef::BlockArg { block, .. } => body.block_parent(block) == Some(r),
                _ => false,
            };
            if in_region && self.value_id(b, v).is_none() {
                self.set_value_name(n, b, v, name.as_bytes());
            }
        }
    }

    /// The numbers of body `b` and the names they refer to, here or in
    /// the fallback.
    #[inline]
    fn lookup(&self, b: BodyId) -> Option<(&BodyNames, &NameList)> {
        match self.bodies.get(b) {
            Some(n) => Some((n, &self.names)),
            None => self.fallback.as_deref()?.lookup(b),
        }
    }

    fn value_id(&self, b: BodyId, v: Value) -> Option<u32> {
        self.lookup(b)
            .and_then(|(n, _)| n.values.get(v.index()).copied())
            .filter(|&id| id != UNSET)
    }

    /// A block argument under `--mlir-use-nameloc-as-prefix`: its `NameLoc`
    /// name, else `argN` (entry blocks) or a number; an entry argument uses
    /// up its `argN` either way.
    fn name_block_arg(&mut self, n: &mut Numberer<'_>, b: BodyId, arg: Value, entry: bool) {
        let body = n.ir.body(b);
        let mut default = String::new();
        if entry {
            default.push_str("arg");
            default.push_str(&n.c.arg.to_string());
            n.c.arg += 1;
        }
        let from_loc = body.arg_loc(arg).and_then(|l| find_name_loc(n.ctx, l));
        match from_loc {
            Some(name) => self.set_value_name(n, b, arg, n.ctx.ident_bytes(name)),
            None => self.set_value_name(n, b, arg, default.as_bytes()),
        }
    }

    /// Appends `%N`, `%argN`, `%name` or `%N#i` (with `result_no`).
    pub fn push_value(
        &self,
        out: &mut OutBuf,
        ir: &Ir,
        b: BodyId,
        v: Value,
        print_result_no: bool,
    ) {
        let body = ir.body(b);
        let (lookup, result_no) = match body.value_def(v) {
            ValueDef::Result { op, index } if body.num_results(op) > 1 => {
                match self.result_groups(b, op) {
                    None => (body.result(op, 0), Some(index)),
                    Some(groups) => {
                        // The group holding the result, found as upstream's
                        // `getResultIDAndNumber` does.
                        let next = groups.partition_point(|&g| g <= index);
                        let start = groups[next.saturating_sub(1)];
                        let end = groups
                            .get(next)
                            .copied()
                            .unwrap_or(body.num_results(op) as u32);
                        let no = (end - start != 1).then_some(index - start);
                        (body.result(op, start as usize), no)
                    }
                }
            }
            _ => (v, None),
        };
        let Some((id, names)) = self.lookup(b).and_then(|(n, names)| {
            let id = n.values.get(lookup.index()).copied()?;
            (id != UNSET).then_some((id, names))
        }) else {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        };
        out.push('%');
        if id < NAME_FLAG {
            push_u64(out, id as u64);
        } else if id & ARG_FLAG != 0 {
            out.push_str("arg");
            push_u64(out, (id & !ARG_FLAG) as u64);
        } else {
            out.push_str(&names[(id & !NAME_FLAG) as usize]);
        }
        if let (Some(n), true) = (result_no, print_result_no) {
            out.push('#');
            push_u64(out, n as u64);
        }
    }

    /// The first result numbers of the result groups of `op`, when a hook
    /// named results other than the first (`getOpResultGroups`).
    pub fn result_groups(&self, b: BodyId, op: OpId) -> Option<&[u32]> {
        self.lookup(b)?
            .0
            .groups
            .get(&(op.index() as u32))
            .map(|g| &g[..])
    }

    /// Appends `%N` for an op without results (`printOperationID`).
    pub fn push_op_id(&self, out: &mut OutBuf, b: BodyId, op: OpId) {
        match self
            .lookup(b)
            .and_then(|(n, _)| n.ops.get(op.index()).copied())
        {
            Some(id) if id != UNSET => {
                out.push('%');
                push_u64(out, id as u64);
            }
            _ => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// The block's position in its region.
    pub fn block_ordinal(&self, b: BodyId, block: BlockId) -> Option<u32> {
        let id = self.lookup(b)?.0.blocks.get(block.index()).copied()?;
        (id != UNSET).then_some(id)
    }

    /// Appends `^bbN`.
    pub fn push_block(&self, out: &mut OutBuf, b: BodyId, block: BlockId) {
        match self.block_ordinal(b, block) {
            Some(n) => {
                out.push_str("^bb");
                push_u64(out, n as u64);
            }
            None => out.push_str("INVALIDBLOCK"),
        }
    }

    pub fn preds(&self, b: BodyId, block: BlockId) -> &[BlockId] {
        self.lookup(b)
            .and_then(|(n, _)| n.preds.get(&block.as_u32()))
            .map(|v| v.as_slice())
            .unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::sanitize;

    #[test]
    fn sanitize_like_upstream() {
        assert_eq!(sanitize(b"alice"), "alice");
        assert_eq!(sanitize(b"1abc"), "_1abc");
        assert_eq!(sanitize(b"!x"), "_21x");
        assert_eq!(sanitize(b" x"), "_x");
        assert_eq!(sanitize(b"a b-c$d.e!f"), "a_b-c$d.e21f");
        assert_eq!(sanitize("\u{e9}\n".as_bytes()), "_C3A9A");
        assert_eq!(sanitize(b"x\x01y"), "x1y");
    }
}
