//! What a conversion must reach (upstream's `ConversionTarget`): which ops
//! are legal, illegal or legal under a condition, by op name or by
//! dialect, and what to think of ops the target does not mention.

use rmlir_ir::{Context, Ident, OpView};
use rustc_hash::FxHashMap;

/// A legality condition: `Some(true)` legal, `Some(false)` illegal, `None`
/// no opinion (upstream's `DynamicLegalityCallbackFn`, whose `std::nullopt`
/// lets the next callback decide).
pub type LegalityFn = Box<dyn Fn(&OpView<'_>) -> Option<bool> + Send + Sync>;

/// What the target says of an op name or a dialect (upstream's
/// `LegalizationAction`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LegalizationAction {
    /// Always legal.
    Legal,
    /// Legal when its condition says so.
    Dynamic,
    /// Must be converted.
    Illegal,
}

/// How an op is legal (upstream's `LegalOpDetails`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct LegalOpDetails {
    /// The ops nested in it need no conversion.
    pub recursively_legal: bool,
}

struct Info {
    action: LegalizationAction,
    condition: Option<LegalityFn>,
}

/// The legality rules of a conversion.
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<Ident, Info>,
    dialects: FxHashMap<Ident, Info>,
    unknown: Option<LegalityFn>,
    /// Op names (or dialects) marked recursively legal, with an optional
    /// condition.
    recursive_ops: FxHashMap<Ident, Option<LegalityFn>>,
    recursive_dialects: FxHashMap<Ident, Option<LegalityFn>>,
}

impl ConversionTarget {
    /// A target that says nothing of any op.
    pub fn new() -> Self {
        Self::default()
    }

    fn set_op(&mut self, ctx: &Context, name: &str, action: LegalizationAction, condition: Option<LegalityFn>) {
        self.ops.insert(ctx.ident(name), Info { action, condition });
    }

    fn set_dialect(&mut self, ctx: &Context, name: &str, action: LegalizationAction, condition: Option<LegalityFn>) {
        self.dialects.insert(ctx.ident(name), Info { action, condition });
    }

    /// Ops named `name` (`scf.for`) are legal.
    pub fn add_legal_op(&mut self, ctx: &Context, name: &str) {
        self.set_op(ctx, name, LegalizationAction::Legal, None);
    }

    /// Ops named `name` must be converted.
    pub fn add_illegal_op(&mut self, ctx: &Context, name: &str) {
        self.set_op(ctx, name, LegalizationAction::Illegal, None);
    }

    /// Ops named `name` are legal when `condition` says so.
    pub fn add_dynamically_legal_op(&mut self, ctx: &Context, name: &str, condition: LegalityFn) {
        self.set_op(ctx, name, LegalizationAction::Dynamic, Some(condition));
    }

    /// The ops of dialect `name` (`arith`) are legal.
    pub fn add_legal_dialect(&mut self, ctx: &Context, name: &str) {
        self.set_dialect(ctx, name, LegalizationAction::Legal, None);
    }

    /// The ops of dialect `name` must be converted.
    pub fn add_illegal_dialect(&mut self, ctx: &Context, name: &str) {
        self.set_dialect(ctx, name, LegalizationAction::Illegal, None);
    }

    /// The ops of dialect `name` are legal when `condition` says so.
    pub fn add_dynamically_legal_dialect(&mut self, ctx: &Context, name: &str, condition: LegalityFn) {
        self.set_dialect(ctx, name, LegalizationAction::Dynamic, Some(condition));
    }

    /// Ops the target says nothing of are legal when `condition` says so
    /// (upstream's `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(&mut self, condition: LegalityFn) {
        self.unknown = Some(condition);
    }

    /// Legal ops named `name` (optionally when `condition` holds) need
    /// none of their nested ops converted.
    pub fn mark_op_recursively_legal(&mut self, ctx: &Context, name: &str, condition: Option<LegalityFn>) {
        self.recursive_ops.insert(ctx.ident(name), condition);
    }

    /// As [`Self::mark_op_recursively_legal`], for a whole dialect.
    pub fn mark_dialect_recursively_legal(&mut self, ctx: &Context, name: &str, condition: Option<LegalityFn>) {
        self.recursive_dialects.insert(ctx.ident(name), condition);
    }

    fn dialect_of(ctx: &Context, name: Ident) -> Ident {
        let bytes = ctx.ident_bytes(name);
        let d = bytes.split(|&c| c == b'.').next().unwrap_or(bytes);
        ctx.ident(d)
    }

    /// The action for ops named `name`: the op's own, else its dialect's,
    /// else `Dynamic` when unknown ops have a condition.
    pub fn op_action(&self, ctx: &Context, name: Ident) -> Option<LegalizationAction> {
        self.info(ctx, name).map(|(a, _)| a)
    }

    fn info(&self, ctx: &Context, name: Ident) -> Option<(LegalizationAction, Option<&LegalityFn>)> {
        if let Some(i) = self.ops.get(&name) {
            return Some((i.action, i.condition.as_ref()));
        }
        if let Some(i) = self.dialects.get(&Self::dialect_of(ctx, name)) {
            return Some((i.action, i.condition.as_ref()));
        }
        self.unknown.as_ref().map(|u| (LegalizationAction::Dynamic, Some(u)))
    }

    /// Whether `op` is legal, and how; `None` when it is illegal or the
    /// target does not know (upstream's `isLegal`).
    pub fn is_legal(&self, op: &OpView<'_>) -> Option<LegalOpDetails> {
        let name = op.body.op(op.op).name;
        let (action, condition) = self.info(op.ctx, name)?;
        let legal = match action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => {
                // An op's own condition first, then its dialect's, then
                // the unknown-op one, each deferring with `None`.
                let dialect = Self::dialect_of(op.ctx, name);
                let chain = [
                    condition,
                    self.dialects.get(&dialect).and_then(|i| i.condition.as_ref()),
                    self.unknown.as_ref(),
                ];
                let mut verdict = None;
                let mut seen: Vec<*const LegalityFn> = Vec::new();
                for f in chain.into_iter().flatten() {
                    let p = f as *const LegalityFn;
                    if seen.contains(&p) {
                        continue;
                    }
                    seen.push(p);
                    if let Some(v) = f(op) {
                        verdict = Some(v);
                        break;
                    }
                }
                verdict.unwrap_or(false)
            }
        };
        if !legal {
            return None;
        }
        let recursive = |cond: &Option<LegalityFn>| cond.as_ref().map_or(true, |f| f(op).unwrap_or(false));
        let recursively_legal = self.recursive_ops.get(&name).is_some_and(recursive)
            || self
                .recursive_dialects
                .get(&Self::dialect_of(op.ctx, name))
                .is_some_and(recursive);
        Some(LegalOpDetails { recursively_legal })
    }

    /// Whether `op` is explicitly illegal: marked so, or its condition
    /// said so (upstream's `isIllegal`).
    pub fn is_illegal(&self, op: &OpView<'_>) -> bool {
        let name = op.body.op(op.op).name;
        match self.info(op.ctx, name) {
            Some((LegalizationAction::Illegal, _)) => true,
            Some((LegalizationAction::Dynamic, Some(f))) => f(op) == Some(false),
            _ => false,
        }
    }
}
