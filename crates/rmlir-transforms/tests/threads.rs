//! Pipelines run the same on all cores as on one: nested pipelines move
//! each isolated op into an `Ir` of its own and run them in parallel, and
//! the IR, the diagnostics and the other output (IR dumps, op stats) must
//! be what running them in place, one after another, gives.

use rmlir_ir::printer::PrintOptions;
use rmlir_ir::source_mgr::SourceMgr;
use rmlir_pass::{
    Event, IrPrintingConfig, Nesting, OpPassManager, Pass, PassContext, PassFailure, PassManager,
    PassRegistry,
};

/// Reports a remark with the op count of each function, fails on
/// functions whose name starts with `fail`, and adds an attribute (so the
/// op's own data comes back from another thread too).
#[derive(Clone)]
struct Probe;

impl Pass for Probe {
    fn argument(&self) -> &'static str {
        "test-probe"
    }
    fn name(&self) -> &'static str {
        "Probe"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some("func.func")
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let mut n = 0;
        rmlir_ir::walk::walk_pre_order(pcx.ir, pcx.op, |_| {
            n += 1;
            rmlir_ir::walk::WalkControl::Advance
        });
        let name = rmlir_ir::symbols::symbol_name(pcx.ctx, pcx.ir, pcx.op)
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .unwrap_or_default();
        let loc = pcx.ir.body(pcx.op.body).op(pcx.op.op).loc;
        pcx.emit_remark(loc, format!("{name}: {n} ops"));
        let attr = pcx.ctx.integer_attr(pcx.ctx.int_type(64), n as i64);
        rmlir_transforms::util::set_attr(pcx.ctx, pcx.ir, pcx.op, "test.count", Some(attr));
        if name.starts_with("fail") {
            pcx.emit_op_error(pcx.op, "asked to fail");
            return Err(PassFailure);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Runs `strip-debuginfo` on each nested module through a dynamic
/// pipeline (a pass running a pipeline on an op it owns).
#[derive(Clone)]
struct Dynamic;

impl Pass for Dynamic {
    fn argument(&self) -> &'static str {
        "test-dynamic"
    }
    fn name(&self) -> &'static str {
        "Dynamic"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let mut children = Vec::new();
        rmlir_ir::walk::collect_children(pcx.ir, pcx.op, &mut children);
        let module = pcx.ctx.ident("builtin.module");
        for c in children {
            if pcx.ir.body(c.body).op(c.op).name != module {
                continue;
            }
            let mut pm = OpPassManager::new("builtin.module", Nesting::Implicit);
            pm.nest("func.func")
                .add_pass(Box::new(rmlir_transforms::StripDebugInfo));
            pcx.run_pipeline(&mut pm, c)?;
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    rmlir_transforms::register(&mut r);
    r.register_pass(|| Box::new(Probe));
    r.register_pass(|| Box::new(Dynamic));
    r
}

/// A module of `n` functions (some failing), nested modules holding
/// functions of their own (bodies nested in moved bodies), graph regions.
fn input(n: usize, failing: bool) -> String {
    let mut s = String::from("module {\n");
    for i in 0..n {
        let name = if failing && i % 37 == 5 {
            format!("fail{i}")
        } else {
            format!("f{i}")
        };
        s.push_str(&format!(
            "  func.func @{name}(%a: i32 loc(\"arg\":{i}:1)) -> i32 {{\n    %0 = arith.addi %a, %a : i32 loc(\"add\":{i}:2)\n    %1 = arith.muli %0, %a : i32\n    return %1 : i32\n  }} loc(\"f\":{i}:3)\n"
        ));
        if i % 10 == 0 {
            s.push_str(&format!(
                "  module @m{i} {{\n    func.func private @g{i}() {{\n      return\n    }} loc(\"g\":{i}:4)\n    module @mm{i} {{\n      func.func @h{i}() {{\n        return\n      }}\n    }}\n  }}\n"
            ));
        }
    }
    s.push_str("}\n");
    s
}

struct Outcome {
    success: bool,
    output: String,
    events: String,
    /// Whether nested pipelines ran on other threads (their timers are
    /// asynchronous: the report shows user time).
    parallel: bool,
}

fn run(pipeline: &str, text: &str, threads: usize, printing: Option<IrPrintingConfig>) -> Outcome {
    let ctx = rmlir_dialects::context();
    let opts = rmlir_asm_parser::ParseOptions {
        filename: "in.mlir".into(),
        ..Default::default()
    };
    let mut parsed = rmlir_asm_parser::parse_source(&ctx, text.as_bytes(), &opts).unwrap();
    let registry = registry();
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.set_pipeline(rmlir_pass::parse_anchored_pipeline(pipeline, &registry, "test").unwrap());
    pm.set_threads(threads);
    pm.enable_timing();
    if let Some(p) = printing {
        pm.enable_ir_printing(p);
    }
    let top = parsed.ir.top().unwrap();
    let mut timing = rmlir_pass::TimingRecorder::new();
    let result = pm.run(&ctx, &mut parsed.ir, top, Some(&mut timing));
    let mgr = SourceMgr::without_file_access();
    let mut events = String::new();
    for e in &result.events {
        match e {
            Event::Diagnostic(d) => mgr.render_to(&ctx, d, &mut events),
            Event::Stderr(b) => events.push_str(&String::from_utf8_lossy(b)),
        }
    }
    let flags = PrintOptions {
        debug_info: true,
        ..Default::default()
    };
    let mut output = String::new();
    rmlir_ir::printer::print_ir(&ctx, &parsed.ir, &parsed.metadata, &flags, &mut output).unwrap();
    assert!(rmlir_ir::verifier::verify(&ctx, &parsed.ir).is_empty());
    timing.set_root_time(std::time::Duration::from_secs(1));
    Outcome {
        success: result.success,
        output,
        events,
        parallel: timing
            .report(rmlir_pass::TimingDisplay::Tree)
            .contains("User Time"),
    }
}

fn same_whatever_the_threads(pipeline: &str, text: &str, printing: Option<IrPrintingConfig>) {
    let one = run(pipeline, text, 1, printing.clone());
    assert!(!one.parallel);
    for threads in [2, 4] {
        let many = run(pipeline, text, threads, printing.clone());
        assert!(many.parallel, "{pipeline} ran on one thread");
        assert_eq!(one.success, many.success, "{pipeline} on {threads} threads");
        assert_eq!(one.output, many.output, "{pipeline} on {threads} threads");
        assert_eq!(one.events, many.events, "{pipeline} on {threads} threads");
    }
}

#[test]
fn function_pipelines() {
    let text = input(120, false);
    same_whatever_the_threads(
        "builtin.module(func.func(strip-debuginfo,test-probe,topological-sort),builtin.module(symbol-privatize,func.func(test-probe),builtin.module(func.func(strip-debuginfo))),symbol-dce)",
        &text,
        None,
    );
    same_whatever_the_threads(
        "builtin.module(any(print-op-stats,strip-debuginfo),test-dynamic,func.func(print-ir{label=after}))",
        &text,
        None,
    );
}

#[test]
fn failures_and_dumps() {
    let text = input(80, true);
    let printing = IrPrintingConfig::from_flags(true, Vec::new(), true, Vec::new(), false);
    same_whatever_the_threads(
        "builtin.module(func.func(test-probe,strip-debuginfo),symbol-dce)",
        &text,
        printing,
    );
    let after_change = IrPrintingConfig {
        after_change: true,
        ..IrPrintingConfig::from_flags(false, Vec::new(), true, Vec::new(), false).unwrap()
    };
    same_whatever_the_threads(
        "builtin.module(func.func(strip-debuginfo,strip-debuginfo),builtin.module(func.func(test-probe)))",
        &text,
        Some(after_change),
    );
}

/// Nothing moved out to another thread is left behind: the bodies come
/// back, new isolated ops made there included.
#[test]
fn extracted_ops_come_back_whole() {
    let text = input(30, false);
    let a = run(
        "builtin.module(builtin.module(builtin.module(func.func(test-probe))))",
        &text,
        4,
        None,
    );
    let b = run(
        "builtin.module(builtin.module(builtin.module(func.func(test-probe))))",
        &text,
        1,
        None,
    );
    assert!(a.success && b.success);
    assert_eq!(a.output, b.output);
    assert!(a.output.contains("test.count"));
}
