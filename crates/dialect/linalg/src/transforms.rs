//! The linalg passes rmlir has: `linalg-generalize-named-ops` and
//! `linalg-morph-ops` (its `named-to-generic` conversion): named
//! structured ops become `linalg.generic` with their indexing maps,
//! iterator types and payload (upstream's `generalizeNamedOp`).

use std::sync::Arc;

use rmlir_ir::pattern::{FnPattern, PatternRewriter, RewritePattern};
use rmlir_ir::{NamedAttr, OpId, Type, Value};
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};
use rmlir_rewrite::greedy::apply_patterns_greedily_to_op;
use rmlir_rewrite::{FrozenPatternSet, GreedyRewriteConfig};

use crate::structured::{maps_attr, Class, Structured};

/// `LinalgGeneralizationPattern`: a structured op other than
/// `linalg.generic` becomes one.
fn generalize(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = rw.ctx;
    let v = rw.view(op);
    let Some(s) = Structured::new(&v) else {
        return false;
    };
    if matches!(s.class, Class::Generic) || v.num_regions() != 1 {
        return false;
    }
    let Some(maps) = s.indexing_maps() else {
        return false;
    };
    let iters = s.iterators();
    let ins: Vec<Value> = s.inputs().to_vec();
    let outs: Vec<Value> = s.inits().to_vec();
    let results: Vec<Type> = if s.has_pure_tensor_semantics() {
        outs.iter().map(|&o| rw.body.value_type(o)).collect()
    } else {
        Vec::new()
    };
    let loc = rw.body.op(op).loc;
    let iter_attrs: Vec<_> = iters
        .iter()
        .map(|&r| crate::attrs::iterator_type_attr(ctx, r as i64))
        .collect();
    let props = vec![
        NamedAttr {
            name: ctx.ident("indexing_maps"),
            value: maps_attr(ctx, &maps),
        },
        NamedAttr {
            name: ctx.ident("iterator_types"),
            value: ctx.array_attr(&iter_attrs),
        },
        NamedAttr {
            name: ctx.ident("operandSegmentSizes"),
            value: ctx.dense_i32_array_attr(&[ins.len() as i32, outs.len() as i32]),
        },
    ];
    let mut operands = ins;
    operands.extend(outs);
    let generic = rw.create_registered(&crate::GENERIC_OP, loc, &operands, &results, props, &[], 1);
    let from = rw.body.local_regions(op).next().expect("a region");
    let to = rw.body.local_regions(generic).next().expect("a region");
    rw.inline_region_before(from, to, None);
    let r: Vec<Value> = rw.body.results(generic).collect();
    rw.replace_op(op, &r);
    true
}

static GENERALIZE: [FnPattern; 1] = [FnPattern {
    name: "LinalgGeneralizationPattern",
    root: None,
    benefit: 1,
    apply: generalize,
}];

fn generalization_patterns(ctx: &rmlir_ir::Context) -> Arc<FrozenPatternSet> {
    let patterns: Vec<&'static dyn RewritePattern> =
        GENERALIZE.iter().map(|p| p as &'static dyn RewritePattern).collect();
    Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[]))
}

fn run(pcx: &mut PassContext<'_>, patterns: &FrozenPatternSet) {
    let threads = pcx.threads();
    apply_patterns_greedily_to_op(
        pcx.ctx,
        pcx.ir,
        pcx.op,
        patterns,
        &GreedyRewriteConfig::default(),
        threads,
    );
}

/// `linalg-generalize-named-ops`.
#[derive(Clone, Default)]
pub struct GeneralizeNamedOps {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Pass for GeneralizeNamedOps {
    fn argument(&self) -> &'static str {
        "linalg-generalize-named-ops"
    }
    fn name(&self) -> &'static str {
        "LinalgGeneralizeNamedOpsPass"
    }
    fn description(&self) -> &'static str {
        "Convert named ops into generic ops"
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        self.patterns = Some(generalization_patterns(ctx));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        run(pcx, &patterns);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// `linalg-morph-ops`: of its conversions, `named-to-generic`.
#[derive(Clone)]
pub struct MorphOps {
    options: PassOptions,
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl Default for MorphOps {
    fn default() -> Self {
        MorphOps {
            options: PassOptions::new()
                .bool(
                    "named-to-category",
                    "convert named ops to category op e.g. `linalg.elementwise`",
                    false,
                )
                .bool(
                    "category-to-generic",
                    "convert category ops e.g. `linalg.elementwise` to `linalg.generic`",
                    false,
                )
                .bool(
                    "named-to-generic",
                    "convert named ops e.g. `linalg.add` to `linalg.generic`",
                    false,
                )
                .bool(
                    "generic-to-named",
                    "convert linalg.generic to equivalent named ops",
                    false,
                ),
            patterns: None,
        }
    }
}

impl Pass for MorphOps {
    fn argument(&self) -> &'static str {
        "linalg-morph-ops"
    }
    fn name(&self) -> &'static str {
        "LinalgMorphOpsPass"
    }
    fn description(&self) -> &'static str {
        "Convert linalg ops between forms"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }
    fn initialize(&mut self, ctx: &rmlir_ir::Context) -> Result<(), String> {
        let patterns: Vec<&'static dyn RewritePattern> = if self.options.get_bool("named-to-generic") {
            GENERALIZE.iter().map(|p| p as &'static dyn RewritePattern).collect()
        } else {
            Vec::new()
        };
        self.patterns = Some(Arc::new(FrozenPatternSet::new(ctx, patterns, &[], &[])));
        Ok(())
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        if self.patterns.is_none() {
            self.initialize(pcx.ctx).map_err(|_| PassFailure)?;
        }
        let patterns = Arc::clone(self.patterns.as_ref().expect("initialized"));
        run(pcx, &patterns);
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Registers the linalg passes.
pub fn register(registry: &mut rmlir_pass::PassRegistry) {
    registry.register_pass(|| Box::new(GeneralizeNamedOps::default()));
    registry.register_pass(|| Box::new(MorphOps::default()));
}
