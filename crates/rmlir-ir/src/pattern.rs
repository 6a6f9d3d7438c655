//! Rewrite patterns (MLIR's `RewritePattern` and `PatternRewriter`, which
//! upstream keeps in `mlir/IR` too): a pattern matches an op and changes
//! the IR through a [`PatternRewriter`]. Drivers (the greedy one, dialect
//! conversion) live in `rmlir-rewrite`; dialects define patterns with
//! nothing but this crate.

use crate::body::{Body, BodyId, OpData, OpId};
use crate::rewriter::Rewriter;
use crate::view::OpView;

/// A rewriter handed to patterns: a [`Rewriter`] over one body, which
/// also knows the body's id and the op owning the body (so a pattern can
/// see, for instance, the function a `return` returns from).
pub struct PatternRewriter<'a> {
    rw: Rewriter<'a>,
    /// The body being rewritten.
    pub body_id: BodyId,
    /// The isolated op owning the body, if known.
    pub owner: Option<&'a OpData>,
}

impl<'a> std::ops::Deref for PatternRewriter<'a> {
    type Target = Rewriter<'a>;
    fn deref(&self) -> &Rewriter<'a> {
        &self.rw
    }
}

impl std::ops::DerefMut for PatternRewriter<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.rw
    }
}

impl<'a> PatternRewriter<'a> {
    /// A pattern rewriter over `rw`'s body, `body_id`, owned by `owner`.
    pub fn new(rw: Rewriter<'a>, body_id: BodyId, owner: Option<&'a OpData>) -> Self {
        PatternRewriter { rw, body_id, owner }
    }

    /// The rewriter, by value.
    pub fn into_rewriter(self) -> Rewriter<'a> {
        self.rw
    }

    /// A view of `op`, for reading it (its definition's hooks take views).
    pub fn view(&self, op: OpId) -> OpView<'_> {
        let body: &Body = self.rw.body;
        OpView {
            ctx: self.rw.ctx,
            body,
            body_id: self.body_id,
            op,
            inner: None,
            owner: self.owner,
            def: self.rw.ctx.op_def(body.op(op).name),
        }
    }
}

/// A rewrite pattern (MLIR's `RewritePattern`). Patterns are shared by
/// every thread rewriting: they hold no state of a rewrite.
pub trait RewritePattern: Send + Sync {
    /// The op name the pattern matches (`arith.addi`), or `None` for any
    /// op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefits are tried first (MLIR's `PatternBenefit`).
    fn benefit(&self) -> u16 {
        1
    }
    /// A name for debugging and for `disable-patterns`/`enable-patterns`.
    fn name(&self) -> &'static str;
    /// Matches `op` and, on a match, rewrites through `rw` and returns
    /// true; returns false, changing nothing, otherwise.
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool;
    /// For a pattern on any op: false when it can never match an op
    /// named `name` (upstream's patterns rooted at an interface), so a
    /// pattern set need not try it on every op. Asked once per op name.
    fn applies_to(&self, _ctx: &crate::Context, _name: crate::Ident) -> bool {
        true
    }
}

/// A pattern on any op of the kinds `applies_to` picks by name (upstream's
/// `OpInterfaceRewritePattern`): see [`FnPattern::only_on`].
pub struct AnyOpPattern {
    pattern: FnPattern,
    applies_to: fn(&crate::Context, crate::Ident) -> bool,
}

impl RewritePattern for AnyOpPattern {
    fn root(&self) -> Option<&'static str> {
        None
    }
    fn benefit(&self) -> u16 {
        self.pattern.benefit
    }
    fn name(&self) -> &'static str {
        self.pattern.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        self.pattern.match_and_rewrite(op, rw)
    }
    fn applies_to(&self, ctx: &crate::Context, name: crate::Ident) -> bool {
        (self.applies_to)(ctx, name)
    }
}

/// A pattern given as a function (most canonicalizations are one).
pub struct FnPattern {
    /// See [`RewritePattern::name`].
    pub name: &'static str,
    /// See [`RewritePattern::root`].
    pub root: Option<&'static str>,
    /// See [`RewritePattern::benefit`].
    pub benefit: u16,
    /// See [`RewritePattern::match_and_rewrite`].
    pub apply: fn(OpId, &mut PatternRewriter<'_>) -> bool,
}

impl FnPattern {
    /// A pattern named `name` on ops named `root`, with benefit 1.
    pub const fn new(
        name: &'static str,
        root: &'static str,
        apply: fn(OpId, &mut PatternRewriter<'_>) -> bool,
    ) -> FnPattern {
        FnPattern {
            name,
            root: Some(root),
            benefit: 1,
            apply,
        }
    }

    /// A pattern named `name` on any op, with benefit 1.
    pub const fn any_op(
        name: &'static str,
        apply: fn(OpId, &mut PatternRewriter<'_>) -> bool,
    ) -> FnPattern {
        FnPattern {
            name,
            root: None,
            benefit: 1,
            apply,
        }
    }

    /// The same pattern with benefit `b`.
    pub const fn with_benefit(mut self, b: u16) -> FnPattern {
        self.benefit = b;
        self
    }

    /// This pattern on any op tried only on the op names `applies_to`
    /// accepts, which must be all those `apply` can rewrite.
    pub const fn only_on(
        self,
        applies_to: fn(&crate::Context, crate::Ident) -> bool,
    ) -> AnyOpPattern {
        AnyOpPattern {
            pattern: self,
            applies_to,
        }
    }
}

impl RewritePattern for FnPattern {
    fn root(&self) -> Option<&'static str> {
        self.root
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        // Upstream's `PatternApplicator` puts the insertion point before
        // the root op before it tries each pattern.
        rw.set_insertion_point(op);
        (self.apply)(op, rw)
    }
}

/// Adds patterns to a set (upstream's `getCanonicalizationPatterns`).
pub type PatternsFn = fn(&mut Vec<&'static dyn RewritePattern>);
