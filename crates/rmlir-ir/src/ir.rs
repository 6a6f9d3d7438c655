//! [`Ir`]: all the bodies of one top-level operation (usually a module).

use cranelift_entity::PrimaryMap;

use crate::body::{BlockId, Body, BodyId, OpId, RegionId};

/// An operation anywhere in an [`Ir`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpRef {
    /// The body holding the op.
    pub body: BodyId,
    /// The op, in `body`.
    pub op: OpId,
}

/// A region anywhere in an [`Ir`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RegionRef {
    /// The body holding the region.
    pub body: BodyId,
    /// The region, in `body`.
    pub region: RegionId,
}

/// The id of the body holding the top-level op.
pub fn root_body_id() -> BodyId {
    BodyId::from_u32(0)
}

/// Owns every body of an operation tree. Body 0 normally holds the
/// top-level op.
#[derive(Clone, Debug)]
pub struct Ir {
    bodies: PrimaryMap<BodyId, Body>,
    top: Option<OpRef>,
    /// For an `Ir` made by [`Ir::extract_isolated`]: the ids its bodies
    /// 1.. had in the `Ir` they came from, so they can go back there.
    extracted_from: Option<Box<[BodyId]>>,
    /// For an extracted `Ir`: the symbols of the symbol table its top op
    /// was in, for folds that look outside (see
    /// [`crate::symbols::SymbolSnapshot`]).
    outer_symbols: Option<std::sync::Arc<crate::symbols::SymbolSnapshot>>,
}

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl Ir {
    /// An `Ir` with an empty root body and no top-level op yet.
    pub fn new() -> Self {
        let mut bodies = PrimaryMap::new();
        bodies.push(Body::new());
        Ir {
            bodies,
            top: None,
            extracted_from: None,
            outer_symbols: None,
        }
    }

    /// The body holding the top-level op.
    pub fn root_body(&self) -> &Body {
        &self.bodies[root_body_id()]
    }

    /// The body holding the top-level op, mutably.
    pub fn root_body_mut(&mut self) -> &mut Body {
        &mut self.bodies[root_body_id()]
    }

    /// The top-level operation: in the root body, unless set with
    /// [`Ir::set_top_ref`].
    pub fn top(&self) -> Option<OpRef> {
        self.top
    }

    /// Sets the top-level op, an op of the root body.
    pub fn set_top(&mut self, op: OpId) {
        self.top = Some(OpRef {
            body: root_body_id(),
            op,
        });
    }

    /// Sets the top-level op to an op of any body: a top-level op that is
    /// not a `builtin.module` (`--no-implicit-module`) stays in the body it
    /// was parsed into.
    pub fn set_top_ref(&mut self, op: OpRef) {
        self.top = Some(op);
    }

    /// Moves the bodies of `other` into this IR: `other`'s root body
    /// replaces body `at` (keeping `at`'s owner), its other bodies get new
    /// ids. Used to join isolated bodies parsed on other threads, each
    /// into an `Ir` of its own.
    /// Returns the renaming of `other`'s body ids.
    pub fn adopt_bodies(&mut self, at: BodyId, other: Ir) -> impl Fn(BodyId) -> BodyId {
        let base = self.bodies.len() as u32;
        let remap = move |b: BodyId| {
            if b == root_body_id() {
                at
            } else {
                BodyId::from_u32(base + b.as_u32() - 1)
            }
        };
        let owner = self.bodies[at].owner();
        // With no body but the root, no op refers to a body of `other`:
        // nothing to renumber (the common case, a function's body).
        let nested = other.bodies.len() > 1;
        for (id, mut body) in other.bodies.into_iter() {
            if nested {
                body.remap_body_ids(&remap);
            }
            if id == root_body_id() {
                body.set_owner(owner);
                self.bodies[at] = body;
            } else {
                self.bodies.push(body);
            }
        }
        remap
    }

    /// The bodies, the root body first, in order.
    pub fn into_bodies(self) -> Vec<Body> {
        self.bodies.into_iter().map(|(_, b)| b).collect()
    }

    /// Creates a detached IsolatedFromAbove op (a function, a module) in
    /// body `parent`: its `st.num_regions` regions, empty, are the root
    /// regions of a new body it owns. Returns the op and that body.
    pub fn create_isolated_op(
        &mut self,
        parent: BodyId,
        st: &crate::OperationState<'_>,
    ) -> (OpId, BodyId) {
        let child = self.new_body();
        for _ in 0..st.num_regions {
            self.body_mut(child).add_root_region();
        }
        let op = self.body_mut(parent).create_op(&crate::OperationState {
            isolated: Some(child),
            ..*st
        });
        self.body_mut(child).set_owner(Some((parent, op)));
        (op, child)
    }

    /// A new body for the regions of an isolated op, not yet owned.
    pub fn new_body(&mut self) -> BodyId {
        self.bodies.push(Body::new())
    }

    /// Body `b`.
    #[inline]
    pub fn body(&self, b: BodyId) -> &Body {
        &self.bodies[b]
    }

    /// Body `b`, mutably.
    #[inline]
    pub fn body_mut(&mut self, b: BodyId) -> &mut Body {
        &mut self.bodies[b]
    }

    /// Number of bodies, the root body included.
    pub fn num_bodies(&self) -> usize {
        self.bodies.len()
    }

    /// Mutable access to several distinct bodies at once, for running passes
    /// on sibling isolated operations in parallel. Panics on duplicates.
    pub fn bodies_mut(&mut self, ids: &[BodyId]) -> Vec<&mut Body> {
        let mut slots: Vec<Option<&mut Body>> = self.bodies.values_mut().map(Some).collect();
        ids.iter()
            .map(|&id| {
                slots
                    .get_mut(id.as_u32() as usize)
                    .and_then(Option::take)
                    .unwrap_or_else(|| panic!("bodies_mut: unknown or duplicate body {id}"))
            })
            .collect()
    }

    /// Makes the top-level op from the ops parsed into `block`, the one
    /// block of body `b1` (upstream's `parseSourceFile` after a parser or
    /// the bytecode reader filled a block): a lone `builtin.module` becomes
    /// the top op, anything else is wrapped in an implicit module at
    /// `filename:0:0`. When the module moved out of `b1`, returns its old
    /// and new place.
    pub fn finish_top_level(
        &mut self,
        ctx: &crate::Context,
        b1: BodyId,
        block: BlockId,
        filename: &[u8],
    ) -> Option<(OpRef, OpRef)> {
        let loc = ctx.file_line_col(filename, 0, 0);
        self.finish_top_level_at(ctx, b1, block, loc)
    }

    /// [`Ir::finish_top_level`], an implicit module being located at `loc`.
    pub fn finish_top_level_at(
        &mut self,
        ctx: &crate::Context,
        b1: BodyId,
        block: BlockId,
        implicit_loc: crate::Location,
    ) -> Option<(OpRef, OpRef)> {
        let root = root_body_id();
        let module = ctx.ident("builtin.module");
        let ops: smallvec::SmallVec<[OpId; 2]> = self.body(b1).block_ops(block).take(2).collect();
        let single = (ops.len() == 1)
            .then(|| self.body(b1).op(ops[0]).clone())
            .filter(|op| op.name == module)
            .and_then(|op| op.isolated_body().map(|b2| (op, b2)));
        let (st, regions_body) = match single {
            Some((inner, b2)) => (
                crate::OperationState {
                    attrs: inner.attrs,
                    properties: inner.properties(),
                    isolated: Some(b2),
                    ..crate::OperationState::new(ctx, "builtin.module", inner.loc)
                },
                b2,
            ),
            None => (
                crate::OperationState {
                    isolated: Some(b1),
                    ..crate::OperationState::new(ctx, "builtin.module", implicit_loc)
                },
                b1,
            ),
        };
        let op = self.root_body_mut().create_op(&st);
        self.body_mut(regions_body).set_owner(Some((root, op)));
        self.set_top(op);
        if regions_body == b1 {
            return None;
        }
        *self.body_mut(b1) = Body::new();
        Some((
            OpRef {
                body: b1,
                op: ops[0],
            },
            OpRef { body: root, op },
        ))
    }

    /// The bodies nested in body `b`: those its ops own, and theirs,
    /// recursively (erased ops excluded; ops detached but not erased
    /// still own theirs).
    fn nested_bodies(&self, b: BodyId, out: &mut Vec<BodyId>) {
        let mut stack = vec![b];
        while let Some(b) = stack.pop() {
            let body = self.body(b);
            for op in body.op_ids() {
                if body.is_erased(op) {
                    continue;
                }
                if let Some(inner) = body.op(op).isolated_body() {
                    out.push(inner);
                    stack.push(inner);
                }
            }
        }
    }

    /// The symbols of the table this (extracted) `Ir`'s top op sits in.
    pub fn outer_symbols(&self) -> Option<&std::sync::Arc<crate::symbols::SymbolSnapshot>> {
        self.outer_symbols.as_ref()
    }

    /// Sets [`Ir::outer_symbols`].
    pub fn set_outer_symbols(&mut self, s: Option<std::sync::Arc<crate::symbols::SymbolSnapshot>>) {
        self.outer_symbols = s;
    }

    /// Moves isolated op `op` out of this IR into an `Ir` of its own, so a
    /// pass pipeline can run on it on another thread (upstream's
    /// OpToOpPassAdaptor runs the nested pipelines of sibling isolated ops
    /// in parallel): the op's body and every body nested in it move, and
    /// the new `Ir`'s top-level op is a copy of `op` (name, location,
    /// attributes, properties) whose regions are that body. Body ids are
    /// renumbered only when nested bodies exist. The op stays here with an
    /// empty body until [`Ir::restore_isolated`] brings everything back.
    ///
    /// Returns `None` when the op cannot be moved so: it is not isolated,
    /// or has operands, results or successors (values of this IR).
    pub fn extract_isolated(&mut self, op: OpRef) -> Option<Ir> {
        let body = self.body(op.body);
        let data = body.op(op.op);
        let regions_body = data.isolated_body()?;
        if body.operand_count(op.op) != 0
            || body.num_results(op.op) != 0
            || !body.successors(op.op).is_empty()
        {
            return None;
        }
        let (name, loc, attrs, properties) = (data.name, data.loc, data.attrs, data.properties());
        let mut moved = vec![regions_body];
        self.nested_bodies(regions_body, &mut moved);
        let mut sub = Ir::new();
        let first = BodyId::from_u32(1);
        let top = sub.root_body_mut().create_op(&crate::OperationState {
            name,
            loc,
            operands: &[],
            result_types: &[],
            attrs,
            properties,
            successors: &[],
            num_regions: 0,
            isolated: Some(first),
        });
        sub.set_top(top);
        let renumber: rustc_hash::FxHashMap<BodyId, BodyId> = moved
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, BodyId::from_u32(i as u32 + 1)))
            .collect();
        for &b in &moved {
            let mut body = std::mem::take(&mut self.bodies[b]);
            if moved.len() > 1 {
                body.remap_body_ids(&|x| renumber.get(&x).copied().unwrap_or(x));
            }
            sub.bodies.push(body);
        }
        sub.body_mut(first).set_owner(Some((root_body_id(), top)));
        sub.extracted_from = Some(moved.into_boxed_slice());
        Some(sub)
    }

    /// Puts back what [`Ir::extract_isolated`] took out for `op`, with what
    /// was done to it: the bodies return to their ids (bodies made since get
    /// new ones), and the top-level op's attributes, properties and
    /// location are copied into `op`.
    pub fn restore_isolated(&mut self, op: OpRef, sub: Ir) {
        let origin = sub
            .extracted_from
            .clone()
            .expect("restore_isolated takes an Ir made by extract_isolated");
        let top = sub.top().expect("an extracted Ir has a top-level op");
        let top_data = sub.body(top.body).op(top.op);
        let (loc, attrs, properties) = (top_data.loc, top_data.attrs, top_data.properties());
        let data = self.body_mut(op.body).op_mut(op.op);
        data.loc = loc;
        data.attrs = attrs;
        data.set_properties(properties);
        let n = sub.bodies.len();
        // Bodies made while the op was away (isolated ops created in it)
        // are appended after this IR's.
        let base = self.bodies.len() as u32;
        let target = |b: BodyId| -> BodyId {
            let i = b.as_u32() as usize;
            if i == 0 {
                op.body
            } else if i <= origin.len() {
                origin[i - 1]
            } else {
                BodyId::from_u32(base + (i - origin.len() - 1) as u32)
            }
        };
        let renumber = n > 2;
        for (id, mut body) in sub.bodies.into_iter().skip(1) {
            if renumber {
                body.remap_body_ids(&target);
            }
            let at = target(id);
            if at.as_u32() >= base {
                self.bodies.push(body);
            } else {
                self.bodies[at] = body;
            }
        }
        let first = self.body(op.body).op(op.op).isolated_body();
        if let Some(first) = first {
            self.body_mut(first).set_owner(Some((op.body, op.op)));
        }
    }

    /// Erases `op` with everything nested in it, freeing the bodies of
    /// the isolated ops among them (a body's arena cannot free what it
    /// does not own: [`Body::erase_op`] leaves those). Its results must be
    /// unused.
    pub fn erase_op(&mut self, op: OpRef) {
        let mut freed = Vec::new();
        match self.body(op.body).op(op.op).isolated_body() {
            Some(b) => {
                freed.push(b);
                self.nested_bodies(b, &mut freed);
            }
            None => {
                // Isolated ops inside the op's local regions.
                let body = self.body(op.body);
                let mut stack = vec![op.op];
                while let Some(o) = stack.pop() {
                    for r in body.local_regions(o) {
                        for blk in body.region_blocks(r) {
                            for inner in body.block_ops(blk) {
                                match body.op(inner).isolated_body() {
                                    Some(b) => freed.push(b),
                                    None => stack.push(inner),
                                }
                            }
                        }
                    }
                }
                let direct = freed.clone();
                for b in direct {
                    self.nested_bodies(b, &mut freed);
                }
            }
        }
        self.body_mut(op.body).erase_op(op.op);
        for b in freed {
            self.bodies[b] = Body::new();
        }
    }

    /// The regions of `op`: in its own body, or, for an isolated op, the root
    /// regions of its body.
    pub fn regions(&self, op: OpRef) -> (BodyId, Regions<'_>) {
        let body = self.body(op.body);
        match body.op(op.op).isolated_body() {
            Some(child) => (
                child,
                Regions::Slice(self.body(child).root_regions().iter()),
            ),
            None => (op.body, Regions::Span(body.local_region_range(op.op))),
        }
    }

    /// Number of regions of `op`, wherever they live (see [`Ir::regions`]).
    pub fn num_regions(&self, op: OpRef) -> usize {
        let body = self.body(op.body);
        match body.op(op.op).isolated_body() {
            Some(child) => self.body(child).root_regions().len(),
            None => body.op(op.op).num_regions_local(),
        }
    }

    /// The op whose region contains `block` of body `b`, crossing into the
    /// parent body for root regions.
    pub fn parent_op_of_block(&self, b: BodyId, block: BlockId) -> Option<OpRef> {
        match self.body(b).parent_op_of_block(block) {
            Some(op) => Some(OpRef { body: b, op }),
            None => self.body(b).owner().map(|(body, op)| OpRef { body, op }),
        }
    }

    /// The op whose region contains `op` (MLIR's `getParentOp`), crossing
    /// into the parent body for ops in a root region.
    pub fn parent_op(&self, op: OpRef) -> Option<OpRef> {
        let block = self.body(op.body).parent_block(op.op)?;
        self.parent_op_of_block(op.body, block)
    }
}

