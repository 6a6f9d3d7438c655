//! Analyses (upstream's `AnalysisManager`): facts computed about an op on
//! first request, cached for the passes that follow, and dropped after a
//! pass unless it marks them preserved.

use std::any::{Any, TypeId};
use std::sync::Arc;

use rmlir_ir::{Context, Ir, OpRef};
use rustc_hash::FxHashMap;

/// An analysis: computed from an op, leaving it as it was.
///
/// ```
/// use rmlir_pass::analysis::{Analysis, AnalysisContext};
/// /// How many ops an op holds.
/// struct OpCount(usize);
/// impl Analysis for OpCount {
///     const NAME: &'static str = "OpCount";
///     fn compute(cx: &mut AnalysisContext<'_>) -> Self {
///         let mut n = 0;
///         rmlir_ir::walk::walk_pre_order(cx.ir, cx.op, |_| {
///             n += 1;
///             rmlir_ir::walk::WalkControl::Advance
///         });
///         OpCount(n)
///     }
/// }
/// ```
pub trait Analysis: Any + Send + Sync + Sized {
    /// The name timing reports show (`(A) NAME`).
    const NAME: &'static str;

    /// Computes the analysis of `cx.op`; other analyses it depends on come
    /// from `cx.get_analysis`.
    fn compute(cx: &mut AnalysisContext<'_>) -> Self;

    /// Whether the analysis is stale after a pass that preserved `pa`
    /// (upstream's `isInvalidated` hook): by default, unless preserved.
    fn is_invalidated(&self, pa: &PreservedAnalyses) -> bool {
        !pa.is_preserved::<Self>()
    }
}

/// What an analysis is computed from.
pub struct AnalysisContext<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The IR. An analysis may change it while it computes, as upstream's
    /// do (sparse constant propagation simulates folders that fold in
    /// place), provided it leaves it as it found it.
    pub ir: &'a mut Ir,
    /// The op analyzed.
    pub op: OpRef,
    /// Whether the op is nested in another in the IR the pipeline runs on
    /// (as [`crate::PassContext::is_nested`]; the op may have been moved
    /// into an `Ir` of its own).
    pub nested: bool,
    pub(crate) map: &'a mut AnalysisMap,
    pub(crate) hooks: &'a mut dyn AnalysisHooks,
}

impl AnalysisContext<'_> {
    /// Analysis `A` of the same op (a dependency), computed if needed.
    pub fn get_analysis<A: Analysis>(&mut self) -> Arc<A> {
        self.map
            .get_or_compute::<A>(self.ctx, self.ir, self.op, self.nested, self.hooks)
    }
}

