//! A set of patterns ready to be applied (upstream's
//! `FrozenRewritePatternSet` and `PatternApplicator`): grouped by the op
//! name they match, each group ordered by benefit, ties kept in the order
//! the patterns were added.

use rmlir_ir::pattern::{PatternRewriter, RewritePattern};
use rmlir_ir::{Context, Ident, OpId};
use rustc_hash::FxHashMap;

/// Patterns grouped for application.
pub struct FrozenPatternSet {
    by_root: FxHashMap<Ident, Vec<&'static dyn RewritePattern>>,
    any: Vec<&'static dyn RewritePattern>,
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
        let mut by_root: FxHashMap<Ident, Vec<&'static dyn RewritePattern>> = FxHashMap::default();
        let mut any = Vec::new();
        for p in patterns {
            if disabled.iter().any(|d| d == p.name()) {
                continue;
            }
            if !enabled.is_empty() && !enabled.iter().any(|e| e == p.name()) {
                continue;
            }
            match p.root() {
                Some(r) => by_root.entry(ctx.ident(r)).or_default().push(p),
                None => any.push(p),
            }
        }
        // Upstream's default cost model: benefit only, stable.
        for list in by_root.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenPatternSet { by_root, any }
    }

    /// Whether there is no pattern at all.
    pub fn is_empty(&self) -> bool {
        self.by_root.is_empty() && self.any.is_empty()
    }

    /// Tries the patterns for `op` (those of its name and those of any
    /// op, interleaved by benefit, its own first on ties) until one
    /// applies. Returns whether one did.
    pub fn match_and_rewrite(&self, op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
        let name = rw.body.op(op).name;
        let own: &[&dyn RewritePattern] = self.by_root.get(&name).map_or(&[], |v| v.as_slice());
        let (mut i, mut j) = (0, 0);
        while i < own.len() || j < self.any.len() {
            let take_any = match (own.get(i), self.any.get(j)) {
                (Some(a), Some(b)) => a.benefit() < b.benefit(),
                (None, Some(_)) => true,
                _ => false,
            };
            let p = if take_any {
                j += 1;
                self.any[j - 1]
            } else {
                i += 1;
                own[i - 1]
            };
            if p.match_and_rewrite(op, rw) {
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