/// The regions of an op, as returned by [`Ir::regions`].
pub enum Regions<'a> {
    /// A non-isolated op's regions: a contiguous range of region indices in
    /// the op's own body.
    Span(std::ops::Range<u32>),
    /// An isolated op's regions: the root regions of its body.
    Slice(std::slice::Iter<'a, RegionId>),
}

impl Iterator for Regions<'_> {
    type Item = RegionId;
    fn next(&mut self) -> Option<RegionId> {
        match self {
            Regions::Span(it) => it.next().map(RegionId::from_u32),
            Regions::Slice(it) => it.next().copied(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::Builder;
    use crate::{Context, OperationState};

    /// Two sibling isolated ops are mutated on two threads at once, with no
    /// lock: the design the parallel pass manager relies on.
    #[test]
    fn sibling_isolated_bodies_mutate_in_parallel() {
        let ctx = Context::new();
        let loc = ctx.unknown_loc();
        let mut ir = Ir::new();
        let root = root_body_id();
        let top_body = ir.new_body();
        let module = |body| OperationState {
            num_regions: 1,
            isolated: Some(body),
            ..OperationState::new(&ctx, "builtin.module", loc)
        };
        let top = ir.root_body_mut().create_op(&module(top_body));
        ir.set_top(top);
        ir.body_mut(top_body).set_owner(Some((root, top)));
        let top_region = ir.body_mut(top_body).add_root_region();
        let top_block = ir.body_mut(top_body).create_block();
        ir.body_mut(top_body).append_block(top_region, top_block);

        let mut children = Vec::new();
        for _ in 0..2 {
            let child_body = ir.new_body();
            let b = ir.body_mut(top_body);
            let op = b.create_op(&module(child_body));
            b.append_op(top_block, op);
            let cb = ir.body_mut(child_body);
            cb.set_owner(Some((top_body, op)));
            let r = cb.add_root_region();
            let blk = cb.create_block();
            cb.append_block(r, blk);
            children.push((child_body, blk));
        }

        let ids: Vec<BodyId> = children.iter().map(|c| c.0).collect();
        let i32t = ctx.int_type(32);
        std::thread::scope(|s| {
            for (body, &(_, blk)) in ir.bodies_mut(&ids).into_iter().zip(&children) {
                let ctx = &ctx;
                s.spawn(move || {
                    let mut b = Builder::at_end(ctx, body, blk);
                    let mut v = b.create_simple("t.seed", loc, &[], &[i32t], None);
                    for _ in 0..1000 {
                        let x = b.body.result(v, 0);
                        v = b.create_simple("t.step", loc, &[x], &[i32t], None);
                    }
                });
            }
        });
        for &(body, blk) in &children {
            assert_eq!(ir.body(body).block_ops(blk).count(), 1001);
        }
        let diags = crate::verifier::verify(&ctx, &ir);
        ctx.set_allow_unregistered_dialects(true);
        assert!(diags
            .iter()
            .all(|d| d.message.contains("unregistered dialect")));
        assert!(crate::verifier::verify(&ctx, &ir).is_empty());
    }

    /// A module holding `module @inner { module { } ; t.leaf }`, each
    /// module isolated with a body of its own.
    fn nested_modules(ctx: &Context) -> (Ir, OpRef) {
        let loc = ctx.unknown_loc();
        let mut ir = Ir::new();
        let module = OperationState {
            num_regions: 1,
            ..OperationState::new(ctx, "builtin.module", loc)
        };
        let (top, top_body) = ir.create_isolated_op(root_body_id(), &module);
        ir.set_top(top);
        let block_in = |ir: &mut Ir, b: BodyId| {
            let body = ir.body_mut(b);
            let r = body.root_regions()[0];
            let blk = body.create_block();
            body.append_block(r, blk);
            blk
        };
        let top_block = block_in(&mut ir, top_body);
        let (inner, inner_body) = ir.create_isolated_op(top_body, &module);
        ir.body_mut(top_body).append_op(top_block, inner);
        let inner_block = block_in(&mut ir, inner_body);
        let (innermost, innermost_body) = ir.create_isolated_op(inner_body, &module);
        ir.body_mut(inner_body).append_op(inner_block, innermost);
        block_in(&mut ir, innermost_body);
        let leaf = ir
            .body_mut(inner_body)
            .create_op(&OperationState::new(ctx, "t.leaf", loc));
        ir.body_mut(inner_body).append_op(inner_block, leaf);
        (
            ir,
            OpRef {
                body: top_body,
                op: inner,
            },
        )
    }

    fn text(ctx: &Context, ir: &Ir) -> String {
        let mut s = String::new();
        let opts = crate::printer::PrintOptions {
            generic: true,
            ..Default::default()
        };
        crate::printer::print_ir(ctx, ir, &Default::default(), &opts, &mut s).unwrap();
        s
    }

    /// An isolated op moved out, changed there and brought back is what
    /// changing it in place gives.
    #[test]
    fn extract_and_restore_isolated() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let (mut ir, inner) = nested_modules(&ctx);
        let before = text(&ctx, &ir);
        let mut sub = ir.extract_isolated(inner).expect("an isolated op");
        // The nested module's body came along, renumbered.
        assert_eq!(sub.num_bodies(), 3);
        let top = sub.top().unwrap();
        assert_eq!(
            sub.body(top.body).op(top.op).name,
            ctx.ident("builtin.module")
        );
        assert!(crate::verifier::verify(&ctx, &sub).is_empty());
        // Change the op itself, and make a new isolated op inside.
        let attrs = ctx.dictionary_attr(vec![crate::attributes::NamedAttr {
            name: ctx.ident("t.mark"),
            value: ctx.unit_attr(),
        }]);
        sub.body_mut(top.body).op_mut(top.op).attrs = attrs;
        let sub_body = sub.regions(top).0;
        let blk = sub
            .body(sub_body)
            .first_block(sub.body(sub_body).root_regions()[0])
            .unwrap();
        let module = OperationState {
            num_regions: 1,
            ..OperationState::new(&ctx, "builtin.module", ctx.unknown_loc())
        };
        let (new_op, new_body) = sub.create_isolated_op(sub_body, &module);
        sub.body_mut(sub_body).append_op(blk, new_op);
        let r = sub.body(new_body).root_regions()[0];
        let b = sub.body_mut(new_body).create_block();
        sub.body_mut(new_body).append_block(r, b);
        ir.restore_isolated(inner, sub);
        assert!(crate::verifier::verify(&ctx, &ir).is_empty());
        let after = text(&ctx, &ir);
        assert_ne!(before, after);
        assert!(after.contains("t.mark"));
        assert_eq!(after.matches("builtin.module").count(), 4);
        // Only isolated ops move.
        let body = ir.body(inner.body).op(inner.op).isolated_body().unwrap();
        let leaf = ir
            .body(body)
            .op_ids()
            .find(|&o| ir.body(body).op(o).name == ctx.ident("t.leaf"))
            .unwrap();
        assert!(ir.extract_isolated(OpRef { body, op: leaf }).is_none());
    }

    #[test]
    fn erasing_an_isolated_op_frees_its_bodies() {
        let ctx = Context::new();
        let (mut ir, inner) = nested_modules(&ctx);
        let inner_body = ir.body(inner.body).op(inner.op).isolated_body().unwrap();
        ir.erase_op(inner);
        assert_eq!(ir.body(inner_body).num_ops(), 0);
        assert!(ir.body(inner.body).is_erased(inner.op));
    }

    #[test]
    #[should_panic(expected = "duplicate body")]
    fn bodies_mut_rejects_duplicates() {
        let mut ir = Ir::new();
        let b = ir.new_body();
        let _ = ir.bodies_mut(&[b, b]);
    }
}