/// Called around each analysis computation (the timing instrumentation).
pub(crate) trait AnalysisHooks {
    fn before_analysis(&mut self, name: &'static str, id: TypeId, op: OpRef);
    fn after_analysis(&mut self, name: &'static str, id: TypeId, op: OpRef);
}

/// No instrumentation.
#[cfg(test)]
pub(crate) struct NoHooks;

#[cfg(test)]
impl AnalysisHooks for NoHooks {
    fn before_analysis(&mut self, _: &'static str, _: TypeId, _: OpRef) {}
    fn after_analysis(&mut self, _: &'static str, _: TypeId, _: OpRef) {}
}

/// The set of analyses a pass preserved (upstream's `PreservedAnalyses`).
#[derive(Clone, Debug, Default)]
pub struct PreservedAnalyses {
    all: bool,
    ids: Vec<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing preserved (what a pass starts with).
    pub fn none() -> Self {
        Self::default()
    }

    /// Everything preserved.
    pub fn all() -> Self {
        PreservedAnalyses {
            all: true,
            ids: Vec::new(),
        }
    }

    /// Marks everything preserved.
    pub fn preserve_all(&mut self) {
        self.all = true;
    }

    /// Marks analysis `A` preserved.
    pub fn preserve<A: Analysis>(&mut self) {
        self.ids.push(TypeId::of::<A>());
    }

    /// Whether everything is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Whether nothing is preserved.
    pub fn is_none(&self) -> bool {
        !self.all && self.ids.is_empty()
    }

    /// Whether analysis `A` is preserved.
    pub fn is_preserved<A: Analysis>(&self) -> bool {
        self.all || self.ids.contains(&TypeId::of::<A>())
    }
}

struct Entry {
    value: Arc<dyn Any + Send + Sync>,
    invalidated: fn(&(dyn Any + Send + Sync), &PreservedAnalyses) -> bool,
}

/// The analyses of one op and of the ops nested in it (upstream's
/// `NestedAnalysisMap`).
#[derive(Default)]
pub struct AnalysisMap {
    analyses: FxHashMap<TypeId, Entry>,
    children: FxHashMap<OpRef, AnalysisMap>,
}

impl std::fmt::Debug for AnalysisMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalysisMap")
            .field("analyses", &self.analyses.len())
            .field("children", &self.children.len())
            .finish()
    }
}

impl AnalysisMap {
    /// The cached analysis `A`, if any.
    pub fn get_cached<A: Analysis>(&self) -> Option<Arc<A>> {
        let e = self.analyses.get(&TypeId::of::<A>())?;
        e.value.clone().downcast::<A>().ok()
    }

    pub(crate) fn get_or_compute<A: Analysis>(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpRef,
        nested: bool,
        hooks: &mut dyn AnalysisHooks,
    ) -> Arc<A> {
        if let Some(a) = self.get_cached::<A>() {
            return a;
        }
        let id = TypeId::of::<A>();
        hooks.before_analysis(A::NAME, id, op);
        let value = {
            let mut cx = AnalysisContext {
                ctx,
                ir,
                op,
                nested,
                map: self,
                hooks,
            };
            Arc::new(A::compute(&mut cx))
        };
        hooks.after_analysis(A::NAME, id, op);
        fn invalidated<A: Analysis>(v: &(dyn Any + Send + Sync), pa: &PreservedAnalyses) -> bool {
            v.downcast_ref::<A>().is_none_or(|a| a.is_invalidated(pa))
        }
        self.analyses.insert(
            id,
            Entry {
                value: value.clone(),
                invalidated: invalidated::<A>,
            },
        );
        value
    }

    /// The analyses of `child`, an op nested in this map's op.
    pub(crate) fn child(&mut self, child: OpRef) -> &mut AnalysisMap {
        self.children.entry(child).or_default()
    }

    /// The cached analyses of `child`, if any.
    pub(crate) fn cached_child(&self, child: OpRef) -> Option<&AnalysisMap> {
        self.children.get(&child)
    }

    /// Drops what `pa` does not preserve, here and in nested ops.
    pub fn invalidate(&mut self, pa: &PreservedAnalyses) {
        if pa.is_all() {
            return;
        }
        self.analyses.retain(|_, e| !(e.invalidated)(&*e.value, pa));
        if pa.is_none() {
            self.children.clear();
            return;
        }
        for c in self.children.values_mut() {
            c.invalidate(pa);
        }
    }

    /// Drops everything (a pipeline is done with its op).
    pub fn clear(&mut self) {
        self.analyses.clear();
        self.children.clear();
    }

    /// Takes the analyses of `child` out, leaving none.
    pub(crate) fn take_child(&mut self, child: OpRef) -> AnalysisMap {
        self.children.remove(&child).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct A(u32);
    impl Analysis for A {
        const NAME: &'static str = "A";
        fn compute(_: &mut AnalysisContext<'_>) -> Self {
            A(1)
        }
    }
    struct B(u32);
    impl Analysis for B {
        const NAME: &'static str = "B";
        fn compute(cx: &mut AnalysisContext<'_>) -> Self {
            B(cx.get_analysis::<A>().0 + 1)
        }
        fn is_invalidated(&self, pa: &PreservedAnalyses) -> bool {
            !pa.is_preserved::<B>() || !pa.is_preserved::<A>()
        }
    }

    #[test]
    fn cached_until_invalidated() {
        let ctx = Context::new();
        let mut ir = Ir::new();
        let op = OpRef {
            body: rmlir_ir::ir::root_body_id(),
            op: rmlir_ir::OpId::from_u32(0),
        };
        let mut m = AnalysisMap::default();
        assert_eq!(m.get_or_compute::<B>(&ctx, &mut ir, op, false, &mut NoHooks).0, 2);
        assert!(m.get_cached::<A>().is_some());
        let mut pa = PreservedAnalyses::none();
        pa.preserve::<B>();
        m.invalidate(&pa);
        // B depends on A, which was not preserved.
        assert!(m.get_cached::<B>().is_none() && m.get_cached::<A>().is_none());
        m.get_or_compute::<B>(&ctx, &mut ir, op, false, &mut NoHooks);
        m.invalidate(&PreservedAnalyses::all());
        assert!(m.get_cached::<B>().is_some());
        m.invalidate(&PreservedAnalyses::none());
        assert!(m.get_cached::<B>().is_none());
    }
}
