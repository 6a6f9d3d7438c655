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
        Ir { bodies, top: None }
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

    #[test]
    #[should_panic(expected = "duplicate body")]
    fn bodies_mut_rejects_duplicates() {
        let mut ir = Ir::new();
        let b = ir.new_body();
        let _ = ir.bodies_mut(&[b, b]);
    }
}
