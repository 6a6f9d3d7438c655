//! A set of patterns ready to be applied (upstream's
//! `FrozenRewritePatternSet` and `PatternApplicator`): grouped by the op
//! name they match, each group ordered by benefit, ties kept in the order
//! the patterns were added.

use std::sync::Arc;

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::{Context, Ident, OpId};
use rustc_hash::FxHashMap;

/// A pattern of a set: a static one (dialects' patterns are statics) or
/// one a pass made (a pattern holding the pass's options).
#[derive(Clone)]
enum Handle {
    Static(&'static dyn RewritePattern),
    Owned(Arc<dyn RewritePattern>),
}

impl Handle {
    fn get(&self) -> &dyn RewritePattern {
        match self {
            Handle::Static(p) => *p,
            Handle::Owned(p) => &**p,
        }
    }
}

/// Patterns grouped for application.
pub struct FrozenPatternSet {
    /// Per op name with patterns of its own, and per registered op name:
    /// those and the patterns of any op that apply to it, in the order
    /// they are tried.
    per_name: FxHashMap<Ident, Vec<Handle>>,
    /// The patterns of any op, for every other name.
    any: Vec<Handle>,
}

impl FrozenPatternSet {
    /// Groups `patterns`. With `disabled`/`enabled` (the canonicalizer's
    /// `disable-patterns`/`enable-patterns`), patterns are kept by name.
    pub fn new(
        ctx: &Context,
        patterns: Vec<&'static dyn RewritePattern>,
        disabled: &[String],
        enabled: &[String],
    ) -> Self {
        let handles = patterns.into_iter().map(Handle::Static).collect();
        Self::from_handles(ctx, handles, disabled, enabled)
    }

    /// Groups patterns a pass made (holding its options, say), which the
    /// set keeps alive.
    pub fn from_owned(ctx: &Context, patterns: Vec<Arc<dyn RewritePattern>>) -> Self {
        let handles = patterns.into_iter().map(Handle::Owned).collect();
        Self::from_handles(ctx, handles, &[], &[])
    }

    fn from_handles(ctx: &Context, patterns: Vec<Handle>, disabled: &[String], enabled: &[String]) -> Self {
        let mut by_root: FxHashMap<Ident, Vec<Handle>> = FxHashMap::default();
        let mut any = Vec::new();
        for h in patterns {
            let p = h.get();
            if disabled.iter().any(|d| d == p.name()) {
                continue;
            }
            if !enabled.is_empty() && !enabled.iter().any(|e| e == p.name()) {
                continue;
            }
            match p.root() {
                Some(r) => by_root.entry(ctx.ident(r)).or_default().push(h),
                None => any.push(h),
            }
        }
        // Upstream's default cost model: benefit only, stable.
        for list in by_root.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.get().benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.get().benefit()));
        let mut names: Vec<Ident> = ctx.registry().ops().map(|def| ctx.ident(def.name)).collect();
        names.extend(by_root.keys().filter(|n| ctx.op_def(**n).is_none()));
        let mut per_name = FxHashMap::default();
        for name in names {
            let own = by_root.get(&name).map_or(&[][..], |v| v.as_slice());
            let any: Vec<&Handle> = any
                .iter()
                .filter(|h| h.get().applies_to(ctx, name))
                .collect();
            // By benefit, an op's own patterns first on ties.
            let mut list = Vec::with_capacity(own.len() + any.len());
            let (mut i, mut j) = (0, 0);
            while i < own.len() || j < any.len() {
                let take_any = match (own.get(i), any.get(j)) {
                    (Some(a), Some(b)) => a.get().benefit() < b.get().benefit(),
                    (None, Some(_)) => true,
                    _ => false,
                };
                if take_any {
                    list.push(any[j].clone());
                    j += 1;
                } else {
                    list.push(own[i].clone());
                    i += 1;
                }
            }
            per_name.insert(name, list);
        }
        FrozenPatternSet { per_name, any }
    }

    /// Whether there is no pattern at all.
    pub fn is_empty(&self) -> bool {
        self.any.is_empty() && self.per_name.values().all(|l| l.is_empty())
    }

    /// Tries the patterns for `op` (those of its name and those of any
    /// op, interleaved by benefit, its own first on ties) until one
    /// applies. Returns whether one did.
    pub fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let name = rw.body.op(op).name;
        let list = self.per_name.get(&name).unwrap_or(&self.any);
        for h in list {
            // Upstream's `PatternApplicator` puts the insertion point
            // before the root op before it tries each pattern.
            rw.set_insertion_point(op);
            if h.get().match_and_rewrite(op, rw) {
                return true;
            }
        }
        false
    }
}

/// The canonicalization patterns of every registered dialect and op
/// (what upstream's `Canonicalizer` collects: each loaded dialect's, then
/// each registered op's, ops in name order).
pub fn canonicalization_patterns(ctx: &Context) -> Vec<&'static dyn RewritePattern> {
    let mut out = Vec::new();
    for d in ctx.registry().dialects() {
        if let Some(f) = d.canonicalize {
            f(&mut out);
        }
    }
    let mut ops: Vec<&'static rmlir_ir::OpDef> = ctx.registry().ops().collect();
    ops.sort_by_key(|d| d.name);
    for op in ops {
        if let Some(f) = op.canonicalize {
            f(&mut out);
        }
    }
    out
}
