//! [`Builder`]: creates operations at an insertion point;
//! [`ModuleBuilder`]: makes a module to create them in.

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
/// `OpBuilder`, telling its listener (if any) what it inserts.
pub struct Builder<'a> {
    /// The context types and attributes are uniqued in.
    pub ctx: &'a Context,
    /// The body new ops are created in.
    pub body: &'a mut Body,
    ip: Option<InsertPoint>,
    listener: Option<&'a mut dyn crate::body::Listener>,
}

impl<'a> Builder<'a> {
    /// A builder with no insertion point.
    pub fn new(ctx: &'a Context, body: &'a mut Body) -> Self {
        Builder {
            ctx,
            body,
            ip: None,
            listener: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ctx: &'a Context, body: &'a mut Body, block: BlockId) -> Self {
        Builder {
            ctx,
            body,
            ip: Some(InsertPoint::End(block)),
            listener: None,
        }
    }

    /// Tells `listener` about every op inserted from now on (and, through
    /// a [`crate::rewriter::Rewriter`], every other change).
    pub fn with_listener(mut self, listener: &'a mut dyn crate::body::Listener) -> Self {
        self.listener = Some(listener);
        self
    }

    /// The listener, if any.
    pub fn listener(&mut self) -> Option<&mut (dyn crate::body::Listener + 'a)> {
        self.listener.as_deref_mut()
    }

    /// The listener and the body, borrowed apart.
    pub(crate) fn listener_and_body(&mut self) -> Option<(&mut dyn crate::body::Listener, &Body)> {
        let body: &Body = self.body;
        match self.listener.as_deref_mut() {
            Some(l) => Some((l, body)),
            None => None,
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

    /// Puts the insertion point back where [`Builder::insertion_point`]
    /// said it was (upstream's `InsertionGuard`).
    pub fn restore_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
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
            None => return op,
        }
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_inserted(self.body, op);
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

/// A `builtin.module` being built (upstream's `ModuleOp::create` and an
/// `OpBuilder` at the end of its body). The module is the top-level op of
/// the IR it makes.
///
/// ```
/// use rmlir_ir::builder::ModuleBuilder;
/// use rmlir_ir::printer::{print_ir, PrintOptions};
///
/// let ctx = rmlir_ir::Context::new();
/// ctx.set_allow_unregistered_dialects(true);
/// let loc = ctx.unknown_loc();
/// let mut m = ModuleBuilder::new(&ctx, loc);
/// let i32t = ctx.int_type(32);
/// let mut b = m.builder(&ctx);
/// let x = b.create_simple("toy.constant", loc, &[], &[i32t], None);
/// let v = b.body.result(x, 0);
/// b.create_simple("toy.print", loc, &[v], &[], None);
/// let ir = m.finish();
/// assert!(rmlir_ir::verifier::verify(&ctx, &ir).is_empty());
/// let mut text = String::new();
/// print_ir(&ctx, &ir, &Default::default(), &PrintOptions::default(), &mut text).unwrap();
/// assert_eq!(
///     text,
///     "module {\n  %0 = \"toy.constant\"() : () -> i32\n  \"toy.print\"(%0) : (i32) -> ()\n}\n\n"
/// );
/// ```
pub struct ModuleBuilder {
    ir: crate::Ir,
    body: crate::BodyId,
    block: BlockId,
}

impl ModuleBuilder {
    /// An empty module at `loc`: one region with one block.
    pub fn new(ctx: &Context, loc: Location) -> Self {
        let mut ir = crate::Ir::new();
        let root = crate::ir::root_body_id();
        let (op, body) = ir.create_isolated_op(
            root,
            &OperationState {
                num_regions: 1,
                ..OperationState::new(ctx, "builtin.module", loc)
            },
        );
        ir.set_top(op);
        let b = ir.body_mut(body);
        let region = b.root_regions()[0];
        let block = b.create_block();
        b.append_block(region, block);
        ModuleBuilder { ir, body, block }
    }

    /// The body holding the module's region (its ops and their values).
    pub fn body_id(&self) -> crate::BodyId {
        self.body
    }

    /// The module's block.
    pub fn block(&self) -> BlockId {
        self.block
    }

    /// A builder inserting at the end of the module's block.
    pub fn builder<'a>(&'a mut self, ctx: &'a Context) -> Builder<'a> {
        let block = self.block;
        Builder::at_end(ctx, self.ir.body_mut(self.body), block)
    }

    /// Appends an IsolatedFromAbove op (a function) to the module: its
    /// regions are in a body of their own, returned with the op; add
    /// their blocks through [`ModuleBuilder::ir_mut`].
    pub fn append_isolated(&mut self, st: &OperationState<'_>) -> (OpId, crate::BodyId) {
        let (op, child) = self.ir.create_isolated_op(self.body, st);
        self.ir.body_mut(self.body).append_op(self.block, op);
        (op, child)
    }

    /// The IR being built.
    pub fn ir(&self) -> &crate::Ir {
        &self.ir
    }

    /// The IR being built, mutably.
    pub fn ir_mut(&mut self) -> &mut crate::Ir {
        &mut self.ir
    }

    /// The IR, whose top-level op is the module.
    pub fn finish(self) -> crate::Ir {
        self.ir
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printer::{print_ir, NoTopLevelOp, PrintOptions};

    /// IR with nothing built is an error to print or verify, not an
    /// empty text that looks like success.
    #[test]
    fn ir_without_a_top_level_op_is_an_error() {
        let ctx = Context::new();
        let ir = crate::Ir::new();
        let mut text = String::new();
        let opts = PrintOptions::default();
        assert_eq!(
            print_ir(&ctx, &ir, &Default::default(), &opts, &mut text),
            Err(NoTopLevelOp)
        );
        let diags = crate::verifier::verify(&ctx, &ir);
        assert_eq!(diags.len(), 1);
        assert!(diags[0].message.contains("no top-level operation"));
        let mut sink = Vec::new();
        let e = crate::printer::print_ir_to(&ctx, &ir, &Default::default(), &opts, &mut sink);
        assert_eq!(e.unwrap_err().kind(), std::io::ErrorKind::InvalidInput);
    }

    #[test]
    fn a_module_with_a_function() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let loc = ctx.unknown_loc();
        let mut m = ModuleBuilder::new(&ctx, loc);
        let (_, body) = m.append_isolated(&OperationState {
            num_regions: 1,
            ..OperationState::new(&ctx, "t.func", loc)
        });
        let b = m.ir_mut().body_mut(body);
        let region = b.root_regions()[0];
        let block = b.create_block();
        b.append_block(region, block);
        let mut fb = Builder::at_end(&ctx, b, block);
        fb.create_simple("t.ret", loc, &[], &[], None);
        let ir = m.finish();
        let mut text = String::new();
        print_ir(
            &ctx,
            &ir,
            &Default::default(),
            &PrintOptions::default(),
            &mut text,
        )
        .unwrap();
        assert_eq!(
            text,
            "module {\n  \"t.func\"() ({\n    \"t.ret\"() : () -> ()\n  }) : () -> ()\n}\n\n"
        );
    }
}
