//! [`Ir`]: all the bodies of one top-level operation (usually a module).

use cranelift_entity::PrimaryMap;

use crate::body::{BlockId, Body, BodyId, OpId, RegionId};

/// An operation anywhere in an [`Ir`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct OpRef {
    pub body: BodyId,
    pub op: OpId,
}

/// A region anywhere in an [`Ir`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct RegionRef {
    pub body: BodyId,
    pub region: RegionId,
}

/// The id of the body holding the top-level op.
pub fn root_body_id() -> BodyId {
    BodyId::from_u32(0)
}

/// Owns every body of an operation tree. Body 0 holds the top-level op.
#[derive(Clone, Debug)]
pub struct Ir {
    bodies: PrimaryMap<BodyId, Body>,
    top: Option<OpId>,
}

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl Ir {
    pub fn new() -> Self {
        let mut bodies = PrimaryMap::new();
        bodies.push(Body::new());
        Ir { bodies, top: None }
    }

    pub fn root_body(&self) -> &Body {
        &self.bodies[root_body_id()]
    }

    pub fn root_body_mut(&mut self) -> &mut Body {
        &mut self.bodies[root_body_id()]
    }

    /// The top-level operation, in the root body.
    pub fn top(&self) -> Option<OpRef> {
        self.top.map(|op| OpRef {
            body: root_body_id(),
            op,
        })
    }

    pub fn set_top(&mut self, op: OpId) {
        self.top = Some(op);
    }

    /// A new body for the regions of an isolated op, not yet owned.
    pub fn new_body(&mut self) -> BodyId {
        self.bodies.push(Body::new())
    }

    #[inline]
    pub fn body(&self, b: BodyId) -> &Body {
        &self.bodies[b]
    }

    #[inline]
    pub fn body_mut(&mut self, b: BodyId) -> &mut Body {
        &mut self.bodies[b]
    }

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

    pub fn parent_op(&self, op: OpRef) -> Option<OpRef> {
        let block = self.body(op.body).parent_block(op.op)?;
        self.parent_op_of_block(op.body, block)
    }
}

pub enum Regions<'a> {
    Span(std::ops::Range<u32>),
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
