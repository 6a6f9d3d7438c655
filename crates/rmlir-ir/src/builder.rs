//! [`Builder`]: creates operations at an insertion point.

use crate::attributes::{Attribute, Location};
use crate::body::{BlockId, Body, OpId, OperationState, Value};
use crate::context::Context;
use crate::types::Type;

/// Where the next operation goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Just before an operation.
    Before(OpId),
}

/// Creates operations in one body at an insertion point, like MLIR's
/// `OpBuilder`.
pub struct Builder<'a> {
    /// The context types and attributes are uniqued in.
    pub ctx: &'a Context,
    /// The body new ops are created in.
    pub body: &'a mut Body,
    ip: Option<InsertPoint>,
}

impl<'a> Builder<'a> {
    /// A builder with no insertion point.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        Builder {
            ctx,
            body,
            ip: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> Self {
        Builder {
            ctx,
            body,
            ip: Some(InsertPoint::End(block)),
        }
    }

    /// Where the next op goes; `None` when unset.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Inserts at the end of `block` from now on.
    pub fn set_insertion_point_to_end(&mut self, block: BlockId) {
        self.ip = Some(InsertPoint::End(block));
    }

    /// Inserts at the start of `block` from now on.
    pub fn set_insertion_point_to_start(&mut self, block: BlockId) {
        self.ip = Some(match self.body.first_op(block) {
            Some(op) => InsertPoint::Before(op),
            None => InsertPoint::End(block),
        });
    }

    /// Inserts just before `before` from now on.
    pub fn set_insertion_point(&mut self, before: OpId) {
        self.ip = Some(InsertPoint::Before(before));
    }

    /// Inserts just after `op` from now on; panics if `op` is detached.
    pub fn set_insertion_point_after(&mut self, op: OpId) {
        self.ip = Some(match self.body.next_op(op) {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(self.body.parent_block(op).expect("op in a block")),
        });
    }

    /// Unsets the insertion point: created ops stay detached.
    pub fn clear_insertion_point(&mut self) {
        self.ip = None;
    }

    /// Inserts a detached op at the insertion point (no-op without one).
    pub fn insert(&mut self, op: OpId) -> OpId {
        match self.ip {
            Some(InsertPoint::End(b)) => self.body.append_op(b, op),
            Some(InsertPoint::Before(o)) => self.body.insert_op_before(o, op),
            None => {}
        }
        op
    }

    /// Creates an op from `state` and inserts it.
    pub fn create(&mut self, state: &OperationState<'_>) -> OpId {
        let op = self.body.create_op(state);
        self.insert(op)
    }

    /// Creates a simple op: no regions, successors or properties.
    pub fn create_simple(
        &mut self,
        name: &str,
        loc: Location,
        operands: &[Value],
        result_types: &[Type],
        attrs: Option<Attribute>,
    ) -> OpId {
        let base = OperationState::new(self.ctx, name, loc);
        self.create(&OperationState {
            operands,
            result_types,
            attrs: attrs.unwrap_or(base.attrs),
            ..base
        })
    }

    /// Creates a registered op from its definition: `props` are its
    /// properties (default-valued ones not given are filled in, as
    /// upstream's `populateDefaultProperties` does), `successors` its
    /// successor blocks (whose operands are ODS operands, as upstream's
    /// are) and `num_regions` empty regions are created in this body.
    /// Isolated ops need a body of their own; create those with
    /// [`Body::create_op`] and `Ir::new_body`.
    #[allow(clippy::too_many_arguments)]
    pub fn create_registered(
        &mut self,
        def: &'static crate::OpDef,
        loc: Location,
        operands: &[Value],
        result_types: &[Type],
        mut props: Vec<crate::NamedAttr>,
        successors: &[BlockId],
        num_regions: u32,
    ) -> OpId {
        crate::op_def::populate_default_properties(self.ctx, def, &mut props);
        let properties = (!props.is_empty()).then(|| self.ctx.dictionary_attr(props));
        let successors: smallvec::SmallVec<[crate::body::Successor; 2]> = successors
            .iter()
            .map(|&block| crate::body::Successor {
                block,
                num_operands: 0,
            })
            .collect();
        let base = OperationState::new(self.ctx, def.name, loc);
        self.create(&OperationState {
            operands,
            result_types,
            properties,
            successors: &successors,
            num_regions,
            ..base
        })
    }
}
