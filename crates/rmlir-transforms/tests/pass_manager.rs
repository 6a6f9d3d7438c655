//! Pass manager behaviours the driver tests cannot reach with rmlir's
//! passes: a pass that panics under a crash reproducer, analyses in timing
//! reports and their invalidation, a pass refusing ops it cannot run on.

use std::sync::Arc;

use rmlir_ir::source_mgr::SourceMgr;
use rmlir_pass::{
    Analysis, AnalysisContext, Event, Nesting, Pass, PassContext, PassFailure, PassManager,
    ReproducerConfig, TimingDisplay, TimingRecorder,
};

/// Panics: a crash.
#[derive(Clone)]
struct Crash;

impl Pass for Crash {
    fn argument(&self) -> &'static str {
        "test-crash"
    }
    fn name(&self) -> &'static str {
        "Crash"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn run_on_operation(&mut self, _: &mut PassContext<'_>) -> Result<(), PassFailure> {
        panic!("a pass crashed");
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// The number of functions in the op; counts how often it is computed.
struct FuncCount(usize);

static COMPUTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

impl Analysis for FuncCount {
    const NAME: &'static str = "FuncCount";
    fn compute(cx: &mut AnalysisContext<'_>) -> Self {
        COMPUTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let mut children = Vec::new();
        rmlir_ir::walk::collect_children(cx.ir, cx.op, &mut children);
        FuncCount(children.len())
    }
}

/// Asks for `FuncCount` and preserves everything (or nothing).
#[derive(Clone)]
struct UsesAnalysis {
    preserve: bool,
}

impl Pass for UsesAnalysis {
    fn argument(&self) -> &'static str {
        "test-uses-analysis"
    }
    fn name(&self) -> &'static str {
        "UsesAnalysis"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let n: Arc<FuncCount> = pcx.get_analysis::<FuncCount>();
        assert!(n.0 > 0);
        if self.preserve {
            pcx.mark_all_analyses_preserved();
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Runs only on functions (`canScheduleOn`).
#[derive(Clone)]
struct FunctionsOnly;

impl Pass for FunctionsOnly {
    fn argument(&self) -> &'static str {
        "test-functions-only"
    }
    fn name(&self) -> &'static str {
        "FunctionsOnly"
    }
    fn description(&self) -> &'static str {
        "test pass"
    }
    fn can_schedule_on(&self, _: &rmlir_ir::Context, op_name: &[u8]) -> bool {
        op_name == b"func.func"
    }
    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let loc = pcx.ir.body(pcx.op.body).op(pcx.op.op).loc;
        pcx.emit_remark(loc, "ran");
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

const INPUT: &str = "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n";

fn parse(ctx: &rmlir_ir::Context) -> rmlir_ir::Ir {
    let opts = rmlir_asm_parser::ParseOptions {
        filename: "in.mlir".into(),
        ..Default::default()
    };
    rmlir_asm_parser::parse_source(ctx, INPUT.as_bytes(), &opts)
        .unwrap()
        .ir
}

fn rendered(ctx: &rmlir_ir::Context, events: &[Event]) -> String {
    let mgr = SourceMgr::without_file_access();
    mgr.add_buffer("in.mlir", INPUT.as_bytes().to_vec());
    let mut s = String::new();
    for e in events {
        match e {
            Event::Diagnostic(d) => mgr.render_to(ctx, d, &mut s),
            Event::Stderr(b) => s.push_str(&String::from_utf8_lossy(b)),
        }
    }
    s
}

/// As mlir-opt 22 reports its `test-pass-crash` under a reproducer: at the
/// top-level op, naming the running passes.
#[test]
fn a_panicking_pass_is_reported_with_a_reproducer() {
    let ctx = rmlir_dialects::context();
    let mut ir = parse(&ctx);
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.add_pass(Box::new(rmlir_transforms::SymbolPrivatize::default()));
    pm.add_pass(Box::new(Crash));
    pm.enable_crash_reproducer(ReproducerConfig {
        path: "/dev/null".into(),
        local: false,
    });
    let top = ir.top().unwrap();
    let r = pm.run(&ctx, &mut ir, top, None);
    assert!(!r.success);
    assert_eq!(
        rendered(&ctx, &r.events),
        "in.mlir:0:0: error: Failures have been detected while processing an MLIR pass pipeline\nin.mlir:0:0: note: Pipeline failed while executing [`Crash` on 'builtin.module' operation]: reproducer generated at `/dev/null`\n"
    );
}

#[test]
fn analyses_are_timed_cached_and_invalidated() {
    let ctx = rmlir_dialects::context();
    let mut ir = parse(&ctx);
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.set_threads(1);
    pm.enable_timing();
    // Preserved: the second pass finds it cached; not preserved: the
    // third computes it again.
    pm.add_pass(Box::new(UsesAnalysis { preserve: true }));
    pm.add_pass(Box::new(UsesAnalysis { preserve: false }));
    pm.add_pass(Box::new(UsesAnalysis { preserve: true }));
    let top = ir.top().unwrap();
    let mut timing = TimingRecorder::new();
    COMPUTED.store(0, std::sync::atomic::Ordering::SeqCst);
    assert!(pm.run(&ctx, &mut ir, top, Some(&mut timing)).success);
    assert_eq!(COMPUTED.load(std::sync::atomic::Ordering::SeqCst), 2);
    timing.set_root_time(std::time::Duration::from_secs(1));
    let report = timing.report(TimingDisplay::Tree);
    let names: Vec<&str> = report
        .lines()
        .skip(6)
        .map(|l| l.split_at(21).1.trim_end())
        .collect();
    assert_eq!(
        names,
        [
            "UsesAnalysis",
            "  (A) FuncCount",
            "UsesAnalysis",
            "UsesAnalysis",
            "  (A) FuncCount",
            "Rest",
            "Total"
        ]
    );
}

#[test]
fn op_agnostic_managers_run_where_their_passes_can() {
    let ctx = rmlir_dialects::context();
    let mut ir = parse(&ctx);
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.nest_any().add_pass(Box::new(FunctionsOnly));
    let top = ir.top().unwrap();
    let r = pm.run(&ctx, &mut ir, top, None);
    assert!(r.success);
    assert_eq!(
        rendered(&ctx, &r.events),
        "in.mlir:1:1: remark: ran\nfunc.func @f() {\n^\nin.mlir:4:1: remark: ran\nfunc.func @g() {\n^\n"
    );
    // On a manager anchored on another op, the pass cannot run.
    let mut pm = PassManager::new("builtin.module", Nesting::Implicit);
    pm.add_pass(Box::new(FunctionsOnly));
    let r = pm.run(&ctx, &mut ir, top, None);
    assert!(!r.success);
    assert_eq!(
        rendered(&ctx, &r.events),
        "<unknown>:0: error: unable to schedule pass 'FunctionsOnly' on a PassManager intended to run on 'builtin.module'!\n"
    );
}
