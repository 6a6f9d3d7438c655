//! `composite-fixed-point-pass` (upstream's `CompositePass.cpp`): runs a
//! nested pipeline on the op again and again until the op stops changing
//! (its fingerprint is the same after a run) or `max-iterations` runs
//! past the first, then warns.

use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_pass::options::{OptionsError, OptionsParseCx};
use rmlir_pass::{IntKind, Nesting, OpPassManager, Pass, PassContext, PassFailure, PassOptions};

/// Runs a pipeline to a fixed point.
#[derive(Clone)]
pub struct CompositeFixedPointPass {
    options: PassOptions,
    pipeline: OpPassManager,
    /// The pipeline text's error, reported when the pass initializes.
    pipeline_error: Option<String>,
    /// The display name (`name`), kept for the life of the program because
    /// `Pass::name` hands out `&'static str` (one small string per
    /// distinct name).
    display: &'static str,
}

const DEFAULT_NAME: &str = "CompositeFixedPointPass";

impl Default for CompositeFixedPointPass {
    fn default() -> Self {
        CompositeFixedPointPass {
            options: PassOptions::new()
                .string("name", "Composite pass display name", DEFAULT_NAME)
                .string("pipeline", "Composite pass inner pipeline", "")
                .int(
                    "max-iterations",
                    "Maximum number of iterations if inner pipeline",
                    IntKind::I32,
                    10,
                ),
            pipeline: OpPassManager::any(Nesting::Implicit),
            pipeline_error: None,
            display: DEFAULT_NAME,
        }
    }
}

/// Interns display names so that each distinct one is leaked once.
fn intern_name(name: &str) -> &'static str {
    use std::sync::Mutex;
    static NAMES: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    if name == DEFAULT_NAME {
        return DEFAULT_NAME;
    }
    let mut names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&n) = names.iter().find(|&&n| n == name) {
        return n;
    }
    let leaked: &'static str = Box::leak(name.to_string().into_boxed_str());
    names.push(leaked);
    leaked
}

impl Pass for CompositeFixedPointPass {
    fn argument(&self) -> &'static str {
        "composite-fixed-point-pass"
    }
    fn name(&self) -> &'static str {
        self.display
    }
    fn description(&self) -> &'static str {
        "Composite fixed point pass"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    /// Upstream's `initializeOptions`: the inner pipeline is parsed here;
    /// its error surfaces when the pass initializes.
    fn initialize_options(&mut self, text: &str, cx: &OptionsParseCx<'_>) -> Result<(), OptionsError> {
        self.options.parse(text, cx)?;
        self.display = intern_name(self.options.get_str("name"));
        let mut pm = OpPassManager::any(Nesting::Implicit);
        self.pipeline_error = rmlir_pass::parse_pass_pipeline(self.options.get_str("pipeline"), &mut pm, cx.registry, cx.program)
            .err()
            .map(|e| e.into_text());
        self.pipeline = pm;
        Ok(())
    }

    fn initialize(&mut self, _ctx: &rmlir_ir::Context) -> Result<(), String> {
        if let Some(e) = &self.pipeline_error {
            // The pipeline parser's report goes to standard error as
            // upstream's error stream has it, then the diagnostic.
            eprint!("{e}");
            return Err("Failed to parse composite pass pipeline".into());
        }
        let max = self.options.get_int("max-iterations");
        if max <= 0 {
            // Upstream streams the int as a character.
            let c = char::from(max as u8);
            return Err(format!("Invalid maxIterations value: {c}\n"));
        }
        Ok(())
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let op = pcx.op;
        let max = self.options.get_int("max-iterations");
        let mut fp = rmlir_pass::fingerprint(pcx.ir, op);
        let mut iteration = 0i128;
        loop {
            pcx.run_pipeline(&mut self.pipeline, op)?;
            let done = iteration >= max;
            iteration += 1;
            if done {
                let loc = pcx.ir.body(op.body).op(op.op).loc;
                let name = self.options.get_str("name").to_string();
                // `op->emitWarning(...)`: with the "see current operation"
                // note.
                let mut d = Diagnostic::error(loc, format!("Composite pass \"{name}\"+ didn't converge in {max} iterations"));
                d.severity = Severity::Warning;
                d.op = Some(op);
                pcx.emit(d);
                break;
            }
            let now = rmlir_pass::fingerprint(pcx.ir, op);
            if now == fp {
                break;
            }
            fp = now;
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
